import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import type { QuizAttemptView, SavedQuizAnswer } from '@netclass/shared/quiz-attempts';
import type { QuizResponse } from '@netclass/shared/quiz-authoring';
import { runningEmbeddedUrl } from '../../../db/embedded-postgres.js';
import {
  callServer as call,
  firstLogin,
  killServerProcess,
  removeServerDataRoot,
  serverDataRoot,
  startServerProcess,
  stopAllServerProcesses,
  type ServerProcess,
} from '../../../../test/server-process.js';
import { SAVE_GRACE_MS } from './attempt-timer.js';

/**
 * Issue 15 item 8: the real server process (server.ts, its embedded PostgreSQL) killed with
 * SIGKILL in the middle of an attempt and started again on the same DATA_DIR. The saved answers
 * are there, the clock went on while the app was away, and the end job left in the database
 * submits the attempt at its end with no client (docs/decisions/030).
 */
const ADMIN = { id: 1, password: 'attempt-kill-password' };
/** The quiz closes this long after it is made: the attempt ends at the close (its limit is longer). */
const CLOSES_IN_MS = 30_000;
let dataDir: string;

beforeAll(() => {
  dataDir = serverDataRoot('netclass-attempt-kill-');
});
afterAll(async () => {
  await stopAllServerProcesses();
  removeServerDataRoot(dataDir);
});

/** A published course with a student, and a published quiz of two generated questions closing in CLOSES_IN_MS, made through the API. */
async function quizForStudent(server: ServerProcess) {
  const { token } = (await call<{ token: string }>(server, 'POST', '/api/auth/login', undefined, ADMIN)).body;
  await call(server, 'POST', '/api/admin', token, { id: 5101, name: 'Giảng viên', role: 'teacher' });
  await call(server, 'POST', '/api/admin', token, { id: 6101, name: 'Sinh viên', role: 'student' });
  const { category } = (
    await call<{ category: { id: number } }>(server, 'POST', '/api/categories', token, { name: 'Học kỳ kiểm tra' })
  ).body;
  await call(server, 'POST', '/api/courses', token, {
    id: 7101,
    name: 'Mạng máy tính',
    teacher_id: 5101,
    category_id: category.id,
  });
  expect((await call(server, 'PUT', '/api/courses/7101/publication', token, { state: 'published' })).status).toBe(200);
  const closeAt = new Date(Date.now() + CLOSES_IN_MS).toISOString();
  const created = await call<QuizResponse>(server, 'POST', '/api/courses/7101/quizzes', token, {
    title: 'Kiểm tra nhanh',
    time_limit_seconds: 600,
    close_at: closeAt,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const quizId = created.body.quiz.id;
  const slots = [
    { kind: 'generated', networking_type: 'ipv4-subnet-facts', points: 2 },
    { kind: 'generated', networking_type: 'ipv6-compress', points: 1 },
  ];
  expect((await call(server, 'PUT', `/api/quizzes/${quizId}/slots`, token, { slots })).status).toBe(200);
  expect((await call(server, 'PUT', `/api/quizzes/${quizId}/publication`, token, { state: 'published' })).status).toBe(
    200,
  );
  return { quizId, closeAt, student: await firstLogin(server, 6101) };
}

async function attemptRow(attemptId: number) {
  const client = new pg.Client({ connectionString: runningEmbeddedUrl(dataDir) });
  await client.connect();
  try {
    const attempt = await client.query<{ submitted_by: string | null; submitted_at: Date | null; ends_at: Date }>(
      'select submitted_by, submitted_at, ends_at from quiz_attempts where id = $1',
      [attemptId],
    );
    const job = await client.query<{ run_at: Date }>(
      'select run_at from graphile_worker._private_jobs where key = $1',
      [`quiz-attempt-end:${attemptId}`],
    );
    return { ...attempt.rows[0]!, jobRunAt: job.rows[0]?.run_at };
  } finally {
    await client.end();
  }
}

describe('an attempt when the server process is killed', () => {
  test('keeps every saved answer and its seq, the clock goes on, saves after the end are refused and the end job submits it', async () => {
    const first = await startServerProcess(dataDir, ADMIN);
    const { quizId, closeAt, student } = await quizForStudent(first);
    const started = await call<QuizAttemptView>(first, 'POST', `/api/quizzes/${quizId}/attempts`, student);
    expect(started.status).toBe(201);
    const { id, ends_at: endsAt } = started.body.attempt;
    expect(endsAt).toBe(closeAt);
    const answers = [
      { position: 1, answer: { type: 'generated', fields: { network: '10.0.0.0' } }, seq: 1 },
      { position: 1, answer: { type: 'generated', fields: { network: '10.0.1.0', broadcast: '10.0.1.255' } }, seq: 2 },
      { position: 2, answer: { type: 'generated', fields: { compressed: '2001:db8::1' } }, seq: 1 },
    ];
    /** What the attempt holds: the last answer of each question. */
    const kept = [answers[1]!, answers[2]!];
    let before: SavedQuizAnswer | undefined;
    for (const { position, answer, seq } of answers) {
      const saved = await call<SavedQuizAnswer>(first, 'PUT', `/api/quiz-attempts/${id}/answers/${position}`, student, {
        answer,
        seq,
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect(saved.body).toMatchObject({ saved: true, seq });
      before = saved.body;
    }
    const lastAnswerAt = Date.now();
    await killServerProcess(first);

    const second = await startServerProcess(dataDir, ADMIN);
    const backAt = Date.now();
    const resumed = await call<QuizAttemptView>(second, 'GET', `/api/quiz-attempts/${id}`, student);
    expect(resumed.status).toBe(200);
    const view = resumed.body;
    expect(view.attempt).toMatchObject({ id, ends_at: endsAt, submitted_at: null });
    expect(view.questions.map(({ position, answer, seq }) => ({ position, answer, seq }))).toEqual(kept);
    // The time left went down by at least the time the app was away (both clocks are this machine's; 5 ms for rounding).
    const left = (answer: { now: string }) => new Date(endsAt!).getTime() - new Date(answer.now).getTime();
    expect(left(view)).toBeLessThanOrEqual(left(before!) - (backAt - lastAnswerAt) + 5);
    // Starting again, as another device would, resumes the same attempt.
    expect(
      (await call<QuizAttemptView>(second, 'POST', `/api/quizzes/${quizId}/attempts`, student)).body.attempt.id,
    ).toBe(id);

    // Nobody calls any more: the end job (its row outlived the kill) submits the attempt at its end plus the grace.
    expect((await attemptRow(id)).jobRunAt?.getTime()).toBe(new Date(endsAt!).getTime() + SAVE_GRACE_MS);
    await vi.waitFor(async () => expect((await attemptRow(id)).submitted_by).toBe('timer'), {
      timeout: CLOSES_IN_MS + 30_000,
      interval: 500,
    });
    const ended = await attemptRow(id);
    expect(ended.submitted_at!.getTime()).toBeGreaterThanOrEqual(new Date(endsAt!).getTime() + SAVE_GRACE_MS);
    expect(ended.jobRunAt).toBeUndefined();
    const late = await call(second, 'PUT', `/api/quiz-attempts/${id}/answers/2`, student, {
      answer: kept[1]!.answer,
      seq: 2,
    });
    expect(late.status).toBe(409);
    const review = (await call<QuizAttemptView>(second, 'GET', `/api/quiz-attempts/${id}`, student)).body;
    expect(review.questions.map(({ position, answer, seq }) => ({ position, answer, seq }))).toEqual(kept);
  }, 150_000);
});
