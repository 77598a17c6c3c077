import { queryOptions } from '@tanstack/react-query';
import { onlineUsersResponseSchema, TIMINGS, type OnlineUser } from '@netclass/shared';
import { apiFetch } from '../../../lib/api-client';
import { withRetry } from '../../../lib/retry';

export const onlineUsersKey = ['online-users'] as const;

export class InvalidOnlineUsersError extends Error {
  constructor() {
    super('Invalid online users data');
    this.name = 'InvalidOnlineUsersError';
  }
}

/** GET /api/users/online: 5 s timeout, 3 tries 2 s apart; a malformed answer is an error (SPEC §7, §8). */
async function fetchOnlineUsers(signal?: AbortSignal): Promise<OnlineUser[]> {
  const body = await withRetry(
    () => apiFetch<unknown>('/api/users/online', { signal, timeoutMs: TIMINGS.requestTimeoutMs }),
    { signal },
  );
  const parsed = onlineUsersResponseSchema.safeParse(body);
  if (!parsed.success) throw new InvalidOnlineUsersError();
  return sortOnlineUsers(parsed.data.online_users);
}

/** Polled every 10 s on the student dashboard (SPEC §9). */
export const onlineUsersQueryOptions = queryOptions({
  queryKey: onlineUsersKey,
  queryFn: ({ signal }) => fetchOnlineUsers(signal),
  refetchInterval: TIMINGS.studentOnlinePollMs,
  staleTime: 0,
});

/** Online users first, then by name (Vietnamese collation). */
export function sortOnlineUsers(users: OnlineUser[]): OnlineUser[] {
  return [...users].sort((a, b) => b.isOnline - a.isOnline || a.name.localeCompare(b.name, 'vi'));
}
