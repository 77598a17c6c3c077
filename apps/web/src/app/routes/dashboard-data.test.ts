import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../lib/query-client';
import { buildProfile } from '../../test/communication-fixtures';
import { saveSession } from '../../lib/session';
import { stubFetchRoutes } from '../../test/fetch-routes';
import { apiMonth, monthOf, todayInVietnam } from '../../features/reminders/api/calendar-month';
import { prefetchDashboard } from './dashboard-data';

describe('prefetchDashboard', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("requests the dashboard's panels, this month's deadlines, the to-grade list for staff, and this month's notes of the user the profile names (who is online waits for its room)", async () => {
    const calls = stubFetchRoutes({ 'GET /api/user/profile': { body: { user: buildProfile({ id: 20210001 }) } } });
    prefetchDashboard(createQueryClient());

    const { year, month } = monthOf(todayInVietnam());
    await vi.waitFor(() =>
      expect(calls.map((call) => call.url).sort()).toEqual([
        '/api/announcements?limit=20',
        `/api/deadlines/to-grade?page=1&limit=5`,
        `/api/deadlines?month=${apiMonth(month)}&year=${year}`,
        '/api/practice/summary',
        '/api/progress/me',
        `/api/reminders/20210001/${apiMonth(month)}/${year}`,
        '/api/user/profile',
      ]),
    );
  });

  it('asks for the to-do list of a student', async () => {
    saveSession({ token: 'tok', role: 'student' });
    const calls = stubFetchRoutes({ 'GET /api/user/profile': { body: { user: buildProfile({ id: 20210002 }) } } });
    prefetchDashboard(createQueryClient());
    await vi.waitFor(() => expect(calls.map((call) => call.url)).toContain('/api/deadlines/to-do?page=1&limit=5'));
    expect(calls.map((call) => call.url)).not.toContain('/api/deadlines/to-grade?page=1&limit=5');
  });
});
