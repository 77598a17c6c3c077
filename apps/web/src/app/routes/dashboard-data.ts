import type { QueryClient } from '@tanstack/react-query';
import { announcementPagesQueryOptions } from '../../features/announcements/api/announcements';
import { profileQueryOptions } from '../../features/profile/api/profile';
import { progressOverviewQueryOptions } from '../../features/progress/api/progress';
import { monthOf, todayInVietnam } from '../../features/reminders/api/calendar-month';
import { monthRemindersQueryOptions } from '../../features/reminders/api/reminders';
import { practiceSummaryQueryOptions } from '../../features/practice/api/practice';

/**
 * `/dashboard`'s data, requested while the screen's code is still on its way (its route
 * loader): the welcome's profile, the learning overview, the practice streak, the announcements and this
 * month's notes once the profile says whose. Who is online waits for the presence room
 * (`useLivePresence`).
 */
export function prefetchDashboard(queryClient: QueryClient): void {
  void queryClient.prefetchInfiniteQuery(announcementPagesQueryOptions);
  void queryClient.prefetchQuery(progressOverviewQueryOptions);
  void queryClient.prefetchQuery(practiceSummaryQueryOptions);
  void queryClient.prefetchQuery(profileQueryOptions).then(() => {
    const profile = queryClient.getQueryData(profileQueryOptions.queryKey);
    if (profile) void queryClient.prefetchQuery(monthRemindersQueryOptions(profile.id, monthOf(todayInVietnam())));
  });
}
