import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { QuizResultsResponse, QuizStatisticsResponse } from '@netclass/shared';
import { quizzes } from '../../../db/schema/index.js';
import { call } from '../../assignments/assignments.fixtures.js';
import { resultsFixture, type ResultsFixture } from './results.fixtures.js';

let f: ResultsFixture;
let course: number;
let quiz: number;
let ids: { an: number; binh: number; chi: number; dung: number };
let anFirst: number;

/**
 * A quiz of two questions, 4 and 6 points (option 1 right), and four students:
 * An 10 (then an attempt in progress), Bình 4 (the second left blank), Chi 6, Dũng nothing.
 */
beforeAll(async () => {
  f = await resultsFixture();
  const chi = await f.h.createUser({ name: 'Lê Chi' });
  const dung = await f.h.createUser({ name: 'Phạm Dũng' });
  ids = { an: f.students[0]!.id, binh: f.students[1]!.id, chi: chi.id, dung: dung.id };
  course = await f.course({ studentIds: Object.values(ids) });
  quiz = await f.quiz(course, { gradingMethod: 'highest' });
  const s1 = await f.slot(quiz, await f.question(course), 4, 1);
  const s2 = await f.slot(quiz, await f.question(course), 6, 2);
  anFirst = await f.attempt(
    quiz,
    ids.an,
    [
      { slotId: s1, option: 1 },
      { slotId: s2, option: 1 },
    ],
    new Date('2026-11-20T03:00:00Z'),
  );
  await f.attempt(
    quiz,
    ids.an,
    [
      { slotId: s1, option: 2 },
      { slotId: s2, option: 2 },
    ],
    null,
  );
  await f.focusLost(anFirst, 2);
  await f.attempt(quiz, ids.binh, [
    { slotId: s1, option: 1 },
    { slotId: s2, option: null },
  ]);
  await f.attempt(quiz, ids.chi, [
    { slotId: s1, option: 3 },
    { slotId: s2, option: 1 },
  ]);
});
afterAll(async () => {
  await f?.h.close();
});

const results = async (query = '', token = f.tokens.teacher) => {
  const res = await call(f.h, 'GET', `/api/quizzes/${quiz}/results${query}`, token);
  expect(res.statusCode).toBe(200);
  return res.json() as QuizResultsResponse;
};

