import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CONTENT_MESSAGES, ORDER_MESSAGES, renderMessage } from '@netclass/shared';
import { buildTestApp, type TestApp, type TestUser } from '../../../test/app.js';
import { nextDomainEvent } from '../../../test/progress.js';
import { categories, courses, lessons, materials } from '../../db/schema/index.js';

let h: TestApp;
let teacher: TestUser;
let categoryId: number;
let course: { id: number };
let secondCourse: { id: number };
let othersCourse: { id: number };
const tokens = { admin: '', teacher: '', other: '', student: '' };
const pdf = Buffer.from('%PDF-1.4\n%test\n');

beforeAll(async () => {
  h = await buildTestApp();
  teacher = await h.createUser({ role: 'teacher' });
  const other = await h.createUser({ role: 'teacher' });
  tokens.admin = await h.loginAs(await h.createUser({ role: 'admin' }));
  tokens.teacher = await h.loginAs(teacher);
  tokens.other = await h.loginAs(other);
  tokens.student = await h.loginAs(await h.createUser({ role: 'student' }));
  categoryId = (await h.createCategory({ name: 'Học kỳ 1' })).id;
  course = await h.createCourse({ categoryId, teacherId: teacher.id, name: 'Mạng máy tính' });
  secondCourse = await h.createCourse({ categoryId, teacherId: teacher.id, name: 'Truyền số liệu' });
  othersCourse = await h.createCourse({ categoryId, teacherId: other.id });
});
afterAll(async () => {
  await h?.close();
});

type Who = keyof typeof tokens | 'nobody';
const call = (method: 'PATCH' | 'PUT', url: string, who: Who, payload: object) =>
  h.app.inject({ method, url, headers: who === 'nobody' ? {} : h.authHeader(tokens[who]), payload });
const lessonRow = async (id: number) => (await h.db.select().from(lessons).where(eq(lessons.id, id)))[0];

/** 401, 403 (student, teacher of another course) and 404 of one route, with a valid body. */
function permissionCases(route: {
  method: 'PATCH' | 'PUT';
  url: (id: number) => string;
  body: object;
  own: () => Promise<number>;
  others?: () => Promise<number>;
}) {
  test('no session: 401; student: 403; unknown id: 404', async () => {
    const id = await route.own();
    expect((await call(route.method, route.url(id), 'nobody', route.body)).statusCode).toBe(401);
    expect((await call(route.method, route.url(id), 'student', route.body)).statusCode).toBe(403);
    expect((await call(route.method, route.url(987654), 'teacher', route.body)).statusCode).toBe(404);
  });
  if (route.others) {
    const others = route.others;
    test('a teacher of another course: 403, nothing changes', async () => {
      expect((await call(route.method, route.url(await others()), 'teacher', route.body)).statusCode).toBe(403);
    });
  }
}

const expect400 = async (
  response: { statusCode: number; json: () => { field?: string; message: string } },
  field: string,
  message?: string,
) => {
  expect(response.statusCode).toBe(400);
  expect(response.json().field).toBe(field);
  if (message) expect(response.json().message).toBe(message);
};

