import type { DashboardPageData } from '@netclass/shared/page-data';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { announcementPagesQueryOptions } from '../../features/announcements/api/announcements';
import { toDoQueryOptions, toGradeQueryOptions } from '../../features/assignments/api/deadlines';
import { latestNotificationsQueryOptions } from '../../features/notifications/api/notifications';
import { practiceSummaryQueryOptions } from '../../features/practice/api/practice';
import { profileQueryOptions } from '../../features/profile/api/profile';
import { progressOverviewQueryOptions } from '../../features/progress/api/progress';
import { apiMonth, monthOf, shiftMonth, todayInVietnam } from '../../features/reminders/api/calendar-month';
import { monthDeadlinesQueryOptions } from '../../features/reminders/api/deadlines';
import { monthRemindersQueryOptions } from '../../features/reminders/api/reminders';
import { createQueryClient } from '../../lib/query-client';
import { clearSession, saveSession } from '../../lib/session';
import { buildProfile } from '../../test/communication-fixtures';
import { stubFetchRoutes } from '../../test/fetch-routes';
import { observeQueries } from '../../test/observe-queries';
import { startEarlyPage } from '../../lib/early-page';
import { prefetchDashboard } from './dashboard-data';

const STUDENT = 20210001;
const shown = monthOf(todayInVietnam());
const thisMonth = { year: shown.year, month: apiMonth(shown.month) };

const page = (overrides: Partial<DashboardPageData> = {}): DashboardPageData => ({
  shell: {
    profile: { user: buildProfile({ id: STUDENT }) },
    notifications: { notifications: [], unread_count: 3, next_cursor: null },
  },
  month: thisMonth,
  deadlines: {
    deadlines: [
      {
        kind: 'assignment',
        assignment_id: 7,
        quiz_id: null,
        moment: 'due',
        title: 'Lab 3',
        course_id: 101,
        course_name: 'Mạng máy tính',
        due_at: '2026-11-30T10:00:00.000Z',
      },
    ],
  },
  reminders: { reminders: [{ id: 5, student_id: STUDENT, schedule_date: todayInVietnam(), note: 'Ôn bài' }] as never },
  to_do: { items: [], total: 0, page: 1, limit: 5 },
  to_grade: null,
  announcements: { announcements: [], next_cursor: null, can_create: false },
  progress: { student_id: STUDENT, courses: [] },
  practice: { types: [], streak: 2, practised_today: true },
  ...overrides,
});

/** The options of the dashboard's hooks, as its panels pass them. */
const hooksOf = (userId: number, role: 'student' | 'teacher') => [
  { options: profileQueryOptions },
  { options: latestNotificationsQueryOptions },
  { options: monthDeadlinesQueryOptions(shown) },
  { options: monthRemindersQueryOptions(userId, shown) },
  { options: role === 'student' ? toDoQueryOptions(1) : toGradeQueryOptions(1) },
  { options: announcementPagesQueryOptions, infinite: true },
  ...(role === 'student' ? [{ options: progressOverviewQueryOptions }] : []),
  { options: practiceSummaryQueryOptions },
];

