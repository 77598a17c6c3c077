import { and, asc, desc, eq, inArray, not, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { userSearchTerms, type UserListQuery, type UserSort } from '@netclass/shared';
import { users } from '../../db/schema/index.js';
import { containsFolded, containsText } from '../../lib/like-pattern.js';

/** `users.id` is one of `ids` (one array parameter, however many). */
export const idIn = (ids: Iterable<number>): SQL => sql`${users.id} = any(${sql.param([...ids])}::int[])`;

/**
 * The admin list's filter (docs/product/screens-and-roles.md#admin-user-list): `role`, and the search text as
 * user-search.ts reads it: part of the id, part of the name (accents and case ignored, as
 * the header search), a role, or the words online/offline (`online`: this condition).
 */
export function userListFilter(query: Pick<UserListQuery, 'q' | 'role'>, online: SQL): SQL | undefined {
  const terms = userSearchTerms(query.q ?? '');
  const search = terms
    ? or(
        containsText(sql`${users.id}`, terms.needle),
        containsFolded(sql`${users.name}`, terms.needle),
        terms.roles.length ? inArray(users.role, terms.roles) : undefined,
        terms.online ? online : undefined,
        terms.offline ? not(online) : undefined,
      )
    : undefined;
  return and(query.role ? eq(users.role, query.role) : undefined, search);
}

/** The ORDER BY of a sort (`online`: by isOnline, so descending puts online users first); ties by id. */
export function userListOrder(sort: UserSort, order: 'asc' | 'desc', online: SQL): SQL[] {
  const columns: Record<UserSort, AnyColumn | SQL> = {
    id: users.id,
    name: users.name,
    role: users.role,
    status: users.status,
    created_at: users.createdAt,
    last_login: users.lastLogin,
    online,
  };
  const direction = order === 'asc' ? asc : desc;
  return sort === 'id' ? [direction(users.id)] : [direction(columns[sort]), asc(users.id)];
}
