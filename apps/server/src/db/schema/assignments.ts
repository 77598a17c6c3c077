import { sql } from 'drizzle-orm';
import {
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
  uuid,
} from 'drizzle-orm/pg-core';
import type { CaptureAnalysisStatus, CaptureSummary, GradeValues, HandInExtension, Rubric } from '@netclass/shared';
import { courses, lessons, publicationColumns } from './content.js';
import { gradeCategories } from './gradebook.js';
import { quizzes } from './quizzes.js';
import { users } from './users.js';

/**
 * Assignments of a course and students' hand-ins (docs/decisions/026-assignments.md). Every
 * hand-in is a version of its own, kept with its time; grades (one per student and
 * assignment) will be a table of their own.
 */
export const assignments = pgTable(
  'assignments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** A course with assignments cannot be deleted (as with lessons). */
    courseId: bigint('course_id', { mode: 'number' })
      .notNull()
      .references(() => courses.id, { onDelete: 'restrict' }),
    lessonId: integer('lesson_id').references(() => lessons.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    /** Markdown, rendered as lessons are (docs/decisions/018). */
    instructions: text('instructions').notNull().default(''),
    allowedTypes: text('allowed_types').array().notNull().$type<HandInExtension[]>(),
    maxFileBytes: bigint('max_file_bytes', { mode: 'number' }).notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    /** Nothing is accepted after it; null: late hand-ins are accepted at any time. */
    acceptsUntil: timestamp('accepts_until', { withTimezone: true }),
    maxPoints: numeric('max_points', { precision: 7, scale: 2, mode: 'number' }).notNull(),
    /** Criteria with levels (label, points); null: none. */
    rubric: jsonb('rubric').$type<Rubric>(),
    /** Its grade category in the course's gradebook; null: none (it counts by its points). */
    categoryId: integer('category_id').references(() => gradeCategories.id, { onDelete: 'set null' }),
    ...publicationColumns(),
    /** Grades and feedback are shown to students from then on (all at once); null: not released. */
    gradesReleasedAt: timestamp('grades_released_at', { withTimezone: true }),
    createdBy: bigint('created_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('assignments_course_due_idx').on(t.courseId, t.dueAt),
    index('assignments_lesson_idx').on(t.lessonId),
    index('assignments_category_idx').on(t.categoryId),
    check('assignments_until_check', sql`${t.acceptsUntil} is null or ${t.acceptsUntil} >= ${t.dueAt}`),
  ],
);

/** Files the teacher attaches to an assignment; a course copy's assignments share them (the same key, docs/decisions/021). */
export const assignmentFiles = pgTable(
  'assignment_files',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    assignmentId: integer('assignment_id')
      .notNull()
      .references(() => assignments.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    originalName: text('original_name').notNull(),
    fileSize: bigint('file_size', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('assignment_files_assignment_idx').on(t.assignmentId),
    index('assignment_files_storage_key_idx').on(t.storageKey),
  ],
);

/** One student's own dates for an assignment. */
export const assignmentExtensions = pgTable(
  'assignment_extensions',
  {
    assignmentId: integer('assignment_id')
      .notNull()
      .references(() => assignments.id, { onDelete: 'cascade' }),
    studentId: bigint('student_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    acceptsUntil: timestamp('accepts_until', { withTimezone: true }),
    grantedBy: bigint('granted_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.assignmentId, t.studentId] }),
    check('assignment_extensions_until_check', sql`${t.acceptsUntil} is null or ${t.acceptsUntil} >= ${t.dueAt}`),
  ],
);

/** A hand-in: one version of a student's work, with its files; versions count from 1. */
export const handIns = pgTable(
  'hand_ins',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** An assignment with hand-ins cannot be deleted. */
    assignmentId: integer('assignment_id')
      .notNull()
      .references(() => assignments.id, { onDelete: 'restrict' }),
    studentId: bigint('student_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    /** Server time when the last byte arrived. */
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('hand_ins_student_version_idx').on(t.assignmentId, t.studentId, t.version),
    index('hand_ins_student_idx').on(t.studentId),
  ],
);

export const handInFiles = pgTable(
  'hand_in_files',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    handInId: integer('hand_in_id')
      .notNull()
      .references(() => handIns.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    originalName: text('original_name').notNull(),
    fileSize: bigint('file_size', { mode: 'number' }).notNull(),
  },
  (t) => [index('hand_in_files_hand_in_idx').on(t.handInId)],
);

/**
 * The server's analysis of a `.pcap`/`.pcapng` hand-in file (docs/captures.md, "Analysis on the
 * server"): queued with the hand-in, done or failed on a worker thread. One per file (its key).
 */
export const captureAnalyses = pgTable(
  'capture_analyses',
  {
    fileId: integer('file_id')
      .primaryKey()
      .references(() => handInFiles.id, { onDelete: 'cascade' }),
    status: text('status').$type<CaptureAnalysisStatus>().notNull().default('queued'),
    summary: jsonb('summary').$type<CaptureSummary>(),
    /** Why it failed: a message key (`capture.notCapture`, `capture.analysisTimeout`…). */
    errorCode: text('error_code'),
    analysedAt: timestamp('analysed_at', { withTimezone: true }),
  },
  (t) => [check('capture_analyses_status_check', sql`${t.status} in ('queued', 'done', 'failed')`)],
);

/**
 * A hand-in file being uploaded in pieces (docs/decisions/029): its bytes so far are in
 * storage (`FileStorage.partial(id)`, whose size is the offset to resume from), its name and
 * declared size here. Handed in (it becomes a version's file), cancelled, or swept a day after
 * its last piece.
 */
export const handInUploads = pgTable(
  'hand_in_uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    assignmentId: integer('assignment_id')
      .notNull()
      .references(() => assignments.id, { onDelete: 'cascade' }),
    studentId: bigint('student_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    fileExt: text('file_ext').notNull().$type<HandInExtension>(),
    fileSize: bigint('file_size', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the last piece arrived: the sweep's clock. */
    touchedAt: timestamp('touched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('hand_in_uploads_student_idx').on(t.studentId, t.assignmentId),
    index('hand_in_uploads_touched_idx').on(t.touchedAt),
  ],
);

/**
 * A student's grade for an assignment (one, changed in place): points, the rubric level chosen
 * per criterion (by index, null when none), a comment; "returned for revision" lets them hand in
 * again. Students see it once the assignment's grades are released.
 */
export const grades = pgTable(
  'grades',
  {
    assignmentId: integer('assignment_id')
      .notNull()
      .references(() => assignments.id, { onDelete: 'cascade' }),
    studentId: bigint('student_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    points: numeric('points', { precision: 7, scale: 2, mode: 'number' }).notNull(),
    levels: jsonb('levels').$type<(number | null)[]>().notNull().default([]),
    comment: text('comment').notNull().default(''),
    returned: boolean('returned').notNull().default(false),
    gradedBy: bigint('graded_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    gradedAt: timestamp('graded_at', { withTimezone: true }).notNull().defaultNow(),
    /** The optional feedback file (the attachments' storage and rules), shown with the grade. */
    feedbackKey: text('feedback_key'),
    feedbackName: text('feedback_name'),
    feedbackSize: bigint('feedback_size', { mode: 'number' }),
  },
  (t) => [
    primaryKey({ columns: [t.assignmentId, t.studentId] }),
    index('grades_student_idx').on(t.studentId),
    check('grades_points_check', sql`${t.points} >= 0`),
  ],
);

/** A released grade that was changed: who, when, the values before and after, and why. */
export const gradeAudits = pgTable(
  'grade_audits',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    assignmentId: integer('assignment_id')
      .notNull()
      .references(() => assignments.id, { onDelete: 'cascade' }),
    studentId: bigint('student_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    changedBy: bigint('changed_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
    /** null: there was no grade before. */
    old: jsonb('old').$type<GradeValues | null>(),
    new: jsonb('new').$type<GradeValues>().notNull(),
    reason: text('reason').notNull(),
  },
  (t) => [index('grade_audits_grade_idx').on(t.assignmentId, t.studentId, t.id)],
);

/**
 * The 24-hour reminders sent (docs/decisions/026, "Deadlines"; quizzes: docs/decisions/038): one
 * row per student, item (an assignment or a quiz, exactly one) and the due date or close time it
 * reminded of, written in the reminder job's transaction with its notification, so a retried
 * job, a second instance or a restart never reminds twice. A date moved later reminds again for
 * the new date.
 */
export const deadlineReminders = pgTable(
  'deadline_reminders',
  {
    assignmentId: integer('assignment_id').references(() => assignments.id, { onDelete: 'cascade' }),
    quizId: integer('quiz_id').references(() => quizzes.id, { onDelete: 'cascade' }),
    studentId: bigint('student_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('deadline_reminders_assignment_idx')
      .on(t.assignmentId, t.studentId, t.dueAt)
      .where(sql`${t.assignmentId} is not null`),
    uniqueIndex('deadline_reminders_quiz_idx')
      .on(t.quizId, t.studentId, t.dueAt)
      .where(sql`${t.quizId} is not null`),
    index('deadline_reminders_student_idx').on(t.studentId),
    check('deadline_reminders_item_check', sql`(${t.assignmentId} is null) <> (${t.quizId} is null)`),
  ],
);
