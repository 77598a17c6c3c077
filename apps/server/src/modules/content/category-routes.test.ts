import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CONTENT_MESSAGES, renderMessage } from '@netclass/shared';
import { buildTestApp, type TestApp } from '../../../test/app.js';
import { categories } from '../../db/schema/index.js';

let h: TestApp;
const tokens = { admin: '', teacher: '', student: '' };
let teacherId = 0;

beforeAll(async () => {
  h = await buildTestApp();
  for (const role of ['admin', 'teacher', 'student'] as const) {
    const user = await h.createUser({ role });
    tokens[role] = await h.loginAs(user);
    if (role === 'teacher') teacherId = user.id;
  }
});
afterAll(async () => {
  await h?.close();
});

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token?: string, payload?: object) =>
  h.app.inject({ method, url, headers: token ? h.authHeader(token) : {}, ...(payload ? { payload } : {}) });
const exists = async (id: number) => (await h.db.select().from(categories).where(eq(categories.id, id))).length === 1;

describe('GET /api/categories', () => {
  test('401 without a session', async () => {
    expect((await call('GET', '/api/categories')).statusCode).toBe(401);
  });

  test('every term by id, with its course count; students may not manage', async () => {
    const empty = await h.createCategory({ name: 'Học kỳ trống', description: null });
    const full = await h.createCategory({ name: 'Học kỳ 1', description: 'Mạng máy tính' });
    await h.createCourse({ categoryId: full.id, teacherId });
    await h.createCourse({ categoryId: full.id, teacherId });

    const response = await call('GET', '/api/categories', tokens.student);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.can_manage).toBe(false);
    const ids = body.categories.map((c: { id: number }) => c.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(body.categories).toEqual(
      expect.arrayContaining([
        { id: empty.id, name: 'Học kỳ trống', description: null, course_count: 0, created_at: expect.any(String) },
        {
          id: full.id,
          name: 'Học kỳ 1',
          description: 'Mạng máy tính',
          course_count: 2,
          created_at: expect.any(String),
        },
      ]),
    );
  });

  test.each(['teacher', 'admin'] as const)('a %s may manage terms', async (who) => {
    expect((await call('GET', '/api/categories', tokens[who])).json().can_manage).toBe(true);
  });
});

describe('POST /api/categories', () => {
  test.each(['teacher', 'admin'] as const)('a %s creates a term: 201, trimmed', async (who) => {
    const response = await call('POST', '/api/categories', tokens[who], { name: '  Học kỳ hè  ', description: '' });
    expect(response.statusCode).toBe(201);
    const { category } = response.json();
    expect(category).toEqual({
      id: expect.any(Number),
      name: 'Học kỳ hè',
      description: null,
      course_count: 0,
      created_at: expect.any(String),
    });
    expect(await exists(category.id)).toBe(true);
  });

  test('a student: 403, nothing created', async () => {
    const before = (await h.db.select().from(categories)).length;
    const response = await call('POST', '/api/categories', tokens.student, { name: 'Không được' });
    expect(response.statusCode).toBe(403);
    expect((await h.db.select().from(categories)).length).toBe(before);
  });

  test('401 without a session', async () => {
    expect((await call('POST', '/api/categories', undefined, { name: 'X' })).statusCode).toBe(401);
  });

  test.each([
    ['a blank name', { name: '   ' }],
    ['no name', { description: 'Chỉ có mô tả' }],
    ['no body at all', undefined],
  ])("%s: 400 'Tên danh mục không được để trống.'", async (_case, payload) => {
    const response = await call('POST', '/api/categories', tokens.admin, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'Tên danh mục không được để trống.',
      code: 'VALIDATION',
      field: 'name',
    });
  });
});

describe('DELETE /api/categories/:id', () => {
  test('an empty term is deleted', async () => {
    const category = await h.createCategory();
    const response = await call('DELETE', `/api/categories/${category.id}`, tokens.teacher);
    expect(response.statusCode).toBe(200);
    expect(await exists(category.id)).toBe(false);
  });

  test('a term with courses: 409 CATEGORY_HAS_COURSES with a clear message, kept', async () => {
    const category = await h.createCategory();
    await h.createCourse({ categoryId: category.id, teacherId });
    const response = await call('DELETE', `/api/categories/${category.id}`, tokens.admin);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'CATEGORY_HAS_COURSES',
      message: renderMessage(CONTENT_MESSAGES.categoryHasCourses),
    });
    expect(await exists(category.id)).toBe(true);
  });

  test('a student: 403, kept', async () => {
    const category = await h.createCategory();
    expect((await call('DELETE', `/api/categories/${category.id}`, tokens.student)).statusCode).toBe(403);
    expect(await exists(category.id)).toBe(true);
  });

  test('unknown id: 404; a malformed id: 400', async () => {
    expect((await call('DELETE', '/api/categories/987654', tokens.admin)).statusCode).toBe(404);
    expect((await call('DELETE', '/api/categories/abc', tokens.admin)).statusCode).toBe(400);
  });
});
