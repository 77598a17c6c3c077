import { useQueryClient } from '@tanstack/react-query';
import { useReloadAfterGap } from '../../../lib/use-socket-connect';
import { useSocketEvent } from '../../../lib/use-socket-event';
import type { ClassAnnouncement } from '@netclass/shared';
import {
  announcementsKey,
  courseAnnouncementsKey,
  putAnnouncementOnTop,
  removeAnnouncement,
} from '../api/announcements';

/**
 * Class announcement events (docs/product/rules.md#states-and-flows, sent to everyone, or to a course's members): a new or
 * edited one goes to the top (and its course's list is fetched again), a deleted one disappears. `can_manage` in the event is already the receiver's.
 * User-scope events of the same names belong to the notification bell. After a (re)connect
 * the lists are fetched again if they may lack events (useReloadAfterGap).
 */
export function useLiveAnnouncements(): void {
  const queryClient = useQueryClient();
  const onSaved = (announcement: ClassAnnouncement) => {
    putAnnouncementOnTop(queryClient, announcement);
    if (announcement.course_id !== null)
      void queryClient.invalidateQueries({ queryKey: courseAnnouncementsKey(announcement.course_id) });
  };
  useSocketEvent('newAnnouncement', (event) => {
    if (event.scope === 'class') onSaved(event.announcement);
  });
  useSocketEvent('announcementUpdated', (event) => {
    if (event.scope === 'class') onSaved(event.announcement);
  });
  useSocketEvent('announcementDeleted', (event) => {
    if (event.scope !== 'class') return;
    removeAnnouncement(queryClient, event.id);
    void queryClient.invalidateQueries({ queryKey: [...announcementsKey, 'course'] });
  });
  useReloadAfterGap(announcementsKey);
}
