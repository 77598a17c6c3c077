import { ActionIcon, Badge, Button, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import {
  COURSE_MUTABLE_NOTIFICATION_TYPES,
  type CourseMutableNotificationType,
  type UserNotification,
} from '@netclass/shared';
import { IconArrowRight, IconBellOff, IconCheck, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LinkifiedText } from '../../../components/linkified-text';
import { formatDateTime } from '../../../lib/format-date';
import { inAppLink } from '../api/notification-link';
import { useNotificationText } from '../api/notification-text';

interface Props {
  notification: UserNotification;
  onMarkRead: (notification: UserNotification) => void;
  onDelete: (notification: UserNotification) => void;
  /** Mutes this kind of notification for its course. */
  onMuteCourse: (type: CourseMutableNotificationType, courseId: number) => void;
  busy: boolean;
}

/**
 * One notification of the full list: text in the reader's language (links in it open safely),
 * time, read state and actions (mute this kind for its course, when it names one).
 */
const isCourseMutable = (type: string): type is CourseMutableNotificationType =>
  (COURSE_MUTABLE_NOTIFICATION_TYPES as readonly string[]).includes(type);

/** What a notification can be muted for: its type, when it concerns one course, and that course. */
function courseMute(notification: UserNotification): { type: CourseMutableNotificationType; courseId: number } | null {
  const courseId = notification.params.course_id;
  return isCourseMutable(notification.type) && typeof courseId === 'number'
    ? { type: notification.type, courseId }
    : null;
}

export function NotificationCard({ notification, onMarkRead, onDelete, onMuteCourse, busy }: Props) {
  const { t } = useTranslation();
  const textOf = useNotificationText();
  const to = inAppLink(notification.link);
  const mutable = courseMute(notification);
  const unread = !notification.is_read;
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      bg={unread ? 'var(--mantine-color-blue-light)' : undefined}
      component="article"
      aria-label={unread ? t('notifications.unread') : t('notifications.read')}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={6} miw={0} style={{ flex: 1 }}>
          <Text size="sm" fw={unread ? 600 : 400} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            <LinkifiedText text={textOf(notification)} />
          </Text>
          <Group gap="xs">
            <Text size="xs" c="dimmed">
              {formatDateTime(notification.created_at)}
            </Text>
            {unread && (
              <Badge size="xs" color="blue" variant="filled">
                {t('notifications.unread')}
              </Badge>
            )}
          </Group>
        </Stack>
        <Group gap={4} wrap="nowrap">
          {to && (
            <Button
              component={Link}
              to={to}
              size="xs"
              variant="light"
              rightSection={<IconArrowRight size={14} />}
              onClick={() => unread && onMarkRead(notification)}
            >
              {t('notifications.open')}
            </Button>
          )}
          {mutable && (
            <Tooltip label={t('notifications.muteCourse')}>
              <ActionIcon
                variant="subtle"
                color="gray"
                onClick={() => onMuteCourse(mutable.type, mutable.courseId)}
                disabled={busy}
                aria-label={t('notifications.muteCourse')}
              >
                <IconBellOff size={16} />
              </ActionIcon>
            </Tooltip>
          )}
          {unread && (
            <Tooltip label={t('notifications.markRead')}>
              <ActionIcon
                variant="subtle"
                onClick={() => onMarkRead(notification)}
                disabled={busy}
                aria-label={t('notifications.markRead')}
              >
                <IconCheck size={16} />
              </ActionIcon>
            </Tooltip>
          )}
          <Tooltip label={t('notifications.delete')}>
            <ActionIcon
              variant="subtle"
              color="red"
              onClick={() => onDelete(notification)}
              disabled={busy}
              aria-label={t('notifications.delete')}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
    </Paper>
  );
}
