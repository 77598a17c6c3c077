import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * Pieces of prepared statements (one plan for every caller): a filter that applies only when
 * its parameter is given.
 */

/** `id < :before`, or every row when `before` is null (the first page of a cursor-paged list). */
export const beforeCursor = (id: PgColumn): SQL => sql`(${sql.placeholder('before')}::int is null or ${id} < ${sql.placeholder('before')}::int)`;
