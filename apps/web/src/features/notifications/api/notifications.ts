import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  BroadcastNotificationInput,
  BroadcastResponse,
  NotificationDeletedResponse,
  NotificationListResponse,
  NotificationReadResponse,
} from '@netclass/shared';
import { apiFetch } from '../../../lib/api-client';
import { notificationKeys, setUnreadCount, settleDelete, settleRead, type NotificationFilter } from './notification-cache';

/** How many the bell's dropdown shows. */
export const BELL_SIZE = 8;
const PAGE_SIZE = 20;

function listPath(filter: NotificationFilter, before: number | null, limit: number): string {
  const query = new URLSearchParams({ unread: String(filter === 'unread'), limit: String(limit) });
  if (before !== null) query.set('before', String(before));
  return `/api/userannouncements?${query.toString()}`;
}

/** GET /api/userannouncements: the newest few and the unread count, for the bell. */
export const latestNotificationsQueryOptions = queryOptions({
  queryKey: notificationKeys.latest,
  queryFn: ({ signal }) => apiFetch<NotificationListResponse>(listPath('all', null, BELL_SIZE), { signal }),
  // Live events keep it current; a reconnect or a return to the tab checks again.
  staleTime: 60_000,
});

/** /all-notifications: pages of 20, older ones with `before`; every answer refreshes the bell's count. */
export const notificationPagesQueryOptions = (queryClient: QueryClient, filter: NotificationFilter) =>
  infiniteQueryOptions({
    queryKey: notificationKeys.list(filter),
    queryFn: async ({ pageParam, signal }) => {
      const page = await apiFetch<NotificationListResponse>(listPath(filter, pageParam, PAGE_SIZE), { signal });
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
    mutationFn: (id: number) => apiFetch<NotificationReadResponse>(`/api/userannouncements/${id}/read`, { method: 'PUT' }),
    onSuccess: (answer, id) => settleRead(queryClient, id, answer.unread_count),
  });
}

/** DELETE /api/userannouncements/{id}. */
export function useDeleteNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiFetch<NotificationDeletedResponse>(`/api/userannouncements/${id}`, { method: 'DELETE' }),
    onSuccess: (answer, id) => settleDelete(queryClient, id, answer.unread_count),
  });
}

/** POST /api/userannouncements/all (teachers and admins): one notification for every user. */
export function useBroadcastNotification() {
  return useMutation({
    mutationFn: (input: BroadcastNotificationInput) =>
      apiFetch<BroadcastResponse>('/api/userannouncements/all', { method: 'POST', body: input }),
  });
}
