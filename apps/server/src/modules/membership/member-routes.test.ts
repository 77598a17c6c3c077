import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { MemberListResponse } from '@netclass/shared';
import { buildTestApp, type TestApp, type TestUser } from '../../../test/app.js';

let h: TestApp;
let courseId = 0;
let teacher: TestUser;
let otherTeacher: TestUser;
const students: TestUser[] = [];
const tokens = { teacher: '', otherTeacher: '', outsideTeacher: '', admin: '', student: '' };

beforeAll(async () => {
  h = await buildTestApp();
  teacher = await h.createUser({ role: 'teacher', name: 'Thầy Minh' });
  otherTeacher = await h.createUser({ role: 'teacher', name: 'Cô Lan' });
  for (const name of ['Nguyễn An', 'Trần Bình', 'Lê Cường']) students.push(await h.createUser({ name }));
  tokens.teacher = await h.loginAs(teacher);
  tokens.otherTeacher = await h.loginAs(otherTeacher);
  tokens.outsideTeacher = await h.loginAs(await h.createUser({ role: 'teacher' }));
  tokens.admin = await h.loginAs(await h.createUser({ role: 'admin' }));
  tokens.student = await h.loginAs(students[0]!);
  courseId = (
    await h.createCourse({ categoryId: (await h.createCategory()).id, teacherId: teacher.id, name: 'Mạng máy tính' })
  ).id;
});
afterAll(async () => {
  await h?.close();
});

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token?: string, payload?: object) =>
  h.app.inject({ method, url, headers: token ? h.authHeader(token) : {}, ...(payload ? { payload } : {}) });
const list = async (query = '', token = tokens.teacher) => {
  const response = await call('GET', `/api/courses/${courseId}/members${query}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<MemberListResponse>();
};

describe('course members', () => {
  test('a new course has its leading teacher as its only member', async () => {
    const page = await list();
    expect(page.counts).toEqual({ students: 0, teachers: 1 });
    expect(page.members).toEqual([
      expect.objectContaining({ user_id: teacher.id, role: 'teacher', leading: true, status: 'active' }),
    ]);
  });

  test('the teacher adds students (a second time adds nobody), and a teacher account as a teacher', async () => {
    const ids = students.map((student) => student.id);
    const first = await call('POST', `/api/courses/${courseId}/members`, tokens.teacher, {
      user_ids: [...ids, ids[0]],
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().added.sort()).toEqual([...ids].sort());
    const again = await call('POST', `/api/courses/${courseId}/members`, tokens.teacher, { user_ids: ids });
    expect(again.json()).toEqual({ added: [], already: ids });
    const coTeacher = await call('POST', `/api/courses/${courseId}/members`, tokens.admin, {
      user_ids: [otherTeacher.id],
      role: 'teacher',
    });
    expect(coTeacher.json()).toEqual({ added: [otherTeacher.id], already: [] });
    expect((await list()).counts).toEqual({ students: 3, teachers: 2 });
  });

  test('pages, filters by role and by part of an id or an unaccented name, and sorts on the server', async () => {
    const byName = await list('?role=student&sort=name');
    expect(byName.members.map((member) => member.name)).toEqual(['Lê Cường', 'Nguyễn An', 'Trần Bình']);
    expect(byName.total).toBe(3);
    expect((await list('?q=tran binh')).members.map((member) => member.user_id)).toEqual([students[1]!.id]);
    expect((await list(`?q=${students[2]!.id}`)).members.map((member) => member.user_id)).toEqual([students[2]!.id]);
    const second = await list('?role=student&sort=id&order=desc&limit=2&page=2');
    expect(second).toMatchObject({ total: 3, page: 2, limit: 2 });
    expect(second.members.map((member) => member.user_id)).toEqual([
      Math.min(...students.map((student) => student.id)),
    ]);
    expect((await list('?page=9')).total).toBe(5);
    expect((await list('?role=teacher', tokens.admin)).members.map((member) => member.leading).sort()).toEqual([
      false,
      true,
    ]);
  });

  test('nobody is added when an id has no account or an account of the wrong kind, and the 400 names them', async () => {
    const missing = await call('POST', `/api/courses/${courseId}/members`, tokens.teacher, {
      user_ids: [students[0]!.id, 987654],
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ field: 'user_ids', message: expect.stringContaining('987654') });
    const wrongKind = await call('POST', `/api/courses/${courseId}/members`, tokens.teacher, {
      user_ids: [otherTeacher.id],
      role: 'student',
    });
    expect(wrongKind.statusCode).toBe(400);
    expect(wrongKind.json().message).toContain(String(otherTeacher.id));
  });

  test('400 per field', async () => {
    for (const payload of [
      {},
      { user_ids: [] },
      { user_ids: ['x'] },
      { user_ids: [1], role: 'admin' },
      { user_ids: Array.from({ length: 501 }, (_, i) => i + 1) },
    ]) {
      const response = await call('POST', `/api/courses/${courseId}/members`, tokens.teacher, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await call('GET', `/api/courses/${courseId}/members?sort=age`, tokens.teacher)).statusCode).toBe(400);
    expect((await call('GET', `/api/courses/abc/members`, tokens.teacher)).statusCode).toBe(400);
    expect((await call('DELETE', `/api/courses/${courseId}/members/0`, tokens.teacher)).statusCode).toBe(400);
  });

  test('removes a member; never the leading teacher; 404 for someone not in it or a course that is not there', async () => {
    const gone = await call('DELETE', `/api/courses/${courseId}/members/${students[2]!.id}`, tokens.teacher);
    expect(gone.statusCode).toBe(204);
    expect((await list()).counts.students).toBe(2);
    expect(
      (await call('DELETE', `/api/courses/${courseId}/members/${students[2]!.id}`, tokens.teacher)).statusCode,
    ).toBe(404);
    expect((await call('DELETE', `/api/courses/${courseId}/members/${teacher.id}`, tokens.admin)).statusCode).toBe(409);
    expect((await call('GET', '/api/courses/999999/members', tokens.admin)).statusCode).toBe(404);
  });

  test('401 without a session; 403 for a student and for a teacher of another course, on every route', async () => {
    const routes = [
      ['GET', `/api/courses/${courseId}/members`, undefined],
      ['POST', `/api/courses/${courseId}/members`, { user_ids: [students[2]!.id] }],
      ['DELETE', `/api/courses/${courseId}/members/${students[0]!.id}`, undefined],
      ['POST', `/api/courses/${courseId}/roster/check`, { students: [{ line: 2, id: '5', name: 'A' }] }],
      ['POST', `/api/courses/${courseId}/roster/apply`, { students: [{ line: 2, id: '5', name: 'A' }] }],
    ] as const;
    for (const [method, url, payload] of routes) {
      expect((await call(method, url, undefined, payload)).statusCode, url).toBe(401);
      expect((await call(method, url, tokens.student, payload)).statusCode, url).toBe(403);
      expect((await call(method, url, tokens.outsideTeacher, payload)).statusCode, url).toBe(403);
    }
    const read = (token?: string) =>
      h.app.inject({
        method: 'POST',
        url: `/api/courses/${courseId}/roster/read`,
        headers: { ...(token ? h.authHeader(token) : {}), 'content-type': 'text/csv' },
        payload: 'a,b\n',
      });
    expect((await read()).statusCode).toBe(401);
    expect((await read(tokens.student)).statusCode).toBe(403);
    expect((await read(tokens.outsideTeacher)).statusCode).toBe(403);
    expect((await list()).counts.students).toBe(2);
  });
});
