import { afterAll, beforeAll, expect } from 'vitest';
import type { QuizAttemptView } from '@netclass/shared/quiz-attempts';
import { buildTestApp, type TestApp } from '../../../../test/app.js';
import {
  call,
  insertCategory,
  insertQuestion,
  insertQuiz,
  quizClass,
  singleChoice,
  type QuizClass,
  type SlotSpec,
} from './attempt.fixtures.js';

/*
 * The attempt route tests' app, class and bank, and their helpers (attempt-routes.test.ts,
 * attempt-save-submit.test.ts). A test file calls useAttemptApp() once.
 */

export let h: TestApp;
export let c: QuizClass;
export let categoryId: number;
export let fixedId: number;

/** Registers the app, the class and its bank for the file that calls it (the exports above are bound once it has run). */
export function useAttemptApp(): void {
  beforeAll(async () => {
    h = await buildTestApp();
    c = await quizClass(h);
    categoryId = await insertCategory(h, c.courseId, 'Định tuyến');
    fixedId = await insertQuestion(h, c.courseId, categoryId, singleChoice('Thiết bị nào nối hai mạng?'));
    for (let n = 1; n <= 4; n += 1)
      await insertQuestion(h, c.courseId, categoryId, singleChoice(`Câu ngẫu nhiên ${n}`));
  });
  afterAll(async () => {
    await h?.close();
  });
}

export const SLOTS: SlotSpec[] = [
  { kind: 'question', questionId: 0, points: 2 },
  { kind: 'random', categoryId: 0 },
  { kind: 'random', categoryId: 0 },
  { kind: 'generated', networkingType: 'ipv4-subnet-facts', points: 3 },
];
export const slots = () =>
  SLOTS.map((slot) =>
    slot.kind === 'question'
      ? { ...slot, questionId: fixedId }
      : slot.kind === 'random'
        ? { ...slot, categoryId }
        : slot,
  );
export const quiz = (settings: Parameters<typeof insertQuiz>[3] = {}, spec = slots()) =>
  insertQuiz(h, c.courseId, spec, {
    timeLimitSeconds: 600,
    reviewAnswers: 'after_attempt',
    reviewFeedback: 'after_attempt',
    ...settings,
  });
export const start = async (quizId: number, token = c.tokens.student, expected = 201) => {
  const response = await call(h, 'POST', `/api/quizzes/${quizId}/attempts`, token);
  expect(response.statusCode, response.body).toBe(expected);
  return response.json<QuizAttemptView>();
};
export const save = (attemptId: number, position: number, answer: object, seq: number, token = c.tokens.student) =>
  call(h, 'PUT', `/api/quiz-attempts/${attemptId}/answers/${position}`, token, { answer, seq });
export const view = async (attemptId: number, token = c.tokens.student) => {
  const response = await call(h, 'GET', `/api/quiz-attempts/${attemptId}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<QuizAttemptView>();
};
export const sql = async <T extends object>(text: string, values: unknown[] = []) =>
  (await h.database.pool.query<T & Record<string, unknown>>(text, values)).rows;
export const bankPosition = (attempt: QuizAttemptView, kind: 'bank' | 'generated') =>
  attempt.questions.find((question) => question.question.kind === kind)!.position;
