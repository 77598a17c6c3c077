import { sql, type SQL } from 'drizzle-orm';
import { isAdminRole, isTeacherRole, type CourseAccess, type CourseMemberRole } from '@netclass/shared';
import { courses } from '../db/schema/index.js';
import type { Actor } from './actor.js';

/**
 * Who enters a course and who manages it (docs/decisions/023), in TypeScript for one row and
 * in SQL for every read path: an open course is there for everyone, a members-only one for its
 * members (and admins) ('course.read'); its teacher members and admins manage it
 * ('course.manage'). The SQL takes the alias of the caller's `courses` row (`k`, `courses`);
 * each membership test is a lookup on the course_members primary key (course_id, user_id), no
 * query per row.
 */

/**
 * A course as the rules see it for one actor: who may enter it and the actor's membership,
 * loaded with the course row (`courseAccessColumns`).
 */
export interface CourseForActor {
  access: CourseAccess;
  memberRole: CourseMemberRole | null;
}

/** Teachers manage only the courses they teach, leading or not (and their lessons and materials). */
export const managesCourse = (actor: Actor, course: CourseForActor) =>
  isAdminRole(actor.role) || (isTeacherRole(actor.role) && course.memberRole === 'teacher');
/** An open course is there for everyone; a members-only one for its members (and admins). */
export const entersCourse = (actor: Actor, course: CourseForActor) =>
  isAdminRole(actor.role) || course.access === 'open' || course.memberRole !== null;

/** The actor's membership of the course `courseId` (a column of the caller's row): its role, or null. */
const memberRoleSql = (actor: Actor, courseId: SQL): SQL<CourseMemberRole | null> =>
  sql<CourseMemberRole | null>`(select cm.role from course_members cm where cm.course_id = ${courseId} and cm.user_id = ${actor.id})`;

/** What the policies need of a course for `actor` (`CourseForActor`), to select with the `courses` row (no actor: no membership). */
export const courseAccessColumns = (actor: Actor | undefined) => ({
  access: courses.access,
  memberRole: actor ? memberRoleSql(actor, sql`courses.id`) : sql<CourseMemberRole | null>`null::course_member_role`,
});

const isMemberSql = (actor: Actor, course: string, role?: CourseMemberRole): SQL =>
  sql`exists (select 1 from course_members cm
    where cm.course_id = ${sql.raw(course)}.id and cm.user_id = ${actor.id}${role ? sql` and cm.role = ${role}` : sql``})`;

/** The user `userId` (a column of the caller's row) is a member of the course `courseId` (an id or a column), in any role. */
export const isMemberOfSql = (courseId: number | SQL, userId: SQL): SQL =>
  sql`exists (select 1 from course_members cm where cm.course_id = ${courseId} and cm.user_id = ${userId})`;
/** The user `userId` is a student member of the course `courseId`: the class of its assignments and quizzes starts there. */
export const isStudentMemberSql = (courseId: number | SQL, userId: SQL): SQL =>
  sql`exists (select 1 from course_members cm where cm.course_id = ${courseId} and cm.user_id = ${userId} and cm.role = 'student')`;

/** 'course.manage' in SQL (`managesCourse`): admins, and a course's teacher members. */
export function managesSql(actor: Actor, course: string): SQL {
  if (isAdminRole(actor.role)) return sql`true`;
  if (isTeacherRole(actor.role)) return isMemberSql(actor, course, 'teacher');
  return sql`false`;
}

/** 'course.read' in SQL (`entersCourse`): admins; everyone for an open course; members for a members-only one. */
export function entersSql(actor: Actor, course: string): SQL {
  if (isAdminRole(actor.role)) return sql`true`;
  return sql`(${sql.raw(course)}.access = 'open' or ${isMemberSql(actor, course)})`;
}

/**
 * For prepared statements (the outer row has `courses` joined), from the parameters
 * `preparedViewer` gives: whether the actor sees the course's drafts, and their membership.
 */
export const seesDraftsPrepared = sql`(${sql.placeholder('isAdmin')}::boolean
  or exists (select 1 from course_members cm where cm.course_id = courses.id and cm.user_id = ${sql.placeholder('teacherId')} and cm.role = 'teacher'))`;
export const memberRolePrepared = sql<CourseMemberRole | null>`(select cm.role from course_members cm
  where cm.course_id = courses.id and cm.user_id = ${sql.placeholder('viewerId')})`;
/** The reader is a member of the course. */
export const isMemberPrepared = sql`exists (select 1 from course_members cm where cm.course_id = courses.id and cm.user_id = ${sql.placeholder('viewerId')})`;
/** 'course.read' for a reader who is no admin (`entersSql`): the course is open, or they are a member. */
export const entersPrepared = sql`(courses.access = 'open' or ${isMemberPrepared})`;

/** The parameters of the `…Prepared` pieces above for `actor` (`teacherId` 0 when the actor is no teacher: no user has id 0). */
export const preparedViewer = (actor: Actor) => ({
  isAdmin: isAdminRole(actor.role),
  teacherId: isTeacherRole(actor.role) ? actor.id : 0,
  viewerId: actor.id,
});

/** The teacher members of the outer `courses` row, as an array (who manages it besides the admins). */
export const courseTeachersSql = sql<
  number[]
>`array(select cm.user_id from course_members cm where cm.course_id = courses.id and cm.role = 'teacher')`;

/**
 * 'course.read' for a student account (the outer row's id `userId`) and the course
 * `courseId`: every student for an open course, its members for a members-only one. Who is
 * told of new content, who has not opened an item.
 */
export const studentEntersSql = (courseId: number, userId: SQL): SQL =>
  sql`(exists (select 1 from courses k where k.id = ${courseId} and k.access = 'open')
    or ${isMemberOfSql(courseId, userId)})`;
