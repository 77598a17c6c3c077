import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CONTENT_MESSAGES, renderMessage } from '@netclass/shared';
import { buildTestApp, type TestApp, type TestUser } from '../../../test/app.js';
import { lessons, materials } from '../../db/schema/index.js';

let h: TestApp;
let teacher: TestUser;
let category: { id: number; name: string };
let course: { id: number; name: string };
let othersCourse: { id: number };
const tokens = { admin: '', teacher: '', student: '' };
const pdf = Buffer.from('%PDF-1.4\n%test\n');

beforeAll(async () => {
  h = await buildTestApp();
  teacher = await h.createUser({ role: 'teacher' });
  const other = await h.createUser({ role: 'teacher' });
  tokens.admin = await h.loginAs(await h.createUser({ role: 'admin' }));
  tokens.teacher = await h.loginAs(teacher);
  tokens.student = await h.loginAs(await h.createUser({ role: 'student' }));
  category = await h.createCategory({ name: 'Học kỳ 1' });
  course = await h.createCourse({ categoryId: category.id, teacherId: teacher.id, name: 'Mạng máy tính' });
  othersCourse = await h.createCourse({ categoryId: category.id, teacherId: other.id });
});
afterAll(async () => {
  await h?.close();
});

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token?: string, payload?: object) =>
  h.app.inject({ method, url, headers: token ? h.authHeader(token) : {}, ...(payload ? { payload } : {}) });
const rowOf = async (id: number) => (await h.db.select().from(lessons).where(eq(lessons.id, id)))[0];

describe('GET /api/lessons/:courseId', () => {
  test('sorted by order_num then id, with ready material counts', async () => {
    const c = await h.createCourse({ categoryId: category.id, teacherId: teacher.id, name: 'Truyền số liệu' });
    const third = await h.createLesson({ courseId: c.id, orderNum: 2, title: 'C' });
    const first = await h.createLesson({ courseId: c.id, orderNum: 1, title: 'A' });
    const second = await h.createLesson({ courseId: c.id, orderNum: 1, title: 'B' });
    await h.createMaterial({ lessonId: first.id, bytes: pdf, fileName: 'osi.pdf' });

    const response = await call('GET', `/api/lessons/${c.id}`, tokens.student);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.course).toEqual({ id: c.id, name: 'Truyền số liệu', category_id: category.id });
    expect(body.can_manage).toBe(false);
    expect(body.lessons.map((l: { id: number }) => l.id)).toEqual([first.id, second.id, third.id]);
    expect(body.lessons[0]).toEqual({
      id: first.id,
      title: 'A',
      course_id: c.id,
      order_num: 1,
      material_count: 1,
      created_at: expect.any(String),
      publication: 'published',
      publish_at: expect.any(String),
    });
    expect(body.lessons[1].material_count).toBe(0);
  });

  test.each([
    ['teacher', true],
    ['admin', true],
  ] as const)('as %s: can_manage %s', async (who, expected) => {
    expect((await call('GET', `/api/lessons/${course.id}`, tokens[who])).json().can_manage).toBe(expected);
  });

  test('unknown course: 404; malformed id: 400; no session: 401', async () => {
    expect((await call('GET', '/api/lessons/987654', tokens.student)).statusCode).toBe(404);
    expect((await call('GET', '/api/lessons/abc', tokens.student)).statusCode).toBe(400);
    expect((await call('GET', `/api/lessons/${course.id}`)).statusCode).toBe(401);
  });
});

describe('GET /api/lessons/details/:lessonId', () => {
  test('the lesson with its content (Markdown, and HTML rendered by the server), course and term', async () => {
    const lesson = await h.createLesson({
      courseId: course.id,
      title: 'Mô hình OSI',
      content: '## Bảy tầng…',
      orderNum: 3,
    });
    const response = await call('GET', `/api/lessons/details/${lesson.id}`, tokens.student);
    expect(response.statusCode).toBe(200);
    expect(response.json().lesson).toEqual({
      id: lesson.id,
      title: 'Mô hình OSI',
      content: '## Bảy tầng…',
      content_html: '<h3>Bảy tầng…</h3>\n',
      course_id: course.id,
      order_num: 3,
      material_count: 0,
      created_at: expect.any(String),
      publication: 'published',
      publish_at: expect.any(String),
      course: { id: course.id, name: 'Mạng máy tính', category_id: category.id },
      category: { id: category.id, name: 'Học kỳ 1' },
      can_manage: false,
    });
  });

  test.each([
    ['987654', 404],
    ['abc', 400],
    ['0', 400],
  ])("%s: %i 'Không tìm thấy bài học hoặc bài học không hợp lệ.'", async (id, status) => {
    const response = await call('GET', `/api/lessons/details/${id}`, tokens.student);
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toBe('Không tìm thấy bài học hoặc bài học không hợp lệ.');
  });

  test('401 without a session', async () => {
    expect((await call('GET', '/api/lessons/details/1')).statusCode).toBe(401);
  });
});

