import { eq } from 'drizzle-orm';
import { MEMBERSHIP_MESSAGES as M } from '@netclass/shared';
import type { DbOrTx } from '../../db/client.js';
import { courses } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import { authorize, can, courseAccessColumns, type Actor, type CourseForActor } from '../../policies/index.js';

export interface ManagedCourse extends CourseForActor {
  id: number;
  name: string;
  teacherId: number | null;
}

/**
 * The course whose members `actor` manages (its teachers, admins): 404 when there is none or
 * `actor` may not enter it (a members-only course is not there for others), else 403 unless allowed.
 */
export async function managedCourse(db: DbOrTx, actor: Actor, courseId: number): Promise<ManagedCourse> {
  const [course] = await db
    .select({ id: courses.id, name: courses.name, teacherId: courses.teacherId, ...courseAccessColumns(actor) })
    .from(courses)
    .where(eq(courses.id, courseId));
  if (!course || !can(actor, 'course.read', course)) throw notFound(M.courseInvalid);
  authorize(actor, 'course.members', course);
  return course;
}
