import { eq } from 'drizzle-orm';
import { rooms, type JoinRoomRequest } from '@netclass/shared';
import type { Db } from '../db/client.js';
import { courses } from '../db/schema/index.js';
import { can } from '../policies/index.js';
import type { RealtimeSocket } from './types.js';

const positiveInt = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) > 0;

/** Which room a joinRoom/leaveRoom request names, if this socket's user may be in it. */
export async function roomFor(db: Db, socket: RealtimeSocket, request: JoinRoomRequest): Promise<string> {
  const user = socket.data.user;
  if (request && typeof request === 'object') {
    if ('studentId' in request && positiveInt(request.studentId)) {
      if (!can(user, 'room.user', { userId: request.studentId })) throw new Error('forbidden: not your room');
      return rooms.user(request.studentId);
    }
    if ('courseId' in request && positiveInt(request.courseId)) {
      const [course] = await db.select({ id: courses.id }).from(courses).where(eq(courses.id, request.courseId));
      if (!course) throw new Error('not found: no such course');
      return rooms.course(course.id);
    }
    if ('reportCourseId' in request && positiveInt(request.reportCourseId)) {
      const [course] = await db.select({ id: courses.id, teacherId: courses.teacherId }).from(courses).where(eq(courses.id, request.reportCourseId));
      if (!course) throw new Error('not found: no such course');
      if (!can(user, 'progress.report', course)) throw new Error('forbidden: not a report you may see');
      return rooms.courseReport(course.id);
    }
    if ('room' in request && request.room === 'chat') return rooms.chat;
  }
  throw new Error('invalid room request');
}
