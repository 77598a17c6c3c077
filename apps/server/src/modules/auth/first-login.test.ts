import { PASSWORD_CHANGE_REQUIRED, PROFILE_MESSAGES, renderMessage } from '@netclass/shared';
import type { InjectOptions } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, type TestApp, type TestUser } from '../../../test/app.js';
import { connectError, connectSocket, type ClientSocket } from '../../../test/socket.js';

/**
 * The first-login password change (docs/decisions/022-first-login-password.md): an account whose
 * password someone else set gets 403 PASSWORD_CHANGE_REQUIRED from every call but its profile,
 * the change itself and the public routes, until it changes it; then everything opens at once,
 * on the same token.
 */
let h: TestApp;
let admin: TestUser;
let adminToken: string;
let lessonId: number;
const open: ClientSocket[] = [];

beforeAll(async () => {
  h = await buildTestApp({ listen: true });
  admin = await h.createUser({ role: 'admin' });
  adminToken = await h.loginAs(admin);
  const category = await h.createCategory();
  const course = await h.createCourse({ categoryId: category.id, teacherId: null });
  lessonId = (await h.createLesson({ courseId: course.id })).id;
});
afterEach(() => {
  for (const socket of open.splice(0)) socket.close();
});
afterAll(async () => {
  await h?.close();
});

const call = (token: string | undefined, request: InjectOptions) =>
  h.app.inject({ ...request, headers: token ? h.authHeader(token) : {} });
const changePassword = (token: string, payload: object) =>
  call(token, { method: 'PUT', url: '/api/user/profile', payload });
const REQUIRED = { code: PASSWORD_CHANGE_REQUIRED, message: renderMessage(PROFILE_MESSAGES.passwordChangeRequired) };

async function firstLogin(spec: Parameters<TestApp['createUser']>[0] = {}) {
  const user = await h.createUser({ ...spec, mustChangePassword: true });
  return { user, token: await h.loginAs(user) };
}

/** Reads and writes across modules, the unprefixed progress paths among them (GET and write). */
const sample = (user: TestUser): Array<[string, InjectOptions]> => [
  ['GET /api/categories', { method: 'GET', url: '/api/categories' }],
  ['GET /api/users/online', { method: 'GET', url: '/api/users/online' }],
  ['GET /api/messages', { method: 'GET', url: '/api/messages' }],
  ['GET /lesson-progress (unprefixed)', { method: 'GET', url: `/lesson-progress/${user.id}/${lessonId}` }],
  ['POST /api/messages', { method: 'POST', url: '/api/messages', payload: { content: 'Xin chào' } }],
  [
    'POST /api/reminders',
    {
      method: 'POST',
      url: '/api/reminders',
      payload: { student_id: user.id, schedule_date: '2026-12-01', note: 'Ôn tập' },
    },
  ],
  ['POST /api/comments', { method: 'POST', url: '/api/comments', payload: { lesson_id: lessonId, content: 'Hỏi' } }],
];

