import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { NotificationListResponse, UserNotification } from '@netclass/shared';

export type NotificationFilter = 'all' | 'unread';
export type NotificationPages = InfiniteData<NotificationListResponse, number | null>;

export const notificationKeys = {
  all: ['notifications'] as const,
  /** The bell: the newest few, and the unread count (the one the header shows). */
  latest: ['notifications', 'latest'] as const,
  lists: ['notifications', 'list'] as const,
  /** /all-notifications, paged. */
  list: (filter: NotificationFilter) => ['notifications', 'list', filter] as const,
};

/**
 * Changes this tab made itself and whose count is already the server's: the live event that
 * follows (the server tells every tab of the user) must not move the count a second time.
 */
const settledByClient = new WeakMap<QueryClient, Set<string>>();
function ledger(queryClient: QueryClient): Set<string> {
  let set = settledByClient.get(queryClient);
  if (!set) settledByClient.set(queryClient, (set = new Set()));
  return set;
}
/** True once per key noted by the client: the event it is waiting for has come. */
function takeSettled(queryClient: QueryClient, key: string): boolean {
  return ledger(queryClient).delete(key);
}

const atLeastZero = (count: number) => Math.max(0, count);

function setCount(queryClient: QueryClient, change: (count: number) => number): void {
  queryClient.setQueryData<NotificationListResponse>(
    notificationKeys.latest,
    (data) => data && { ...data, unread_count: atLeastZero(change(data.unread_count)) },
  );
}

/** The server's unread count, from any answer that carries it. */
export function setUnreadCount(queryClient: QueryClient, count: number): void {
  setCount(queryClient, () => count);
}

function mapLists(
  queryClient: QueryClient,
  change: (items: UserNotification[], filter: NotificationFilter) => UserNotification[],
): void {
  for (const filter of ['all', 'unread'] as const) {
    queryClient.setQueryData<NotificationPages>(
      notificationKeys.list(filter),
      (data) =>
        data && {
          ...data,
          pages: data.pages.map((page) => ({ ...page, notifications: change(page.notifications, filter) })),
        },
    );
  }
}

function mapEverywhere(queryClient: QueryClient, change: (items: UserNotification[]) => UserNotification[]): void {
  queryClient.setQueryData<NotificationListResponse>(
    notificationKeys.latest,
    (data) => data && { ...data, notifications: change(data.notifications) },
  );
  mapLists(queryClient, change);
}

/** What the cached lists know of one notification. */
function knownState(queryClient: QueryClient, id: number): 'unread' | 'read' | 'unknown' {
  const lists = [
    queryClient.getQueryData<NotificationListResponse>(notificationKeys.latest)?.notifications ?? [],
    ...(['all', 'unread'] as const).flatMap(
      (filter) =>
        queryClient
          .getQueryData<NotificationPages>(notificationKeys.list(filter))
          ?.pages.map((page) => page.notifications) ?? [],
    ),
  ];
  let state: 'unread' | 'read' | 'unknown' = 'unknown';
  for (const item of lists.flat()) {
    if (item.id !== id) continue;
    if (!item.is_read) return 'unread';
    state = 'read';
  }
  return state;
}

const markRead = (id: number) => (items: UserNotification[]) =>
  items.map((item) => (item.id === id && !item.is_read ? { ...item, is_read: true } : item));
const without = (id: number) => (items: UserNotification[]) => items.filter((item) => item.id !== id);
const prepend = (notification: UserNotification) => (items: UserNotification[]) =>
  items.some((item) => item.id === notification.id) ? items : [notification, ...items];

/** `newAnnouncement` (scope user): at the top of every list, once; unread +1 unless already counted. */
export function applyNewNotification(queryClient: QueryClient, notification: UserNotification): void {
  const known = knownState(queryClient, notification.id) !== 'unknown';
  queryClient.setQueryData<NotificationListResponse>(
    notificationKeys.latest,
    (data) =>
      data && {
        ...data,
        notifications: prepend(notification)(data.notifications),
        unread_count: known || notification.is_read ? data.unread_count : data.unread_count + 1,
      },
  );
  for (const filter of ['all', 'unread'] as const) {
    if (filter === 'unread' && notification.is_read) continue;
    queryClient.setQueryData<NotificationPages>(notificationKeys.list(filter), (data) => {
      if (!data?.pages.length) return data;
      if (data.pages.some((page) => page.notifications.some((item) => item.id === notification.id))) return data;
      const [first, ...rest] = data.pages;
      return { ...data, pages: [{ ...first!, notifications: [notification, ...first!.notifications] }, ...rest] };
    });
  }
}

/** `announcementRead`: read everywhere; unread -1 (never below 0) unless this tab already took the server's count. */
export function applyNotificationRead(queryClient: QueryClient, id: number): void {
  const state = knownState(queryClient, id);
  if (!takeSettled(queryClient, `read:${id}`) && state !== 'read') setCount(queryClient, (count) => count - 1);
  mapEverywhere(queryClient, markRead(id));
}

/**
 * Mark all as read (this tab's answer, or `announcementRead` with `all` from any tab): every
 * notification up to `newestId` is read everywhere; what stays unread is only newer ones,
 * which are among the newest the bell holds.
 */
export function markAllReadUpTo(queryClient: QueryClient, newestId: number): void {
  mapEverywhere(queryClient, (items) =>
    items.map((item) => (item.id <= newestId && !item.is_read ? { ...item, is_read: true } : item)),
  );
  const newer =
    queryClient
      .getQueryData<NotificationListResponse>(notificationKeys.latest)
      ?.notifications.filter((item) => !item.is_read).length ?? 0;
  setUnreadCount(queryClient, newer);
}

/** `announcementDeleted` (scope user): gone everywhere; unread -1 when it was unread. */
export function applyNotificationDeleted(queryClient: QueryClient, id: number, wasUnread: boolean): void {
  if (!takeSettled(queryClient, `delete:${id}`) && wasUnread) setCount(queryClient, (count) => count - 1);
  mapEverywhere(queryClient, without(id));
}

/** This tab marked it read: the server's answer carries the count. */
export function settleRead(queryClient: QueryClient, id: number, unreadCount: number): void {
  if (knownState(queryClient, id) !== 'read') ledger(queryClient).add(`read:${id}`);
  mapEverywhere(queryClient, markRead(id));
  setUnreadCount(queryClient, unreadCount);
}

/** This tab deleted it: the server's answer carries the count. */
export function settleDelete(queryClient: QueryClient, id: number, unreadCount: number): void {
  if (knownState(queryClient, id) !== 'unknown') ledger(queryClient).add(`delete:${id}`);
  mapEverywhere(queryClient, without(id));
  setUnreadCount(queryClient, unreadCount);
}
