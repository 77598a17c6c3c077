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
