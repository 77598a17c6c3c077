import type { DbOrTx } from '../../../db/client.js';
import { addJob, removeJob } from '../../../infra/jobs.js';
import type { QuizRow } from '../access.js';

/**
 * How long after `ends_at` a save still counts: one sent in the last second may arrive a little
 * late (docs/decisions/030). The end job runs after it, so a save in the grace is scored.
 */
export const SAVE_GRACE_MS = 3000;

const endJobKey = (attemptId: number) => `quiz-attempt-end:${attemptId}`;

/**
 * An attempt's end, set once at its start: the time limit plus the student's extra time, cut at
 * the quiz's close time; null when the quiz has neither.
 */
export function attemptEndsAt(
  startedAt: Date,
  quiz: Pick<QuizRow, 'timeLimitSeconds' | 'closeAt'>,
  extraSeconds: number,
): Date | null {
  const limitEnd =
    quiz.timeLimitSeconds === null
      ? null
      : new Date(startedAt.getTime() + (quiz.timeLimitSeconds + extraSeconds) * 1000);
  if (limitEnd && quiz.closeAt) return limitEnd < quiz.closeAt ? limitEnd : quiz.closeAt;
  return limitEnd ?? quiz.closeAt;
}

/** Whether saves are over for an attempt ending at `endsAt` (the grace included). */
export const savesOver = (endsAt: Date | null, now: Date) =>
  endsAt !== null && now.getTime() >= endsAt.getTime() + SAVE_GRACE_MS;

/**
 * The durable end job of an attempt, in `tx` (it exists only if the attempt does): graphile-worker
 * keeps it in the database, so it runs after a crash or a restart, at once if its time has passed.
 */
export async function scheduleAttemptEnd(tx: DbOrTx, attemptId: number, endsAt: Date): Promise<void> {
  await addJob(
    tx,
    'quizAttemptEnd',
    { attemptId },
    { runAt: new Date(endsAt.getTime() + SAVE_GRACE_MS), key: endJobKey(attemptId) },
  );
}

/** The student submitted first: the end job has nothing left to do. */
export async function cancelAttemptEnd(tx: DbOrTx, attemptId: number): Promise<void> {
  await removeJob(tx, endJobKey(attemptId));
}
