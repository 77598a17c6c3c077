import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { SearchResponse, SearchResultType } from '@netclass/shared';
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

/** What the search page shows: its URL's `q`, `type` (one group, or all) and `page`. */
export interface SearchPageParams {
  q: string;
  type: SearchResultType | null;
  page: number;
}

/** GET /api/search?q=&page=&type=: one numbered page of one group or of all, with the count of each group. */
export const searchPageQueryOptions = ({ q, type, page }: SearchPageParams) =>
  queryOptions({
    queryKey: ['search', 'page', q, type, page] as const,
    queryFn: ({ signal }) =>
      data<SearchResponse>(
        api.GET('/api/search', { params: { query: { q, page, ...(type ? { type } : {}) } }, signal }),
      ),
    enabled: q.length > 0,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
