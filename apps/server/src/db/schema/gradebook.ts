import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, numeric, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { GradedItemKind } from '@netclass/shared';
import { courses } from './content.js';
import { users } from './users.js';

/**
 * The gradebook of a course (docs/decisions/026, "Gradebook"): its grade categories with
 * their weights, and a teacher's manual override of one cell (a student's points for one
 * graded item), audited. A graded item is named by kind and id (assignments now; quizzes
 * later), so overrides have no foreign key to the item: the item's owner deletes them with it.
 */
export const gradeCategories = pgTable(
  'grade_categories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    courseId: bigint('course_id', { mode: 'number' })
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Percent of the total, 0-100; the course's categories add up to at most 100. */
    weight: numeric('weight', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    position: integer('position').notNull(),
  },
  (t) => [
    index('grade_categories_course_idx').on(t.courseId, t.position),
    check('grade_categories_weight_check', sql`${t.weight} between 0 and 100`),
  ],
);

/** A teacher's points for one student and graded item, in place of the grade; the reason is shown with it. */
export const gradeOverrides = pgTable(
  'grade_overrides',
  {
    itemKind: text('item_kind').$type<GradedItemKind>().notNull(),
    itemId: integer('item_id').notNull(),
    studentId: bigint('student_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    points: numeric('points', { precision: 7, scale: 2, mode: 'number' }).notNull(),
    reason: text('reason').notNull(),
    setBy: bigint('set_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    setAt: timestamp('set_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.itemKind, t.itemId, t.studentId] }),
    index('grade_overrides_student_idx').on(t.studentId),
    check('grade_overrides_points_check', sql`${t.points} >= 0`),
    check('grade_overrides_kind_check', sql`${t.itemKind} in ('assignment', 'quiz')`),
  ],
);

/** Every override set, changed or removed: who, when, the points before and after (null: none), why. */
export const gradeOverrideAudits = pgTable(
  'grade_override_audits',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    itemKind: text('item_kind').$type<GradedItemKind>().notNull(),
    itemId: integer('item_id').notNull(),
    studentId: bigint('student_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    changedBy: bigint('changed_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
    old: numeric('old', { precision: 7, scale: 2, mode: 'number' }),
    new: numeric('new', { precision: 7, scale: 2, mode: 'number' }),
    reason: text('reason').notNull(),
  },
  (t) => [index('grade_override_audits_cell_idx').on(t.itemKind, t.itemId, t.studentId, t.id)],
);
