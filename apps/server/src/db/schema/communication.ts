import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import type { NotificationParams } from '@netclass/shared';
import { chatRooms } from './chat.js';
import { courses, lessons } from './content.js';
import { users } from './users.js';

/** Author names are kept on the row so a thread stays readable after its author is deleted. */
export const comments = pgTable(
  'comments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id').references((): AnyPgColumn => comments.id, {
      onDelete: 'cascade',
    }),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    userName: text('user_name').notNull(),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when a comment with replies is deleted: its text goes, its replies stay. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('comments_lesson_created_idx').on(t.lessonId, t.createdAt),
    /** A lesson's threads, newest first (the comment list's keyset pages). */
    index('comments_lesson_thread_idx')
      .on(t.lessonId, t.id.desc())
      .where(sql`${t.parentId} is null`),
    index('comments_parent_idx').on(t.parentId),
    index('comments_user_idx').on(t.userId),
  ],
);

export const classAnnouncements = pgTable(
  'class_announcements',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    content: text('content').notNull(),
    attachmentKey: text('attachment_key'),
    attachmentName: text('attachment_name'),
    attachmentSize: bigint('attachment_size', { mode: 'number' }),
    publisherId: bigint('publisher_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    publisherName: text('publisher_name'),
    /** The course it is for (its members are told), or null: everyone (docs/decisions/024). */
    courseId: bigint('course_id', { mode: 'number' }).references(() => courses.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('class_announcements_publisher_idx').on(t.publisherId),
    // A course's page, newest first; the dashboard's everyone-announcements (course null) page by id.
    index('class_announcements_course_idx').on(t.courseId, t.id.desc()),
    index('class_announcements_everyone_idx')
      .on(t.id.desc())
      .where(sql`${t.courseId} is null`),
  ],
);

/** Per-user notifications (docs/product/rules.md#entities: user announcements). */
export const userNotifications = pgTable(
  'user_notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** What kind it is (NOTIFICATION_TYPES in packages/shared); rendered with `params` in the reader's language. */
    type: text('type').notNull(),
    params: jsonb('params').$type<NotificationParams>().notNull(),
    /** Where the notification leads in the app, e.g. /lesson/12. */
    link: text('link'),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A user's list, newest first, paged by id; the unread list and count.
    index('user_notifications_user_id_idx').on(t.userId, t.id),
    index('user_notifications_user_unread_idx')
      .on(t.userId, t.id)
      .where(sql`${t.isRead} = false`),
  ],
);

/** Kinds of notification a user does not want, everywhere (course null) or for one course (docs/decisions/024). */
export const notificationMutes = pgTable(
  'notification_mutes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    courseId: bigint('course_id', { mode: 'number' }).references(() => courses.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // One per user, type and course (a null course once too); serves the delivery's check and the user's list.
  (t) => [unique('notification_mutes_user_type_course_key').on(t.userId, t.type, t.courseId).nullsNotDistinct()],
);

export const reminders = pgTable(
  'reminders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    studentId: bigint('student_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    scheduleDate: date('schedule_date', { mode: 'string' }).notNull(),
    note: text('note').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('reminders_student_date_idx').on(t.studentId, t.scheduleDate)],
);

/**
 * A user's secret calendar address (docs/decisions/026, "Deadlines"): the SHA-256 of the
 * random token in its URL, so the database never holds a working link. One per user; a new
 * link replaces the row, and the old URL stops working at once.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    content: text('content').notNull(),
    senderId: bigint('sender_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    senderName: text('sender_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The class chat, a course's room or a private question (docs/decisions/025). */
    roomId: integer('room_id')
      .notNull()
      .references(() => chatRooms.id, { onDelete: 'cascade' }),
  },
  (t) => [
    index('chat_messages_sender_idx').on(t.senderId),
    // A room's history newest first (keyset by id, read backward), its newest message and its unread count.
    index('chat_messages_room_idx').on(t.roomId, t.id),
  ],
);
