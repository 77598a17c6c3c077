import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { FILE_NAME_MAX_LENGTH, TEXT_MESSAGES, TITLE_MAX_LENGTH, renderMessage } from '@netclass/shared';
import { buildTestApp, type TestApp } from '../test/app.js';
import { SAMPLE_BYTES } from '../test/files.js';
import { multipart } from '../test/multipart.js';
import { categories, materials, users } from './db/schema/index.js';

/**
 * The shared text rule through the API, one route of each kind: single-line names, titles and
 * file names refuse hidden characters; multi-line texts lose them; Vietnamese in NFD is stored
 * as NFC; a text over its limit is refused with the field's message, never cut.
 */

const RLO = '\u202E';
let h: TestApp;
let admin = '';
let teacher = '';
let lessonId = 0;
let courseId = 0;
let teacherId = 0;

beforeAll(async () => {
  h = await buildTestApp();
  admin = await h.loginAs(await h.createUser({ role: 'admin', password: 'matkhau-admin' }));
  const teacherUser = await h.createUser({ role: 'teacher', password: 'matkhau-gv' });
  teacherId = teacherUser.id;
  teacher = await h.loginAs(teacherUser);
  const category = await h.createCategory();
  courseId = (await h.createCourse({ categoryId: category.id, teacherId })).id;
  lessonId = (await h.createLesson({ courseId })).id;
});
afterAll(async () => {
  await h?.close();
});

const post = (url: string, payload: object, token = admin) =>
  h.app.inject({ method: 'POST', url, headers: h.authHeader(token), payload });
const rows = async (table: typeof users | typeof categories | typeof materials) =>
  (await h.db.select({ total: count() }).from(table))[0]?.total;

describe('single-line texts refuse hidden characters', () => {
  test.each([
    ['a user name', '/api/admin', users, () => ({ id: 7_000_001, name: `Nguyễn ${RLO}A`, role: 'student' })],
    ['a term name', '/api/categories', categories, () => ({ name: 'Học kỳ\u200B 1' })],
    [
      'a material title',
      '/api/materials',
      materials,
      () => ({ title: 'Bài\u2066 1', lesson_id: lessonId, file_name: 'bai-1.pdf', file_size: 10 }),
    ],
  ] as const)(
    '%s with a bidirectional or zero-width character: 400 TEXT_INVALID, nothing stored',
    async (_case, url, table, payload) => {
      const before = await rows(table);
      const response = await post(url, payload());
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ message: renderMessage(TEXT_MESSAGES.invalid), code: 'TEXT_INVALID' });
      expect(await rows(table)).toBe(before);
    },
  );

  test('a material file name that spoofs its extension (right-to-left override): 400 TEXT_INVALID', async () => {
    const response = await post(
      '/api/materials',
      { title: 'Hóa đơn', lesson_id: lessonId, file_name: `hoa-don${RLO}fdp.exe`, file_size: 10 },
      teacher,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'TEXT_INVALID', error: renderMessage(TEXT_MESSAGES.invalid) });
  });

  test('an announcement attachment named with a right-to-left override: 400 TEXT_INVALID, nothing stored', async () => {
    const form = multipart({ content: 'Tài liệu' }, [{ name: `de-cuong${RLO}fdp.zip`, bytes: SAMPLE_BYTES.zip }]);
    const response = await h.app.inject({
      method: 'POST',
      url: '/api/announcements',
      headers: { ...h.authHeader(teacher), ...form.headers },
      payload: form.payload,
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ message: renderMessage(TEXT_MESSAGES.invalid), code: 'TEXT_INVALID' });
  });
});

describe('Vietnamese and limits', () => {
  test('a name typed in NFD is stored and answered in NFC', async () => {
    const name = 'Mạng máy tính nâng cao';
    const response = await post('/api/categories', { name: name.normalize('NFD') });
    expect(response.statusCode).toBe(201);
    expect(response.json().category.name).toBe(name);
    const [row] = await h.db.select().from(categories).where(eq(categories.id, response.json().category.id));
    expect(row?.name).toBe(name);
  });

  test('a course name of the limit + 1: 400 with the field message, nothing stored', async () => {
    const response = await post('/api/courses', {
      id: 7_100_001,
      name: 'x'.repeat(TITLE_MAX_LENGTH + 1),
      teacher_id: teacherId,
      category_id: (await h.createCategory()).id,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: `Tên học phần tối đa ${TITLE_MAX_LENGTH} ký tự.`,
      code: 'TEXT_TOO_LONG',
      field: 'name',
    });
  });

  test('a file name of the limit + 1 is refused, not cut', async () => {
    const fileName = `${'a'.repeat(FILE_NAME_MAX_LENGTH - 3)}.pdf`;
    const response = await post(
      '/api/materials',
      { title: 'Dài', lesson_id: lessonId, file_name: fileName, file_size: 10 },
      teacher,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: renderMessage(TEXT_MESSAGES.fileNameTooLong),
      code: 'TEXT_TOO_LONG',
    });
    const exact = await post(
      '/api/materials',
      { title: 'Vừa', lesson_id: lessonId, file_name: fileName.slice(1), file_size: 10 },
      teacher,
    );
    expect(exact.statusCode, exact.body).toBe(201);
  });
});

describe('multi-line texts lose hidden characters', () => {
  test('a chat message keeps its words, line breaks and emoji, without the hidden characters', async () => {
    const response = await post('/api/messages', { content: `Xin${RLO} chào\u200B\r\nnhóm 👩🏽‍💻\uFEFF` });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().chat_message.content).toBe('Xin chào\nnhóm 👩🏽‍💻');
  });

  test('a control character other than a line break or tab: 400 TEXT_INVALID', async () => {
    const response = await post('/api/comments', { lesson_id: lessonId, content: 'a\u001B[31mđỏ' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: renderMessage(TEXT_MESSAGES.invalid),
      code: 'TEXT_INVALID',
      field: 'content',
    });
  });
});
