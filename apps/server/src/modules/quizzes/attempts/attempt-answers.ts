import { and, eq, sql } from 'drizzle-orm';
import { QUIZ_ATTEMPT_MESSAGES as M, type QuizAnswer, type QuizAttemptQuestionBody } from '@netclass/shared';
import type { SavedQuizAnswer } from '@netclass/shared/quiz-attempts';
import type { Db } from '../../../db/client.js';
import { quizAttemptEvents, quizAttemptQuestions } from '../../../db/schema/index.js';
import { badRequest, conflict, notFound } from '../../../lib/errors.js';
import { authorize, type Actor } from '../../../policies/index.js';
import { readableAttempt, type QuizAttemptRow } from '../access.js';
import { savesOver, SAVE_GRACE_MS } from './attempt-timer.js';

const fitsQuestion = (body: QuizAttemptQuestionBody, answer: QuizAnswer) =>
  body.kind === 'generated' ? answer.type === 'generated' : answer.type === body.question.type;

/** The student's own attempt, still open (404 another's, 403 staff, 409 submitted or over). */
async function openAttempt(db: Db, actor: Actor, attemptId: number, now: Date): Promise<QuizAttemptRow> {
  const { attempt } = await readableAttempt(db, actor, attemptId);
  authorize(actor, 'quiz.attempt');
  if (attempt.submittedAt !== null) throw conflict(M.submitted);
  if (savesOver(attempt.endsAt, now)) throw conflict(M.timeOver);
  return attempt;
}

/**
 * Saving answers and recording focus events of an attempt (docs/decisions/030). A save is one
 * statement: it locks the attempt's row for share (a submission in progress holds it for
 * update, so a save either lands before the scoring reads the answers, or finds the attempt
 * submitted) and writes only while the attempt is open, before its end (with the grace), and
 * when the seq is above the stored one.
 */
export class QuizAnswerService {
  constructor(private readonly db: Db) {}

  async save(
    actor: Actor,
    attemptId: number,
    position: number,
    answer: QuizAnswer,
    seq: number,
    now = new Date(),
  ): Promise<SavedQuizAnswer> {
    const attempt = await openAttempt(this.db, actor, attemptId, now);
    const [question] = await this.db
      .select({ body: quizAttemptQuestions.body })
      .from(quizAttemptQuestions)
      .where(and(eq(quizAttemptQuestions.attemptId, attemptId), eq(quizAttemptQuestions.position, position)));
    if (!question) throw notFound(M.questionNotFound);
    if (!fitsQuestion(question.body, answer)) throw badRequest(M.answerWrongType, 'VALIDATION', 'answer');
    const written = await this.db.execute<{ answer_seq: number }>(sql`
      with open_attempt as (
        select id from quiz_attempts
        where id = ${attemptId} and submitted_at is null and (ends_at is null or now() < ends_at + ${`${SAVE_GRACE_MS} milliseconds`}::interval)
        for share
      )
      update ${quizAttemptQuestions} q set answer = ${JSON.stringify(answer)}::jsonb, answer_seq = ${seq}, answered_at = now()
      from open_attempt
      where q.attempt_id = open_attempt.id and q.position = ${position} and q.answer_seq < ${seq}
      returning q.answer_seq`);
    const endsAt = attempt.endsAt?.toISOString() ?? null;
    if (written.rows[0]) return { position, seq, saved: true, ends_at: endsAt, now: now.toISOString() };
    // Not written: the attempt ended meanwhile (409), or the seq was a repeat or late (the stored one is answered).
    await openAttempt(this.db, actor, attemptId, new Date());
    const [stored] = await this.db
      .select({ seq: quizAttemptQuestions.answerSeq })
      .from(quizAttemptQuestions)
      .where(and(eq(quizAttemptQuestions.attemptId, attemptId), eq(quizAttemptQuestions.position, position)));
    return { position, seq: stored?.seq ?? seq, saved: false, ends_at: endsAt, now: now.toISOString() };
  }

  /** A focus loss or tab switch, kept for the teacher while the attempt is open; nothing is blocked. */
  async recordEvent(actor: Actor, attemptId: number, kind: string): Promise<void> {
    await openAttempt(this.db, actor, attemptId, new Date());
    await this.db.insert(quizAttemptEvents).values({ attemptId, kind });
  }
}
