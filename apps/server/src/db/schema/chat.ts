import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, primaryKey, unique } from 'drizzle-orm/pg-core';
import { courses } from './content.js';
import { users } from './users.js';

/**
 * Chat rooms (docs/decisions/025): the class chat (no course), a course's room (a course, no
 * student; one per course, made with the course) and a private question (a course and the
 * student who asks; its other side is the course's teachers). Messages are in chat_messages.
 */
export const chatRooms = pgTable(
  'chat_rooms',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    courseId: bigint('course_id', { mode: 'number' }).references(() => courses.id, { onDelete: 'cascade' }),
    studentId: bigint('student_id', { mode: 'number' }).references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [
    // One class room, one room per course, one private question per course and student; also "a course's rooms".
    unique('chat_rooms_key').on(t.courseId, t.studentId).nullsNotDistinct(),
    index('chat_rooms_student_idx').on(t.studentId),
    check('chat_rooms_question_has_course', sql`${t.studentId} is null or ${t.courseId} is not null`),
  ],
);

/** How far a user has read a room: the newest message id they have seen there. */
export const chatReadMarkers = pgTable(
  'chat_read_markers',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roomId: integer('room_id')
      .notNull()
      .references(() => chatRooms.id, { onDelete: 'cascade' }),
    lastReadId: integer('last_read_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roomId] }), index('chat_read_markers_room_idx').on(t.roomId)],
);
