import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { TIMINGS, type CreateUserInput, type UpdateUserInput, type User } from '@netclass/shared';
import { apiFetch } from '../../../lib/api-client';
import { withRetry } from '../../../lib/retry';

export const usersKey = ['admin-users'] as const;

/**
 * GET /api/admin/all. Every user carries `isOnline`, so polling this list every 5 s with
 * the 5 s timeout, 3 tries 2 s apart keeps the online column fresh (SPEC §7).
 */
export const usersQueryOptions = queryOptions({
  queryKey: usersKey,
  queryFn: async ({ signal }) =>
    (
      await withRetry(
        () => apiFetch<{ users: User[] }>('/api/admin/all', { signal, timeoutMs: TIMINGS.requestTimeoutMs }),
        { signal },
      )
    ).users,
  refetchInterval: TIMINGS.adminOnlinePollMs,
  staleTime: 0,
});

function useUsersMutation<TInput, TResult>(request: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSettled: () => queryClient.invalidateQueries({ queryKey: usersKey }),
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
