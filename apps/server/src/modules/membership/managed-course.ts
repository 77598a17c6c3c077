import { eq } from 'drizzle-orm';
import { MEMBERSHIP_MESSAGES as M } from '@netclass/shared';
import type { DbOrTx } from '../../db/client.js';
import { courses } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import { authorize, type Actor } from '../../policies/index.js';

export interface ManagedCourse {
  id: number;
  name: string;
  teacherId: number | null;
}

/** The course whose members `actor` manages (its teacher, admins): 404 when there is none, else 403 unless allowed. */
export async function managedCourse(db: DbOrTx, actor: Actor, courseId: number): Promise<ManagedCourse> {
  const [course] = await db.select({ id: courses.id, name: courses.name, teacherId: courses.teacherId }).from(courses).where(eq(courses.id, courseId));
  if (!course) throw notFound(M.courseInvalid);
  authorize(actor, 'course.members', course);
  return course;
}
