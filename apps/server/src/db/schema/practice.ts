import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { CheckResult, NetworkingQuestion } from '@netclass/shared/networking-questions';
import { users } from './users.js';

/**
 * Practice mode's items (issue 15 item 5, docs/decisions/027): one generated question drawn
 * for one user, stored whole (params, fields, answer and its random seed: a later generator
 * change leaves it as it was), then checked once. Pending items older than a day are swept.
 */
export const practiceQuestions = pgTable(
  'practice_questions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    question: jsonb('question').$type<NetworkingQuestion>().notNull(),
    /** The answers checked (the first sent), their marks, and when: all three null while pending. */
    answers: jsonb('answers').$type<Record<string, string>>(),
    result: jsonb('result').$type<CheckResult>(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The summary (a user's answered items) and the user's cascade.
    index('practice_questions_user_answered_idx').on(t.userId, t.answeredAt),
    // The sweep of pending items.
    index('practice_questions_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.answeredAt} is null`),
    check(
      'practice_questions_answered_check',
      sql`(${t.answeredAt} is null) = (${t.result} is null) and (${t.answeredAt} is null) = (${t.answers} is null)`,
    ),
  ],
);
