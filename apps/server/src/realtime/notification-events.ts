import { rooms } from '@netclass/shared';
import { presentNotification } from '../modules/notifications/presenter.js';
import type { Services } from '../services.js';
import type { RealtimeServer } from './types.js';

/**
 * A user's notifications go to their own room only, so all their tabs agree:
 * `newAnnouncement`, `announcementRead` (with `all` after 'mark all as read': that one and
 * every older one) and `announcementDeleted`, each with scope 'user'.
 * A batch (e.g. 'announcement to everyone' for 2,000 users) is sent only to the recipients
 * who are online right now (presence, across instances): one small emit per online user,
 * none for the rest, who load their list when they next open the app.
 */
export function relayNotificationEvents(io: RealtimeServer, services: Services): void {
  services.events.on('notificationsCreated', ({ recipients, type, params, createdAt }) => {
    for (const { id, userId, link } of recipients) {
      if (!services.presence.isOnline(userId)) continue;
      const notification = presentNotification({ id, type, params, link, isRead: false, createdAt });
      io.to(rooms.user(userId)).emit('newAnnouncement', { scope: 'user', notification });
    }
  });
  services.events.on('notificationRead', ({ id, userId, all }) => {
    io.to(rooms.user(userId)).emit('announcementRead', all ? { scope: 'user', id, all } : { scope: 'user', id });
  });
  services.events.on('notificationDeleted', ({ id, userId, wasUnread }) => {
    io.to(rooms.user(userId)).emit('announcementDeleted', { scope: 'user', id, was_unread: wasUnread });
  });
}
