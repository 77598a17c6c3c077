import { afterEach, describe, expect, test } from 'vitest';
import type { QuizAttemptView } from '@netclass/shared/quiz-attempts';
import type { TestApp } from '../../../../test/app.js';
import { sharedDatabaseApps } from '../../../../test/shared-database-apps.js';
import { call, insertCategory, insertQuestion, insertQuiz, quizClass, singleChoice } from './attempt.fixtures.js';
import { SAVE_GRACE_MS } from './attempt-timer.js';

/**
 * The attempt's end on the durable job queue (docs/decisions/030): an abandoned attempt is
 * submitted at its end by the job, also when the app that started it is gone; saved answers
 * outlive a restart while the clock goes on.
 */
const shared = sharedDatabaseApps();
afterEach(() => shared.closeAll());
const { query } = shared;

async function startedAttempt(h: TestApp) {
  const c = await quizClass(h);
  const category = await insertCategory(h, c.courseId, 'Địa chỉ IP');
  const questionId = await insertQuestion(h, c.courseId, category, singleChoice('Thiết bị nào nối hai mạng?'));
  const quizId = await insertQuiz(
    h,
    c.courseId,
    [
      { kind: 'question', questionId, points: 4 },
      { kind: 'generated', networkingType: 'ipv6-compress' },
    ],
    { timeLimitSeconds: 600 },
  );
  const started = await call(h, 'POST', `/api/quizzes/${quizId}/attempts`, c.tokens.student);
  expect(started.statusCode, started.body).toBe(201);
  const attempt = started.json<QuizAttemptView>();
  const saved = await call(h, 'PUT', `/api/quiz-attempts/${attempt.attempt.id}/answers/1`, c.tokens.student, {
    answer: { type: 'single_choice', option_id: 1 },
    seq: 1,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return { c, id: attempt.attempt.id, endsAt: attempt.attempt.ends_at! };
}

const jobKey = (id: number) => `quiz-attempt-end:${id}`;
const jobRunAt = async (id: number) =>
  (await query<{ run_at: Date }>('select run_at from graphile_worker._private_jobs where key = $1', [jobKey(id)]))[0]
    ?.run_at;
const attemptRow = async (id: number) =>
  (
    await query<{ submitted_by: string | null; points: string | null; submitted_at: Date | null }>(
      'select submitted_by, points, submitted_at from quiz_attempts where id = $1',
      [id],
    )
  )[0]!;
/** The attempt's time runs out now, as the clock would bring it: its end and its job's time move. */
const timeRunsOut = (id: number) =>
  Promise.all([
    query(`update quiz_attempts set ends_at = now() - interval '10 seconds' where id = $1`, [id]),
    query(`update graphile_worker._private_jobs set run_at = now() where key = $1`, [jobKey(id)]),
  ]);
async function submittedByTimer(id: number): Promise<void> {
  for (let tries = 0; tries < 100; tries += 1) {
    if ((await attemptRow(id)).submitted_by) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect(await attemptRow(id)).toMatchObject({ submitted_by: 'timer', points: '4.00' });
}

describe('the end job', { timeout: 60_000 }, () => {
  test('is scheduled at the end plus the grace, keyed by the attempt; a student submission removes it', async () => {
    const h = await shared.start();
    const { c, id, endsAt } = await startedAttempt(h);
    expect((await jobRunAt(id))?.getTime()).toBe(new Date(endsAt).getTime() + SAVE_GRACE_MS);
    expect((await call(h, 'POST', `/api/quiz-attempts/${id}/submit`, c.tokens.student)).statusCode).toBe(200);
    expect(await jobRunAt(id)).toBeUndefined();
  });

  test('submits an abandoned attempt at its end, with what was saved; running again changes nothing', async () => {
    const h = await shared.start();
    const { c, id } = await startedAttempt(h);
    await timeRunsOut(id);
    await submittedByTimer(id);
    const first = await attemptRow(id);
    await h.app.services.quizAttempts.endByTimer({ attemptId: id });
    expect(await attemptRow(id)).toEqual(first);
    // The student's submit after it answers the same review.
    const late = await call(h, 'POST', `/api/quiz-attempts/${id}/submit`, c.tokens.student);
    expect(late.json<QuizAttemptView>().attempt).toMatchObject({ submitted_by: 'timer', points: 4 });
  });

  test('answers survive a restart, the clock goes on, and the job left by the closed app ends the attempt', async () => {
    const first = await shared.start();
    const { c, id, endsAt } = await startedAttempt(first);
    await first.app.close();

    const second = await shared.start();
    const resumed = await call(second, 'GET', `/api/quiz-attempts/${id}`, c.tokens.student);
    const view = resumed.json<QuizAttemptView>();
    expect(view.attempt.ends_at).toBe(endsAt);
    expect(view.attempt.submitted_at).toBeNull();
    expect(view.questions[0]).toMatchObject({ answer: { type: 'single_choice', option_id: 1 }, seq: 1 });
    expect(new Date(view.now).getTime()).toBeGreaterThan(new Date(view.attempt.started_at).getTime());
    // The same attempt on another device after the restart, not a new one.
    expect(
      (await call(second, 'POST', `/api/quizzes/${view.attempt.quiz_id}/attempts`, c.tokens.student)).json().attempt.id,
    ).toBe(id);

    await timeRunsOut(id);
    await submittedByTimer(id);
  });
});
