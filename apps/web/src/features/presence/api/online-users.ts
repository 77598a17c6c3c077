import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  ONLINE_USERS_PAGE_LIMIT,
  onlineUsersResponseSchema,
  type OnlineUsersResponse,
  type PresenceBatch,
} from '@netclass/shared';
import { api, data } from '../../../lib/api-client';
import { withRetry } from '../../../lib/retry';

export const onlineUsersKey = ['online-users'] as const;

export class InvalidOnlineUsersError extends Error {
  constructor() {
    super('Invalid online users data');
    this.name = 'InvalidOnlineUsersError';
  }
}

/** GET /api/users/online?page=: 5 s timeout, 3 tries 2 s apart; a malformed answer is an error (docs/product/api.md#calls, docs/product/messages.md#errors). */
async function fetchOnlineUsers(page: number, signal?: AbortSignal): Promise<OnlineUsersResponse> {
  const body = await withRetry(
    () =>
      data<unknown>(
        api.GET('/api/users/online', { params: { query: { page, limit: ONLINE_USERS_PAGE_LIMIT } }, signal }),
      ),
    { signal },
  );
  const parsed = onlineUsersResponseSchema.safeParse(body);
  if (!parsed.success) throw new InvalidOnlineUsersError();
  return parsed.data;
}

/** One page of who is online; kept fresh by presence batches, not by polling (decision 013). */
export const onlineUsersQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...onlineUsersKey, page],
    queryFn: ({ signal }) => fetchOnlineUsers(page, signal),
    placeholderData: keepPreviousData,
  });

const byName = (a: { name: string; id: number }, b: { name: string; id: number }) =>
  a.name.localeCompare(b.name, 'vi') || a.id - b.id;

/**
 * Applies a batch to every loaded page: who left is removed, who came is added to a page
 * whose names they fall among (the last page takes the rest), and the total is the server's.
 */
export function applyPresenceBatch(queryClient: QueryClient, batch: PresenceBatch): void {
  const left = new Set(batch.changes.filter((change) => change.isOnline === 0).map((change) => change.id));
  const came = batch.changes.filter((change) => change.isOnline === 1);
  queryClient.setQueriesData<OnlineUsersResponse>({ queryKey: onlineUsersKey }, (data) => {
    if (!data) return data;
    const lastPage = data.page * data.limit >= batch.online_total;
    const users = data.online_users.filter(
      (user) => !left.has(user.id) && !came.some((change) => change.id === user.id),
    );
    const last = users.at(-1);
    const fits = (user: { name: string; id: number }) => lastPage || (last !== undefined && byName(user, last) < 0);
    const online_users = [...users, ...came.filter(fits)].sort(byName).slice(0, data.limit);
    return { ...data, online_users, total: batch.online_total };
  });
}