describe('results', () => {
  test('every student of the class with attempts, counted grade, last submission and focus losses; sorted by grade, missing last', async () => {
    const page = await results('?sort=grade&order=desc');
    expect(page.total).toBe(4);
    expect(page.quiz).toMatchObject({ id: quiz, course_id: course, max_points: 10, grading_method: 'highest' });
    expect(page.students.map((s) => [s.name, s.grade, s.attempts.length, s.focus_events])).toEqual([
      ['Nguyễn An', 10, 2, 2],
      ['Lê Chi', 6, 1, 0],
      ['Trần Bình', 4, 1, 0],
      ['Phạm Dũng', null, 0, 0],
    ]);
    const an = page.students[0]!;
    expect(an.last_submitted_at).toBe('2026-11-20T03:00:00.000Z');
    expect(
      an.attempts.map((attempt) => [
        attempt.id === anFirst,
        attempt.number,
        attempt.points,
        attempt.submitted_at !== null,
      ]),
    ).toEqual([
      [true, 1, 10, true],
      [false, 2, null, false],
    ]);
    expect((await results('?sort=grade&order=asc')).students.map((s) => s.grade)).toEqual([4, 6, 10, null]);
  });

  test('searched by name or id, paged, by name by default', async () => {
    expect((await results()).students.map((s) => s.name)).toEqual(['Lê Chi', 'Nguyễn An', 'Phạm Dũng', 'Trần Bình']);
    expect((await results('?q=binh')).students.map((s) => s.student_id)).toEqual([ids.binh]);
    expect((await results(`?q=${ids.dung}`)).students.map((s) => s.name)).toEqual(['Phạm Dũng']);
    const second = await results('?sort=id&limit=3&page=2');
    expect([second.total, second.students.length, second.page]).toEqual([4, 1, 2]);
  });

  test('the grading method decides the counted grade', async () => {
    await f.h.db.update(quizzes).set({ gradingMethod: 'last' }).where(eq(quizzes.id, quiz));
    expect((await results('?sort=grade&order=desc')).students[0]).toMatchObject({ name: 'Nguyễn An', grade: 10 });
    await f.h.db.update(quizzes).set({ gradingMethod: 'highest' }).where(eq(quizzes.id, quiz));
  });

  test('CSV: a row per student by name, with the columns a teacher expects', async () => {
    const res = await call(f.h, 'GET', `/api/quizzes/${quiz}/results.csv`, f.tokens.teacher);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(
      res.body
        .replace(/^\uFEFF/, '')
        .split('\r\n')
        .filter(Boolean),
    ).toEqual([
      'Mã sinh viên,Họ tên,Số lượt đã nộp,"Điểm (cao nhất, tối đa 10)",Nộp lần cuối,Số lần rời trang',
      expect.stringMatching(new RegExp(`^${ids.chi},Lê Chi,1,6,.+,0$`)),
      `${ids.an},Nguyễn An,1,10,10:00 20/11/2026,2`,
      `${ids.dung},Phạm Dũng,0,,,0`,
      expect.stringMatching(new RegExp(`^${ids.binh},Trần Bình,1,4,.+,0$`)),
    ]);
  });

  test('CSV in English when the request asks for it: headers and file name', async () => {
    const res = await f.h.app.inject({
      method: 'GET',
      url: `/api/quizzes/${quiz}/results.csv`,
      headers: { ...f.h.authHeader(f.tokens.teacher), 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/filename\*=UTF-8''Results%20-%20/);
    expect(res.body.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(
      'Student ID,Full name,Attempts submitted,"Grade (highest, out of 10)",Last submitted,Times the page was left',
    );
  });

  test('statistics: distribution in 10 bins, mean, median; per question difficulty and discrimination (hand-computed)', async () => {
    const res = await call(f.h, 'GET', `/api/quizzes/${quiz}/statistics`, f.tokens.teacher);
    expect(res.statusCode).toBe(200);
    const stats = res.json() as QuizStatisticsResponse;
    // Grades 10, 4, 6 of 10: 100 % in the last bin, 40 % in [40, 50), 60 % in [60, 70).
    expect([stats.graded, stats.mean, stats.median]).toEqual([3, 6.67, 6]);
    expect(stats.distribution).toEqual([0, 0, 0, 0, 1, 0, 1, 0, 0, 1]);
    // Question 1 scores 4, 4, 0 (of 4) against the rest 6, 0, 6: difficulty 8/3/4, correlation -8/16.
    // Question 2 scores 6, 0, 6 (of 6; Bình's blank) against the rest 4, 4, 0: the same.
    expect(
      stats.questions.map((q) => [q.position, q.kind, q.attempts, q.answered, q.difficulty, q.discrimination]),
    ).toEqual([
      [1, 'question', 3, 3, 0.667, -0.5],
      [2, 'question', 3, 2, 0.667, -0.5],
    ]);
    expect(stats.questions[0]!.label).toBe('Cổng mặc định');
  });

  test('an empty quiz: no grades, empty bins, nothing to regrade', async () => {
    const empty = await f.quiz(course);
    const stats = (
      await call(f.h, 'GET', `/api/quizzes/${empty}/statistics`, f.tokens.admin)
    ).json() as QuizStatisticsResponse;
    expect([stats.graded, stats.mean, stats.median, stats.distribution, stats.questions]).toEqual([
      0,
      null,
      null,
      Array(10).fill(0),
      [],
    ]);
    expect((await call(f.h, 'GET', `/api/quizzes/${empty}/regrade`, f.tokens.teacher)).json()).toEqual({
      questions: [],
      history: [],
    });
  });
});

describe('who may read them', () => {
  const routes = () => [
    `/api/quizzes/${quiz}/results`,
    `/api/quizzes/${quiz}/results.csv`,
    `/api/quizzes/${quiz}/statistics`,
    `/api/quizzes/${quiz}/regrade`,
  ];

  test('401 signed out, 403 a student or another course’s teacher, 404 no such or a draft quiz for a student, 400 bad input', async () => {
    for (const url of routes()) {
      expect((await call(f.h, 'GET', url)).statusCode).toBe(401);
      expect((await call(f.h, 'GET', url, f.tokens.student)).statusCode).toBe(403);
      expect((await call(f.h, 'GET', url, f.tokens.otherTeacher)).statusCode).toBe(403);
      expect((await call(f.h, 'GET', url.replace(`/${quiz}/`, '/999999/'), f.tokens.teacher)).statusCode).toBe(404);
      expect((await call(f.h, 'GET', url.replace(`/${quiz}/`, '/abc/'), f.tokens.teacher)).statusCode).toBe(400);
    }
    const draft = await f.quiz(course, { publication: 'draft' });
    expect((await call(f.h, 'GET', `/api/quizzes/${draft}/results`, f.tokens.student)).statusCode).toBe(404);
    expect((await call(f.h, 'GET', `/api/quizzes/${draft}/results`, f.tokens.teacher)).statusCode).toBe(200);
    for (const query of ['?sort=points', '?order=up', '?page=0', '?limit=1000']) {
      expect((await call(f.h, 'GET', `/api/quizzes/${quiz}/results${query}`, f.tokens.teacher)).statusCode).toBe(400);
    }
  });
});
