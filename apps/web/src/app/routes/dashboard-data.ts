import type { QueryClient } from '@tanstack/react-query';
import { announcementPagesQueryOptions } from '../../features/announcements/api/announcements';
import { toDoQueryOptions, toGradeQueryOptions } from '../../features/assignments/api/deadlines';
import { practiceSummaryQueryOptions } from '../../features/practice/api/practice';
import { profileQueryOptions } from '../../features/profile/api/profile';
import { progressOverviewQueryOptions } from '../../features/progress/api/progress';
import { monthOf, todayInVietnam } from '../../features/reminders/api/calendar-month';
import { monthDeadlinesQueryOptions } from '../../features/reminders/api/deadlines';
import { monthRemindersQueryOptions } from '../../features/reminders/api/reminders';
import { getSession } from '../../lib/session';

/**
 * `/dashboard`'s data, requested while the screen's code is still on its way (its route
 * loader): the welcome's profile, the learning overview, the practice streak, the
 * announcements, this month's deadlines, the first page of the to-do (students) or to-grade
 * (staff), and this month's notes once the profile says whose. Who is online waits for the presence room
 * (`useLivePresence`).
 */
export function prefetchDashboard(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(monthDeadlinesQueryOptions(monthOf(todayInVietnam())));
  if (getSession()?.role === 'student') void queryClient.prefetchQuery(toDoQueryOptions(1));
  else void queryClient.prefetchQuery(toGradeQueryOptions(1));
  void queryClient.prefetchInfiniteQuery(announcementPagesQueryOptions);
  void queryClient.prefetchQuery(progressOverviewQueryOptions);
  void queryClient.prefetchQuery(practiceSummaryQueryOptions);
  void queryClient.prefetchQuery(profileQueryOptions).then(() => {
    const profile = queryClient.getQueryData(profileQueryOptions.queryKey);
    if (profile) void queryClient.prefetchQuery(monthRemindersQueryOptions(profile.id, monthOf(todayInVietnam())));
  });
}
