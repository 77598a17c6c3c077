import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  QUESTION_BANK_MESSAGES,
  QUESTION_MESSAGES as M,
  type BankQuestion,
  type QuestionSummary,
  renderMessage,
} from '@netclass/shared';
import {
  bankFixture,
  call,
  makeCategory,
  makeQuestion,
  singleChoice,
  type BankFixture,
} from './question-bank.fixtures.js';

let f: BankFixture;
let categoryId = 0;
let otherCategoryId = 0;
beforeAll(async () => {
  f = await bankFixture();
  categoryId = await makeCategory(f, 'IPv4');
  otherCategoryId = await makeCategory(f, 'Định tuyến');
});
afterAll(async () => {
  await f?.h.close();
});

const read = (id: number, token = f.tokens.teacher) => call(f.h, 'GET', `/api/questions/${id}`, token);
const list = async (query: string) => {
  const response = await call(f.h, 'GET', `/api/courses/${f.courseId}/questions?${query}`, f.tokens.teacher);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { questions: QuestionSummary[]; total: number; page: number; limit: number };
};

describe('questions', () => {
  test('created with the schema’s defaults, read whole, edited as a new version, moved, duplicated and deleted (soft)', async () => {
    const created = await call(f.h, 'POST', `/api/courses/${f.courseId}/questions`, f.tokens.teacher, {
      category_id: categoryId,
      question: singleChoice(),
    });
    expect(created.statusCode, created.body).toBe(201);
    const question = created.json().question as BankQuestion;
    expect(question).toMatchObject({
      category_id: categoryId,
      course_id: f.courseId,
      version: 1,
      images: {},
      question: { type: 'single_choice', default_points: 1, title: 'Cổng mặc định' },
    });
    expect(question.created_by?.name).toBeTruthy();

    const edited = await call(f.h, 'PUT', `/api/questions/${question.id}`, f.tokens.teacher, {
      category_id: categoryId,
      question: singleChoice({ default_points: 2, title: 'Router' }),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().question).toMatchObject({ version: 2, question: { default_points: 2, title: 'Router' } });

    const moved = await call(f.h, 'POST', `/api/questions/${question.id}/move`, f.tokens.teacher, {
      category_id: otherCategoryId,
    });
    expect(moved.json().question).toMatchObject({ category_id: otherCategoryId, version: 2 });

    const copy = await call(f.h, 'POST', `/api/questions/${question.id}/duplicate`, f.tokens.teacher);
    expect(copy.statusCode).toBe(201);
    expect(copy.json().question).toMatchObject({
      category_id: otherCategoryId,
      version: 1,
      question: { title: 'Router' },
    });
    expect(copy.json().question.id).not.toBe(question.id);

    expect((await call(f.h, 'DELETE', `/api/questions/${question.id}`, f.tokens.teacher)).json().message).toBe(
      renderMessage(QUESTION_BANK_MESSAGES.questionDeleted),
    );
    expect((await read(question.id)).statusCode).toBe(404);
    expect((await list(`category_id=${otherCategoryId}`)).questions.map((q) => q.id)).toEqual([
      copy.json().question.id,
    ]);
    expect(
      (await f.h.db.execute(`select deleted_at is not null as gone from questions where id = ${question.id}`)).rows,
    ).toEqual([{ gone: true }]);
  });

  test('the list: newest change first, paged, by category, type and part of the title or text (accents and case ignored)', async () => {
    const category = await makeCategory(f, 'Danh sách');
    const ids: number[] = [];
    for (let i = 1; i <= 3; i++)
      ids.push(await makeQuestion(f, { category_id: category, question: singleChoice({ title: `Câu ${i}` }) }));
    ids.push(
      await makeQuestion(f, {
        category_id: category,
        question: {
          type: 'numeric',
          text: 'Mạng /24 có bao nhiêu **địa chỉ máy**?',
          answers: [{ value: 254, fraction: 1 }],
        },
      }),
    );
    const first = await list(`category_id=${category}&limit=2`);
    expect(first).toMatchObject({ total: 4, page: 1, limit: 2 });
    expect(first.questions.map((q) => q.id)).toEqual([ids[3], ids[2]]);
    expect((await list(`category_id=${category}&limit=2&page=2`)).questions.map((q) => q.id)).toEqual([ids[1], ids[0]]);
    expect((await list(`category_id=${category}&type=numeric`)).questions).toMatchObject([
      { id: ids[3], type: 'numeric', title: null, text_start: 'Mạng /24 có bao nhiêu **địa chỉ máy**?' },
    ]);
    expect((await list(`category_id=${category}&q=DIA CHI MAY`)).questions.map((q) => q.id)).toEqual([ids[3]]);
    expect((await list(`category_id=${category}&q=câu 2`)).questions.map((q) => q.id)).toEqual([ids[1]]);
  });

  test.each<[string, object, string]>([
    ['no category', { question: singleChoice() }, renderMessage(QUESTION_BANK_MESSAGES.categoryNotFound)],
    [
      'another course’s category',
      { category_id: 987_654, question: singleChoice() },
      renderMessage(QUESTION_BANK_MESSAGES.categoryNotFound),
    ],
    ['a type that is none', { category_id: 1, question: { type: 'essay', text: 'x' } }, renderMessage(M.typeInvalid)],
    ['no text', { category_id: 1, question: singleChoice({ text: ' ' }) }, renderMessage(M.textRequired)],
    [
      'points out of range',
      { category_id: 1, question: singleChoice({ default_points: 101 }) },
      renderMessage(M.pointsInvalid),
    ],
    [
      'one option',
      { category_id: 1, question: singleChoice({ options: [{ id: 1, text: 'A', fraction: 1 }] } as object) },
      renderMessage(M.optionsCount),
    ],
    [
      'no option at 100 %',
      {
        category_id: 1,
        question: singleChoice({
          options: [
            { id: 1, text: 'A', fraction: 0.5 },
            { id: 2, text: 'B', fraction: 0 },
          ],
        } as object),
      },
      renderMessage(M.singleNeedsFull),
    ],
    [
      'two options with one id',
      {
        category_id: 1,
        question: singleChoice({
          options: [
            { id: 1, text: 'A', fraction: 1 },
            { id: 1, text: 'B', fraction: 0 },
          ],
        } as object),
      },
      renderMessage(M.partIdsDuplicate),
    ],
    [
      'a short answer without answers',
      { category_id: 1, question: { type: 'short_answer', text: 'x', answers: [] } },
      renderMessage(M.answersCount),
    ],
    [
      'a numeric tolerance below 0',
      { category_id: 1, question: { type: 'numeric', text: 'x', answers: [{ value: 1, tolerance: -1, fraction: 1 }] } },
      renderMessage(M.toleranceInvalid),
    ],
  ])('400 for %s, with the shared schema’s message', async (_what, body, message) => {
    const payload = 'category_id' in body && body.category_id === 1 ? { ...body, category_id: categoryId } : body;
    const response = await call(f.h, 'POST', `/api/courses/${f.courseId}/questions`, f.tokens.teacher, payload);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toBe(message);
  });

  test('a category of another course is refused for a move (400), an unknown question is 404', async () => {
    const id = await makeQuestion(f, { category_id: categoryId, question: singleChoice() });
    const elsewhere = (
      await call(
        f.h,
        'POST',
        `/api/courses/${(await f.h.createCourse({ categoryId: (await f.h.createCategory()).id, teacherId: null })).id}/question-categories`,
        f.tokens.admin,
        { name: 'Khác' },
      )
    ).json().category.id as number;
    const moved = await call(f.h, 'POST', `/api/questions/${id}/move`, f.tokens.teacher, { category_id: elsewhere });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().field).toBe('category_id');
    for (const [method, url] of [
      ['GET', '/api/questions/987654'],
      ['DELETE', '/api/questions/987654'],
      ['POST', '/api/questions/987654/duplicate'],
    ] as const) {
      expect((await call(f.h, method, url, f.tokens.teacher)).statusCode).toBe(404);
    }
    expect(
      (
        await call(f.h, 'PUT', '/api/questions/987654', f.tokens.teacher, {
          category_id: categoryId,
          question: singleChoice(),
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('who may', () => {
  test('an admin may; a student or another course’s teacher: 403 everywhere; no session: 401', async () => {
    const id = await makeQuestion(f, { category_id: categoryId, question: singleChoice() });
    expect((await read(id, f.tokens.admin)).statusCode).toBe(200);
    for (const token of [f.tokens.student, f.tokens.otherTeacher, undefined]) {
      const status = token ? 403 : 401;
      expect((await call(f.h, 'GET', `/api/questions/${id}`, token)).statusCode).toBe(status);
      expect((await call(f.h, 'GET', `/api/courses/${f.courseId}/questions`, token)).statusCode).toBe(status);
      expect(
        (
          await call(f.h, 'POST', `/api/courses/${f.courseId}/questions`, token, {
            category_id: categoryId,
            question: singleChoice(),
          })
        ).statusCode,
      ).toBe(status);
      expect(
        (await call(f.h, 'PUT', `/api/questions/${id}`, token, { category_id: categoryId, question: singleChoice() }))
          .statusCode,
      ).toBe(status);
      expect(
        (await call(f.h, 'POST', `/api/questions/${id}/move`, token, { category_id: otherCategoryId })).statusCode,
      ).toBe(status);
      expect((await call(f.h, 'POST', `/api/questions/${id}/duplicate`, token)).statusCode).toBe(status);
      expect((await call(f.h, 'DELETE', `/api/questions/${id}`, token)).statusCode).toBe(status);
    }
    expect((await read(id)).json().question.version).toBe(1);
  });

  test('a members-only course’s questions are not there for a teacher who is not a member (404)', async () => {
    const id = await makeQuestion(f, { category_id: categoryId, question: singleChoice() });
    expect(
      (await call(f.h, 'PUT', `/api/courses/${f.courseId}/access`, f.tokens.teacher, { access: 'members' })).statusCode,
    ).toBe(200);
    try {
      expect((await read(id, f.tokens.otherTeacher)).statusCode).toBe(404);
      expect((await call(f.h, 'GET', `/api/courses/${f.courseId}/questions`, f.tokens.otherTeacher)).statusCode).toBe(
        404,
      );
    } finally {
      await call(f.h, 'PUT', `/api/courses/${f.courseId}/access`, f.tokens.teacher, { access: 'open' });
    }
  });
});