describe('POST /api/lessons', () => {
  const lesson = (overrides: object = {}) => ({
    title: 'Định tuyến',
    content: 'Định tuyến tĩnh và động.',
    course_id: course.id,
    order_num: 4,
    ...overrides,
  });

  test("the course's teacher creates a lesson: 201 'Tạo bài học thành công!'", async () => {
    const response = await call('POST', '/api/lessons', tokens.teacher, lesson({ order_num: '0' }));
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      message: 'Tạo bài học thành công!',
      lesson: {
        id: expect.any(Number),
        title: 'Định tuyến',
        course_id: course.id,
        order_num: 0,
        material_count: 0,
        created_at: expect.any(String),
        publication: 'draft',
        publish_at: null,
      },
    });
    expect(await rowOf(body.lesson.id)).toMatchObject({ content: 'Định tuyến tĩnh và động.' });
  });

  test("another teacher's course: 403; an admin may", async () => {
    expect(
      (await call('POST', '/api/lessons', tokens.teacher, lesson({ course_id: othersCourse.id }))).statusCode,
    ).toBe(403);
    expect((await call('POST', '/api/lessons', tokens.admin, lesson({ course_id: othersCourse.id }))).statusCode).toBe(
      201,
    );
  });

  test('a student: 403; no session: 401', async () => {
    expect((await call('POST', '/api/lessons', tokens.student, lesson())).statusCode).toBe(403);
    expect((await call('POST', '/api/lessons', undefined, lesson())).statusCode).toBe(401);
  });

  const required = 'Vui lòng điền đầy đủ tất cả các trường!';
  test.each([
    ['no title', { title: undefined }, required, 'title'],
    ['blank content', { content: '   ' }, required, 'content'],
    ['no course', { course_id: undefined }, required, 'course_id'],
    ['no order number', { order_num: '' }, required, 'order_num'],
    ['a negative order number', { order_num: -1 }, 'Số thứ tự bài học phải là số không âm!', 'order_num'],
    ['a fractional order number', { order_num: 1.5 }, 'Số thứ tự bài học phải là số không âm!', 'order_num'],
  ])('%s: 400 with the spec message, about that field', async (_case, overrides, message, field) => {
    const response = await call('POST', '/api/lessons', tokens.admin, lesson(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, code: 'VALIDATION', field });
  });

  test('no body: 400 with the spec message', async () => {
    expect((await call('POST', '/api/lessons', tokens.admin)).json().message).toBe(required);
  });

  test('an unknown course: 404', async () => {
    expect((await call('POST', '/api/lessons', tokens.admin, lesson({ course_id: 987654 }))).statusCode).toBe(404);
  });
});

describe('DELETE /api/lessons/:id', () => {
  test('the teacher deletes an empty lesson', async () => {
    const lesson = await h.createLesson({ courseId: course.id });
    expect((await call('DELETE', `/api/lessons/${lesson.id}`, tokens.teacher)).statusCode).toBe(200);
    expect(await rowOf(lesson.id)).toBeUndefined();
  });

  test('a lesson with materials: 409 LESSON_HAS_MATERIALS, kept', async () => {
    const lesson = await h.createLesson({ courseId: course.id });
    await h.createMaterial({ lessonId: lesson.id, bytes: pdf, fileName: 'a.pdf' });
    const response = await call('DELETE', `/api/lessons/${lesson.id}`, tokens.admin);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'LESSON_HAS_MATERIALS',
      message: renderMessage(CONTENT_MESSAGES.lessonHasMaterials),
    });
    expect(await rowOf(lesson.id)).toBeDefined();
  });

  test('an unfinished upload does not block it, and goes with it', async () => {
    const lesson = await h.createLesson({ courseId: course.id });
    const created = await call('POST', '/api/materials', tokens.teacher, {
      title: 'Sắp có',
      lesson_id: lesson.id,
      file_name: 'x.pdf',
      file_size: 10,
    });
    expect(created.statusCode).toBe(201);
    expect((await call('DELETE', `/api/lessons/${lesson.id}`, tokens.teacher)).statusCode).toBe(200);
    expect(await h.db.select().from(materials).where(eq(materials.lessonId, lesson.id))).toEqual([]);
  });

  test("another teacher's lesson: 403; a student: 403", async () => {
    const lesson = await h.createLesson({ courseId: othersCourse.id });
    expect((await call('DELETE', `/api/lessons/${lesson.id}`, tokens.teacher)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/lessons/${lesson.id}`, tokens.student)).statusCode).toBe(403);
    expect(await rowOf(lesson.id)).toBeDefined();
  });

  test('unknown id: 404', async () => {
    expect((await call('DELETE', '/api/lessons/987654', tokens.admin)).statusCode).toBe(404);
  });
});