describe('prefetchDashboard', () => {
  afterEach(() => {
    clearSession();
    vi.unstubAllGlobals();
  });

  it('makes one call on a fresh load and puts each part under the key its hook reads: the hooks then ask nothing', async () => {
    saveSession({ token: 'tok', role: 'student' });
    const answer = page();
    const calls = stubFetchRoutes({ 'GET /api/pages/dashboard?shell=1': { body: answer } });
    const queryClient = createQueryClient();
    prefetchDashboard(queryClient);
    // Hooks that mount before the answer wait for it.
    const early = observeQueries(queryClient, hooksOf(STUDENT, 'student').slice(0, 3));

    await vi.waitFor(() =>
      expect(queryClient.getQueryData(practiceSummaryQueryOptions.queryKey)).toEqual(answer.practice),
    );
    expect(queryClient.getQueryData(profileQueryOptions.queryKey)).toEqual(answer.shell!.profile.user);
    expect(queryClient.getQueryData(latestNotificationsQueryOptions.queryKey)).toEqual(answer.shell!.notifications);
    expect(queryClient.getQueryData(monthDeadlinesQueryOptions(shown).queryKey)).toEqual(answer.deadlines);
    expect(queryClient.getQueryData(monthRemindersQueryOptions(STUDENT, shown).queryKey)).toEqual(answer.reminders);
    expect(queryClient.getQueryData(toDoQueryOptions(1).queryKey)).toEqual(answer.to_do);
    expect(queryClient.getQueryData(announcementPagesQueryOptions.queryKey)).toEqual({
      pages: [answer.announcements],
      pageParams: [null],
    });
    expect(queryClient.getQueryData(progressOverviewQueryOptions.queryKey)).toEqual(answer.progress);
    const late = observeQueries(queryClient, hooksOf(STUDENT, 'student'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls.map((call) => call.url)).toEqual(['/api/pages/dashboard?shell=1']);
    early();
    late();
  });

  it("takes the request the page's first script started (lib/early-page.ts) instead of asking again, once", async () => {
    saveSession({ token: 'tok', role: 'student' });
    const answer = page();
    const calls = stubFetchRoutes({ 'GET /api/pages/dashboard?shell=1': { body: answer } });
    window.history.replaceState(null, '', '/dashboard');
    startEarlyPage();
    const queryClient = createQueryClient();
    prefetchDashboard(queryClient);
    await vi.waitFor(() =>
      expect(queryClient.getQueryData(practiceSummaryQueryOptions.queryKey)).toEqual(answer.practice),
    );
    expect(calls.map((call) => call.url)).toEqual(['/api/pages/dashboard?shell=1']);

    // Once only: a later fresh request asks the server.
    const again = createQueryClient();
    prefetchDashboard(again);
    await vi.waitFor(() => expect(calls).toHaveLength(2));
  });

  it("asks only for the page's part once the header's data is cached, and seeds the notes of the cached user at once", async () => {
    saveSession({ token: 'tok', role: 'student' });
    const answer = page({ shell: null });
    const calls = stubFetchRoutes({ 'GET /api/pages/dashboard': { body: answer } });
    const queryClient = createQueryClient();
    queryClient.setQueryData(profileQueryOptions.queryKey, buildProfile({ id: STUDENT }));
    queryClient.setQueryData(latestNotificationsQueryOptions.queryKey, {
      notifications: [],
      unread_count: 0,
      next_cursor: null,
    });
    prefetchDashboard(queryClient);
    expect(queryClient.getQueryState(monthRemindersQueryOptions(STUDENT, shown).queryKey)?.fetchStatus).toBe(
      'fetching',
    );

    await vi.waitFor(() =>
      expect(queryClient.getQueryData(monthRemindersQueryOptions(STUDENT, shown).queryKey)).toEqual(answer.reminders),
    );
    expect(calls.map((call) => call.url)).toEqual(['/api/pages/dashboard']);
  });

  it("seeds staff's to-grade; a month the server's clock already left or not reached is asked of its own endpoints", async () => {
    saveSession({ token: 'tok', role: 'teacher' });
    const other = shiftMonth(shown, 1);
    const answer = page({
      shell: {
        profile: { user: buildProfile({ id: 1001, role: 'teacher' }) },
        notifications: { notifications: [], unread_count: 0, next_cursor: null },
      },
      month: { year: other.year, month: apiMonth(other.month) },
      to_do: null,
      to_grade: { items: [], total: 0, page: 1, limit: 5 },
      progress: null,
    });
    const calls = stubFetchRoutes({
      'GET /api/pages/dashboard?shell=1': { body: answer },
      [`GET /api/deadlines?month=${thisMonth.month}&year=${thisMonth.year}`]: { body: { deadlines: [] } },
      [`GET /api/reminders/1001/${thisMonth.month}/${thisMonth.year}`]: { body: { reminders: [] } },
    });
    const queryClient = createQueryClient();
    prefetchDashboard(queryClient);

    await vi.waitFor(() =>
      expect(queryClient.getQueryData(monthRemindersQueryOptions(1001, shown).queryKey)).toEqual({ reminders: [] }),
    );
    expect(queryClient.getQueryData(toGradeQueryOptions(1).queryKey)).toEqual(answer.to_grade);
    expect(queryClient.getQueryData(monthDeadlinesQueryOptions(shown).queryKey)).toEqual({ deadlines: [] });
    expect(queryClient.getQueryState(progressOverviewQueryOptions.queryKey)).toBeUndefined();
    expect(calls.map((call) => call.url).sort()).toEqual([
      `/api/deadlines?month=${thisMonth.month}&year=${thisMonth.year}`,
      '/api/pages/dashboard?shell=1',
      `/api/reminders/1001/${thisMonth.month}/${thisMonth.year}`,
    ]);
  });
});
