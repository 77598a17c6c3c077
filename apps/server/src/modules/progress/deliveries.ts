import { and, eq } from 'drizzle-orm';
import { lessonProgress } from '../../db/schema/index.js';
import type { Outbox } from '../../infra/outbox.js';
import type { DomainEvents } from '../../infra/domain-events.js';

/**
 * What a first completion tells, once (infra/outbox.ts): the student's own tabs (the
 * completion, and their lesson row as it stands now when the completion changed it) and
 * those watching the course's report. It writes nothing: the completion is its own record.
 */
export function deliverCompletions(outbox: Outbox, services: { events: DomainEvents }): void {
  outbox.handle('materialCompleted', async (tx, { studentId, materialId, lessonId, courseId, progress }) => {
    const [row] = progress
      ? await tx
          .select()
          .from(lessonProgress)
          .where(and(eq(lessonProgress.studentId, studentId), eq(lessonProgress.lessonId, lessonId)))
      : [];
    const change = row ? { row, created: progress === 'created' } : null;
    return () =>
      services.events.publish('materialCompleted', { studentId, materialId, lessonId, courseId, progress: change });
  });
}
