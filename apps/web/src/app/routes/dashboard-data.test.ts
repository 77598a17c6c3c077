import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../lib/query-client';
import { buildProfile } from '../../test/communication-fixtures';
import { stubFetchRoutes } from '../../test/fetch-routes';
import { apiMonth, monthOf, todayInVietnam } from '../../features/reminders/api/calendar-month';
import { prefetchDashboard } from './dashboard-data';

describe('prefetchDashboard', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("requests the dashboard's panels, and this month's notes of the user the profile names (who is online waits for its room)", async () => {
    const calls = stubFetchRoutes({ 'GET /api/user/profile': { body: { user: buildProfile({ id: 20210001 }) } } });
    prefetchDashboard(createQueryClient());

    const { year, month } = monthOf(todayInVietnam());
    await vi.waitFor(() =>
      expect(calls.map((call) => call.url).sort()).toEqual([
        '/api/announcements?limit=20',
        '/api/practice/summary',
        '/api/progress/me',
        `/api/reminders/20210001/${apiMonth(month)}/${year}`,
        '/api/user/profile',
      ]),
    );
  });
});
