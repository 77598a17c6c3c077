import type { PageShell } from '@netclass/shared/page-data';
import type { DataTag, InfiniteData, QueryClient, QueryFunction, QueryKey, SkipToken } from '@tanstack/react-query';
import { latestNotificationsQueryOptions } from '../../features/notifications/api/notifications';
import { followProfile, profileQueryOptions } from '../../features/profile/api/profile';
import { takeEarlyPage } from '../../lib/early-page';

/**
 * Puts `part` of a page's data under the key a screen's hook reads, at once: the query is in
 * flight from now on, so a hook that mounts before the answer waits for it instead of asking,
 * and one that mounts after finds it. Only this first answer comes from the page data: the
 * hook's own options (its endpoint) replace these as it mounts, and every refetch uses them. A
 * part the answer does not hold (null: not for this user, another month) is asked of the
 * endpoint (`options.queryFn`).
 */
export function seedQuery<T, K extends QueryKey>(
  queryClient: QueryClient,
  { queryKey, queryFn }: { queryKey: DataTag<K, T, unknown>; queryFn?: QueryFunction<T, K> | SkipToken },
  part: Promise<T | null>,
): void {
  void queryClient.prefetchQuery({
    queryKey,
    queryFn: async (context) => {
      const answer = await part;
      if (answer !== null) return answer;
      if (typeof queryFn !== 'function') throw new Error(`No endpoint for ${JSON.stringify(queryKey)}`);
      return queryFn(context);
    },
  });
}

/** The same for a paged list: `part` is its first page. */
export function seedFirstPage<T, P>(
  queryClient: QueryClient,
  { queryKey, initialPageParam }: { queryKey: DataTag<QueryKey, InfiniteData<T, P>, unknown>; initialPageParam: P },
  part: Promise<T>,
): void {
  void queryClient.prefetchInfiniteQuery<T, Error, InfiniteData<T, P>, QueryKey, P>({
    queryKey,
    queryFn: () => part,
    initialPageParam,
  });
}

type Page = { shell: PageShell | null };

/**
 * Requests a page's data (`request`, of `apiPath`), with the header's (`shell`) when the header has none
 * cached: a fresh load, whose request the page's first script may have started already (`early`,
 * lib/early-page.ts); moving between pages asks only for the page's part. `forUser` seeds
 * the parts whose keys hold the user's id: at once when the profile is cached, else from the
 * answer, before the profile is seeded (what waits for the profile then finds them in flight).
 */
export function requestPage<P extends Page>(
  queryClient: QueryClient,
  apiPath: string,
  request: (query: { shell?: '1' }, early: Promise<Response> | undefined) => Promise<P>,
  forUser: (userId: number, page: Promise<P>) => void,
): Promise<P> {
  const profile = queryClient.getQueryData(profileQueryOptions.queryKey);
  const withShell = !profile || !queryClient.getQueryData(latestNotificationsQueryOptions.queryKey);
  const page = withShell ? request({ shell: '1' }, takeEarlyPage(apiPath)) : request({}, undefined);
  if (profile) forUser(profile.id, page);
  if (!withShell) return page;
  // The header does not share the page's failure (a lesson the user may not see): it then asks its own endpoints.
  const shell = page.then(
    (answer) => {
      if (answer.shell && !profile) forUser(answer.shell.profile.user.id, Promise.resolve(answer));
      return answer.shell;
    },
    () => null,
  );
  seedQuery(
    queryClient,
    latestNotificationsQueryOptions,
    shell.then((header) => header?.notifications ?? null),
  );
  if (!profile)
    seedQuery(
      queryClient,
      profileQueryOptions,
      shell.then((header) => header && followProfile(header.profile.user)),
    );
  return page;
}
