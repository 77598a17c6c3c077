import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { getSocket } from '../../../lib/socket';
import { useSocketConnect } from '../../../lib/use-socket-connect';
import { useSocketEvent } from '../../../lib/use-socket-event';
import { announcementsKey, putAnnouncementOnTop, removeAnnouncement } from '../api/announcements';

/**
 * Class announcement events (SPEC §4, sent to everyone): a new or edited one goes to the
 * top, a deleted one disappears. `can_manage` in the event is already the receiver's.
 * User-scope events of the same names belong to the notification bell. After a reconnect
 * the list is fetched again (events sent meanwhile are lost).
 */
export function useLiveAnnouncements(): void {
  const queryClient = useQueryClient();
  useSocketEvent('newAnnouncement', (event) => {
    if (event.scope === 'class') putAnnouncementOnTop(queryClient, event.announcement);
  });
  useSocketEvent('announcementUpdated', (event) => {
    if (event.scope === 'class') putAnnouncementOnTop(queryClient, event.announcement);
  });
  useSocketEvent('announcementDeleted', (event) => {
    if (event.scope === 'class') removeAnnouncement(queryClient, event.id);
  });

  const connectedBefore = useRef(getSocket()?.connected ?? false);
  useSocketConnect(() => {
    if (connectedBefore.current) void queryClient.invalidateQueries({ queryKey: announcementsKey });
    connectedBefore.current = true;
  });
}
