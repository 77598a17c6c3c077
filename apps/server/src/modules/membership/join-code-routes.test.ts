import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { JOIN_CODE_ALPHABET } from '@netclass/shared';
import { buildTestApp, type TestApp, type TestUser } from '../../../test/app.js';

let h: TestApp;
let courseId = 0;
let draftId = 0;
let student: TestUser;
const tokens = { teacher: '', otherTeacher: '', admin: '', student: '', draftTeacher: '' };

beforeAll(async () => {
  h = await buildTestApp();
  const teacher = await h.createUser({ role: 'teacher' });
  student = await h.createUser();
  tokens.teacher = await h.loginAs(teacher);
  tokens.otherTeacher = await h.loginAs(await h.createUser({ role: 'teacher' }));
  tokens.admin = await h.loginAs(await h.createUser({ role: 'admin' }));
  tokens.student = await h.loginAs(student);
  const categoryId = (await h.createCategory()).id;
  courseId = (await h.createCourse({ categoryId, teacherId: teacher.id, name: 'Mạng máy tính' })).id;
  draftId = (await h.createCourse({ categoryId, teacherId: teacher.id, publication: 'draft' })).id;
});
afterAll(async () => {
  await h?.close();
});

const call = (method: 'GET' | 'PUT' | 'DELETE' | 'POST', url: string, token?: string, payload?: object) =>
  h.app.inject({ method, url, headers: token ? h.authHeader(token) : {}, ...(payload ? { payload } : {}) });
const codeOf = async (id = courseId, token = tokens.teacher) =>
  (await call('GET', `/api/courses/${id}/join-code`, token)).json<{ code: string | null }>().code;
const renew = async (id = courseId, token = tokens.teacher) =>
  (await call('PUT', `/api/courses/${id}/join-code`, token)).json<{ code: string }>().code;
const join = (code: string, token = tokens.student) => call('POST', '/api/courses/join', token, { code });

describe('class codes', () => {
  test('off until the teacher asks for one; a code is 8 unambiguous characters; renewing replaces it', async () => {
    expect(await codeOf()).toBeNull();
    const first = await renew();
    expect(first).toMatch(new RegExp(`^[${JOIN_CODE_ALPHABET}]{8}$`));
    expect(await codeOf(courseId, tokens.admin)).toBe(first);
    const second = await renew(courseId, tokens.admin);
    expect(second).not.toBe(first);
    expect((await join(first)).statusCode).toBe(404);
  });

  test('a student joins with the code as typed (spaces, dashes, any case), once; then they are a member', async () => {
    const code = (await codeOf())!;
    const typed = `${code.slice(0, 4).toLowerCase()}-${code.slice(4)} `;
    const first = await join(typed);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ course: { id: courseId, name: 'Mạng máy tính' }, joined: true });
    expect((await join(code)).json().joined).toBe(false);
    const members = await call('GET', `/api/courses/${courseId}/members?role=student`, tokens.teacher);
    expect(members.json().members.map((member: { user_id: number }) => member.user_id)).toEqual([student.id]);
  });

  test("switched off, the code joins nobody; a draft course's code answers as an unknown one", async () => {
    const code = (await codeOf())!;
    const off = await call('DELETE', `/api/courses/${courseId}/join-code`, tokens.teacher);
    expect(off.json()).toEqual({ code: null });
    expect(await codeOf()).toBeNull();
    expect((await join(code)).json()).toMatchObject({ message: 'Mã lớp không đúng hoặc đã bị tắt.' });
    expect((await join(await renew(draftId))).statusCode).toBe(404);
  });

  test('400 for a code of the wrong shape, 403 for a teacher or admin joining', async () => {
    for (const code of ['', 'ABC', 'ABCDEFG0', 'ABCDEFGHJ']) expect((await join(code)).statusCode, code).toBe(400);
    expect((await call('POST', '/api/courses/join', tokens.student, {})).statusCode).toBe(400);
    const code = await renew();
    expect((await join(code, tokens.teacher)).statusCode).toBe(403);
    expect((await join(code, tokens.admin)).statusCode).toBe(403);
  });

  test("401 without a session; 403 for a student and another course's teacher managing it; 404 for no course", async () => {
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const url = `/api/courses/${courseId}/join-code`;
      expect((await call(method, url)).statusCode).toBe(401);
      expect((await call(method, url, tokens.student)).statusCode).toBe(403);
      expect((await call(method, url, tokens.otherTeacher)).statusCode).toBe(403);
      expect((await call(method, '/api/courses/999999/join-code', tokens.admin)).statusCode).toBe(404);
    }
    expect((await call('POST', '/api/courses/join', undefined, { code: 'ABCDEFGH' })).statusCode).toBe(401);
  });
});
