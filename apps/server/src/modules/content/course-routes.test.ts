import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CONTENT_MESSAGES, renderMessage } from '@netclass/shared';
import { buildTestApp, type TestApp, type TestUser } from '../../../test/app.js';
import { courses } from '../../db/schema/index.js';

let h: TestApp;
let teacher: TestUser;
let otherTeacher: TestUser;
let categoryId = 0;
const tokens = { admin: '', teacher: '', other: '', student: '' };

beforeAll(async () => {
  h = await buildTestApp();
  teacher = await h.createUser({ role: 'teacher', name: 'Trần Minh Quân' });
  otherTeacher = await h.createUser({ role: 'teacher', name: 'Lê Thu Trang' });
  tokens.admin = await h.loginAs(await h.createUser({ role: 'admin' }));
  tokens.teacher = await h.loginAs(teacher);
  tokens.other = await h.loginAs(otherTeacher);
  tokens.student = await h.loginAs(await h.createUser({ role: 'student' }));
  categoryId = (await h.createCategory({ name: 'Học kỳ 1' })).id;
});
afterAll(async () => {
  await h?.close();
});

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token?: string, payload?: object) =>
  h.app.inject({ method, url, headers: token ? h.authHeader(token) : {}, ...(payload ? { payload } : {}) });
const rowOf = async (id: number) => (await h.db.select().from(courses).where(eq(courses.id, id)))[0];
let nextId = 3000;
const newCourse = (overrides: object = {}) => ({
  id: nextId++,
  name: 'Mạng máy tính',
  teacher_id: teacher.id,
  category_id: categoryId,
  ...overrides,
});

describe('GET /api/courses/category/:categoryId', () => {
  test('the term itself and its courses, with teacher name, lesson count and can_manage', async () => {
    const category = await h.createCategory({ name: 'Học kỳ 2', description: 'Truyền số liệu' });
    const mine = await h.createCourse({ categoryId: category.id, teacherId: teacher.id, name: 'Mạng máy tính' });
    const theirs = await h.createCourse({
      categoryId: category.id,
      teacherId: otherTeacher.id,
      name: 'Truyền số liệu',
    });
    await h.createLesson({ courseId: mine.id });
    await h.createLesson({ courseId: mine.id });

    const response = await call('GET', `/api/courses/category/${category.id}`, tokens.teacher);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.category).toEqual({
      id: category.id,
      name: 'Học kỳ 2',
      description: 'Truyền số liệu',
      course_count: 2,
      created_at: expect.any(String),
    });
    expect(body.can_create_course).toBe(true);
    expect(body.courses).toEqual([
      {
        id: mine.id,
        name: 'Mạng máy tính',
        description: 'Mô tả học phần',
        teacher_id: teacher.id,
        teacher_name: 'Trần Minh Quân',
        category_id: category.id,
        start_date: mine.startDate.toISOString(),
        end_date: mine.endDate.toISOString(),
        lesson_count: 2,
        access: 'open',
        can_manage: true,
        publication: 'published',
        publish_at: mine.publishAt?.toISOString(),
      },
      expect.objectContaining({ id: theirs.id, teacher_name: 'Lê Thu Trang', lesson_count: 0, can_manage: false }),
    ]);
  });

  test.each([
    ['student', [false, false], false],
    ['admin', [true, true], true],
  ] as const)('as %s: can_manage follows the policies', async (who, manage, create) => {
    const category = await h.createCategory();
    await h.createCourse({ categoryId: category.id, teacherId: teacher.id });
    await h.createCourse({ categoryId: category.id, teacherId: otherTeacher.id });
    const body = (await call('GET', `/api/courses/category/${category.id}`, tokens[who])).json();
    expect(body.courses.map((c: { can_manage: boolean }) => c.can_manage)).toEqual(manage);
    expect(body.can_create_course).toBe(create);
  });

  test.each([['abc'], ['0'], ['-1'], ['1.5']])("a malformed id (%s): 400 'Danh mục không hợp lệ!'", async (id) => {
    const response = await call('GET', `/api/courses/category/${id}`, tokens.student);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Danh mục không hợp lệ!');
  });

  test("an unknown term: 404 'Danh mục không hợp lệ!'", async () => {
    const response = await call('GET', '/api/courses/category/987654', tokens.student);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: 'Danh mục không hợp lệ!', code: 'NOT_FOUND' });
  });

  test('401 without a session', async () => {
    expect((await call('GET', `/api/courses/category/${categoryId}`)).statusCode).toBe(401);
  });
});

