import { Badge, Button, Card, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { IconKey, IconUserEdit } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { UserAvatar } from '../../components/user-avatar';
import { AnnouncementsPanel } from '../../features/announcements/components/announcements-panel';
import { OnlineUsersPanel } from '../../features/presence/components/online-users-panel';
import { ContinueLearningPanel } from '../../features/progress/components/continue-learning-panel';
import { CalendarPanel } from '../../features/reminders/components/calendar-panel';
import { WithProfile } from './with-profile';

/**
 * `/dashboard`: the student's home (SPEC §2 Student dashboard): a welcome, then the three
 * panels: calendar with personal notes, class announcements, online users. Teachers and
 * admins who open it see the same (everyone keeps their own notes).
 */
export function DashboardPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('dashboard.title')} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
          <Stack gap="lg">
            <Card withBorder radius="md" padding="lg">
              <WithProfile>
                {(profile) => (
                  <Stack gap="md">
                    <Group wrap="nowrap">
                      <UserAvatar name={profile.name} size={64} radius="xl" />
                      <div>
                        <Title order={2} size="h3">{t('dashboard.welcome', { name: profile.name })}</Title>
                        <Group gap="xs" mt={4}>
                          <Badge variant="light">{t(`roles.${profile.role}`)}</Badge>
                          <Text size="sm" c="dimmed">
                            {t('dashboard.idLabel', { id: profile.id })}
                          </Text>
                        </Group>
                      </div>
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
                )}
              </WithProfile>
            </Card>
            <ContinueLearningPanel />
            <AnnouncementsPanel />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
          <Stack gap="lg">
            <WithProfile>{(profile) => <CalendarPanel userId={profile.id} />}</WithProfile>
            <OnlineUsersPanel />
          </Stack>
        </Grid.Col>
      </Grid>
    </>
  );
}
