import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { lessons, materials } from './content.js';
import { users } from './users.js';

export const lessonProgress = pgTable(
  'lesson_progress',
  {
    studentId: bigint('student_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    progressPercentage: integer('progress_percentage').notNull().default(0),
    isCompleted: boolean('is_completed').notNull().default(false),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.studentId, t.lessonId] }),
    index('lesson_progress_lesson_idx').on(t.lessonId),
    check('lesson_progress_range_check', sql`${t.progressPercentage} between 0 and 100`),
  ],
);

export const materialCompletions = pgTable(
  'material_completions',
  {
    studentId: bigint('student_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    materialId: integer('material_id')
      .notNull()
      .references(() => materials.id, { onDelete: 'cascade' }),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.studentId, t.materialId] }),
    index('material_completions_material_idx').on(t.materialId),
  ],
);

/**
 * The last "remind those who have not" of a lesson (material_id null) or of one of its
 * materials: at most one a day per item (decision 019). Kept in the database so the limit
 * holds across restarts and instances; claimed by one upsert.
 */
export const audienceReminders = pgTable(
  'audience_reminders',
  {
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    materialId: integer('material_id').references(() => materials.id, { onDelete: 'cascade' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    sentBy: bigint('sent_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('audience_reminders_lesson_idx')
      .on(t.lessonId)
      .where(sql`${t.materialId} is null`),
    uniqueIndex('audience_reminders_material_idx')
      .on(t.materialId)
      .where(sql`${t.materialId} is not null`),
  ],
);
