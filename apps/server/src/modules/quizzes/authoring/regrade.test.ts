import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { QuizRegradeList } from '@netclass/shared';
import { quizAttemptQuestions, quizAttempts, quizRegrades } from '../../../db/schema/index.js';
import { call } from '../../assignments/assignments.fixtures.js';
import { choiceQuestion, resultsFixture, type ResultsFixture } from '../results/results.fixtures.js';

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

const pointsOf = async (attemptId: number) =>
  (await f.h.db.query.quizAttempts.findFirst({ where: (t, { eq: is }) => is(t.id, attemptId) }))!.points;
const regrade = (quiz: number, body: object, token = f.tokens.teacher) =>
  call(f.h, 'POST', `/api/quizzes/${quiz}/regrade`, token, body);

describe('regrade after a changed key', () => {
  test('re-scores the submitted attempts that saw the older version, recomputes their points, audits it; the gradebook follows', async () => {
    const course = await f.course();
    const quiz = await f.quiz(course);
    const fixed = await f.question(course, choiceQuestion(1, 'Mặt nạ mạng'));
    const other = await f.question(course);
    const s1 = await f.slot(quiz, fixed, 4, 1);
    const s2 = await f.slot(quiz, other, 6, 2);
    const wrongThenRight = await f.attempt(quiz, a, [
      { slotId: s1, option: 2 },
      { slotId: s2, option: 1 },
    ]); // 0 + 6
    const rightFirst = await f.attempt(quiz, b, [
      { slotId: s1, option: 1 },
      { slotId: s2, option: 1 },
    ]); // 4 + 6
    const inProgress = await f.attempt(
      quiz,
      b,
      [
        { slotId: s1, option: 2 },
        { slotId: s2, option: null },
      ],
      null,
    );
    const elsewhere = await f.quiz(course);
    const otherQuizAttempt = await f.attempt(elsewhere, a, [
      { slotId: await f.slot(elsewhere, fixed, 4, 1), option: 2 },
    ]); // 0
    const cell = async () =>
      (await f.book(course)).students.find((s) => s.student_id === a)!.cells.map((c) => c.points);
    expect(await cell()).toEqual([6, 0]);

    expect((await call(f.h, 'GET', `/api/quizzes/${quiz}/regrade`, f.tokens.teacher)).json()).toEqual({
      questions: [],
      history: [],
    });
    await f.editQuestion(fixed, choiceQuestion(2, 'Mặt nạ mạng'));
    const listed = (await call(f.h, 'GET', `/api/quizzes/${quiz}/regrade`, f.tokens.teacher)).json() as QuizRegradeList;
    expect(listed.questions).toEqual([
      { question_id: fixed, title: 'Mặt nạ mạng', type: 'single_choice', version: 2, attempts: 2 },
    ]);

    const res = await regrade(quiz, { questionId: fixed });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ question_id: fixed, question_version: 2, attempts_changed: 2 });
    expect([
      await pointsOf(wrongThenRight),
      await pointsOf(rightFirst),
      await pointsOf(inProgress),
      await pointsOf(otherQuizAttempt),
    ]).toEqual([10, 6, null, 0]);
    const stored = await f.h.db
      .select()
      .from(quizAttemptQuestions)
      .where(eq(quizAttemptQuestions.attemptId, wrongThenRight));
    expect(stored.map((q) => [q.position, q.questionVersion, q.score])).toEqual([
      [1, 2, 4],
      [2, 1, 6],
    ]);
    expect(stored[0]!.body).toEqual({ kind: 'bank', question: choiceQuestion(2, 'Mặt nạ mạng') });
    const untouched = await f.h.db
      .select()
      .from(quizAttemptQuestions)
      .where(eq(quizAttemptQuestions.attemptId, inProgress));
    expect(untouched[0]!.questionVersion).toBe(1);
    const audit = await f.h.db.select().from(quizRegrades).where(eq(quizRegrades.quizId, quiz));
    expect(audit.map((row) => [row.questionId, row.questionVersion, row.attemptsChanged])).toEqual([[fixed, 2, 2]]);
    expect(await cell()).toEqual([10, 0]);

    const after = (await call(f.h, 'GET', `/api/quizzes/${quiz}/regrade`, f.tokens.teacher)).json() as QuizRegradeList;
    expect(after.questions).toEqual([]);
    expect(after.history.map((h) => [h.question_id, h.attempts_changed, h.regraded_by?.id !== undefined])).toEqual([
      [fixed, 2, true],
    ]);
    expect((await regrade(quiz, { questionId: fixed })).statusCode).toBe(409);
    // The other quiz still lists it: only this quiz's attempts changed.
    expect(
      ((await call(f.h, 'GET', `/api/quizzes/${elsewhere}/regrade`, f.tokens.teacher)).json() as QuizRegradeList)
        .questions,
    ).toHaveLength(1);
    const submittedLater = await f.h.db.select().from(quizAttempts).where(eq(quizAttempts.id, inProgress));
    expect(submittedLater[0]!.submittedAt).toBeNull();
  });

  test('401, 403 (student, another teacher), 404 (no quiz, a question it never showed), 400 per field', async () => {
    const course = await f.course();
    const quiz = await f.quiz(course);
    const unused = await f.question(course);
    expect((await regrade(quiz, { questionId: unused }, '')).statusCode).toBe(401);
    expect((await regrade(quiz, { questionId: unused }, f.tokens.student)).statusCode).toBe(403);
    expect((await regrade(quiz, { questionId: unused }, f.tokens.otherTeacher)).statusCode).toBe(403);
    expect((await regrade(999999, { questionId: unused })).statusCode).toBe(404);
    expect((await regrade(quiz, { questionId: unused })).statusCode).toBe(404);
    expect((await regrade(quiz, { questionId: 999999 })).statusCode).toBe(404);
    for (const body of [{}, { questionId: 'x' }, { questionId: 0 }, { questionId: -1 }]) {
      const res = await regrade(quiz, body);
      expect(res.statusCode).toBe(400);
      expect(String(res.json().field ?? Object.keys(res.json().fields ?? {})[0])).toBe('questionId');
    }
  });
});