describe('POST /api/courses', () => {
  test('an admin creates a course for a teacher; description and dates default (now, +1 month)', async () => {
    const payload = newCourse();
    const before = Date.now();
    const response = await call('POST', '/api/courses', tokens.admin, payload);
    expect(response.statusCode).toBe(201);
    const { course } = response.json();
    expect(course).toMatchObject({
      id: payload.id,
      name: 'Mạng máy tính',
      description: 'Mô tả học phần',
      teacher_id: teacher.id,
      teacher_name: 'Trần Minh Quân',
      lesson_count: 0,
      can_manage: true,
    });
    const start = new Date(course.start_date);
    const end = new Date(course.end_date);
    expect(start.getTime()).toBeGreaterThanOrEqual(before - 1000);
    const monthLater = new Date(start);
    monthLater.setMonth(monthLater.getMonth() + 1);
    expect(end.getTime()).toBe(monthLater.getTime());
    expect(await rowOf(payload.id)).toBeDefined();
  });

  test('form values: a text id, given dates (without an offset: Vietnam time), a description', async () => {
    const id = nextId++;
    const response = await call('POST', '/api/courses', tokens.teacher, {
      ...newCourse({ id: String(id) }),
      description: 'Mô hình OSI',
      start_date: '2026-09-01T08:00',
      end_date: '2026-12-31T17:00:00Z',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().course).toMatchObject({
      id,
      description: 'Mô hình OSI',
      start_date: '2026-09-01T01:00:00.000Z',
      end_date: '2026-12-31T17:00:00.000Z',
    });
  });

  test('a teacher creates a course taught by themselves', async () => {
    const payload = newCourse({ teacher_id: teacher.id });
    expect((await call('POST', '/api/courses', tokens.teacher, payload)).statusCode).toBe(201);
  });

  test('a teacher may not create a course for another teacher: 403, nothing created', async () => {
    const payload = newCourse({ teacher_id: otherTeacher.id });
    expect((await call('POST', '/api/courses', tokens.teacher, payload)).statusCode).toBe(403);
    expect(await rowOf(payload.id)).toBeUndefined();
  });

  test('a student: 403; no session: 401', async () => {
    const payload = newCourse();
    expect((await call('POST', '/api/courses', tokens.student, payload)).statusCode).toBe(403);
    expect((await call('POST', '/api/courses', undefined, payload)).statusCode).toBe(401);
    expect(await rowOf(payload.id)).toBeUndefined();
  });

  test('a duplicate id: 409 COURSE_ID_TAKEN, the first course unchanged', async () => {
    const payload = newCourse({ name: 'Bản gốc' });
    expect((await call('POST', '/api/courses', tokens.admin, payload)).statusCode).toBe(201);
    const response = await call('POST', '/api/courses', tokens.admin, { ...payload, name: 'Bản trùng' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'COURSE_ID_TAKEN',
      message: renderMessage(CONTENT_MESSAGES.courseIdTaken),
    });
    expect(await rowOf(payload.id)).toMatchObject({ name: 'Bản gốc' });
  });

  const required = 'ID, tên học phần và giáo viên không được để trống.';
  const badId = 'ID học phần phải là số nguyên dương.';
  test.each([
    ['no id', { id: undefined }, required, 'id'],
    ['a blank id', { id: ' ' }, required, 'id'],
    ['a blank name', { name: '  ' }, required, 'name'],
    ['no teacher', { teacher_id: undefined }, required, 'teacher_id'],
    ['a zero id', { id: 0 }, badId, 'id'],
    ['a negative id', { id: -5 }, badId, 'id'],
    ['a fractional id', { id: 2.5 }, badId, 'id'],
    ['a text id', { id: 'HP01' }, badId, 'id'],
    [
      'an end before the start',
      { start_date: '2026-09-01T08:00:00+07:00', end_date: '2026-08-01T08:00:00+07:00' },
      'Ngày kết thúc không được trước ngày bắt đầu.',
      'end_date',
    ],
    ['a malformed date', { start_date: 'ngày mai' }, 'Ngày bắt đầu không hợp lệ.', 'start_date'],
    ['a student as teacher', { teacher_id: 'student' }, 'Giáo viên không hợp lệ.', 'teacher_id'],
  ])('%s: 400 with the spec message, about that field', async (_case, overrides, message, field) => {
    const payload: Record<string, unknown> = { ...newCourse(), ...overrides };
    if (payload.teacher_id === 'student') payload.teacher_id = (await h.createUser({ role: 'student' })).id;
    const response = await call('POST', '/api/courses', tokens.admin, payload);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ message, code: 'VALIDATION', field });
  });

  test("an unknown term: 404 'Danh mục không hợp lệ!'", async () => {
    const response = await call('POST', '/api/courses', tokens.admin, newCourse({ category_id: 987654 }));
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Danh mục không hợp lệ!');
  });
});

describe('DELETE /api/courses/:id', () => {
  test('the teacher deletes their own empty course', async () => {
    const course = await h.createCourse({ categoryId, teacherId: teacher.id });
    expect((await call('DELETE', `/api/courses/${course.id}`, tokens.teacher)).statusCode).toBe(200);
    expect(await rowOf(course.id)).toBeUndefined();
  });

  test("another teacher's course: 403, kept; an admin may delete it", async () => {
    const course = await h.createCourse({ categoryId, teacherId: otherTeacher.id });
    expect((await call('DELETE', `/api/courses/${course.id}`, tokens.teacher)).statusCode).toBe(403);
    expect(await rowOf(course.id)).toBeDefined();
    expect((await call('DELETE', `/api/courses/${course.id}`, tokens.admin)).statusCode).toBe(200);
    expect(await rowOf(course.id)).toBeUndefined();
  });

  test('a student: 403', async () => {
    const course = await h.createCourse({ categoryId, teacherId: teacher.id });
    expect((await call('DELETE', `/api/courses/${course.id}`, tokens.student)).statusCode).toBe(403);
    expect(await rowOf(course.id)).toBeDefined();
  });

  test('a course with lessons: 409 COURSE_HAS_LESSONS, kept', async () => {
    const course = await h.createCourse({ categoryId, teacherId: teacher.id });
    await h.createLesson({ courseId: course.id });
    const response = await call('DELETE', `/api/courses/${course.id}`, tokens.admin);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'COURSE_HAS_LESSONS',
      message: renderMessage(CONTENT_MESSAGES.courseHasLessons),
    });
    expect(await rowOf(course.id)).toBeDefined();
  });

  test('unknown id: 404', async () => {
    expect((await call('DELETE', '/api/courses/987654', tokens.admin)).statusCode).toBe(404);
  });
});
