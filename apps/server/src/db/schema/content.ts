import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { COURSE_ACCESS, COURSE_MEMBER_ROLES, MATERIAL_FILE_TYPES, PUBLICATION_STATES } from '@netclass/shared';
import { users } from './users.js';

/**
 * Courses, lessons and materials are drafts until published, now or at `publish_at`
 * (docs/decisions/015-publication-jobs-and-outbox.md). Publication is one way.
 */
export const publicationStateEnum = pgEnum('publication_state', PUBLICATION_STATES);
/** `publication` and `publish_at`: when a scheduled item goes out, or when a published one did. */
export const publicationColumns = () => ({
  publication: publicationStateEnum('publication').notNull().default('draft'),
  publishAt: timestamp('publish_at', { withTimezone: true }),
});

/** Terms (docs/product calls them categories). */
export const categories = pgTable('categories', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  description: text('description'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Open to every student (the default) or to the course's members only (docs/decisions/023). */
export const courseAccessEnum = pgEnum('course_access', COURSE_ACCESS);

export const courses = pgTable(
  'courses',
  {
    /** Entered by the admin. */
    id: bigint('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default('Mô tả học phần'),
    teacherId: bigint('teacher_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    startDate: timestamp('start_date', { withTimezone: true }).notNull(),
    endDate: timestamp('end_date', { withTimezone: true }).notNull(),
    access: courseAccessEnum('access').notNull().default('open'),
    /** The class code students join with (docs/decisions/023); null: switched off. */
    joinCode: text('join_code'),
    ...publicationColumns(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('courses_category_idx').on(t.categoryId),
    uniqueIndex('courses_join_code_idx')
      .on(t.joinCode)
      .where(sql`${t.joinCode} is not null`),
    index('courses_teacher_idx').on(t.teacherId),
    check('courses_dates_check', sql`${t.endDate} >= ${t.startDate}`),
  ],
);

export const courseMemberRoleEnum = pgEnum('course_member_role', COURSE_MEMBER_ROLES);

/**
 * Who belongs to a course: its students and its teachers (`courses.teacher_id`, the teacher
 * who leads it, is always one of them). One row per person and course.
 */
export const courseMembers = pgTable(
  'course_members',
  {
    courseId: bigint('course_id', { mode: 'number' })
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: courseMemberRoleEnum('role').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.courseId, t.userId] }), index('course_members_user_idx').on(t.userId, t.courseId)],
);

export const lessons = pgTable(
  'lessons',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    courseId: bigint('course_id', { mode: 'number' })
      .notNull()
      .references(() => courses.id, { onDelete: 'restrict' }),
    orderNum: integer('order_num').notNull(),
    ...publicationColumns(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('lessons_course_order_idx').on(t.courseId, t.orderNum),
    check('lessons_order_check', sql`${t.orderNum} >= 0`),
  ],
);

/**
 * Pictures uploaded with a course's lessons, named in lesson Markdown as
 * `lesson-image:<id>` and shown to readers through signed links. An id names a picture
 * within its course: a copied course keeps its pictures' ids (and its Markdown), sharing
 * their files (docs/decisions/021-course-copy.md).
 */
export const lessonImages = pgTable(
  'lesson_images',
  {
    id: uuid('id').notNull().defaultRandom(),
    courseId: bigint('course_id', { mode: 'number' })
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    /** Shared with the pictures of the course's copies: deleted when nothing names it (modules/content/stored-files.ts). */
    storageKey: text('storage_key').notNull(),
    originalName: text('original_name').notNull(),
    fileSize: bigint('file_size', { mode: 'number' }).notNull(),
    uploadedBy: bigint('uploaded_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.courseId, t.id] }), index('lesson_images_storage_key_idx').on(t.storageKey)],
);

export const materialFileTypeEnum = pgEnum('material_file_type', MATERIAL_FILE_TYPES);
export const materialStatusEnum = pgEnum('material_status', ['pending', 'ready']);

export const materials = pgTable(
  'materials',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'restrict' }),
    fileType: materialFileTypeEnum('file_type').notNull(),
    /** Extension without the dot, lower case (pdf, mp4, pka…). */
    fileExt: text('file_ext').notNull(),
    fileSize: bigint('file_size', { mode: 'number' }).notNull(),
    originalName: text('original_name').notNull(),
    /** Shared with the copies of this material in other courses: deleted when nothing names it. */
    storageKey: text('storage_key').notNull(),
    status: materialStatusEnum('status').notNull().default('pending'),
    /** Place among the lesson's materials; a new one goes last (docs/decisions/020). */
    orderNum: integer('order_num').notNull().default(0),
    /**
     * A pending upload that will become this material's new file (docs/decisions/020): when it
     * finishes, its file moves onto the material and this row goes.
     */
    replacesId: integer('replaces_id').references((): AnyPgColumn => materials.id, { onDelete: 'cascade' }),
    ...publicationColumns(),
    /** Set when the single-use upload URL is taken (a second PUT is refused); refreshed by each sweep while the upload runs. */
    uploadStartedAt: timestamp('upload_started_at', { withTimezone: true }),
    uploadedBy: bigint('uploaded_by', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
  },
  (t) => [
    index('materials_lesson_status_idx').on(t.lessonId, t.status),
    index('materials_replaces_idx').on(t.replacesId),
    index('materials_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
    index('materials_storage_key_idx').on(t.storageKey),
  ],
);
