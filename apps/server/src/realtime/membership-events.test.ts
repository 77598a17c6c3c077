import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, type TestApp, type TestUser } from '../../test/app.js';
import { connectSocket, nextEvent, type ClientSocket } from '../../test/socket.js';

/** Course rooms follow membership: who may no longer see a course stops hearing of it. */
let h: TestApp;
let teacherToken = '';
let categoryId = 0;
let teacherId = 0;
const open: ClientSocket[] = [];

beforeAll(async () => {
  h = await buildTestApp({ listen: true });
  const teacher = await h.createUser({ role: 'teacher' });
  teacherId = teacher.id;
  teacherToken = await h.loginAs(teacher);
  categoryId = (await h.createCategory()).id;
});
afterEach(() => {
  for (const socket of open.splice(0)) socket.close();
});
afterAll(async () => {
  await h?.close();
});

const call = (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  h.app.inject({ method, url, headers: h.authHeader(teacherToken), ...(payload ? { payload } : {}) });
async function inRoom(user: TestUser, courseId: number): Promise<ClientSocket> {
  const socket = await connectSocket(h.url, await h.loginAs(user));
  open.push(socket);
  expect(await socket.emitWithAck('joinRoom', { courseId })).toEqual({ ok: true });
  return socket;
}
/** Whether an edit of the course reaches `socket` (its course room hears of it). */
async function hears(socket: ClientSocket, courseId: number): Promise<boolean> {
  const heard = nextEvent(socket, 'contentChanged', (event) => event.course_id === courseId, 500).then(
    () => true,
    () => false,
  );
  expect((await call('PATCH', `/api/courses/${courseId}`, { name: `Đổi tên ${Date.now()}` })).statusCode).toBe(200);
  return heard;
}

describe('course rooms follow membership', () => {
  test('closing an open course takes the sockets of those who are not members out of its room', async () => {
    const courseId = (await h.createCourse({ categoryId, teacherId })).id;
    const member = await h.createUser();
    expect((await call('POST', `/api/courses/${courseId}/members`, { user_ids: [member.id] })).statusCode).toBe(200);
    const memberSocket = await inRoom(member, courseId);
    const outsiderSocket = await inRoom(await h.createUser(), courseId);
    expect((await call('PUT', `/api/courses/${courseId}/access`, { access: 'members' })).statusCode).toBe(200);
    const [memberHears, outsiderHears] = await Promise.all([
      hears(memberSocket, courseId),
      hears(outsiderSocket, courseId),
    ]);
    expect({ memberHears, outsiderHears }).toEqual({ memberHears: true, outsiderHears: false });
  });

  test('a student removed from a members-only course leaves its room; removed from an open one, they stay', async () => {
    for (const [access, stays] of [
      ['members', false],
      ['open', true],
    ] as const) {
      const courseId = (await h.createCourse({ categoryId, teacherId, access })).id;
      const student = await h.createUser();
      expect((await call('POST', `/api/courses/${courseId}/members`, { user_ids: [student.id] })).statusCode).toBe(200);
      const socket = await inRoom(student, courseId);
      expect((await call('DELETE', `/api/courses/${courseId}/members/${student.id}`)).statusCode).toBe(204);
      expect(await hears(socket, courseId), access).toBe(stays);
    }
  });
});
