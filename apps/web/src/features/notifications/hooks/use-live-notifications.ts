import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { getSocket } from '../../../lib/socket';
import { useSocketConnect } from '../../../lib/use-socket-connect';
import { useSocketEvent } from '../../../lib/use-socket-event';
import { applyNewNotification, applyNotificationDeleted, applyNotificationRead, markAllReadUpTo, notificationKeys } from '../api/notification-cache';

/**
 * The user's own notification events (SPEC §4; the server sends them to every tab of the
 * user): a new one goes on top and counts +1, a read one -1, a deleted unread one -1, never
 * below 0. Mount once (the header bell). After a reconnect the lists are fetched again, since
 * events sent while the connection was down are lost.
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

  // The first connection follows the first fetch; only a reconnection may have missed events.
  const connectedBefore = useRef(getSocket()?.connected ?? false);
  useSocketConnect(() => {
    if (connectedBefore.current) void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
    connectedBefore.current = true;
  });
}
