import { useDebouncedValue } from '@mantine/hooks';
import type { UserSort } from '@netclass/shared';
import { useState } from 'react';
import type { UserListParams } from '../api/users';

/** Wait after the last key stroke before the server is asked. */
export const USER_SEARCH_DEBOUNCE_MS = 300;

/**
 * The admin list's page, search text and sort. A new search or sort starts again at page 1;
 * sorting by the current column again flips the order.
 */
export function useUserListParams() {
  const [query, setQueryText] = useState('');
  const [page, setPage] = useState(1);
  const [sorting, setSorting] = useState<Pick<UserListParams, 'sort' | 'order'>>({ sort: 'id', order: 'asc' });
  const [q] = useDebouncedValue(query, USER_SEARCH_DEBOUNCE_MS);

  const setQuery = (text: string) => {
    setQueryText(text);
    setPage(1);
  };
  const sortBy = (sort: UserSort) => {
    setSorting((current) => ({ sort, order: current.sort === sort && current.order === 'asc' ? 'desc' : 'asc' }));
    setPage(1);
  };
  const params: UserListParams = { page, q, ...sorting };
  return { query, setQuery, params, setPage, sortBy };
}
