import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type {
  QuizAttemptQuestionBody,
  QuizGradingMethod,
  QuizReviewTiming,
  QuizSlotKind,
  QuizSubmitter,
} from '@netclass/shared';
import { courses, lessons, publicationColumns } from './content.js';
import { gradeCategories } from './gradebook.js';
import { questionCategories, questions } from './question-bank.js';
import { users } from './users.js';

/** A review column holds one of the review timings (the check below, one fragment per column). */
const reviewWhenIn = (column: AnyPgColumn) => sql`${column} in ('after_attempt', 'after_close', 'never')`;

/**
 * Quizzes of a course and students' attempts (docs/decisions/030-quizzes.md). A quiz is a list
 * of slots, each giving one question to an attempt: a fixed bank question, one drawn at random
 * from a bank category, or a generated networking question. An attempt keeps what it showed
 * (the question as it was, its order of options, its generated numbers), the answers as they
 * are saved, and the clock the server set when it started.
 */
export const quizzes = pgTable(
  'quizzes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** A course with quizzes cannot be deleted (as with assignments). */
    courseId: bigint('course_id', { mode: 'number' })
      .notNull()
      .references(() => courses.id, { onDelete: 'restrict' }),
    lessonId: integer('lesson_id').references(() => lessons.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    /** Markdown, shown before an attempt starts. */
    description: text('description').notNull().default(''),
    /** No attempt starts before it; null: as soon as it is published. */
    openAt: timestamp('open_at', { withTimezone: true }),
    /** No attempt starts, and none goes on, after it; null: never closes. */
    closeAt: timestamp('close_at', { withTimezone: true }),
    /** An attempt's length; null: no limit (the close time still ends it). */
    timeLimitSeconds: integer('time_limit_seconds'),
    /** Attempts per student; null: unlimited. */
    maxAttempts: integer('max_attempts'),
    gradingMethod: text('grading_method').$type<QuizGradingMethod>().notNull().default('highest'),
    shuffleQuestions: boolean('shuffle_questions').notNull().default(false),
    shuffleOptions: boolean('shuffle_options').notNull().default(true),
    /** When a student sees the right answers, the marks, and the feedback with worked explanations. */
    reviewAnswers: text('review_answers').$type<QuizReviewTiming>().notNull().default('after_close'),
    reviewMarks: text('review_marks').$type<QuizReviewTiming>().notNull().default('after_attempt'),
    reviewFeedback: text('review_feedback').$type<QuizReviewTiming>().notNull().default('after_close'),
    /** When a teacher released the answers and worked solutions: what shows `after_close` shows from then on, closed or not; null: not released. */
    solutionsReleasedAt: timestamp('solutions_released_at', { withTimezone: true }),
    /** The sum of its slots' points, kept with them: the gradebook's maximum. */
    maxPoints: numeric('max_points', { precision: 7, scale: 2, mode: 'number' }).notNull().default(0),
    /** Its grade category in the course's gradebook; null: none. */
    categoryId: integer('category_id').references(() => gradeCategories.id, { onDelete: 'set null' }),
    ...publicationColumns(),
    createdBy: bigint('created_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('quizzes_course_idx').on(t.courseId, t.closeAt, t.id),
    index('quizzes_lesson_idx').on(t.lessonId),
    index('quizzes_category_idx').on(t.categoryId),
    check('quizzes_dates_check', sql`${t.closeAt} is null or ${t.openAt} is null or ${t.closeAt} > ${t.openAt}`),
    check('quizzes_time_limit_check', sql`${t.timeLimitSeconds} is null or ${t.timeLimitSeconds} > 0`),
    check('quizzes_attempts_check', sql`${t.maxAttempts} is null or ${t.maxAttempts} > 0`),
    check('quizzes_grading_check', sql`${t.gradingMethod} in ('highest', 'last', 'average')`),
    check(
      'quizzes_review_check',
      sql`${reviewWhenIn(t.reviewAnswers)} and ${reviewWhenIn(t.reviewMarks)} and ${reviewWhenIn(t.reviewFeedback)}`,
    ),
  ],
);

/**
 * One question place of a quiz, in order: `question` names a bank question, `random` a bank
 * category to draw from (each random slot of a category draws a different question), `generated`
 * a networking question type. A used bank category cannot be deleted.
 */
export const quizSlots = pgTable(
  'quiz_slots',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    quizId: integer('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    kind: text('kind').$type<QuizSlotKind>().notNull(),
    questionId: integer('question_id').references(() => questions.id, { onDelete: 'restrict' }),
    categoryId: integer('category_id').references(() => questionCategories.id, { onDelete: 'restrict' }),
    networkingType: text('networking_type'),
    points: numeric('points', { precision: 7, scale: 2, mode: 'number' }).notNull(),
  },
  (t) => [
    index('quiz_slots_quiz_idx').on(t.quizId, t.position),
    index('quiz_slots_question_idx').on(t.questionId),
    index('quiz_slots_category_idx').on(t.categoryId),
    check('quiz_slots_points_check', sql`${t.points} >= 0`),
    check(
      'quiz_slots_kind_check',
      sql`(${t.kind} = 'question' and ${t.questionId} is not null and ${t.categoryId} is null and ${t.networkingType} is null)
        or (${t.kind} = 'random' and ${t.questionId} is null and ${t.categoryId} is not null and ${t.networkingType} is null)
        or (${t.kind} = 'generated' and ${t.questionId} is null and ${t.categoryId} is null and ${t.networkingType} is not null)`,
    ),
  ],
);

/** One student's extra time (added to the limit) and extra attempts for a quiz. */
export const quizStudentOverrides = pgTable(
  'quiz_student_overrides',
  {
    quizId: integer('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    studentId: bigint('student_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    extraSeconds: integer('extra_seconds').notNull().default(0),
    extraAttempts: integer('extra_attempts').notNull().default(0),
    grantedBy: bigint('granted_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.quizId, t.studentId] }),
    index('quiz_student_overrides_student_idx').on(t.studentId),
    check('quiz_student_overrides_check', sql`${t.extraSeconds} >= 0 and ${t.extraAttempts} >= 0`),
  ],
);

/**
 * A student's attempt. `ends_at` is the server's clock, set at the start (the time limit with
 * the student's extra time, cut at the close time); nothing is saved after it, and a job
 * submits the attempt then if the student has not. `seed` draws its questions, orders and numbers.
 */
export const quizAttempts = pgTable(
  'quiz_attempts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    quizId: integer('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    studentId: bigint('student_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 1, 2, … per quiz and student. */
    number: integer('number').notNull(),
    seed: text('seed').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    /** Null: no time limit and no close time. */
    endsAt: timestamp('ends_at', { withTimezone: true }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** Who ended it: the student, the end-of-time job, or a teacher. */
    submittedBy: text('submitted_by').$type<QuizSubmitter>(),
    /** The points scored, set at submission and by a regrade. */
    points: numeric('points', { precision: 7, scale: 2, mode: 'number' }),
    maxPoints: numeric('max_points', { precision: 7, scale: 2, mode: 'number' }).notNull(),
  },
  (t) => [
    uniqueIndex('quiz_attempts_student_number_idx').on(t.quizId, t.studentId, t.number),
    index('quiz_attempts_student_idx').on(t.studentId),
    index('quiz_attempts_open_idx')
      .on(t.endsAt)
      .where(sql`${t.submittedAt} is null`),
    check('quiz_attempts_submitted_check', sql`(${t.submittedAt} is null) = (${t.submittedBy} is null)`),
    check(
      'quiz_attempts_submitter_check',
      sql`${t.submittedBy} is null or ${t.submittedBy} in ('student', 'timer', 'teacher')`,
    ),
  ],
);

/**
 * One question of an attempt, as shown: the bank question's body at that version (or the
 * generated question with its answer), the order its options were shown in, its points; then
 * the answer last saved and its sequence number (the client's counter: a save with a number
 * not above the stored one is a repeat or came late, and changes nothing), and its score.
 */
export const quizAttemptQuestions = pgTable(
  'quiz_attempt_questions',
  {
    attemptId: integer('attempt_id')
      .notNull()
      .references(() => quizAttempts.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    slotId: integer('slot_id').references(() => quizSlots.id, { onDelete: 'set null' }),
    questionId: integer('question_id').references(() => questions.id, { onDelete: 'restrict' }),
    questionVersion: integer('question_version'),
    body: jsonb('body').$type<QuizAttemptQuestionBody>().notNull(),
    /** The ids of options, pairs' answers or items in the order shown; null: as written. */
    shownOrder: jsonb('shown_order').$type<number[]>(),
    points: numeric('points', { precision: 7, scale: 2, mode: 'number' }).notNull(),
    answer: jsonb('answer'),
    answerSeq: integer('answer_seq').notNull().default(0),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** Points scored, and per-field marks for a generated question; null until submitted. */
    score: numeric('score', { precision: 7, scale: 2, mode: 'number' }),
    marks: jsonb('marks'),
  },
  (t) => [
    primaryKey({ columns: [t.attemptId, t.position] }),
    index('quiz_attempt_questions_question_idx').on(t.questionId),
  ],
);

/** Focus lost and tab switches during an attempt, for the teacher (never blocked). */
export const quizAttemptEvents = pgTable(
  'quiz_attempt_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    attemptId: integer('attempt_id')
      .notNull()
      .references(() => quizAttempts.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('quiz_attempt_events_attempt_idx').on(t.attemptId, t.at)],
);

/** Each regrade after a changed answer key: which question, its new version, who, how many attempts changed. */
export const quizRegrades = pgTable(
  'quiz_regrades',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    quizId: integer('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'restrict' }),
    questionVersion: integer('question_version').notNull(),
    attemptsChanged: integer('attempts_changed').notNull(),
    regradedBy: bigint('regraded_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    regradedAt: timestamp('regraded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('quiz_regrades_quiz_idx').on(t.quizId, t.regradedAt)],
);
