import { Badge, Box, Group, Menu, ScrollArea, Text, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { UserNotification } from '@netclass/shared';
import { IconChecks, IconChevronRight, IconSpeakerphone } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { cloneElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useHandedOverMenu, type MenuOnArrival } from '../../../components/menu-on-demand';
import { errorMessage } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/format-date';
import { inAppLink } from '../api/notification-link';
import {
  BELL_SIZE,
  latestNotificationsQueryOptions,
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
} from '../api/notifications';
import { useNotificationText } from '../api/notification-text';

/** The bell's dropdown (`NotificationBell`), fetched after the page's first paint. */
export const NotificationBellMenu: MenuOnArrival<{ count: number; onBroadcast?: () => void }> = ({
  button,
  handover,
  count,
  onBroadcast,
}) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { menu, target } = useHandedOverMenu(handover);
  const { data, error, isPending } = useQuery(latestNotificationsQueryOptions);
  const markRead = useMarkNotificationRead();
  const markAllRead = useMarkAllNotificationsRead();
  const textOf = useNotificationText();
  const items = data?.notifications.slice(0, BELL_SIZE) ?? [];

  const open = (notification: UserNotification) => {
    if (!notification.is_read) {
      markRead.mutate(notification.id, {
        onError: (failure) =>
          notifications.show({ color: 'red', message: errorMessage(failure, t, t('notifications.markFailed')) }),
      });
    }
    const to = inAppLink(notification.link);
    if (to) void navigate(to);
  };

  return (
    <Menu position="bottom-end" width={360} shadow="md" withinPortal {...menu}>
      <Menu.Target>{cloneElement(button, { ref: target })}</Menu.Target>
      <Menu.Dropdown>
        <Group justify="space-between" px="sm" py={6}>
          <Text fw={600} size="sm">
            {t('notifications.title')}
          </Text>
          {count > 0 && (
            <Badge color="red" variant="light" size="sm" data-testid="bell-unread-count">
              {t('notifications.unreadCount', { count })}
            </Badge>
          )}
        </Group>
        <Menu.Divider />
        {error && (
          <Text c="red" size="sm" px="sm" py="xs" role="alert">
            {errorMessage(error, t, t('notifications.loadFailed'))}
          </Text>
        )}
        {!error && !isPending && items.length === 0 && (
          <Text c="dimmed" size="sm" px="sm" py="xs">
            {t('notifications.empty')}
          </Text>
        )}
        <ScrollArea.Autosize mah={420} type="auto">
          {items.map((notification) => (
            <Menu.Item
              key={notification.id}
              onClick={() => open(notification)}
              leftSection={
                <Box
                  w={8}
                  h={8}
                  bg={notification.is_read ? 'transparent' : 'blue'}
                  style={{ borderRadius: '50%' }}
                  aria-hidden
                />
              }
            >
              {!notification.is_read && <VisuallyHidden>{t('notifications.unread')}: </VisuallyHidden>}
              <Text
                size="sm"
                fw={notification.is_read ? 400 : 600}
                lineClamp={3}
                style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
              >
                {textOf(notification)}
              </Text>
              <Text size="xs" c="dimmed">
                {formatDateTime(notification.created_at)}
              </Text>
            </Menu.Item>
          ))}
        </ScrollArea.Autosize>
        <Menu.Divider />
        {count > 0 && (
          <Menu.Item
            leftSection={<IconChecks size={16} />}
            onClick={() =>
              markAllRead.mutate(undefined, {
                onError: (failure) =>
                  notifications.show({
                    color: 'red',
                    message: errorMessage(failure, t, t('notifications.markFailed')),
                  }),
              })
            }
          >
            {t('notifications.markAllRead')}
          </Menu.Item>
        )}
        <Menu.Item component={Link} to="/all-notifications" rightSection={<IconChevronRight size={14} />}>
          {t('notifications.viewAll')}
        </Menu.Item>
        {onBroadcast && (
          <Menu.Item onClick={onBroadcast} leftSection={<IconSpeakerphone size={16} />} hiddenFrom="sm">
            {t('notifications.broadcast.open')}
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
};
