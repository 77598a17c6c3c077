import { useDebouncedValue } from '@mantine/hooks';
import type { SortOrder } from '@netclass/shared';
import { useState } from 'react';

/** Wait after the last key stroke before the server is asked. */
export const TABLE_SEARCH_DEBOUNCE_MS = 300;

/** What a numbered, server-sorted and server-filtered table asks for. */
export interface TableParams<S extends string> {
  page: number;
  /** The search text, trimmed, once typing pauses. */
  q: string;
  sort: S;
  order: SortOrder;
}

/**
 * The page, search text and sort of a table the server pages (numbered pages). A new search
 * or sort starts again at page 1; the current column again flips the order; another column
 * starts in its `firstOrder` (e.g. highest progress first).
 */
export function useTableParams<S extends string>(initialSort: S, firstOrder: (sort: S) => SortOrder = () => 'asc') {
  const [query, setQueryText] = useState('');
  const [page, setPage] = useState(1);
  const [sorting, setSorting] = useState<{ sort: S; order: SortOrder }>({
    sort: initialSort,
    order: firstOrder(initialSort),
  });
  const [q] = useDebouncedValue(query.trim(), TABLE_SEARCH_DEBOUNCE_MS);

  const setQuery = (text: string) => {
    setQueryText(text);
    setPage(1);
  };
  const sortBy = (sort: S) => {
    setSorting((current) => ({
      sort,
      order: current.sort !== sort ? firstOrder(sort) : current.order === 'asc' ? 'desc' : 'asc',
    }));
    setPage(1);
  };
  const params: TableParams<S> = { page, q, ...sorting };
  return { query, setQuery, params, setPage, sortBy };
}
