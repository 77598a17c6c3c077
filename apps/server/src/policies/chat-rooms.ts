import { sql, type SQL } from 'drizzle-orm';
import { isAdminRole, isStaffRole, isTeacherRole, type CourseMemberRole } from '@netclass/shared';
import { chatRooms, courseMembers, courses } from '../db/schema/index.js';
import type { Actor } from './actor.js';

/**
 * A chat room as the policy sees it (docs/decisions/025): the class chat has no course; a
 * course's room has no student; a private question has both. `memberRole`: the actor's
 * membership of that course (null when none). The same rule in SQL, for lists: `listedChatRoomIdsSql`.
 */
export interface ChatRoomAccess {
  courseId: number | null;
  studentId: number | null;
  memberRole: CourseMemberRole | null;
  /** Whether its course is published (the class chat: true): students never see a draft course (decision 015). */
  coursePublished: boolean;
}

/**
 * Everyone signed in is in the class chat; a course's teachers in its room and questions; its
 * student members, once it is published, in its room and their own question. Admins, all.
 */
export const readsChatRoom = (actor: Actor, room: ChatRoomAccess) =>
  isAdminRole(actor.role) ||
  room.courseId === null ||
  room.memberRole === 'teacher' ||
  (room.memberRole === 'student' && room.coursePublished && (room.studentId === null || room.studentId === actor.id));
/** Who deletes anyone's messages in a room: staff in the class chat, the course's teachers in its rooms, admins everywhere. */
export const moderatesChatRoom = (actor: Actor, room: ChatRoomAccess) =>
  room.courseId === null
    ? isStaffRole(actor.role)
    : isAdminRole(actor.role) || (isTeacherRole(actor.role) && room.memberRole === 'teacher');

/** Whether the joined `courses` row (none: the class chat) is published (`ChatRoomAccess.coursePublished`). */
export const coursePublishedSql = sql<boolean>`coalesce(${courses.publication} = 'published', true)`;

/**
 * The ids of the rooms `actor` has (the room list), driven by their memberships: `readsChatRoom`
 * ('chat.read') in SQL (everyone: the class chat; a course's teachers: its room and questions;
 * its student members, once it is published: its room and their own question). Admins, who may read every room, list the class chat
 * and every course's room; a question they open by its id.
 */
export function listedChatRoomIdsSql(actor: Actor): SQL {
  if (isAdminRole(actor.role))
    return sql`select ${chatRooms.id} from ${chatRooms} where ${chatRooms.studentId} is null`;
  return sql`
    select ${chatRooms.id} from ${chatRooms} where ${chatRooms.courseId} is null
    union all
    select r.id from ${courseMembers} cm join ${chatRooms} r on r.course_id = cm.course_id join ${courses} k on k.id = cm.course_id
    where cm.user_id = ${actor.id}
      and (cm.role = 'teacher' or (k.publication = 'published' and (r.student_id is null or r.student_id = ${actor.id})))`;
}
