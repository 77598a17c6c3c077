import { InfiniteQueryObserver, QueryObserver, type QueryClient } from '@tanstack/react-query';

/**
 * Mounts an observer per query, with the options a screen's hook passes (`useQuery(options)`,
 * `useInfiniteQuery(options)`): whatever they would fetch on mount, they fetch. Answers a
 * function that unmounts them.
 */
export function observeQueries(
  queryClient: QueryClient,
  queries: { options: object; infinite?: boolean }[],
): () => void {
  const stops = queries.map(({ options, infinite }) =>
    (infinite
      ? new InfiniteQueryObserver(queryClient, options as ConstructorParameters<typeof InfiniteQueryObserver>[1])
      : new QueryObserver(queryClient, options as ConstructorParameters<typeof QueryObserver>[1])
    ).subscribe(() => undefined),
  );
  return () => stops.forEach((stop) => stop());
}
