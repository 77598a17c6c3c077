import { eq, sql } from 'drizzle-orm';
import { assignments, courses, users } from '../../db/schema/index.js';
import type { Outbox } from '../../infra/outbox.js';
import { excerpt, type NotificationService } from '../notifications/index.js';

/**
 * What a release of grades tells, once (infra/outbox.ts): each student with a grade of the
 * assignment gets a notification leading to it, inserted with the delivery.
 */
export function deliverGrades(outbox: Outbox, services: { notifications: NotificationService }): void {
  const { notifications } = services;

  outbox.handle('gradesReleased', async (tx, { assignmentId }) => {
    const [found] = await tx
      .select({
        title: assignments.title,
        releasedAt: assignments.gradesReleasedAt,
        courseId: assignments.courseId,
        courseName: courses.name,
      })
      .from(assignments)
      .innerJoin(courses, eq(courses.id, assignments.courseId))
      .where(eq(assignments.id, assignmentId));
    if (!found?.releasedAt) return undefined;
    const params = {
      assignment: excerpt(found.title, 80),
      course: excerpt(found.courseName, 80),
      course_id: found.courseId,
    };
    const graded = sql`${users.id} in (select g.student_id from grades g where g.assignment_id = ${assignmentId})`;
    const batch = await notifications.insert(
      tx,
      { kind: 'matching', where: graded },
      { type: 'grades_released', params, link: `/assignment/${assignmentId}` },
    );
    return () => notifications.announce(batch);
  });
}
