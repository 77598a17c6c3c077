import { ActionIcon, Badge, Button, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import type { UserNotification } from '@netclass/shared';
import { IconArrowRight, IconCheck, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LinkifiedText } from '../../../components/linkified-text';
import { formatDateTime } from '../../../lib/format-date';
import { inAppLink } from '../api/notification-link';

interface Props {
  notification: UserNotification;
  onMarkRead: (notification: UserNotification) => void;
  onDelete: (notification: UserNotification) => void;
  busy: boolean;
}

/** One notification of the full list: text (links in it open safely), time, read state and actions. */
export function NotificationCard({ notification, onMarkRead, onDelete, busy }: Props) {
  const { t } = useTranslation();
  const to = inAppLink(notification.link);
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
            <LinkifiedText text={notification.message || notification.content} />
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
          {unread && (
            <Tooltip label={t('notifications.markRead')}>
              <ActionIcon variant="subtle" onClick={() => onMarkRead(notification)} disabled={busy} aria-label={t('notifications.markRead')}>
                <IconCheck size={16} />
              </ActionIcon>
            </Tooltip>
          )}
          <Tooltip label={t('notifications.delete')}>
            <ActionIcon variant="subtle" color="red" onClick={() => onDelete(notification)} disabled={busy} aria-label={t('notifications.delete')}>
              <IconTrash size={16} />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
    </Paper>
  );
}
