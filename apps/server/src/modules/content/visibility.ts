import { sql, type SQL } from 'drizzle-orm';
import type { CourseMemberRole } from '@netclass/shared';
import { courses } from '../../db/schema/index.js';
import type { CourseItemAudience } from '../../infra/domain-events.js';
import type { AppError } from '../../lib/errors.js';
import { authorize, can, type Actor, type CourseForActor } from '../../policies/index.js';

/**
 * Who sees what (docs/decisions/015 and 023), as SQL for every read path and in memory for
 * one row: a course is there for everyone when open, for its members (and admins) when
 * members only (`course.read`); those who manage it (its teacher members, admins: the policy
 * 'content.readDrafts') also see its drafts and scheduled items; everyone else sees an item
 * only when it and everything above it is published. The SQL takes the alias of the caller's
 * `courses` row (`k`, `courses`); each membership test is a lookup on the course_members
 * primary key (course_id, user_id), no query per row.
 */

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

/** 'course.manage' in SQL: admins, and a course's teacher members. */
export function managesSql(actor: Actor, course: string): SQL {
  if (actor.role === 'admin') return sql`true`;
  if (actor.role === 'teacher') return isMemberSql(actor, course, 'teacher');
  return sql`false`;
}

/** 'course.read' in SQL: admins; everyone for an open course; members for a members-only one. */
export function entersSql(actor: Actor, course: string): SQL {
  if (actor.role === 'admin') return sql`true`;
  return sql`(${sql.raw(course)}.access = 'open' or ${isMemberSql(actor, course)})`;
}

/** `published` is a list of `… .publication` references (the item's and its parents'). */
export function visibleSql(actor: Actor, course: string, published: SQL[]): SQL {
  const all = sql.join(
    published.map((column) => sql`${column} = 'published'`),
    sql` and `,
  );
  return sql`(${managesSql(actor, course)} or (${all} and ${entersSql(actor, course)}))`;
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
  isAdmin: actor.role === 'admin',
  teacherId: actor.role === 'teacher' ? actor.id : 0,
  viewerId: actor.id,
});

/**
 * A material that counts in progress and shows to students: its upload finished and it is
 * published (a published material's lesson is published too: decision 015). Its course's
 * state is checked where students reach it.
 */
export const countedMaterialSql = (alias: string): SQL =>
  sql.raw(`(${alias}.status = 'ready' and ${alias}.publication = 'published')`);

/** Whether a row (with its course's access and the actor's membership, and the states of it and its parents) is visible to `actor`. */
export function isVisible(actor: Actor, course: CourseForActor, ...states: string[]): boolean {
  return (
    can(actor, 'content.readDrafts', course) ||
    (can(actor, 'course.read', course) && states.every((state) => state === 'published'))
  );
}

/** The teacher members of the outer `courses` row, as an array (who manages it besides the admins). */
export const courseTeachersSql = sql<
  number[]
>`array(select cm.user_id from course_members cm where cm.course_id = courses.id and cm.role = 'teacher')`;

/**
 * Who hears of a course item (realtime): once it and its parents are published, its course
 * room (which only those who may enter the course join); else its managers (`teacherIds`:
 * `courseTeachersSql`).
 */
export const courseItemAudience = (
  courseId: number,
  teacherIds: number[],
  ...states: string[]
): CourseItemAudience => ({
  courseId,
  teacherIds,
  public: states.every((state) => state === 'published'),
});

/**
 * A course (or an item of it, loaded with `courseAccessColumns`) that `actor` is to manage:
 * `missing` (a 404, as for a course that does not exist) when there is none or `actor` may not
 * enter it, 403 when they may enter but not manage it.
 */
export function requireManaged<C extends CourseForActor>(
  actor: Actor,
  course: C | undefined,
  missing: () => AppError,
): asserts course is C {
  if (!course || !can(actor, 'course.read', course)) throw missing();
  authorize(actor, 'course.manage', course);
}

/**
 * 'course.read' for a student account (the outer row's id `userId`) and the course
 * `courseId`: every student for an open course, its members for a members-only one. Who is
 * told of new content, who has not opened an item.
 */
export const studentEntersSql = (courseId: number, userId: SQL): SQL =>
  sql`(exists (select 1 from courses k where k.id = ${courseId} and k.access = 'open')
    or exists (select 1 from course_members cm where cm.course_id = ${courseId} and cm.user_id = ${userId}))`;
