import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import {
  NOTIFICATION_BELL_LIMIT,
  type BroadcastNotificationInput,
  type BroadcastResponse,
  type NotificationDeletedResponse,
  type NotificationListResponse,
  type NotificationReadResponse,
  type NotificationsReadAllResponse,
} from '@netclass/shared';
import { api, data } from '../../../lib/api-client';
import {
  markAllReadUpTo,
  notificationKeys,
  setUnreadCount,
  settleDelete,
  settleRead,
  type NotificationFilter,
} from './notification-cache';

/** How many the bell's dropdown shows (the page data's header part asks for as many). */
export const BELL_SIZE = NOTIFICATION_BELL_LIMIT;
const PAGE_SIZE = 20;

function fetchList(filter: NotificationFilter, before: number | null, limit: number, signal: AbortSignal) {
  const query = {
    unread: filter === 'unread' ? ('true' as const) : ('false' as const),
    limit,
    ...(before !== null ? { before } : {}),
  };
  return data<NotificationListResponse>(api.GET('/api/userannouncements', { params: { query }, signal }));
}

/** GET /api/userannouncements: the newest few and the unread count, for the bell. */
export const latestNotificationsQueryOptions = queryOptions({
  queryKey: notificationKeys.latest,
  queryFn: ({ signal }) => fetchList('all', null, BELL_SIZE, signal),
  // Live events keep it current; a reconnect or a return to the tab checks again.
  staleTime: 60_000,
});

/** /all-notifications: pages of 20, older ones with `before`; every answer refreshes the bell's count. */
export const notificationPagesQueryOptions = (queryClient: QueryClient, filter: NotificationFilter) =>
  infiniteQueryOptions({
    queryKey: notificationKeys.list(filter),
    queryFn: async ({ pageParam, signal }) => {
      const page = await fetchList(filter, pageParam, PAGE_SIZE, signal);
      setUnreadCount(queryClient, page.unread_count);
      return page;
    },
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.next_cursor,
    staleTime: 0,
  });

/** PUT /api/userannouncements/{id}/read. */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      data<NotificationReadResponse>(api.PUT('/api/userannouncements/{id}/read', { params: { path: { id } } })),
    onSuccess: (answer, id) => settleRead(queryClient, id, answer.unread_count),
  });
}

/** PUT /api/userannouncements/read-all: every unread one turns read (what is shown now, and older). */
export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => data<NotificationsReadAllResponse>(api.PUT('/api/userannouncements/read-all')),
    onSuccess: (answer) => {
      markAllReadUpTo(queryClient, Number.MAX_SAFE_INTEGER);
      setUnreadCount(queryClient, answer.unread_count);
    },
  });
}

/** DELETE /api/userannouncements/{id}. */
export function useDeleteNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      data<NotificationDeletedResponse>(api.DELETE('/api/userannouncements/{id}', { params: { path: { id } } })),
    onSuccess: (answer, id) => settleDelete(queryClient, id, answer.unread_count),
  });
}

/** POST /api/userannouncements/all (teachers and admins): one notification for every user. */
export function useBroadcastNotification() {
  return useMutation({
    mutationFn: (input: BroadcastNotificationInput) =>
      data<BroadcastResponse>(api.POST('/api/userannouncements/all', { body: input })),
  });
}
