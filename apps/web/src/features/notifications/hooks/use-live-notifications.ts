import { useQueryClient } from '@tanstack/react-query';
import { useReloadAfterGap } from '../../../lib/use-socket-connect';
import { useSocketEvent } from '../../../lib/use-socket-event';
import {
  applyNewNotification,
  applyNotificationDeleted,
  applyNotificationRead,
  markAllReadUpTo,
  notificationKeys,
} from '../api/notification-cache';

/**
 * The user's own notification events (docs/product/rules.md#states-and-flows; the server sends them to every tab of the
 * user): a new one goes on top and counts +1, a read one -1, a deleted unread one -1, never
 * below 0. Mount once (the header bell). After a (re)connect the lists are fetched again if
 * they may lack events (useReloadAfterGap).
 */
export function useLiveNotifications(): void {
  const queryClient = useQueryClient();
  useSocketEvent('newAnnouncement', (event) => {
    if (event.scope === 'user') applyNewNotification(queryClient, event.notification);
  });
  useSocketEvent('announcementRead', (event) => {
    if (event.scope !== 'user') return;
    if (event.all) markAllReadUpTo(queryClient, event.id);
    else applyNotificationRead(queryClient, event.id);
  });
  useSocketEvent('announcementDeleted', (event) => {
    if (event.scope === 'user') applyNotificationDeleted(queryClient, event.id, event.was_unread);
  });
  useReloadAfterGap(notificationKeys.all);
}
