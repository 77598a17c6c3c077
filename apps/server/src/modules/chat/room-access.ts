import { and, eq, isNull } from 'drizzle-orm';
import { CHAT_MESSAGES as M, type ChatRoomKind } from '@netclass/shared';
import type { DbOrTx } from '../../db/client.js';
import { chatRooms, courseMembers, courses } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import { coursePublishedSql, type Actor, type ChatRoomAccess } from '../../policies/index.js';

/** A chat room and the reader's membership of its course, as the policy 'chat.read' takes it. */
export interface ChatRoomRef extends ChatRoomAccess {
  id: number;
}

/** The class chat, a course's room or a private question. */
export const chatRoomKind = (room: { courseId: number | null; studentId: number | null }): ChatRoomKind =>
  room.courseId === null ? 'class' : room.studentId === null ? 'course' : 'question';

/** A room with `actor`'s membership of its course, in one query; 404 when there is no such room. */
export async function chatRoomFor(db: DbOrTx, actor: Actor, roomId: number): Promise<ChatRoomRef> {
  const [room] = await db
    .select({
      id: chatRooms.id,
      courseId: chatRooms.courseId,
      studentId: chatRooms.studentId,
      memberRole: courseMembers.role,
      coursePublished: coursePublishedSql,
    })
    .from(chatRooms)
    .leftJoin(courses, eq(courses.id, chatRooms.courseId))
    .leftJoin(courseMembers, and(eq(courseMembers.courseId, chatRooms.courseId), eq(courseMembers.userId, actor.id)))
    .where(eq(chatRooms.id, roomId));
  if (!room) throw notFound(M.roomNotFound);
  return room;
}

/** The class chat's room (made by its migration; it never changes). */
export async function classChatRoom(db: DbOrTx): Promise<ChatRoomRef> {
  const [room] = await db
    .select({ id: chatRooms.id })
    .from(chatRooms)
    .where(and(isNull(chatRooms.courseId), isNull(chatRooms.studentId)));
  if (!room) throw new Error('the class chat room is missing (its migration makes it: chat_rooms)');
  return { id: room.id, courseId: null, studentId: null, memberRole: null, coursePublished: true };
}
