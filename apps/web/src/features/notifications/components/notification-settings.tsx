import { Alert, Button, Card, Group, Loader, Stack, Switch, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { MUTABLE_NOTIFICATION_TYPES, type MutableNotificationType, type NotificationMute } from '@netclass/shared';
import { IconBell } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { notificationMutesQueryOptions, useMuteNotifications, useUnmuteNotifications } from '../api/mutes';

/** A titled card of the settings, named by its title. */
function SettingsSection({ title, hint, children }: { title: string; hint: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={titleId}>
      <Title order={2} fz="lg" id={titleId} mb={4}>
        {title}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {hint}
      </Text>
      {children}
    </Card>
  );
}

/**
 * Which kinds of notification the user receives (docs/decisions/024): a switch per kind for
 * every course, and the kinds muted for one course (muted from one of its notifications),
 * each with a button to receive them again.
 */
export function NotificationSettings() {
  const { t } = useTranslation();
  const mutes = useQuery(notificationMutesQueryOptions);
  const mute = useMuteNotifications();
  const unmute = useUnmuteNotifications();
  const busy = mute.isPending || unmute.isPending;
  const failed = (error: Error) =>
    notifications.show({ color: 'red', message: errorMessage(error, t, t('notifications.settings.saveFailed')) });

  if (mutes.isPending) return <Loader mx="auto" my="xl" />;
  if (mutes.isError)
    return (
      <Alert color="red" variant="light" role="alert">
        {errorMessage(mutes.error, t, t('notifications.settings.loadFailed'))}
      </Alert>
    );

  const everywhere = new Map(mutes.data.mutes.filter((m) => m.course_id === null).map((m) => [m.type, m]));
  const perCourse = mutes.data.mutes.filter((m): m is NotificationMute & { course_id: number } => m.course_id !== null);
  // Switches stay enabled (a disabled one would lose the keyboard's focus); one change at a time.
  const toggle = (type: MutableNotificationType, receive: boolean) => {
    if (busy) return;
    const muted = everywhere.get(type);
    if (receive && muted) unmute.mutate(muted.id, { onError: failed });
    if (!receive && !muted) mute.mutate({ type }, { onError: failed });
  };

  return (
    <Stack gap="lg">
      <SettingsSection title={t('notifications.settings.kindsTitle')} hint={t('notifications.settings.kindsHint')}>
        <Stack gap="sm">
          {MUTABLE_NOTIFICATION_TYPES.map((type) => (
            <Switch
              key={type}
              label={t(`notifications.types.${type}`)}
              checked={!everywhere.has(type)}
              onChange={(event) => toggle(type, event.currentTarget.checked)}
            />
          ))}
        </Stack>
      </SettingsSection>
      <SettingsSection title={t('notifications.settings.coursesTitle')} hint={t('notifications.settings.coursesHint')}>
        {perCourse.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('notifications.settings.coursesEmpty')}
          </Text>
        )}
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {perCourse.map((m) => (
            <Group key={m.id} component="li" justify="space-between" wrap="nowrap" gap="sm">
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {t('notifications.settings.courseMute', {
                  kind: t(`notifications.types.${m.type}`),
                  course: m.course_name ?? m.course_id,
                })}
              </Text>
              <Button
                size="xs"
                variant="light"
                leftSection={<IconBell size={14} />}
                disabled={busy}
                onClick={() => unmute.mutate(m.id, { onError: failed })}
                aria-label={t('notifications.settings.unmuteCourse', {
                  kind: t(`notifications.types.${m.type}`),
                  course: m.course_name ?? m.course_id,
                })}
              >
                {t('notifications.settings.unmute')}
              </Button>
            </Group>
          ))}
        </Stack>
      </SettingsSection>
    </Stack>
  );
}
