import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  QUESTION_BANK_MESSAGES as M,
  QUESTION_IMPORT_MAX_BYTES,
  type BankQuestion,
  type QuestionImportPreview,
  type QuestionImportResult,
  type QuestionSummary,
  renderMessage,
} from '@netclass/shared';
import { bankFixture, call, makeCategory, type BankFixture } from './question-bank.fixtures.js';

let f: BankFixture;
let categoryId = 0;
beforeAll(async () => {
  f = await bankFixture();
  categoryId = await makeCategory(f, 'Nhập');
});
afterAll(async () => {
  await f?.h.close();
});

const fixture = (name: string) =>
  fs.readFileSync(new URL(`../../../../../packages/shared/src/questions/formats/fixtures/${name}`, import.meta.url));
const GIFT = `::Cổng::Thiết bị nào là cổng mặc định? {=Router ~Switch}

::Hỏng::Câu này thiếu đáp án đóng {=A ~B

::MAC::Địa chỉ MAC dài 48 bit.{T}
`;

const post = (step: 'check' | 'apply', query: string, body: Buffer | string, token: string | null = f.tokens.teacher) =>
  f.h.app.inject({
    method: 'POST',
    url: `/api/courses/${f.courseId}/questions/import/${step}?${query}`,
    headers: { ...(token ? f.h.authHeader(token) : {}), 'content-type': 'application/octet-stream' },
    payload: body,
  });

describe('import', () => {
  test('check: the GIFT file’s questions with their titles and types, the bad one with its line; nothing written', async () => {
    const response = await post('check', 'file_name=bai.gift', GIFT);
    expect(response.statusCode, response.body).toBe(200);
    const preview = response.json<QuestionImportPreview>();
    expect(preview.format).toBe('gift');
    expect(preview.questions).toMatchObject([
      { index: 1, line: 1, title: 'Cổng', type: 'single_choice', text_start: 'Thiết bị nào là cổng mặc định?' },
      { index: 3, line: 5, title: 'MAC', type: 'true_false' },
    ]);
    expect(preview.errors).toMatchObject([{ index: 2, line: 3, title: 'Hỏng' }]);
    expect((await f.h.db.execute(`select 1 from questions where category_id = ${categoryId}`)).rows).toHaveLength(0);
  });

  test('apply: the valid ones go into the category, the bad one is reported', async () => {
    const response = await post('apply', `file_name=bai.txt&category_id=${categoryId}`, GIFT);
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<QuestionImportResult>();
    expect(result).toMatchObject({ imported: 2, category_id: categoryId, errors: [{ index: 2, line: 3 }] });
    const listed = (
      await call(f.h, 'GET', `/api/courses/${f.courseId}/questions?category_id=${categoryId}`, f.tokens.teacher)
    ).json().questions as QuestionSummary[];
    expect(listed.map((q) => q.title).sort()).toEqual(['Cổng', 'MAC']);
  });

  test('Aiken by extension, or the format chosen for a name that says none', async () => {
    const aiken = fixture('networking.aiken.txt');
    expect((await post('check', 'file_name=de.aiken', aiken)).json().format).toBe('aiken');
    expect((await post('check', 'file_name=de.txt&format=aiken', aiken)).json().questions.length).toBeGreaterThan(0);
    const unknown = await post('check', 'file_name=de.doc', aiken);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(renderMessage(M.formatUnknown));
    expect((await post('check', 'file_name=de.txt&format=word', aiken)).json().message).toBe(
      renderMessage(M.formatInvalid),
    );
  });

  test('the format alone, with no file name, is enough (the name only picks the format when none is given); neither is a 400', async () => {
    const aiken = fixture('networking.aiken.txt');
    const byFormat = await post('check', 'format=aiken', aiken);
    expect(byFormat.statusCode, byFormat.body).toBe(200);
    expect(byFormat.json<QuestionImportPreview>()).toMatchObject({ format: 'aiken' });
    expect(byFormat.json<QuestionImportPreview>().questions.length).toBeGreaterThan(0);
    const neither = await post('check', '', aiken);
    expect(neither.statusCode).toBe(400);
    expect(neither.json().message).toBe(renderMessage(M.formatUnknown));
  });

  test('Moodle XML: the picture is kept as the course’s picture, its name swapped for its key, and read back as a signed link', async () => {
    const response = await post(
      'apply',
      `file_name=ngan-hang.xml&category_id=${categoryId}`,
      fixture('networking.moodle.xml'),
    );
    expect(response.statusCode, response.body).toBe(200);
    const rows = await f.h.db.execute<{ id: number; key: string }>(
      `select q.id, substring(q.body ->> 'text' from 'question-image:([0-9a-f-]{36})') as key from questions q where q.category_id = ${categoryId} ` +
        `and q.body ->> 'text' like '%question-image:%'`,
    );
    expect(rows.rows).toHaveLength(1);
    const { id, key } = rows.rows[0]!;
    expect(
      (
        await f.h.db.execute(
          `select original_name from lesson_images where id = '${key}' and course_id = ${f.courseId}`,
        )
      ).rows,
    ).toEqual([{ original_name: 'so do.png' }]);
    const question = (await call(f.h, 'GET', `/api/questions/${id}`, f.tokens.teacher)).json().question as BankQuestion;
    const link = question.images[key];
    expect(link).toMatch(/^\/api\/files\//);
    const picture = await f.h.app.inject({ method: 'GET', url: link! });
    expect(picture.statusCode).toBe(200);
    expect(picture.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });

  test('empty (400), binary (415), too large (413), a category of another course (400), nothing written', async () => {
    expect((await post('check', 'file_name=a.gift', '')).json().message).toBe(renderMessage(M.fileRequired));
    const binary = await post('check', 'file_name=a.gift', Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 1, 2]));
    expect(binary.statusCode).toBe(415);
    expect(binary.json().message).toBe(renderMessage(M.fileNotText));
    expect((await post('check', 'file_name=a.gift', Buffer.from([0xc3, 0x28, 0x41]))).statusCode).toBe(415);
    expect(
      (
        await post(
          'apply',
          `file_name=a.gift&category_id=${categoryId}`,
          Buffer.alloc(QUESTION_IMPORT_MAX_BYTES + 1, 0x61),
        )
      ).statusCode,
    ).toBe(413);
    const wrong = await post('apply', 'file_name=a.gift&category_id=987654', GIFT);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(renderMessage(M.categoryNotFound));
    expect((await post('apply', 'file_name=a.gift', GIFT)).statusCode).toBe(400);
  });

  test('a student or another course’s teacher: 403; no session: 401; unknown course: 404', async () => {
    for (const step of ['check', 'apply'] as const) {
      const query = `file_name=a.gift&category_id=${categoryId}`;
      expect((await post(step, query, GIFT, f.tokens.student)).statusCode).toBe(403);
      expect((await post(step, query, GIFT, f.tokens.otherTeacher)).statusCode).toBe(403);
      expect((await post(step, query, GIFT, null)).statusCode).toBe(401);
      const unknown = await f.h.app.inject({
        method: 'POST',
        url: `/api/courses/987654/questions/import/${step}?${query}`,
        headers: { ...f.h.authHeader(f.tokens.teacher), 'content-type': 'text/plain' },
        payload: GIFT,
      });
      expect(unknown.statusCode).toBe(404);
    }
  });
});
