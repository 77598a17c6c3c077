import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { DeadlineMonthResponse, ToDoResponse } from '@netclass/shared';
import { buildTestApp, type TestApp } from '../../../test/app.js';
import {
  call,
  insertCategory,
  insertQuestion,
  insertQuiz,
  quizClass,
  singleChoice,
  type QuizClass,
} from '../quizzes/attempts/attempt.fixtures.js';

/** Quizzes join the deadlines: the calendar's month, a student's to-do and the iCalendar feed (docs/decisions/038). */
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

const OPEN = new Date('2031-03-05T01:00:00.000Z');
const CLOSE = new Date('2031-03-20T16:59:00.000Z');
const quiz = (title: string, settings: Parameters<typeof insertQuiz>[3] = {}) =>
  insertQuiz(h, c.courseId, [{ kind: 'question', questionId }], { title, openAt: OPEN, closeAt: CLOSE, ...settings });
const get = async <T>(url: string, token: string) => {
  const response = await call(h, 'GET', url, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
};
const month = async (token: string) =>
  (await get<DeadlineMonthResponse>('/api/deadlines?month=3&year=2031', token)).deadlines;
const toDo = async (token: string) => (await get<ToDoResponse>('/api/deadlines/to-do', token)).items;
const feed = async (token: string, lang = 'vi') => {
  const made = await call(h, 'POST', `/api/calendar-feed?lang=${lang}`, token);
  expect(made.statusCode, made.body).toBe(201);
  const url = new URL(made.json<{ url: string }>().url);
  const response = await h.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
  expect(response.statusCode).toBe(200);
  return response.body.replace(/\r\n /g, '');
};

describe('quizzes in the deadlines', () => {
  test("a published quiz's open and close times are in its students' calendar, to-do and feed; a draft never; another course's student sees none", async () => {
    const published = await quiz('Kiểm tra chia mạng con');
    const draft = await quiz('Nháp bí mật', { publication: 'draft' });

    const mine = await month(c.tokens.student);
    expect(
      mine.filter((item) => item.quiz_id === published).map((item) => [item.kind, item.moment, item.due_at]),
    ).toEqual([
      ['quiz', 'opens', OPEN.toISOString()],
      ['quiz', 'closes', CLOSE.toISOString()],
    ]);
    expect(mine.some((item) => item.quiz_id === draft)).toBe(false);
    const listed = (await toDo(c.tokens.student)).find((item) => item.quiz_id === published);
    expect(listed).toMatchObject({
      kind: 'quiz',
      assignment_id: null,
      due_at: CLOSE.toISOString(),
      opens_at: OPEN.toISOString(),
      overdue: false,
    });
    expect((await toDo(c.tokens.student)).some((item) => item.quiz_id === draft)).toBe(false);

    const calendar = await feed(c.tokens.student);
    expect(calendar).toContain(`UID:quiz-${published}-closes@netclass`);
    expect(calendar).toContain('SUMMARY:Hạn làm bài kiểm tra: Kiểm tra chia mạng con');
    expect(calendar).not.toContain('Nháp bí mật');
    expect(await feed(c.tokens.student, 'en')).toContain('SUMMARY:Quiz closes: Kiểm tra chia mạng con');

    // A student of no course of it (the course is members-only).
    expect((await month(c.tokens.outsider)).some((item) => item.kind === 'quiz')).toBe(false);
    expect((await toDo(c.tokens.outsider)).some((item) => item.kind === 'quiz')).toBe(false);
    expect(await feed(c.tokens.outsider)).not.toContain('quiz-');

    // Staff: the course's teacher has the draft too; another teacher nothing.
    expect((await month(c.tokens.teacher)).filter((item) => item.kind === 'quiz').map((item) => item.quiz_id)).toEqual([
      published,
      draft,
      published,
      draft,
    ]);
    expect((await month(c.tokens.otherTeacher)).some((item) => item.kind === 'quiz')).toBe(false);
  });

  test('a quiz leaves the to-do once the student has submitted an attempt, and when it has closed', async () => {
    const quizId = await quiz('Làm ngay', { openAt: null, closeAt: null });
    const closed = await quiz('Đã đóng', {
      openAt: new Date('2020-01-01T00:00:00Z'),
      closeAt: new Date('2020-02-01T00:00:00Z'),
    });
    const items = await toDo(c.tokens.student);
    expect(items.find((item) => item.quiz_id === quizId)).toMatchObject({ due_at: null, opens_at: null });
    expect(items.some((item) => item.quiz_id === closed)).toBe(false);
    const started = await call(h, 'POST', `/api/quizzes/${quizId}/attempts`, c.tokens.student);
    expect(started.statusCode).toBe(201);
    expect((await toDo(c.tokens.student)).some((item) => item.quiz_id === quizId)).toBe(true);
    expect(
      (
        await call(
          h,
          'POST',
          `/api/quiz-attempts/${started.json<{ attempt: { id: number } }>().attempt.id}/submit`,
          c.tokens.student,
        )
      ).statusCode,
    ).toBe(200);
    expect((await toDo(c.tokens.student)).some((item) => item.quiz_id === quizId)).toBe(false);
    expect((await toDo(c.tokens.classmate)).some((item) => item.quiz_id === quizId)).toBe(true);
  });

  test('401 signed out, 403 to-do for staff', async () => {
    expect((await call(h, 'GET', '/api/deadlines/to-do')).statusCode).toBe(401);
    expect((await call(h, 'GET', '/api/deadlines?month=3&year=2031')).statusCode).toBe(401);
    expect((await call(h, 'GET', '/api/deadlines/to-do', c.tokens.teacher)).statusCode).toBe(403);
  });
});

describe('publishing a quiz', () => {
  test("tells its course's students, once, linking to it (the outbox, as an assignment's publication); then it is in their to-do", async () => {
    const quizId = await quiz('Kiểm tra giữa kỳ', { publication: 'draft' });
    expect((await toDo(c.tokens.student)).some((item) => item.quiz_id === quizId)).toBe(false);
    const response = await call(h, 'PUT', `/api/quizzes/${quizId}/publication`, c.tokens.teacher, {
      state: 'published',
    });
    expect(response.statusCode, response.body).toBe(200);
    const told = async () =>
      (
        await h.database.pool.query<{ user_id: string; link: string; quiz: string }>(
          `select user_id, link, params->>'quiz' as quiz from user_notifications where type = 'quiz_published' order by user_id`,
        )
      ).rows.map((row) => [Number(row.user_id), row.link, row.quiz]);
    const link = `/quiz/${quizId}`;
    await expect
      .poll(() => told(), { timeout: 15_000 })
      .toEqual([c.student.id, c.classmate.id].sort((a, b) => a - b).map((id) => [id, link, 'Kiểm tra giữa kỳ']));
    expect((await toDo(c.tokens.student)).some((item) => item.quiz_id === quizId)).toBe(true);
  });
});
