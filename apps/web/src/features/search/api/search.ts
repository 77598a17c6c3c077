import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { SearchResponse } from '@netclass/shared';
import { apiFetch } from '../../../lib/api-client';

/** GET /api/search?q=: terms, courses, lessons and materials, best first (accents ignored by the server). */
export const searchQueryOptions = (query: string) =>
  queryOptions({
    queryKey: ['search', query] as const,
    queryFn: async ({ signal }) =>
      (await apiFetch<SearchResponse>(`/api/search?q=${encodeURIComponent(query)}`, { signal })).results,
    enabled: query.length > 0,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
