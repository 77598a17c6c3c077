import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { lessonProgress } from '../../db/schema/index.js';
import type { DomainEvents } from '../../infra/domain-events.js';
import type { Outbox } from '../../infra/outbox.js';
import { lockLessonProgress, recomputeLessonProgress } from './recompute.js';

/**
 * Progress follows the lesson's materials, in the delivery of the event that changed them (a
 * material or a lesson published, a material deleted): every student's row of the lesson,
 * recomputed in one statement (a deleted material's completions are gone by cascade). Answers
 * what tells realtime of it, after the delivery commits.
 */
export async function recomputeLesson(tx: Tx, events: DomainEvents, lessonId: number, courseId: number) {
  await lockLessonProgress(tx, lessonId);
  const changes = await recomputeLessonProgress(tx, lessonId);
  return () => events.publish('lessonProgressRecomputed', { lessonId, courseId, studentId: null, changes });
}

/** A lesson row of a student as it stands now, or nothing. */
async function storedRow(tx: Tx, studentId: number, lessonId: number) {
  const [row] = await tx
    .select()
    .from(lessonProgress)
    .where(and(eq(lessonProgress.studentId, studentId), eq(lessonProgress.lessonId, lessonId)));
  return row;
}

/**
 * What progress events tell, once each (infra/outbox.ts): a first completion, the student's own
 * tabs (the completion, and their lesson row as it stands now when the completion changed
 * it) and those watching the course's report; a sync that changed a row, the same without
 * the completion; a deleted material, its course room, with the lesson's progress recomputed.
 */
export function deliverCompletions(outbox: Outbox, services: { events: DomainEvents }): void {
  const { events } = services;
  outbox.handle('materialCompleted', async (tx, { studentId, materialId, lessonId, courseId, progress }) => {
    const row = progress ? await storedRow(tx, studentId, lessonId) : undefined;
    const change = row ? { row, created: progress === 'created' } : null;
    return () => events.publish('completionRecorded', { studentId, materialId, lessonId, courseId, progress: change });
  });

  outbox.handle('lessonProgressSynced', async (tx, { lessonId, courseId, studentId, created }) => {
    const row = await storedRow(tx, studentId, lessonId);
    const changes = row ? [{ row, created }] : [];
    return () => events.publish('lessonProgressRecomputed', { lessonId, courseId, studentId, changes });
  });

  outbox.handle('materialDeleted', async (tx, deleted) => {
    const recomputed = await recomputeLesson(tx, events, deleted.lessonId, deleted.courseId);
    return () => {
      events.publish('materialDeleted', deleted);
      recomputed();
    };
  });
}
