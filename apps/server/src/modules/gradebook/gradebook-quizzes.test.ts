import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { MyGradesResponse, QuizGradingMethod } from '@netclass/shared';
import { quizzes } from '../../db/schema/index.js';
import { call } from '../assignments/assignments.fixtures.js';
import { resultsFixture, type ResultsFixture } from '../quizzes/results/results.fixtures.js';

let f: ResultsFixture;
let a: number;
let b: number;
beforeAll(async () => {
  f = await resultsFixture();
  [a, b] = f.students.map((s) => s.id) as [number, number];
});
afterAll(async () => {
  await f?.h.close();
});

const HOUR = 3_600_000;
const cellOf = async (courseId: number, kind: 'assignment' | 'quiz', item: number, studentId = a) => {
  const book = await f.book(courseId);
  return book.students.find((s) => s.student_id === studentId)!.cells[
    book.items.findIndex((i) => i.kind === kind && i.id === item)
  ]!;
};
const totalOf = async (courseId: number, studentId = a) =>
  (await f.book(courseId)).students.find((s) => s.student_id === studentId)!.total;
const setQuiz = (id: number, values: Partial<typeof quizzes.$inferInsert>) =>
  f.h.db.update(quizzes).set(values).where(eq(quizzes.id, id));

/** A quiz of two fixed questions, 4 and 6 points (maximum 10); answers: option 1 is right. */
async function twoQuestionQuiz(courseId: number, values: Partial<typeof quizzes.$inferInsert> = {}) {
  const quiz = await f.quiz(courseId, values);
  const s1 = await f.slot(quiz, await f.question(courseId), 4, 1);
  const s2 = await f.slot(quiz, await f.question(courseId), 6, 2);
  const answer = (first: number | null, second: number | null) => [
    { slotId: s1, option: first },
    { slotId: s2, option: second },
  ];
  return { quiz, answer };
}

