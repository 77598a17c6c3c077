import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { toQuery, type Db } from '../db/client.js';

/**
 * Prepared statements (one plan for every caller, built once): pieces of them, and statements
 * written in SQL rather than with the query builder.
 */

/** `id < :before`, or every row when `before` is null (the first page of a cursor-paged list). */
export const beforeCursor = (id: PgColumn): SQL =>
  sql`(${sql.placeholder('before')}::int is null or ${id} < ${sql.placeholder('before')}::int)`;

/**
 * `statement` (with `sql.placeholder`s), built once and prepared as `name` on each connection:
 * a call only fills in the values. Its rows are those `db.execute` gives for the same SQL.
 */
export function preparedSql<Row extends Record<string, unknown>>(
  db: Db,
  name: string,
  statement: SQL,
): (values: Record<string, unknown>) => Promise<Row[]> {
  const query = db._.session.prepareQuery<{ execute: { rows: Row[] }; all: unknown; values: unknown }>(
    toQuery(statement),
    undefined,
    name,
    false,
  );
  return async (values) => (await query.execute(values)).rows;
}
