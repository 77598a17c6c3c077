import { Stack } from '@mantine/core';
import { OnlineUsersPanel } from '../../features/presence/components/online-users-panel';
import { PracticeStreakCard } from '../../features/practice/components/practice-streak-card';
import { CalendarPanel } from '../../features/reminders/components/calendar-panel';
import { WithProfile } from './with-profile';

/**
 * The dashboard's side column: the practice streak, the calendar with personal notes and the
 * online users. A module of its own, fetched after the dashboard's first paint (dashboard-page.tsx).
 */
export function DashboardSidePanels() {
  return (
    <Stack gap="lg">
      <PracticeStreakCard />
      <WithProfile>{(profile) => <CalendarPanel userId={profile.id} />}</WithProfile>
      <OnlineUsersPanel />
    </Stack>
  );
}
