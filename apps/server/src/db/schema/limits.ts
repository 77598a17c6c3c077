import { bigint, doublePrecision, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * Per-user write budgets shared by every instance on one database (infra/write-limit-stores.ts).
 * A bucket is one moment: `full_at` (ms since the epoch), when it is full again; a row past
 * it means the same as no row. UNLOGGED (migration 0029, edited by hand): a crash of the database empties it,
 * which only hands everyone a full budget.
 */
export const writeLimitBuckets = pgTable(
  'write_limit_buckets',
  {
    kind: text('kind').notNull(),
    userId: integer('user_id').notNull(),
    fullAt: doublePrecision('full_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.userId] })],
);

/**
 * Failed-login counters shared by every instance (modules/auth/login-throttle-store.ts), one
 * per key (an address, an account, or the pair). Times in ms since the epoch. UNLOGGED, like
 * the write budgets.
 */
export const loginFailures = pgTable('login_failures', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  lastAt: bigint('last_at', { mode: 'number' }).notNull(),
  expiresAt: bigint('expires_at', { mode: 'number' }).notNull(),
});