describe('PATCH /api/lessons/:id', () => {
  test('its teacher changes title, content and order; the answer and the row say so', async () => {
    const lesson = await h.createLesson({ courseId: course.id, title: 'Mô hình OSI', orderNum: 1 });
    const response = await call('PATCH', `/api/lessons/${lesson.id}`, 'teacher', {
      title: 'Mô hình OSI (sửa)',
      content: '## Bảy tầng',
      order_num: '4',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().lesson).toMatchObject({
      id: lesson.id,
      title: 'Mô hình OSI (sửa)',
      order_num: 4,
      course_id: course.id,
    });
    expect(await lessonRow(lesson.id)).toMatchObject({
      title: 'Mô hình OSI (sửa)',
      content: '## Bảy tầng',
      orderNum: 4,
    });
  });

  test('only what is sent changes', async () => {
    const lesson = await h.createLesson({ courseId: course.id, title: 'TCP', content: 'Bắt tay ba bước', orderNum: 2 });
    expect((await call('PATCH', `/api/lessons/${lesson.id}`, 'admin', { title: 'TCP/IP' })).statusCode).toBe(200);
    expect(await lessonRow(lesson.id)).toMatchObject({ title: 'TCP/IP', content: 'Bắt tay ba bước', orderNum: 2 });
  });

  test('a new course_id moves it, last there, with its materials; both courses hear of it', async () => {
    await h.createLesson({ courseId: secondCourse.id, orderNum: 7 });
    const lesson = await h.createLesson({ courseId: course.id, orderNum: 1 });
    const material = await h.createMaterial({ lessonId: lesson.id, bytes: pdf, fileName: 'osi.pdf' });
    const heardFrom = nextDomainEvent(
      h,
      'contentChanged',
      (e) => e.lessonId === lesson.id && e.audience.courseId === course.id,
    );
    const heardTo = nextDomainEvent(
      h,
      'contentChanged',
      (e) => e.lessonId === lesson.id && e.audience.courseId === secondCourse.id,
    );
    const response = await call('PATCH', `/api/lessons/${lesson.id}`, 'teacher', { course_id: secondCourse.id });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().lesson).toMatchObject({ course_id: secondCourse.id, order_num: 8, material_count: 1 });
    expect((await h.db.select().from(materials).where(eq(materials.id, material.id)))[0]?.lessonId).toBe(lesson.id);
    await Promise.all([heardFrom, heardTo]);
  });

  test('moving to a course the teacher does not teach: 403; to none: 404; the lesson stays', async () => {
    const lesson = await h.createLesson({ courseId: course.id });
    expect(
      (await call('PATCH', `/api/lessons/${lesson.id}`, 'teacher', { course_id: othersCourse.id })).statusCode,
    ).toBe(403);
    const missing = await call('PATCH', `/api/lessons/${lesson.id}`, 'teacher', { course_id: 987654 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(renderMessage(CONTENT_MESSAGES.courseInvalid));
    expect((await lessonRow(lesson.id))?.courseId).toBe(course.id);
  });

  test.each([
    ['title', { title: '  ' }, renderMessage(CONTENT_MESSAGES.lessonRequired)],
    ['title', { title: 'x'.repeat(201) }, undefined],
    ['content', { content: '' }, renderMessage(CONTENT_MESSAGES.lessonRequired)],
    ['order_num', { order_num: '3a' }, renderMessage(CONTENT_MESSAGES.lessonOrderInvalid)],
    ['order_num', { order_num: -1 }, renderMessage(CONTENT_MESSAGES.lessonOrderInvalid)],
    ['course_id', { course_id: 'abc' }, renderMessage(CONTENT_MESSAGES.courseInvalid)],
  ])('400 on %s (%j)', async (field, body, message) => {
    const lesson = await h.createLesson({ courseId: course.id, title: 'Giữ nguyên' });
    await expect400(await call('PATCH', `/api/lessons/${lesson.id}`, 'teacher', body), field, message);
    expect((await lessonRow(lesson.id))?.title).toBe('Giữ nguyên');
  });

  permissionCases({
    method: 'PATCH',
    url: (id) => `/api/lessons/${id}`,
    body: { title: 'Mới' },
    own: async () => (await h.createLesson({ courseId: course.id })).id,
    others: async () => (await h.createLesson({ courseId: othersCourse.id })).id,
  });

  test('an edited draft stays invisible to students and only its managers hear of it (decision 015)', async () => {
    const draft = await h.createLesson({ courseId: course.id, title: 'Nháp', publication: 'draft' });
    const heard = nextDomainEvent(h, 'contentChanged');
    expect((await call('PATCH', `/api/lessons/${draft.id}`, 'teacher', { title: 'Nháp đã sửa' })).statusCode).toBe(200);
    expect((await heard).audience.public).toBe(false);
    const asStudent = await h.app.inject({
      url: `/api/lessons/details/${draft.id}`,
      headers: h.authHeader(tokens.student),
    });
    expect(asStudent.statusCode).toBe(404);
    const list = await h.app.inject({ url: `/api/lessons/${course.id}`, headers: h.authHeader(tokens.student) });
    expect(list.json().lessons.map((l: { title: string }) => l.title)).not.toContain('Nháp đã sửa');
  });
});

describe('PATCH /api/courses/:id', () => {
  test('name, description and dates change; id, teacher and term stay', async () => {
    const c = await h.createCourse({ categoryId, teacherId: teacher.id, name: 'Cũ' });
    const response = await call('PATCH', `/api/courses/${c.id}`, 'teacher', {
      name: 'Mới',
      description: 'Mô tả mới',
      start_date: '2026-02-01',
      end_date: '2026-06-30',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().course).toMatchObject({
      id: c.id,
      name: 'Mới',
      description: 'Mô tả mới',
      teacher_id: teacher.id,
      category_id: categoryId,
      start_date: '2026-01-31T17:00:00.000Z',
      end_date: '2026-06-29T17:00:00.000Z',
    });
  });

  test.each([
    ['name', { name: '' }],
    ['start_date', { start_date: '31/02/2026' }],
    ['end_date', { end_date: 'mai' }],
    ['end_date', { start_date: '2026-06-01', end_date: '2026-05-01' }],
  ])('400 on %s (%j)', async (field, body) => {
    const c = await h.createCourse({ categoryId, teacherId: teacher.id, name: 'Giữ nguyên' });
    await expect400(await call('PATCH', `/api/courses/${c.id}`, 'teacher', body), field);
    expect((await h.db.select().from(courses).where(eq(courses.id, c.id)))[0]?.name).toBe('Giữ nguyên');
  });

  permissionCases({
    method: 'PATCH',
    url: (id) => `/api/courses/${id}`,
    body: { name: 'Mới' },
    own: async () => (await h.createCourse({ categoryId, teacherId: teacher.id })).id,
    others: async () => othersCourse.id,
  });
});

describe('PATCH /api/categories/:id', () => {
  test('a teacher renames a term and clears its description', async () => {
    const term = await h.createCategory({ name: 'HK1', description: 'Cũ' });
    const response = await call('PATCH', `/api/categories/${term.id}`, 'teacher', {
      name: 'Học kỳ 1 2025–2026',
      description: '',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().category).toMatchObject({ id: term.id, name: 'Học kỳ 1 2025–2026', description: null });
  });

  test('400 on name', async () => {
    const term = await h.createCategory({ name: 'Giữ nguyên' });
    await expect400(
      await call('PATCH', `/api/categories/${term.id}`, 'teacher', { name: ' ' }),
      'name',
      renderMessage(CONTENT_MESSAGES.categoryNameRequired),
    );
    expect((await h.db.select().from(categories).where(eq(categories.id, term.id)))[0]?.name).toBe('Giữ nguyên');
  });

  permissionCases({
    method: 'PATCH',
    url: (id) => `/api/categories/${id}`,
    body: { name: 'Mới' },
    own: async () => (await h.createCategory()).id,
  });
});

describe('PUT /api/courses/:courseId/lesson-order', () => {
  test('every lesson in the new order: numbered 1, 2, 3 and listed so', async () => {
    const c = await h.createCourse({ categoryId, teacherId: teacher.id });
    const [a, b, d] = [
      await h.createLesson({ courseId: c.id, orderNum: 1 }),
      await h.createLesson({ courseId: c.id, orderNum: 2 }),
      await h.createLesson({ courseId: c.id, orderNum: 3, publication: 'draft' }),
    ];
    const response = await call('PUT', `/api/courses/${c.id}/lesson-order`, 'teacher', { ids: [d.id, a.id, b.id] });
    expect(response.statusCode, response.body).toBe(200);
    const listed = await h.app.inject({ url: `/api/lessons/${c.id}`, headers: h.authHeader(tokens.teacher) });
    expect(listed.json().lessons.map((l: { id: number; order_num: number }) => [l.id, l.order_num])).toEqual([
      [d.id, 1],
      [a.id, 2],
      [b.id, 3],
    ]);
  });

  test.each([
    ['missing', {}],
    ['not a list', { ids: 'abc' }],
    ['empty', { ids: [] }],
    ['a bad id', { ids: ['x'] }],
    ['an id twice', { ids: [1, 1] }],
  ])('400 on ids: %s', async (_case, body) => {
    const c = await h.createCourse({ categoryId, teacherId: teacher.id });
    const response = await call('PUT', `/api/courses/${c.id}/lesson-order`, 'teacher', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toMatch(/^ids/);
  });

  test("ids that are not exactly the course's lessons: 400, the order stays", async () => {
    const c = await h.createCourse({ categoryId, teacherId: teacher.id });
    const a = await h.createLesson({ courseId: c.id, orderNum: 1 });
    const b = await h.createLesson({ courseId: c.id, orderNum: 2 });
    const elsewhere = await h.createLesson({ courseId: course.id });
    for (const ids of [[b.id], [b.id, a.id, elsewhere.id], [b.id, elsewhere.id]]) {
      await expect400(
        await call('PUT', `/api/courses/${c.id}/lesson-order`, 'teacher', { ids }),
        'ids',
        renderMessage(ORDER_MESSAGES.idsMismatch),
      );
    }
    expect((await lessonRow(a.id))?.orderNum).toBe(1);
  });

  permissionCases({
    method: 'PUT',
    url: (id) => `/api/courses/${id}/lesson-order`,
    body: { ids: [1] },
    own: async () => (await h.createCourse({ categoryId, teacherId: teacher.id })).id,
    others: async () => othersCourse.id,
  });
});

describe('PUT /api/lessons/:lessonId/material-order', () => {
  test("the lesson's materials in the new order, listed so; a new one goes last", async () => {
    const lesson = await h.createLesson({ courseId: course.id });
    const a = await h.createMaterial({ lessonId: lesson.id, bytes: pdf, fileName: 'a.pdf' });
    const b = await h.createMaterial({ lessonId: lesson.id, bytes: pdf, fileName: 'b.pdf' });
    expect(
      (await call('PUT', `/api/lessons/${lesson.id}/material-order`, 'teacher', { ids: [b.id, a.id] })).statusCode,
    ).toBe(200);
    const created = await h.app.inject({
      method: 'POST',
      url: '/api/materials',
      headers: h.authHeader(tokens.teacher),
      payload: { title: 'c', lesson_id: lesson.id, file_name: 'c.pdf', file_size: pdf.length },
    });
    expect(created.json().material.order_num).toBe(3);
    const listed = await h.app.inject({
      url: `/api/materials?lesson_id=${lesson.id}`,
      headers: h.authHeader(tokens.student),
    });
    expect(listed.json().materials.map((m: { id: number; order_num: number }) => [m.id, m.order_num])).toEqual([
      [b.id, 1],
      [a.id, 2],
    ]);
  });

  test('400 on ids that are not exactly its materials', async () => {
    const lesson = await h.createLesson({ courseId: course.id });
    const a = await h.createMaterial({ lessonId: lesson.id, bytes: pdf, fileName: 'a.pdf' });
    await h.createMaterial({ lessonId: lesson.id, bytes: pdf, fileName: 'b.pdf' });
    await expect400(
      await call('PUT', `/api/lessons/${lesson.id}/material-order`, 'teacher', { ids: [a.id] }),
      'ids',
      renderMessage(ORDER_MESSAGES.idsMismatch),
    );
    await expect400(await call('PUT', `/api/lessons/${lesson.id}/material-order`, 'teacher', { ids: ['a'] }), 'ids.0');
  });

  permissionCases({
    method: 'PUT',
    url: (id) => `/api/lessons/${id}/material-order`,
    body: { ids: [1] },
    own: async () => (await h.createLesson({ courseId: course.id })).id,
    others: async () => (await h.createLesson({ courseId: othersCourse.id })).id,
  });
});
