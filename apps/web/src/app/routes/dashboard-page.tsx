import { Badge, Button, Card, Grid, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconKey, IconUserEdit } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AfterFirstPaint } from '../../components/after-first-paint';
import { PageHeader } from '../../components/page-header';
import { UserAvatar } from '../../components/user-avatar';
import { ToDoPanel, ToGradePanel } from '../../features/assignments/components/deadline-lists';
import { ContinueLearningPanel } from '../../features/progress/components/continue-learning-panel';
import { useProfile } from '../../features/profile/api/profile';
import { lazyAfterSchemas } from '../../components/lazy-after-schemas';
import { usePermissions } from '../../lib/permissions';
import { ProfileError } from './with-profile';
import { lazyPart } from '../../components/lazy-part';

const DashboardSidePanels = lazyAfterSchemas(() =>
  import('./dashboard-side-panels').then((module) => module.DashboardSidePanels),
);
// Its table brings Mantine's ScrollArea and, through it, floating-ui.
const AnnouncementsPanel = lazyPart(() =>
  import('../../features/announcements/components/announcements-panel').then((module) => ({
    default: module.AnnouncementsPanel,
  })),
);

/** About the height of the practice card, the calendar and the online users together (px). */
const SIDE_PANELS_HEIGHT = 900;
/** About the height of the announcements panel with a few announcements (px); only what is below it moves. */
const ANNOUNCEMENTS_HEIGHT = 360;

/**
 * `/dashboard`: the student's home (docs/product/screens-and-roles.md#student-dashboard): a welcome, then the three
 * panels: calendar with personal notes, class announcements, online users, and the practice
 * streak (issue 15 item 5). Teachers and admins who open it see the same (everyone keeps
 * their own notes). Below the welcome, a student's to-do and a teacher's to-grade
 * (docs/decisions/026, "Deadlines").
 */
export function DashboardPage() {
  const { t } = useTranslation();
  const { hasToDo, canGrade } = usePermissions();
  return (
    <>
      <PageHeader title={t('dashboard.title')} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
          <Stack gap="lg">
            <WelcomeCard />
            {hasToDo ? <ToDoPanel /> : canGrade && <ToGradePanel />}
            <ContinueLearningPanel />
            {/* The last of the main panels, below the first screen on a phone: fetched and drawn after the first paint. */}
            <AfterFirstPaint height={ANNOUNCEMENTS_HEIGHT}>
              <AnnouncementsPanel />
            </AfterFirstPaint>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
          {/* Beside the main panels on a laptop, below them on a phone: fetched and drawn after the first paint. */}
          <AfterFirstPaint height={SIDE_PANELS_HEIGHT}>
            <DashboardSidePanels />
          </AfterFirstPaint>
        </Grid.Col>
      </Grid>
    </>
  );
}

/**
 * The welcome: drawn at once, the name and id filled in when the profile arrives (a skeleton
 * of the same size meanwhile), so nothing below it moves.
 */
function WelcomeCard() {
  const { t } = useTranslation();
  const { data: profile, error } = useProfile();
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        {error && <ProfileError error={error} />}
        <Group wrap="nowrap">
          {profile ? <UserAvatar name={profile.name} size={64} radius="xl" /> : <Skeleton circle height={64} />}
          <Stack gap={4} style={{ flex: 1 }}>
            <Skeleton visible={!profile} height={28}>
              <Title order={2} size="h3">
                {t('dashboard.welcome', { name: profile?.name ?? '' })}
              </Title>
            </Skeleton>
            <Skeleton visible={!profile} height={22} width={220}>
              <Group gap="xs">
                {profile && <Badge variant="light">{t(`roles.${profile.role}`)}</Badge>}
                <Text size="sm" c="dimmed">
                  {t('dashboard.idLabel', { id: profile?.id ?? '' })}
                </Text>
              </Group>
            </Skeleton>
          </Stack>
        </Group>
        <Text c="dimmed">{t('dashboard.intro')}</Text>
        <Group>
          <Button component={Link} to="/editprofile" variant="light" leftSection={<IconUserEdit size={16} />}>
            {t('account.editProfile')}
          </Button>
          <Button component={Link} to="/changepassword" variant="default" leftSection={<IconKey size={16} />}>
            {t('account.changePassword')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
