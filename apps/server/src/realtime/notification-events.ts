import { rooms } from '@netclass/shared';
import { presentNotification } from '../modules/notifications/presenter.js';
import type { DomainEventMap, DomainEvents } from '../infra/domain-events.js';
import type { NotificationBatchMessage, RealtimeServer } from './types.js';

const toMessage = ({
  recipients,
  type,
  params,
  createdAt,
}: DomainEventMap['notificationsCreated']): NotificationBatchMessage => ({
  type,
  params,
  createdAt: createdAt.toISOString(),
  recipients: recipients.map(({ id, userId, link }) => [id, userId, link]),
});

/**
 * Sends each recipient of a batch who has a socket on this instance their notification, in
 * their own room (all their tabs); the others cost a map lookup. No presence is asked: it
 * reaches other instances about a second late, and a socket that had just connected elsewhere
 * would miss its notification (docs/decisions/036).
 */
function deliverHere(io: RealtimeServer, { type, params, createdAt, recipients }: NotificationBatchMessage): void {
  const held = io.of('/').adapter.rooms;
  const created = new Date(createdAt);
  for (const [id, userId, link] of recipients) {
    const room = rooms.user(userId);
    if (!held.has(room)) continue;
    const notification = presentNotification({ id, type, params, link, isRead: false, createdAt: created });
    io.local.to(room).emit('newAnnouncement', { scope: 'user', notification });
  }
}

/**
 * A user's notifications go to their own room only, so all their tabs agree:
 * `newAnnouncement`, `announcementRead` (with `all` after 'mark all as read': that one and
 * every older one) and `announcementDeleted`, each with scope 'user'.
 * A batch (e.g. 'announcement to everyone' for 2,000 users) is delivered by this instance to
 * the sockets it holds and, sharing a database, sent to the other instances as one message
 * (`serverSideEmit`), each of which does the same: one small emit per recipient connected
 * somewhere, none for the rest, who load their list when they next open the app.
 */
export function relayNotificationEvents(io: RealtimeServer, services: { events: DomainEvents }, shared: boolean): void {
  if (shared) io.on('notifications', (message) => deliverHere(io, message));
  services.events.on('notificationsCreated', (batch) => {
    const message = toMessage(batch);
    deliverHere(io, message);
    if (shared) io.serverSideEmit('notifications', message);
  });
  services.events.on('notificationRead', ({ id, userId, all }) => {
    io.to(rooms.user(userId)).emit('announcementRead', all ? { scope: 'user', id, all } : { scope: 'user', id });
  });
  services.events.on('notificationDeleted', ({ id, userId, wasUnread }) => {
    io.to(rooms.user(userId)).emit('announcementDeleted', { scope: 'user', id, was_unread: wasUnread });
  });
}
