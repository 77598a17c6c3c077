import { eq } from 'drizzle-orm';
import { courses, lessons } from '../../db/schema/index.js';
import type { Outbox } from '../../infra/outbox.js';
import type { DomainEvents } from '../../infra/domain-events.js';
import { courseItemAudience, courseTeachersSql } from '../../policies/index.js';

/**
 * What an edit of a course, a lesson or its materials tells, once (infra/outbox.ts): those who
 * see the item as it stands at the delivery (its course room once it and its course are
 * published, else its managers) refetch. A lesson gone meanwhile says nothing more.
 */
export function deliverContentEdits(outbox: Outbox, services: { events: DomainEvents }): void {
  const { events } = services;
  outbox.handle('contentEdited', async (tx, { courseId, lessonId }) => {
    const [course] = await tx
      .select({ teacherIds: courseTeachersSql, publication: courses.publication })
      .from(courses)
      .where(eq(courses.id, courseId));
    const [lesson] =
      lessonId === null
        ? [undefined]
        : await tx.select({ publication: lessons.publication }).from(lessons).where(eq(lessons.id, lessonId));
    if (!course || (lessonId !== null && !lesson)) return undefined;
    const states = lesson ? [course.publication, lesson.publication] : [course.publication];
    const audience = courseItemAudience(courseId, course.teacherIds, ...states);
    return () => events.publish('contentChanged', { lessonId, audience });
  });
}
