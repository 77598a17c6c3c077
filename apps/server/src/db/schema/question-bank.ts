import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { Question, QuestionType } from '@netclass/shared';
import { courses } from './content.js';
import { users } from './users.js';

/**
 * The question bank of a course (docs/decisions/028, "Question bank in the app"): flat
 * categories in an order, and questions in them. Pictures are the course's pictures
 * (`lesson_images`, named `question-image:<id>` in the questions' Markdown).
 */
export const questionCategories = pgTable(
  'question_categories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    courseId: bigint('course_id', { mode: 'number' })
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The name in lower case (JavaScript's, which folds Vietnamese letters: the database's C locale does not): unique in the course. */
    nameKey: text('name_key').notNull(),
    position: integer('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('question_categories_course_name_idx').on(t.courseId, t.nameKey),
    index('question_categories_course_position_idx').on(t.courseId, t.position),
  ],
);

/**
 * A question: its type in a column (lists filter by it), the whole question (the shared
 * schema's output) as jsonb. Deleting one sets `deleted_at` (a later quiz attempt may still
 * name it); `version` goes up at every edit, so a regrade knows which attempts saw an older one.
 */
export const questions = pgTable(
  'questions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    courseId: bigint('course_id', { mode: 'number' })
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    /** An empty category (no live question) may be deleted, taking its deleted questions with it. */
    categoryId: integer('category_id')
      .notNull()
      .references(() => questionCategories.id, { onDelete: 'cascade' }),
    type: text('type').notNull().$type<QuestionType>(),
    title: text('title'),
    body: jsonb('body').notNull().$type<Question>(),
    defaultPoints: numeric('default_points', { precision: 7, scale: 2, mode: 'number' }).notNull(),
    version: integer('version').notNull().default(1),
    createdBy: bigint('created_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    updatedBy: bigint('updated_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('questions_course_updated_idx')
      .on(t.courseId, t.updatedAt.desc(), t.id.desc())
      .where(sql`${t.deletedAt} is null`),
    /** Also the category's deletion (its deleted questions go with it). */
    index('questions_category_updated_idx').on(t.categoryId, t.updatedAt.desc(), t.id.desc()),
    check('questions_type_check', sql`${t.type} = ${t.body} ->> 'type'`),
  ],
);
