import { QueryClient } from '@tanstack/react-query';
import type { NotificationListResponse } from '@netclass/shared';
import { describe, expect, it } from 'vitest';
import { buildNotification } from '../../../test/announcement-fixtures';
import {
  applyNewNotification,
  applyNotificationDeleted,
  applyNotificationRead,
  markAllReadUpTo,
  notificationKeys,
  settleDelete,
  settleRead,
  type NotificationPages,
} from './notification-cache';

function cacheWith(unread: number, ids: { id: number; is_read?: boolean }[]) {
  const queryClient = new QueryClient();
  const notifications = ids.map((item) => buildNotification(item));
  queryClient.setQueryData<NotificationListResponse>(notificationKeys.latest, {
    notifications,
    unread_count: unread,
    next_cursor: null,
  });
  queryClient.setQueryData<NotificationPages>(notificationKeys.list('all'), {
    pages: [{ notifications, unread_count: unread, next_cursor: null }],
    pageParams: [null],
  });
  const count = () => queryClient.getQueryData<NotificationListResponse>(notificationKeys.latest)?.unread_count;
  const listIds = () =>
    queryClient
      .getQueryData<NotificationPages>(notificationKeys.list('all'))
      ?.pages[0]?.notifications.map((item) => item.id);
  return { queryClient, count, listIds };
}

describe('notification cache', () => {
  it('all read up to an id: those read everywhere; a newer one stays unread and is the only one counted', () => {
    const { queryClient, count } = cacheWith(3, [{ id: 3 }, { id: 2 }, { id: 1 }]);
    markAllReadUpTo(queryClient, 2);
    const read = queryClient
      .getQueryData<NotificationPages>(notificationKeys.list('all'))
      ?.pages[0]?.notifications.map((item) => [item.id, item.is_read]);
    expect(read).toEqual([
      [3, false],
      [2, true],
      [1, true],
    ]);
    expect(
      queryClient
        .getQueryData<NotificationListResponse>(notificationKeys.latest)
        ?.notifications.filter((item) => item.is_read),
    ).toHaveLength(2);
    expect(count()).toBe(1);
  });

  it('puts a new one on top of every list once and counts it once', () => {
    const { queryClient, count, listIds } = cacheWith(1, [{ id: 1 }]);
    applyNewNotification(queryClient, buildNotification({ id: 2 }));
    applyNewNotification(queryClient, buildNotification({ id: 2 }));
    expect(count()).toBe(2);
    expect(listIds()).toEqual([2, 1]);
  });

  it('read: the answer first, then the event: -1 once', () => {
    const { queryClient, count } = cacheWith(3, [{ id: 1 }]);
    settleRead(queryClient, 1, 2);
    applyNotificationRead(queryClient, 1);
    expect(count()).toBe(2);
  });

  it('read: the event first, then the answer: -1 once', () => {
    const { queryClient, count } = cacheWith(3, [{ id: 1 }]);
    applyNotificationRead(queryClient, 1);
    expect(count()).toBe(2);
    settleRead(queryClient, 1, 2);
    expect(count()).toBe(2);
  });

  it('delete: the answer first, then the event: -1 once, gone from the lists', () => {
    const { queryClient, count, listIds } = cacheWith(3, [{ id: 1 }, { id: 2 }]);
    settleDelete(queryClient, 1, 2);
    applyNotificationDeleted(queryClient, 1, true);
    expect(count()).toBe(2);
    expect(listIds()).toEqual([2]);
  });

  it('delete in another tab of one this tab never loaded: -1 when it was unread', () => {
    const { queryClient, count } = cacheWith(3, [{ id: 1 }]);
    applyNotificationDeleted(queryClient, 40, true);
    applyNotificationDeleted(queryClient, 41, false);
    expect(count()).toBe(2);
  });

  it('never goes below 0', () => {
    const { queryClient, count } = cacheWith(0, []);
    applyNotificationRead(queryClient, 5);
    applyNotificationDeleted(queryClient, 6, true);
    expect(count()).toBe(0);
  });
});