describe('an account that must change its password', () => {
  test('logs in, and its login answer says so', async () => {
    const user = await h.createUser({ mustChangePassword: true });
    const response = await h.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { id: user.id, password: user.password },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.must_change_password).toBe(true);
  });

  test('gets 403 with the code on every other call, reads and writes alike', async () => {
    const { user, token } = await firstLogin();
    for (const [name, request] of sample(user)) {
      const response = await call(token, request);
      expect({ name, status: response.statusCode, body: response.json() }).toMatchObject({
        name,
        status: 403,
        body: REQUIRED,
      });
    }
  });

  test('an admin who must change it cannot manage accounts either', async () => {
    const { token } = await firstLogin({ role: 'admin' });
    const student = await h.createUser();
    for (const request of [
      { method: 'GET', url: '/api/admin/all' },
      { method: 'PUT', url: `/api/admin/${student.id}/reset-password` },
    ] as const) {
      const response = await call(token, request);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject(REQUIRED);
    }
  });

  test('without a token, or with a dead one, the same routes still answer 401', async () => {
    const { user, token } = await firstLogin();
    await call(token, { method: 'POST', url: '/api/auth/logout' });
    for (const [, request] of sample(user)) {
      expect((await call(undefined, request)).statusCode).toBe(401);
      expect((await call(token, request)).statusCode).toBe(401);
    }
  });

  test('may read its profile, which says so, and reach the public routes', async () => {
    const { user, token } = await firstLogin();
    const profile = await call(token, { method: 'GET', url: '/api/user/profile' });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().user).toMatchObject({ id: user.id, must_change_password: true });
    expect((await call(token, { method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await call(token, { method: 'GET', url: '/api/no-such-path' })).statusCode).toBe(404);
  });

  test('may log out (the session ends)', async () => {
    const { token } = await firstLogin();
    expect((await call(token, { method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(200);
    expect((await call(token, { method: 'GET', url: '/api/user/profile' })).statusCode).toBe(401);
  });

  test('may not change its email meanwhile: only the password', async () => {
    const { user, token } = await firstLogin();
    const response = await call(token, {
      method: 'PUT',
      url: '/api/user/profile',
      payload: { email: 'moi@example.edu.vn' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject(REQUIRED);
    const profile = await call(token, { method: 'GET', url: '/api/user/profile' });
    expect(profile.json().user).toMatchObject({ id: user.id, email: null });
  });

  test.each([
    [
      'the current password blank',
      { currentPassword: '', newPassword: 'mat-khau-moi', confirmPassword: 'mat-khau-moi' },
      'PASSWORD_FIELDS_REQUIRED',
      'currentPassword',
    ],
    ['only the current password', {}, 'PASSWORD_FIELDS_REQUIRED', 'newPassword'],
    [
      'confirmation differs',
      { newPassword: 'mat-khau-moi', confirmPassword: 'mat-khau-khac' },
      'PASSWORD_MISMATCH',
      'confirmPassword',
    ],
    ['new password too short', { newPassword: 'abc', confirmPassword: 'abc' }, 'PASSWORD_TOO_SHORT', 'newPassword'],
    [
      'wrong current password',
      { currentPassword: 'not-it', newPassword: 'mat-khau-moi', confirmPassword: 'mat-khau-moi' },
      'PASSWORD_WRONG_CURRENT',
      'currentPassword',
    ],
  ])('a change with %s: 400 on that field, and the account stays held', async (_case, payload, code, field) => {
    const { user, token } = await firstLogin();
    const response = await changePassword(token, { currentPassword: user.password, ...payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code, field });
    expect((await call(token, { method: 'GET', url: '/api/categories' })).statusCode).toBe(403);
  });

  test('after the change every route works at once, on the same token', async () => {
    const { user, token } = await firstLogin();
    expect((await call(token, { method: 'GET', url: '/api/categories' })).statusCode).toBe(403);

    const response = await changePassword(token, {
      currentPassword: user.password,
      newPassword: 'mat-khau-rieng',
      confirmPassword: 'mat-khau-rieng',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.must_change_password).toBe(false);

    for (const [name, request] of sample(user)) {
      const answer = await call(token, request);
      // 200 or 201: each call is answered, none refused.
      expect({ name, ok: answer.statusCode >= 200 && answer.statusCode < 300 }).toEqual({ name, ok: true });
    }
  });

  test('an admin reset holds the account again at once: its sessions end, and the next login must change it', async () => {
    const { user, token } = await firstLogin();
    await changePassword(token, {
      currentPassword: user.password,
      newPassword: 'mat-khau-rieng',
      confirmPassword: 'mat-khau-rieng',
    });
    expect((await call(token, { method: 'GET', url: '/api/categories' })).statusCode).toBe(200);

    const reset = await call(adminToken, { method: 'PUT', url: `/api/admin/${user.id}/reset-password` });
    expect(reset.statusCode).toBe(200);
    expect((await call(token, { method: 'GET', url: '/api/categories' })).statusCode).toBe(401);

    const again = await h.loginAs({ id: user.id, password: `${user.id}@1` });
    const refused = await call(again, { method: 'GET', url: '/api/categories' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject(REQUIRED);
  });
});

describe('its socket', () => {
  test('is refused with the code (not as a dead session) until the password is changed, then connects', async () => {
    const { user, token } = await firstLogin();
    const error = await connectError(h.url, token);
    expect(error.message).toContain(PASSWORD_CHANGE_REQUIRED);
    expect(error.message).not.toContain('authentication error');

    await changePassword(token, {
      currentPassword: user.password,
      newPassword: 'mat-khau-rieng',
      confirmPassword: 'mat-khau-rieng',
    });
    const socket = await connectSocket(h.url, token);
    open.push(socket);
    expect(socket.connected).toBe(true);
  });
});
