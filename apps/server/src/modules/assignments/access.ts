import { eq } from 'drizzle-orm';
import { ASSIGNMENT_MESSAGES as M, CONTENT_MESSAGES, type PublicationState } from '@netclass/shared';
import type { DbOrTx } from '../../db/client.js';
import { assignments, courses } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import { authorize, courseAccessColumns, isVisible, type Actor, type CourseForActor } from '../../policies/index.js';

export type AssignmentRow = typeof assignments.$inferSelect;
/** What the policies and the visibility module need of the assignment's course. */
export interface CourseFacts extends CourseForActor {
  id: number;
  publication: PublicationState;
}
export interface AssignmentWithCourse {
  assignment: AssignmentRow;
  course: CourseFacts;
}

const courseFacts = (actor: Actor) => ({
  id: courses.id,
  publication: courses.publication,
  ...courseAccessColumns(actor),
});

/**
 * The assignment `actor` may see, with its course (404 otherwise: a draft assignment, or one
 * of a course hidden from them, is as if it did not exist). Who sees what is the shared
 * visibility module's call (policies/visibility.ts).
 */
export async function visibleAssignment(
  db: DbOrTx,
  actor: Actor,
  id: number,
  options: { lock?: 'update' | 'share' } = {},
): Promise<AssignmentWithCourse> {
  const query = db
    .select({ assignment: assignments, course: courseFacts(actor) })
    .from(assignments)
    .innerJoin(courses, eq(courses.id, assignments.courseId))
    .where(eq(assignments.id, id));
  const [row] = await (options.lock ? query.for(options.lock, { of: assignments }) : query);
  if (!row || !isVisible(actor, row.course, row.course.publication, row.assignment.publication))
    throw notFound(M.notFound);
  return row;
}

/** The assignment `actor` manages (404 unseen, 403 seen but not theirs to manage). */
export async function managedAssignment(
  db: DbOrTx,
  actor: Actor,
  id: number,
  options: { lock?: 'update' | 'share' } = {},
): Promise<AssignmentWithCourse> {
  const row = await visibleAssignment(db, actor, id, options);
  authorize(actor, 'assignment.manage', row.course);
  return row;
}

/** The course `actor` may see (404 otherwise). */
export async function visibleCourse(db: DbOrTx, actor: Actor, courseId: number): Promise<CourseFacts> {
  const [course] = await db.select(courseFacts(actor)).from(courses).where(eq(courses.id, courseId));
  if (!course || !isVisible(actor, course, course.publication)) throw notFound(CONTENT_MESSAGES.courseInvalid);
  return course;
}
