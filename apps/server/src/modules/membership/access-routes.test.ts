import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app.js';

let h: TestApp;
let courseId = 0;
let closedId = 0;
const tokens = { teacher: '', otherTeacher: '', admin: '', student: '', member: '' };

beforeAll(async () => {
  h = await buildTestApp();
  const teacher = await h.createUser({ role: 'teacher' });
  const member = await h.createUser();
  tokens.teacher = await h.loginAs(teacher);
  tokens.otherTeacher = await h.loginAs(await h.createUser({ role: 'teacher' }));
  tokens.admin = await h.loginAs(await h.createUser({ role: 'admin' }));
  tokens.student = await h.loginAs(await h.createUser());
  tokens.member = await h.loginAs(member);
  const categoryId = (await h.createCategory()).id;
  courseId = (await h.createCourse({ categoryId, teacherId: teacher.id })).id;
  closedId = (await h.createCourse({ categoryId, teacherId: teacher.id, access: 'members' })).id;
  for (const id of [courseId, closedId]) {
    const added = await h.app.inject({
      method: 'POST',
      url: `/api/courses/${id}/members`,
      headers: h.authHeader(tokens.teacher),
      payload: { user_ids: [member.id] },
    });
    expect(added.statusCode).toBe(200);
  }
});
afterAll(async () => {
  await h?.close();
});

const put = (id: number | string, token: string | undefined, payload: unknown) =>
  h.app.inject({
    method: 'PUT',
    url: `/api/courses/${id}/access`,
    headers: token ? h.authHeader(token) : {},
    payload: payload as object,
  });
const accessOf = async (id: number) =>
  (await h.app.inject({ url: `/api/courses/${id}/members`, headers: h.authHeader(tokens.admin) })).json().course.access;

describe('PUT /api/courses/:courseId/access', () => {
  test('the teacher closes the course to its members and opens it again; the members page says which', async () => {
    expect(await accessOf(courseId)).toBe('open');
    const closed = await put(courseId, tokens.teacher, { access: 'members' });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toEqual({ access: 'members' });
    expect(await accessOf(courseId)).toBe('members');
    expect((await put(courseId, tokens.admin, { access: 'open' })).json()).toEqual({ access: 'open' });
    expect(await accessOf(courseId)).toBe('open');
  });

  test('401 without a session', async () => {
    expect((await put(courseId, undefined, { access: 'members' })).statusCode).toBe(401);
  });

  test('403 for a student member, a student who is not one, and a teacher of another course (an open course); unchanged', async () => {
    for (const token of [tokens.member, tokens.student, tokens.otherTeacher]) {
      expect((await put(courseId, token, { access: 'members' })).statusCode).toBe(403);
    }
    expect(await accessOf(courseId)).toBe('open');
  });

  test('404 for a course that does not exist, and for a members-only course to those outside it', async () => {
    expect((await put(987654, tokens.admin, { access: 'open' })).statusCode).toBe(404);
    for (const token of [tokens.student, tokens.otherTeacher]) {
      expect((await put(closedId, token, { access: 'open' })).statusCode).toBe(404);
    }
    expect((await put(closedId, tokens.member, { access: 'open' })).statusCode).toBe(403);
    expect(await accessOf(closedId)).toBe('members');
  });

  test('400 for an access that is neither open nor members, or none, and for a course id that is not one', async () => {
    for (const payload of [{ access: 'private' }, {}, { access: null }]) {
      const response = await put(courseId, tokens.teacher, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toBe(
        'Quyền truy cập phải là "open" (mọi sinh viên) hoặc "members" (chỉ thành viên).',
      );
    }
    expect((await put('abc', tokens.teacher, { access: 'open' })).statusCode).toBe(400);
  });
});
