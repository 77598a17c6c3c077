import { eq } from 'drizzle-orm';
import { CONTENT_MESSAGES } from '@netclass/shared';
import type { DbOrTx } from '../../db/client.js';
import { courses } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import { authorize, courseAccessColumns, type Actor } from '../../policies/index.js';

/**
 * The course whose gradebook `actor` manages: 404 when there is no such course, else 403
 * unless they are its teacher or an admin (a gradebook is never anyone else's, whether or not
 * they may enter the course).
 */
export async function gradebookCourse(db: DbOrTx, actor: Actor, courseId: number, options: { lock?: boolean } = {}) {
  const query = db
    .select({ id: courses.id, name: courses.name, ...courseAccessColumns(actor) })
    .from(courses)
    .where(eq(courses.id, courseId));
  const [course] = await (options.lock ? query.for('no key update', { of: courses }) : query);
  if (!course) throw notFound(CONTENT_MESSAGES.courseInvalid);
  authorize(actor, 'gradebook.manage', course);
  return course;
}
