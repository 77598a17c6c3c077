import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { QUESTION_BANK_MESSAGES as M, type QuestionCategory, renderMessage } from '@netclass/shared';
import {
  bankFixture,
  call,
  makeCategory,
  makeQuestion,
  singleChoice,
  type BankFixture,
} from './question-bank.fixtures.js';

let f: BankFixture;
beforeAll(async () => {
  f = await bankFixture();
});
afterAll(async () => {
  await f?.h.close();
});

const list = (token = f.tokens.teacher) => call(f.h, 'GET', `/api/courses/${f.courseId}/question-categories`, token);

describe('categories', () => {
  test('the teacher adds, renames and lists them in order with their counts; names are unique in the course, case ignored', async () => {
    const first = await makeCategory(f, 'IPv4');
    const second = await makeCategory(f, 'Định tuyến');
    await makeQuestion(f, { category_id: second, question: singleChoice() });
    const renamed = await call(f.h, 'PUT', `/api/question-categories/${first}`, f.tokens.teacher, {
      name: '  Địa chỉ IPv4 ',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().category).toMatchObject({ id: first, name: 'Địa chỉ IPv4', question_count: 0 });
    const categories = (await list()).json().categories as QuestionCategory[];
    expect(categories.filter((c) => [first, second].includes(c.id)).map((c) => [c.name, c.question_count])).toEqual([
      ['Địa chỉ IPv4', 0],
      ['Định tuyến', 1],
    ]);
    const taken = await call(f.h, 'POST', `/api/courses/${f.courseId}/question-categories`, f.tokens.teacher, {
      name: 'định TUYẾN',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(renderMessage(M.categoryNameTaken));
  });

  test('a category with questions is not deleted (409); an empty one is, with its deleted questions', async () => {
    const id = await makeCategory(f, 'Tạm');
    const question = await makeQuestion(f, { category_id: id, question: singleChoice() });
    const refused = await call(f.h, 'DELETE', `/api/question-categories/${id}`, f.tokens.teacher);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(renderMessage(M.categoryNotEmpty));
    expect((await call(f.h, 'DELETE', `/api/questions/${question}`, f.tokens.teacher)).statusCode).toBe(200);
    expect((await call(f.h, 'DELETE', `/api/question-categories/${id}`, f.tokens.teacher)).statusCode).toBe(200);
    expect((await list()).json().categories.map((c: QuestionCategory) => c.id)).not.toContain(id);
    expect((await f.h.db.execute(`select 1 from questions where id = ${question}`)).rows).toHaveLength(0);
  });

  test.each<[string, object, string]>([
    ['no name', {}, renderMessage(M.categoryNameRequired)],
    ['a blank name', { name: '   ' }, renderMessage(M.categoryNameRequired)],
    ['a name too long', { name: 'x'.repeat(201) }, renderMessage(M.categoryNameTooLong)],
  ])('400 for %s', async (_what, body, message) => {
    const response = await call(f.h, 'POST', `/api/courses/${f.courseId}/question-categories`, f.tokens.teacher, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });
});

describe('who may', () => {
  test('an admin may; a student or another course’s teacher: 403; no session: 401; unknown course or category: 404', async () => {
    const id = await makeCategory(f, 'Quyền');
    expect((await list(f.tokens.admin)).statusCode).toBe(200);
    for (const token of [f.tokens.student, f.tokens.otherTeacher]) {
      expect((await list(token)).statusCode).toBe(403);
      expect(
        (await call(f.h, 'POST', `/api/courses/${f.courseId}/question-categories`, token, { name: 'X' })).statusCode,
      ).toBe(403);
      expect((await call(f.h, 'PUT', `/api/question-categories/${id}`, token, { name: 'X' })).statusCode).toBe(403);
      expect((await call(f.h, 'DELETE', `/api/question-categories/${id}`, token)).statusCode).toBe(403);
      expect((await call(f.h, 'GET', `/api/question-categories/${id}/export.gift`, token)).statusCode).toBe(403);
    }
    expect((await call(f.h, 'GET', `/api/courses/${f.courseId}/question-categories`)).statusCode).toBe(401);
    expect((await call(f.h, 'GET', '/api/courses/987654/question-categories', f.tokens.teacher)).statusCode).toBe(404);
    expect(
      (await call(f.h, 'PUT', '/api/question-categories/987654', f.tokens.teacher, { name: 'X' })).statusCode,
    ).toBe(404);
    expect((await call(f.h, 'DELETE', '/api/question-categories/987654', f.tokens.teacher)).statusCode).toBe(404);
  });

  test('a members-only course’s bank is not there for a teacher who is not a member (404)', async () => {
    const id = await makeCategory(f, 'Thành viên');
    expect(
      (await call(f.h, 'PUT', `/api/courses/${f.courseId}/access`, f.tokens.teacher, { access: 'members' })).statusCode,
    ).toBe(200);
    try {
      expect((await list(f.tokens.otherTeacher)).statusCode).toBe(404);
      expect(
        (await call(f.h, 'PUT', `/api/question-categories/${id}`, f.tokens.otherTeacher, { name: 'X' })).statusCode,
      ).toBe(404);
      expect((await list(f.tokens.student)).statusCode).toBe(404);
    } finally {
      await call(f.h, 'PUT', `/api/courses/${f.courseId}/access`, f.tokens.teacher, { access: 'open' });
    }
  });
});

describe('export', () => {
  test('a GIFT file named for the category, its questions oldest first; ordering questions left out and counted', async () => {
    const id = await makeCategory(f, 'Xuất: IPv4');
    await makeQuestion(f, { category_id: id, question: singleChoice() });
    await makeQuestion(f, {
      category_id: id,
      question: { type: 'true_false', title: 'MAC', text: 'Địa chỉ MAC dài 48 bit.', correct: true },
    });
    await makeQuestion(f, {
      category_id: id,
      question: {
        type: 'ordering',
        text: 'Sắp xếp các tầng',
        items: [
          { id: 1, text: 'Vật lý' },
          { id: 2, text: 'Liên kết' },
        ],
      },
    });
    const response = await call(f.h, 'GET', `/api/question-categories/${id}/export.gift`, f.tokens.teacher);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.headers['content-disposition']).toContain(`attachment; filename="Xuat_ IPv4.gift"`);
    expect(response.headers['x-skipped-questions']).toBe('1');
    expect(response.body).toBe(
      '$CATEGORY: Xuất: IPv4\n\n' +
        '::Cổng mặc định::[markdown]Thiết bị nào chuyển gói tin ra khỏi **mạng LAN**? {\n\t=Router\n\t~Switch#Switch chỉ ' +
        'chuyển khung trong LAN.\n}\n\n' +
        '::MAC::[markdown]Địa chỉ MAC dài 48 bit. {\n\tTRUE\n}\n',
    );
  });
});
