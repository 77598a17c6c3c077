import { sql, type SQL } from 'drizzle-orm';
import type { CourseItemAudience } from '../../lib/domain-events.js';
import { can, type Actor } from '../../policies/index.js';

/**
 * Who sees what of the publication states (docs/decisions/015), as SQL for every read path:
 * those who manage a course (its teacher, admins: the policy 'content.readDrafts') see its
 * drafts and scheduled items; everyone else sees an item only when it and everything above it
 * is published. Written with the caller's table references (`courses.teacher_id`, `k.teacher_id`…);
 * `managesSql` is that policy in SQL, for lists.
 */
export function managesSql(actor: Actor, teacherId: SQL): SQL {
  if (actor.role === 'admin') return sql`true`;
  if (actor.role === 'teacher') return sql`(${teacherId} = ${actor.id})`;
  return sql`false`;
}

/** `published` is a list of `… .publication` references (the item's and its parents'). */
export function visibleSql(actor: Actor, teacherId: SQL, published: SQL[]): SQL {
  const all = sql.join(
    published.map((column) => sql`${column} = 'published'`),
    sql` and `,
  );
  return sql`(${managesSql(actor, teacherId)} or (${all}))`;
}

/**
 * A material that counts in progress and shows to students: its upload finished and it is
 * published (a published material's lesson is published too: decision 015). Its course's
 * state is checked where students reach it.
 */
export const countedMaterialSql = (alias: string): SQL => sql.raw(`(${alias}.status = 'ready' and ${alias}.publication = 'published')`);

/** Whether a row (with its course's teacher and the states of it and its parents) is visible to `actor`. */
export function isVisible(actor: Actor, teacherId: number | null, ...states: string[]): boolean {
  return can(actor, 'content.readDrafts', { teacherId }) || states.every((state) => state === 'published');
}

/** Who hears of a course item (realtime): everyone in its course room once it and its parents are published, else its managers. */
export const courseItemAudience = (courseId: number, teacherId: number | null, ...states: string[]): CourseItemAudience => ({
  courseId,
  teacherId,
  public: states.every((state) => state === 'published'),
});
