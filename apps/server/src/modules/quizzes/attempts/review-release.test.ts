import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { MyQuizAttempts, QuizAttemptView, QuizPreview } from '@netclass/shared/quiz-attempts';
import { buildTestApp, type TestApp } from '../../../../test/app.js';
import {
  call,
  insertCategory,
  insertQuestion,
  insertQuiz,
  quizClass,
  singleChoice,
  type QuizClass,
} from './attempt.fixtures.js';

/** The review a student reaches with the default settings, the teacher's release, and the preview (docs/decisions/038). */
let h: TestApp;
let c: QuizClass;
let questionId: number;

beforeAll(async () => {
  h = await buildTestApp();
  c = await quizClass(h);
  questionId = await insertQuestion(
    h,
    c.courseId,
    await insertCategory(h, c.courseId, 'Định tuyến'),
    singleChoice('Thiết bị nào nối hai mạng?'),
  );
});
afterAll(async () => {
  await h?.close();
});

/** A quiz with the table's default review timings and no close time. */
const defaultQuiz = (settings: Parameters<typeof insertQuiz>[3] = {}) =>
  insertQuiz(h, c.courseId, [{ kind: 'question', questionId, points: 2 }], settings);
const json = async <T>(
  method: Parameters<typeof call>[1],
  url: string,
  token: string,
  body?: object,
  expected = 200,
) => {
  const response = await call(h, method, url, token, body);
  expect(response.statusCode, response.body).toBe(expected);
  return response.json<T>();
};
const submitted = async (quizId: number) => {
  const started = await json<QuizAttemptView>(
    'POST',
    `/api/quizzes/${quizId}/attempts`,
    c.tokens.student,
    undefined,
    201,
  );
  await json('PUT', `/api/quiz-attempts/${started.attempt.id}/answers/1`, c.tokens.student, {
    answer: { type: 'single_choice', option_id: 1 },
    seq: 1,
  });
  return json<QuizAttemptView>('POST', `/api/quiz-attempts/${started.attempt.id}/submit`, c.tokens.student);
};

describe('the review with the default settings', () => {
  test('the marks show after the attempt; the answers and solutions when the teacher releases them, enforced by the server', async () => {
    const quizId = await defaultQuiz();
    const intro = await json<MyQuizAttempts>('GET', `/api/quizzes/${quizId}/my-attempts`, c.tokens.student);
    expect(intro.quiz.review).toEqual({
      answers: 'after_close',
      marks: 'after_attempt',
      feedback: 'after_close',
      close_at: null,
      solutions_released: false,
    });
    const done = await submitted(quizId);
    expect(done.attempt.points).toBe(2);
    expect(done.review_schedule.solutions_released).toBe(false);
    const [review] = done.questions.map((question) => question.review);
    expect(review?.score).toBe(2);
    expect(review?.right_answer).toBeNull();
    expect(review?.feedback_html).toBeNull();

    const released = await json<{ quiz: { solutions_released_at: string | null } }>(
      'PUT',
      `/api/quizzes/${quizId}/solutions`,
      c.tokens.teacher,
      { released: true },
    );
    expect(released.quiz.solutions_released_at).not.toBeNull();
    const after = await json<QuizAttemptView>('GET', `/api/quiz-attempts/${done.attempt.id}`, c.tokens.student);
    expect(after.review_schedule.solutions_released).toBe(true);
    expect(after.questions[0]?.review?.right_answer).toMatchObject({ type: 'single_choice' });
    expect(after.questions[0]?.review?.feedback_html?.join(' ')).toContain('router nối các mạng');

    await json('PUT', `/api/quizzes/${quizId}/solutions`, c.tokens.teacher, { released: false });
    const withdrawn = await json<QuizAttemptView>('GET', `/api/quiz-attempts/${done.attempt.id}`, c.tokens.student);
    expect(withdrawn.questions[0]?.review?.right_answer).toBeNull();
    expect(withdrawn.questions[0]?.review?.score).toBe(2);
  });

  test('a release opens only what shows after the close: a part set to "never" stays hidden', async () => {
    const quizId = await defaultQuiz({ reviewFeedback: 'never' });
    const done = await submitted(quizId);
    await json('PUT', `/api/quizzes/${quizId}/solutions`, c.tokens.admin, { released: true });
    const after = await json<QuizAttemptView>('GET', `/api/quiz-attempts/${done.attempt.id}`, c.tokens.student);
    expect(after.questions[0]?.review?.right_answer).not.toBeNull();
    expect(after.questions[0]?.review?.feedback_html).toBeNull();
  });

  test('releasing: 401 without a session, 403 for a student, 404 for another course’s teacher and unknown quizzes, 400 for a bad body', async () => {
    const quizId = await defaultQuiz();
    expect((await call(h, 'PUT', `/api/quizzes/${quizId}/solutions`, undefined, { released: true })).statusCode).toBe(
      401,
    );
    expect(
      (await call(h, 'PUT', `/api/quizzes/${quizId}/solutions`, c.tokens.student, { released: true })).statusCode,
    ).toBe(403);
    expect(
      (await call(h, 'PUT', `/api/quizzes/${quizId}/solutions`, c.tokens.otherTeacher, { released: true })).statusCode,
    ).toBe(404);
    expect(
      (await call(h, 'PUT', '/api/quizzes/2000000000/solutions', c.tokens.teacher, { released: true })).statusCode,
    ).toBe(404);
    expect(
      (await call(h, 'PUT', `/api/quizzes/${quizId}/solutions`, c.tokens.teacher, { released: 'yes' })).statusCode,
    ).toBe(400);
  });
});

describe("a teacher's preview", () => {
  const attemptCount = async (quizId: number) =>
    Number(
      (await h.database.pool.query('select count(*) from quiz_attempts where quiz_id = $1', [quizId])).rows[0].count,
    );

  test('shows the questions as a student gets them (no keys), a draft too, and records nothing', async () => {
    const quizId = await defaultQuiz({ publication: 'draft' });
    const preview = await json<QuizPreview>('GET', `/api/quizzes/${quizId}/preview`, c.tokens.teacher);
    expect(preview.quiz_id).toBe(quizId);
    expect(preview.max_points).toBe(2);
    expect(preview.questions).toHaveLength(1);
    const [question] = preview.questions;
    expect(question?.review).toBeNull();
    expect(question?.question.kind).toBe('bank');
    expect(JSON.stringify(question)).not.toContain('fraction');
    expect(JSON.stringify(question)).not.toContain('router nối các mạng');
    await json<QuizPreview>('GET', `/api/quizzes/${quizId}/preview`, c.tokens.admin);
    expect(await attemptCount(quizId)).toBe(0);
  });

  test('401 without a session, 403 for a student of the course, 404 for those who cannot see it, 409 with no questions', async () => {
    const quizId = await defaultQuiz();
    expect((await call(h, 'GET', `/api/quizzes/${quizId}/preview`)).statusCode).toBe(401);
    expect((await call(h, 'GET', `/api/quizzes/${quizId}/preview`, c.tokens.student)).statusCode).toBe(403);
    expect((await call(h, 'GET', `/api/quizzes/${quizId}/preview`, c.tokens.outsider)).statusCode).toBe(404);
    expect((await call(h, 'GET', `/api/quizzes/${quizId}/preview`, c.tokens.otherTeacher)).statusCode).toBe(404);
    const empty = await insertQuiz(h, c.courseId, []);
    expect((await call(h, 'GET', `/api/quizzes/${empty}/preview`, c.tokens.teacher)).statusCode).toBe(409);
    expect(await attemptCount(quizId)).toBe(0);
  });
});
