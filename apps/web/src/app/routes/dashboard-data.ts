import type { DashboardPageData } from '@netclass/shared/page-data';
import type { QueryClient } from '@tanstack/react-query';
import { announcementPagesQueryOptions } from '../../features/announcements/api/announcements';
import { toDoQueryOptions, toGradeQueryOptions } from '../../features/assignments/api/deadlines';
import { practiceSummaryQueryOptions } from '../../features/practice/api/practice';
import { progressOverviewQueryOptions } from '../../features/progress/api/progress';
import { apiMonth, monthOf, todayInVietnam, type CalendarMonth } from '../../features/reminders/api/calendar-month';
import { monthDeadlinesQueryOptions } from '../../features/reminders/api/deadlines';
import { monthRemindersQueryOptions } from '../../features/reminders/api/reminders';
import { api, data, withEarlyAnswer } from '../../lib/api-client';
import { currentPermissions } from '../../lib/permissions';
import { requestPage, seedFirstPage, seedQuery } from './page-data';

/**
 * `/dashboard`'s data in one call (GET /api/pages/dashboard, docs/decisions/033), requested
 * while the screen's code is still on its way (its route loader): the welcome's profile and the
 * header's notifications on a fresh load, the learning overview, the practice streak, the
 * announcements, this month's deadlines and notes, the first page of the to-do (students) or
 * to-grade (staff). Each goes under its hook's key; refetches use each one's own endpoint.
 * Who is online waits for the presence room (`useLivePresence`).
 */
/**
 * Whether the server's month (Vietnam time, on its clock) is the one the calendar shows (this browser's clock): they
 * differ only around midnight of a month's end.
 */
const ofMonth = ({ month }: DashboardPageData, shown: CalendarMonth) =>
  month.year === shown.year && month.month === apiMonth(shown.month);

export function prefetchDashboard(queryClient: QueryClient): void {
  const shown = monthOf(todayInVietnam());
  const student = currentPermissions().hasToDo;
  const page = requestPage(
    queryClient,
    '/api/pages/dashboard',
    (query, early) =>
      data<DashboardPageData>(api.GET('/api/pages/dashboard', { params: { query }, ...withEarlyAnswer(early) })),
    (userId, answer) => {
      seedQuery(
        queryClient,
        monthRemindersQueryOptions(userId, shown),
        answer.then((part) => (ofMonth(part, shown) ? part.reminders : null)),
      );
    },
  );
  seedQuery(
    queryClient,
    monthDeadlinesQueryOptions(shown),
    page.then((part) => (ofMonth(part, shown) ? part.deadlines : null)),
  );
  if (student)
    seedQuery(
      queryClient,
      toDoQueryOptions(1),
      page.then((part) => part.to_do),
    );
  else
    seedQuery(
      queryClient,
      toGradeQueryOptions(1),
      page.then((part) => part.to_grade),
    );
  seedFirstPage(
    queryClient,
    announcementPagesQueryOptions,
    page.then((part) => part.announcements),
  );
  if (student)
    seedQuery(
      queryClient,
      progressOverviewQueryOptions,
      page.then((part) => part.progress),
    );
  seedQuery(
    queryClient,
    practiceSummaryQueryOptions,
    page.then((part) => part.practice),
  );
}
