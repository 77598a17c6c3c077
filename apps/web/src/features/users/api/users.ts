import { keepPreviousData, queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  type CreateUserInput,
  type OnlineUsersResponse,
  type PresenceBatch,
  type Role,
  type UpdateUserInput,
  type User,
  type UserListQuery,
  type UserListResponse,
} from '@netclass/shared';
import { api, data } from '../../../lib/api-client';
import type { paths } from '../../../lib/api-schema';
import { withRetry } from '../../../lib/retry';

export const usersKey = ['admin-users'] as const;
export const countsKey = ['admin-user-counts'] as const;
const onlineCountKey = [...countsKey, 'online'] as const;

export type UserListParams = Pick<UserListQuery, 'page' | 'sort' | 'order'> & { q: string };

/** A page of accounts with the spec's 5 s timeout, 3 tries 2 s apart (docs/product/api.md#calls). */
const fetchUsers = (query: UserListQueryInput, signal: AbortSignal) =>
  withRetry(() => data<UserListResponse>(api.GET('/api/admin/all', { params: { query }, signal })), { signal });
type UserListQueryInput = NonNullable<paths['/api/admin/all']['get']['parameters']['query']>;

/**
 * GET /api/admin/all: one page, searched and sorted by the server. Each row's online flag
 * is kept live by presence batches (useLiveUserPresence), not by polling (decision 013).
 */
export const usersQueryOptions = (params: UserListParams) =>
  queryOptions({
    queryKey: [...usersKey, params],
    queryFn: ({ signal }) => {
      const q = params.q.trim();
      return fetchUsers({ page: params.page, sort: params.sort, order: params.order, ...(q ? { q } : {}) }, signal);
    },
    placeholderData: keepPreviousData,
  });

/** How many accounts there are (of a role): the total of a one-row page. */
export const userCountQueryOptions = (role?: Role) =>
  queryOptions({
    queryKey: [...countsKey, role ?? 'all'],
    queryFn: async ({ signal }) => (await fetchUsers({ limit: 1, ...(role ? { role } : {}) }, signal)).total,
  });

/** How many users are online now; presence batches carry the new number. */
export const onlineCountQueryOptions = queryOptions({
  queryKey: onlineCountKey,
  queryFn: async ({ signal }) =>
    (
      await withRetry(
        () => data<OnlineUsersResponse>(api.GET('/api/users/online', { params: { query: { limit: 1 } }, signal })),
        { signal },
      )
    ).total,
});

/** Applies a presence batch to every loaded page of users and to the online count. */
export function applyPresenceToUsers(queryClient: QueryClient, batch: PresenceBatch): void {
  const changed = new Map(batch.changes.map((change) => [change.id, change.isOnline]));
  queryClient.setQueriesData<UserListResponse>(
    { queryKey: usersKey },
    (data) =>
      data && {
        ...data,
        users: data.users.map((user) =>
          changed.has(user.id) ? { ...user, isOnline: changed.get(user.id) ?? user.isOnline } : user,
        ),
      },
  );
  queryClient.setQueryData<number>(onlineCountKey, (count) => (count === undefined ? count : batch.online_total));
}

/** After a reconnect: batches may have been missed, load the lists and counts again. */
export const refetchUsers = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: usersKey }),
    queryClient.invalidateQueries({ queryKey: countsKey }),
  ]);

function useUsersMutation<TInput, TResult>(request: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSettled: () => refetchUsers(queryClient),
  });
}

/** POST /api/admin: the account starts with the default password id@1. */
export function useCreateUser() {
  return useUsersMutation(
    async (input: CreateUserInput) => (await data<{ user: User }>(api.POST('/api/admin', { body: input }))).user,
  );
}

/** PUT /api/admin/{id} {name, status}; the role never changes. */
export function useUpdateUser() {
  return useUsersMutation(
    async ({ id, ...input }: UpdateUserInput & { id: number }) =>
      (await data<{ user: User }>(api.PUT('/api/admin/{id}', { params: { path: { id } }, body: input }))).user,
  );
}

/** PUT /api/admin/{id}/reset-password: back to id@1, the user's sessions end. */
export function useResetPassword() {
  return useUsersMutation((id: number) =>
    data(api.PUT('/api/admin/{id}/reset-password', { params: { path: { id } } })),
  );
}

/** DELETE /api/admin/user/{id}. */
export function useDeleteUser() {
  return useUsersMutation((id: number) => data(api.DELETE('/api/admin/user/{id}', { params: { path: { id } } })));
}
