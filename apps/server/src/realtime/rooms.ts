import { eq } from 'drizzle-orm';
import { rooms, type JoinRoomRequest } from '@netclass/shared';
import type { Db } from '../db/client.js';
import { courses } from '../db/schema/index.js';
import { forbidden, notFound } from '../lib/errors.js';
import { chatRoomFor } from '../modules/chat/room-access.js';
import { can, courseAccessColumns, isVisible } from '../policies/index.js';
import type { RealtimeSocket } from './types.js';

/**
 * Which room a joinRoom/leaveRoom request (checked by `joinRoomRequestSchema`) names, if this
 * socket's user may be in it; else a refusal (AppError) whose message the acknowledgement carries.
 */
export async function roomFor(db: Db, socket: RealtimeSocket, request: JoinRoomRequest): Promise<string> {
  const user = socket.data.user;
  if ('studentId' in request) {
    if (!can(user, 'room.user', { userId: request.studentId })) throw forbidden('forbidden: not your room');
    return rooms.user(request.studentId);
  }
  if ('courseId' in request) {
    const [course] = await db
      .select({ id: courses.id, ...courseAccessColumns(user), publication: courses.publication })
      .from(courses)
      .where(eq(courses.id, request.courseId));
    // A draft course, or a members-only one, is not there for those who may not see it.
    if (!course || !isVisible(user, course, course.publication)) throw notFound('not found: no such course');
    return rooms.course(course.id);
  }
  if ('reportCourseId' in request) {
    const [course] = await db
      .select({ id: courses.id, ...courseAccessColumns(user) })
      .from(courses)
      .where(eq(courses.id, request.reportCourseId));
    if (!course || !can(user, 'course.read', course)) throw notFound('not found: no such course');
    if (!can(user, 'progress.report', course)) throw forbidden('forbidden: not a report you may see');
    return rooms.courseReport(course.id);
  }
  if ('chatRoomId' in request) {
    const room = await chatRoomFor(db, user, request.chatRoomId);
    if (!can(user, 'chat.read', room)) throw forbidden('forbidden: not a chat room you are in');
    return rooms.chatRoom(room.id);
  }
  return request.room === 'presence' ? rooms.presence : rooms.chat;
}

/** The room a leaveRoom request names: leaving asks no permission and no query (a socket leaves only rooms it is in). */
export function roomNamed(request: JoinRoomRequest): string {
  if ('studentId' in request) return rooms.user(request.studentId);
  if ('courseId' in request) return rooms.course(request.courseId);
  if ('reportCourseId' in request) return rooms.courseReport(request.reportCourseId);
  if ('chatRoomId' in request) return rooms.chatRoom(request.chatRoomId);
  return request.room === 'presence' ? rooms.presence : rooms.chat;
}
