import { sql, type SQL } from 'drizzle-orm';
import type { CourseItemAudience } from '../infra/domain-events.js';
import type { AppError } from '../lib/errors.js';
import type { Actor } from './actor.js';
import { entersSql, managesSql, type CourseForActor } from './course-access.js';
import { authorize, can } from './rules.js';

/**
 * Who sees what (docs/decisions/015 and 023), as SQL for every read path and in memory for
 * one row: a course is there for everyone when open, for its members (and admins) when
 * members only (`course.read`); those who manage it (its teacher members, admins: the policy
 * 'content.readDrafts') also see its drafts and scheduled items; everyone else sees an item
 * only when it and everything above it is published. The SQL takes the alias of the caller's
 * `courses` row (`k`, `courses`).
 */

/** Whether a row (with its course's access and the actor's membership, and the states of it and its parents) is visible to `actor`. */
export function isVisible(actor: Actor, course: CourseForActor, ...states: string[]): boolean {
  return (
    can(actor, 'content.readDrafts', course) ||
    (can(actor, 'course.read', course) && states.every((state) => state === 'published'))
  );
}

/** `isVisible` in SQL. `published` is a list of `… .publication` references (the item's and its parents'). */
export function visibleSql(actor: Actor, course: string, published: SQL[]): SQL {
  const all = sql.join(
    published.map((column) => sql`${column} = 'published'`),
    sql` and `,
  );
  return sql`(${managesSql(actor, course)} or (${all} and ${entersSql(actor, course)}))`;
}

/**
 * A material that counts in progress and shows to students: its upload finished and it is
 * published (a published material's lesson is published too: decision 015). Its course's
 * state is checked where students reach it.
 */
export const countedMaterialSql = (alias: string): SQL =>
  sql.raw(`(${alias}.status = 'ready' and ${alias}.publication = 'published')`);

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
