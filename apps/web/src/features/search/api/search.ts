import { infiniteQueryOptions, keepPreviousData } from '@tanstack/react-query';
import type { SearchResponse } from '@netclass/shared';
import { api, data } from '../../../lib/api-client';

/**
 * GET /api/search?q=&page=: terms, courses, lessons and materials, best first (accents ignored
 * by the server), in numbered pages of the server's default size; the next page while
 * `total` says more remain.
 */
export const searchQueryOptions = (query: string) =>
  infiniteQueryOptions({
    queryKey: ['search', query] as const,
    queryFn: ({ pageParam, signal }) =>
      data<SearchResponse>(api.GET('/api/search', { params: { query: { q: query, page: pageParam } }, signal })),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
    enabled: query.length > 0,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
