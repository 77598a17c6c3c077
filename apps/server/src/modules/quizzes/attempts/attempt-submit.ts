import { and, eq, isNull, sql } from 'drizzle-orm';
import { sumPoints, type QuizSubmitter } from '@netclass/shared';
import type { DbOrTx } from '../../../db/client.js';
import { quizAttemptQuestions, quizAttempts } from '../../../db/schema/index.js';
import { cancelAttemptEnd } from './attempt-timer.js';
import { scoreAttemptQuestion } from '../scoring.js';

/**
 * Submits an attempt in `tx`: locks its row (a save waits for it, or finishes first and is
 * scored), scores every question through scoring.ts, stores each score and marks in one
 * statement and the attempt's points. Idempotent: an attempt already submitted is left as it
 * is and false is answered. Call inside a transaction.
 */
export async function submitAttempt(tx: DbOrTx, attemptId: number, by: QuizSubmitter): Promise<boolean> {
  const [open] = await tx
    .select({ id: quizAttempts.id })
    .from(quizAttempts)
    .where(and(eq(quizAttempts.id, attemptId), isNull(quizAttempts.submittedAt)))
    .for('update');
  if (!open) return false;
  const rows = await tx.select().from(quizAttemptQuestions).where(eq(quizAttemptQuestions.attemptId, attemptId));
  const scored = rows.map((row) => ({
    position: row.position,
    ...scoreAttemptQuestion(row.body, row.points, row.answer),
  }));
  if (scored.length) {
    await tx.execute(sql`update ${quizAttemptQuestions} q set score = v.score, marks = v.marks
      from jsonb_to_recordset(${JSON.stringify(scored)}::jsonb) as v(position int, score numeric, marks jsonb)
      where q.attempt_id = ${attemptId} and q.position = v.position`);
  }
  const points = sumPoints(scored.map((row) => row.score));
  await tx
    .update(quizAttempts)
    .set({ submittedAt: sql`now()`, submittedBy: by, points })
    .where(eq(quizAttempts.id, attemptId));
  if (by !== 'timer') await cancelAttemptEnd(tx, attemptId);
  return true;
}