describe('quizzes in the gradebook', () => {
  test('a published quiz is a column beside the assignments, by close time; its cell follows the grading method over submitted attempts', async () => {
    const course = await f.course();
    const assignment = await f.item(course, { due_at: new Date(Date.now() + 48 * HOUR).toISOString() });
    const { quiz, answer } = await twoQuestionQuiz(course, { closeAt: new Date(Date.now() + 24 * HOUR) });
    await f.quiz(course, { publication: 'draft' });
    await f.attempt(quiz, a, answer(1, 1)); // 10
    await f.attempt(quiz, a, answer(1, 2)); // 4
    await f.attempt(quiz, a, answer(2, 1)); // 6
    await f.attempt(quiz, a, answer(1, 1), null); // in progress: not counted
    await f.attempt(quiz, b, answer(2, 2)); // 0
    const book = await f.book(course);
    expect(book.items.map((item) => [item.kind, item.id, item.max_points])).toEqual([
      ['quiz', quiz, 10],
      ['assignment', assignment, 10],
    ]);
    const expected: Record<QuizGradingMethod, number> = { highest: 10, last: 6, average: 6.67 };
    for (const [method, points] of Object.entries(expected)) {
      await setQuiz(quiz, { gradingMethod: method as QuizGradingMethod });
      expect(await cellOf(course, 'quiz', quiz)).toMatchObject({ points, grade: points, status: 'released' });
    }
    expect(await cellOf(course, 'quiz', quiz, b)).toMatchObject({ points: 0, status: 'released' });
    await setQuiz(quiz, { reviewMarks: 'never' });
    expect((await cellOf(course, 'quiz', quiz)).status).toBe('graded');
    const sorted = await f.book(course, `?sort=quiz:${quiz}&order=desc`);
    expect(sorted.students.map((s) => s.student_id)).toEqual([a, b]);
  });

  test('missing (0) once the quiz has closed with no submitted attempt; left out before', async () => {
    const course = await f.course();
    const { quiz, answer } = await twoQuestionQuiz(course, { closeAt: new Date(Date.now() + HOUR) });
    await f.attempt(quiz, a, answer(1, 2)); // 4
    await f.attempt(quiz, b, answer(1, 1), null); // started, never submitted
    expect(await cellOf(course, 'quiz', quiz, b)).toMatchObject({ points: null, status: 'not_handed_in' });
    expect(await totalOf(course, b)).toEqual({ percentage: null, scale10: null });
    await setQuiz(quiz, { openAt: null, closeAt: new Date(Date.now() - 1000) });
    expect(await cellOf(course, 'quiz', quiz, b)).toMatchObject({ points: null, status: 'missing' });
    expect(await totalOf(course, b)).toEqual({ percentage: 0, scale10: 0 });
    expect(await totalOf(course, a)).toEqual({ percentage: 40, scale10: 4 });
    expect((await f.book(course, '?filter=missing')).students.map((s) => s.student_id)).toEqual([b]);
    await setQuiz(quiz, { closeAt: null });
    expect((await cellOf(course, 'quiz', quiz, b)).status).toBe('not_handed_in');
  });

  test("an override of a quiz cell counts instead of the quiz's grade, audited; a draft quiz or a stranger is 404", async () => {
    const course = await f.course();
    const { quiz, answer } = await twoQuestionQuiz(course);
    await f.attempt(quiz, a, answer(1, 2)); // 4
    const set = await call(f.h, 'PUT', `/api/graded-items/quiz/${quiz}/overrides/${a}`, f.tokens.teacher, {
      points: 8,
      reason: 'Lỗi mạng khi nộp',
    });
    expect(set.statusCode).toBe(200);
    expect(set.json().audit).toHaveLength(1);
    expect(await cellOf(course, 'quiz', quiz)).toMatchObject({ points: 8, grade: 4, status: 'overridden' });
    expect(await totalOf(course)).toEqual({ percentage: 80, scale10: 8 });
    expect(
      (
        await call(f.h, 'PUT', `/api/graded-items/quiz/${quiz}/overrides/${a}`, f.tokens.teacher, {
          points: 11,
          reason: 'x',
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await call(f.h, 'PUT', `/api/graded-items/quiz/${quiz}/overrides/${a}`, f.tokens.otherTeacher, {
          points: 5,
          reason: 'x',
        })
      ).statusCode,
    ).toBe(403);
    const stranger = await f.h.createUser();
    expect(
      (await call(f.h, 'GET', `/api/graded-items/quiz/${quiz}/overrides/${stranger.id}`, f.tokens.teacher)).statusCode,
    ).toBe(404);
    const draft = await f.quiz(course, { publication: 'draft' });
    expect(
      (await call(f.h, 'GET', `/api/graded-items/quiz/${draft}/overrides/${a}`, f.tokens.teacher)).statusCode,
    ).toBe(404);
    const removed = await call(f.h, 'DELETE', `/api/graded-items/quiz/${quiz}/overrides/${a}`, f.tokens.teacher, {
      reason: 'Đã nộp lại',
    });
    expect(removed.statusCode).toBe(200);
    expect(await cellOf(course, 'quiz', quiz)).toMatchObject({ points: 4, status: 'released' });
  });

  test('a quiz weighs in its category; the category counts it; the exports carry its column', async () => {
    const course = await f.course();
    const saved = await call(f.h, 'PUT', `/api/courses/${course}/grade-categories`, f.tokens.teacher, {
      categories: [
        { name: 'Bài tập', weight: 40 },
        { name: 'Kiểm tra', weight: 60 },
      ],
    });
    const [labs, tests] = (saved.json().categories as { id: number }[]).map((c) => c.id) as [number, number];
    const assignment = await f.item(course, { grade_category_id: labs });
    await f.grade(assignment, a, 5);
    // The assignment's grade counts once released (docs/decisions/037); the quiz's marks show after each attempt.
    expect(
      (await call(f.h, 'POST', `/api/assignments/${assignment}/grades/release`, f.tokens.teacher)).statusCode,
    ).toBe(200);
    const { quiz, answer } = await twoQuestionQuiz(course, { categoryId: tests, title: 'Kiểm tra giữa kỳ' });
    await f.attempt(quiz, a, answer(1, 1)); // 10
    expect(await totalOf(course)).toEqual({ percentage: 80, scale10: 8 });
    expect((await f.book(course)).categories.map((c) => c.item_count)).toEqual([1, 1]);
    const csv = await call(f.h, 'GET', `/api/courses/${course}/gradebook.csv`, f.tokens.teacher);
    const lines = csv.body.replace(/^\uFEFF/, '').split('\r\n');
    // Without a close time the quiz goes by its creation (now), before the assignment due tomorrow.
    expect(lines[0]).toBe('Mã sinh viên,Họ tên,Kiểm tra giữa kỳ,Lab 3: VLAN,Tổng điểm (thang 10)');
    expect(lines[1]).toBe(`${a},Nguyễn An,10,5,8`);
  });

  test('My grades shows a quiz grade as its review timing for marks allows', async () => {
    const course = await f.course();
    const afterAttempt = await twoQuestionQuiz(course, { title: 'Sau mỗi lượt', reviewMarks: 'after_attempt' });
    const afterClose = await twoQuestionQuiz(course, {
      title: 'Sau khi đóng',
      reviewMarks: 'after_close',
      closeAt: new Date(Date.now() + HOUR),
    });
    const never = await twoQuestionQuiz(course, { title: 'Không bao giờ', reviewMarks: 'never' });
    const notYet = await twoQuestionQuiz(course, { title: 'Chưa làm', reviewMarks: 'after_attempt' });
    for (const quiz of [afterAttempt, afterClose, never]) await f.attempt(quiz.quiz, a, quiz.answer(1, 2));
    await f.attempt(notYet.quiz, a, notYet.answer(1, 1), null);
    const mine = async () => {
      const res = await call(f.h, 'GET', '/api/grades/mine', f.tokens.student);
      expect(res.statusCode).toBe(200);
      return (res.json() as MyGradesResponse).courses.find((c) => c.course.id === course)!;
    };
    expect((await mine()).items).toEqual([
      {
        kind: 'quiz',
        id: afterAttempt.quiz,
        title: 'Sau mỗi lượt',
        max_points: 10,
        points: 4,
        overridden: false,
        link: `/quiz/${afterAttempt.quiz}`,
      },
    ]);
    await setQuiz(afterClose.quiz, { openAt: null, closeAt: new Date(Date.now() - 1000) });
    const after = await mine();
    expect(after.items.map((item) => [item.title, item.points])).toEqual([
      ['Sau khi đóng', 4],
      ['Sau mỗi lượt', 4],
    ]);
    expect(after.total).toEqual({ percentage: 40, scale10: 4 });
  });
});
