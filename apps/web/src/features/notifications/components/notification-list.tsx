import { Alert, Button, Center, EmptyState, Group, Loader, SegmentedControl, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { CourseMutableNotificationType, UserNotification } from '@netclass/shared';
import { IconBellOff, IconChecks, IconSettings } from '@tabler/icons-react';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import type { NotificationFilter } from '../api/notification-cache';
import {
  latestNotificationsQueryOptions,
  notificationPagesQueryOptions,
  useDeleteNotification,
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
} from '../api/notifications';
import { useMuteNotifications } from '../api/mutes';
import { NotificationCard } from './notification-card';
import { confirmDeletion } from '../../../components/confirm-deletion';

/**
 * Every notification of the user, paged by the server (docs/product/screens-and-roles.md#notifications): all or
 * unread only, mark read, delete after confirmation. Live through the header bell's events.
 */
export function NotificationList() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [filter, setFilter] = useState<NotificationFilter>('all');
  const pages = useInfiniteQuery(notificationPagesQueryOptions(queryClient, filter));
  const markRead = useMarkNotificationRead();
  const remove = useDeleteNotification();
  const markAllRead = useMarkAllNotificationsRead();
  const mute = useMuteNotifications();
  // The header bell's query holds the unread count, kept current by live events.
  const unread = useQuery(latestNotificationsQueryOptions).data?.unread_count ?? 0;
  const items = pages.data?.pages.flatMap((page) => page.notifications) ?? [];

  const onMarkRead = (notification: UserNotification) =>
    markRead.mutate(notification.id, {
      onError: (error) =>
        notifications.show({ color: 'red', message: errorMessage(error, t, t('notifications.markFailed')) }),
    });

  const onMuteCourse = (type: CourseMutableNotificationType, courseId: number) =>
    mute.mutate(
      { type, course_id: courseId },
      {
        onSuccess: () => notifications.show({ color: 'teal', message: t('notifications.mutedCourse') }),
        onError: (error) =>
          notifications.show({ color: 'red', message: errorMessage(error, t, t('notifications.settings.saveFailed')) }),
      },
    );

  const onDelete = (notification: UserNotification) =>
    confirmDeletion({
      title: t('notifications.deleteTitle'),
      message: t('notifications.deleteConfirm'),
      onConfirm: () =>
        remove.mutate(notification.id, {
          onSuccess: () => notifications.show({ color: 'teal', message: t('notifications.deleted') }),
          onError: (error) =>
            notifications.show({ color: 'red', message: errorMessage(error, t, t('notifications.deleteFailed')) }),
        }),
    });

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <SegmentedControl
          value={filter}
          onChange={(value) => setFilter(value as NotificationFilter)}
          data={[
            { value: 'all', label: t('notifications.filter.all') },
            { value: 'unread', label: t('notifications.filter.unread') },
          ]}
          aria-label={t('notifications.filter.label')}
        />
        <Group gap="xs">
          <Button
            variant="light"
            leftSection={<IconChecks size={16} />}
            disabled={unread === 0}
            loading={markAllRead.isPending}
            onClick={() =>
              markAllRead.mutate(undefined, {
                onError: (error) =>
                  notifications.show({ color: 'red', message: errorMessage(error, t, t('notifications.markFailed')) }),
              })
            }
          >
            {t('notifications.markAllRead')}
          </Button>
          <Button
            component={Link}
            to="/notification-settings"
            variant="default"
            leftSection={<IconSettings size={16} />}
          >
            {t('notifications.settings.open')}
          </Button>
        </Group>
      </Group>
      {pages.isPending && <Loader mx="auto" my="xl" />}
      {pages.isError && (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(pages.error, t, t('notifications.loadFailed'))}
        </Alert>
      )}
      {pages.isSuccess && items.length === 0 && (
        <EmptyState
          icon={<IconBellOff />}
          title={filter === 'unread' ? t('notifications.emptyUnread') : t('notifications.empty')}
        />
      )}
      {items.map((notification) => (
        <NotificationCard
          key={notification.id}
          notification={notification}
          onMarkRead={onMarkRead}
          onDelete={onDelete}
          onMuteCourse={onMuteCourse}
          busy={
            (markRead.isPending && markRead.variables === notification.id) ||
            (remove.isPending && remove.variables === notification.id)
          }
        />
      ))}
      {pages.hasNextPage && (
        <Center>
          <Button variant="default" onClick={() => void pages.fetchNextPage()} loading={pages.isFetchingNextPage}>
            {t('notifications.loadMore')}
          </Button>
        </Center>
      )}
      {pages.isSuccess && !pages.hasNextPage && items.length > 0 && (
        <Text size="sm" c="dimmed" ta="center">
          {t('notifications.noMore')}
        </Text>
      )}
    </Stack>
  );
}
