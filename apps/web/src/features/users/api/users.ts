import { keepPreviousData, queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  TIMINGS,
  type CreateUserInput,
  type OnlineUsersResponse,
  type PresenceBatch,
  type Role,
  type UpdateUserInput,
  type User,
  type UserListQuery,
  type UserListResponse,
} from '@netclass/shared';
import { apiFetch } from '../../../lib/api-client';
import { withRetry } from '../../../lib/retry';

export const usersKey = ['admin-users'] as const;
const countsKey = ['admin-user-counts'] as const;
const onlineCountKey = [...countsKey, 'online'] as const;

export type UserListParams = Pick<UserListQuery, 'page' | 'sort' | 'order'> & { q: string };

/** GET with the spec's 5 s timeout, 3 tries 2 s apart (SPEC §7). */
const getWithRetry = <T>(path: string, signal: AbortSignal) =>
  withRetry(() => apiFetch<T>(path, { signal, timeoutMs: TIMINGS.requestTimeoutMs }), { signal });

/**
 * GET /api/admin/all: one page, searched and sorted by the server. Each row's online flag
 * is kept live by presence batches (useLiveUserPresence), not by polling (decision 013).
 */
export const usersQueryOptions = (params: UserListParams) =>
  queryOptions({
    queryKey: [...usersKey, params],
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ page: String(params.page), sort: params.sort, order: params.order });
      if (params.q.trim()) query.set('q', params.q.trim());
      return getWithRetry<UserListResponse>(`/api/admin/all?${query}`, signal);
    },
    placeholderData: keepPreviousData,
  });

/** How many accounts there are (of a role): the total of a one-row page. */
export const userCountQueryOptions = (role?: Role) =>
  queryOptions({
    queryKey: [...countsKey, role ?? 'all'],
    queryFn: async ({ signal }) =>
      (await getWithRetry<UserListResponse>(`/api/admin/all?limit=1${role ? `&role=${role}` : ''}`, signal)).total,
  });

/** How many users are online now; presence batches carry the new number. */
export const onlineCountQueryOptions = queryOptions({
  queryKey: onlineCountKey,
  queryFn: async ({ signal }) => (await getWithRetry<OnlineUsersResponse>('/api/users/online?limit=1', signal)).total,
});

/** Applies a presence batch to every loaded page of users and to the online count. */
export function applyPresenceToUsers(queryClient: QueryClient, batch: PresenceBatch): void {
  const changed = new Map(batch.changes.map((change) => [change.id, change.isOnline]));
  queryClient.setQueriesData<UserListResponse>({ queryKey: usersKey }, (data) =>
    data && { ...data, users: data.users.map((user) => (changed.has(user.id) ? { ...user, isOnline: changed.get(user.id) ?? user.isOnline } : user)) },
  );
  queryClient.setQueryData<number>(onlineCountKey, (count) => (count === undefined ? count : batch.online_total));
}

/** After a reconnect: batches may have been missed, load the lists and counts again. */
export const refetchUsers = (queryClient: QueryClient) =>
  Promise.all([queryClient.invalidateQueries({ queryKey: usersKey }), queryClient.invalidateQueries({ queryKey: countsKey })]);

function useUsersMutation<TInput, TResult>(request: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSettled: () => refetchUsers(queryClient),
  });
}

/** POST /api/admin: the account starts with the default password id@1. */
export function useCreateUser() {
  return useUsersMutation(async (input: CreateUserInput) =>
    (await apiFetch<{ user: User }>('/api/admin', { method: 'POST', body: input })).user,
  );
}

/** PUT /api/admin/{id} {name, status}; the role never changes. */
export function useUpdateUser() {
  return useUsersMutation(async ({ id, ...input }: UpdateUserInput & { id: number }) =>
    (await apiFetch<{ user: User }>(`/api/admin/${id}`, { method: 'PUT', body: input })).user,
  );
}

/** PUT /api/admin/{id}/reset-password: back to id@1, the user's sessions end. */
export function useResetPassword() {
  return useUsersMutation((id: number) =>
    apiFetch<{ message: string }>(`/api/admin/${id}/reset-password`, { method: 'PUT' }),
  );
}

/** DELETE /api/admin/user/{id}. */
export function useDeleteUser() {
  return useUsersMutation((id: number) => apiFetch<{ message: string }>(`/api/admin/user/${id}`, { method: 'DELETE' }));
}
