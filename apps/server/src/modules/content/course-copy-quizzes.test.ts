import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { QuizPreview } from '@netclass/shared/quiz-attempts';
import { buildTestApp, type TestApp } from '../../../test/app.js';
import {
  courses,
  questionCategories,
  questions,
  quizAttempts,
  quizSlots,
  quizStudentOverrides,
  quizzes,
} from '../../db/schema/index.js';
import {
  call,
  insertCategory,
  insertQuestion,
  insertQuiz,
  quizClass,
  singleChoice,
  type QuizClass,
} from '../quizzes/attempts/attempt.fixtures.js';

/** A course copy takes its quizzes, their slots and the question bank, as drafts (docs/decisions/021-course-copy.md). */
let h: TestApp;
let c: QuizClass;
beforeAll(async () => {
  h = await buildTestApp();
  c = await quizClass(h);
});
afterAll(async () => {
  await h?.close();
});

const DAY = 86_400_000;
const quizzesOf = (courseId: number) =>
  h.db.select().from(quizzes).where(eq(quizzes.courseId, courseId)).orderBy(asc(quizzes.id));
const slotsOf = (quizId: number) =>
  h.db.select().from(quizSlots).where(eq(quizSlots.quizId, quizId)).orderBy(asc(quizSlots.position));

describe('a course copy copies its quizzes and question bank', () => {
  test("as drafts with equivalent slots pointing into the new course's bank, dates moved with the course; no attempts or allowances", async () => {
    const [source] = await h.db.select().from(courses).where(eq(courses.id, c.courseId));
    const routing = await insertCategory(h, c.courseId, 'Định tuyến');
    const subnets = await insertCategory(h, c.courseId, 'Chia mạng con');
    const router = await insertQuestion(h, c.courseId, routing, singleChoice('Thiết bị nào nối hai mạng?'));
    await insertQuestion(h, c.courseId, subnets, singleChoice('Mặt nạ /26 có bao nhiêu địa chỉ?'));
    await insertQuestion(h, c.courseId, subnets, singleChoice('Mặt nạ /30 dùng cho gì?'));
    const closeAt = new Date(Date.now() + 20 * DAY);
    const quizId = await insertQuiz(
      h,
      c.courseId,
      [
        { kind: 'question', questionId: router, points: 2 },
        { kind: 'random', categoryId: subnets, points: 1 },
        { kind: 'generated', networkingType: 'ipv6-compress', points: 3 },
      ],
      {
        openAt: new Date(Date.now() - DAY),
        closeAt,
        solutionsReleasedAt: new Date(),
        timeLimitSeconds: 900,
        maxAttempts: 2,
      },
    );
    const started = await call(h, 'POST', `/api/quizzes/${quizId}/attempts`, c.tokens.student);
    expect(started.statusCode, started.body).toBe(201);
    await h.db.insert(quizStudentOverrides).values({ quizId, studentId: c.student.id, extraSeconds: 300 });
    const term = await h.createCategory({ name: 'Học kỳ 2' });

    const copied = await call(h, 'POST', `/api/courses/${c.courseId}/copy`, c.tokens.teacher, {
      id: 9300,
      name: 'Mạng máy tính (HK2)',
      category_id: term.id,
      start_date: '2027-02-01',
    });
    expect(copied.statusCode, copied.body).toBe(201);
    const [target] = await h.db.select().from(courses).where(eq(courses.id, 9300));
    const shift = target!.startDate.getTime() - source!.startDate.getTime();

    const [original] = await quizzesOf(c.courseId);
    const [copy] = await quizzesOf(9300);
    expect(copy).toMatchObject({
      title: original!.title,
      description: original!.description,
      timeLimitSeconds: 900,
      maxAttempts: 2,
      maxPoints: 6,
      reviewAnswers: original!.reviewAnswers,
      publication: 'draft',
      publishAt: null,
      solutionsReleasedAt: null,
    });
    expect(copy!.openAt!.getTime()).toBe(original!.openAt!.getTime() + shift);
    expect(copy!.closeAt!.getTime()).toBe(closeAt.getTime() + shift);

    // The bank: the categories and questions, in the new course.
    const categories = await h.db
      .select()
      .from(questionCategories)
      .where(eq(questionCategories.courseId, 9300))
      .orderBy(asc(questionCategories.position), asc(questionCategories.id));
    expect(categories.map((category) => category.name)).toEqual(['Định tuyến', 'Chia mạng con']);
    const bank = await h.db.select().from(questions).where(eq(questions.courseId, 9300)).orderBy(asc(questions.id));
    expect(bank.map((question) => question.body.text)).toEqual([
      'Thiết bị nào nối hai mạng?',
      'Mặt nạ /26 có bao nhiêu địa chỉ?',
      'Mặt nạ /30 dùng cho gì?',
    ]);
    expect(bank.map((question) => question.categoryId)).toEqual([
      categories[0]!.id,
      categories[1]!.id,
      categories[1]!.id,
    ]);

    const slots = await slotsOf(copy!.id);
    expect(
      slots.map(({ position, kind, questionId, categoryId, networkingType, points }) => ({
        position,
        kind,
        questionId,
        categoryId,
        networkingType,
        points,
      })),
    ).toEqual([
      { position: 1, kind: 'question', questionId: bank[0]!.id, categoryId: null, networkingType: null, points: 2 },
      { position: 2, kind: 'random', questionId: null, categoryId: categories[1]!.id, networkingType: null, points: 1 },
      {
        position: 3,
        kind: 'generated',
        questionId: null,
        categoryId: null,
        networkingType: 'ipv6-compress',
        points: 3,
      },
    ]);

    // Nothing of the students'.
    expect(await h.db.select().from(quizAttempts).where(eq(quizAttempts.quizId, copy!.id))).toEqual([]);
    expect(
      await h.db
        .select()
        .from(quizStudentOverrides)
        .where(inArray(quizStudentOverrides.quizId, [copy!.id])),
    ).toEqual([]);

    // The copy works: its teacher previews it from the new bank.
    const preview = await call(h, 'GET', `/api/quizzes/${copy!.id}/preview`, c.tokens.teacher);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json<QuizPreview>().questions).toHaveLength(3);
  });
});
