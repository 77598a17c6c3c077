import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Domain events written in the transaction of the change they describe (the outbox), and
 * delivered after its commit by a job (infra/outbox.ts). `delivered_at` is set in the
 * delivery's own transaction, with the notifications it inserts: each event's effects once.
 */
export const outboxEvents = pgTable(
  'outbox_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    index('outbox_events_undelivered_idx')
      .on(t.id)
      .where(sql`${t.deliveredAt} is null`),
  ],
);
