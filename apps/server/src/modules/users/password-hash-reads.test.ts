import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app.js';

let h: TestApp;
let adminToken = '';
let studentId = 0;

beforeAll(async () => {
  h = await buildTestApp();
  adminToken = await h.loginAs(await h.createUser({ role: 'admin' }));
  studentId = (await h.createUser()).id;
});
afterEach(() => {
  vi.restoreAllMocks();
});
afterAll(async () => {
  await h?.close();
});

/** The SQL text of every query the app sends while `run` runs (pool and transaction clients alike). */
async function sqlOf(run: () => Promise<unknown>): Promise<string[]> {
  const query = vi.spyOn(pg.Client.prototype, 'query');
  await run();
  return query.mock.calls.map(([statement]) =>
    typeof statement === 'string' ? statement : (statement as { text: string }).text,
  );
}
/** The part of a statement that reads columns back: a SELECT's list, or what a write returns. */
const readPart = (statement: string) =>
  /^\s*select\b([\s\S]*?)\bfrom\b/i.exec(statement)?.[1] ?? /\breturning\b([\s\S]*)$/i.exec(statement)?.[1] ?? '';

describe('user queries read only the columns they send, never the password hash', () => {
  test.each([
    ['the admin user list', () => h.app.inject({ url: '/api/admin/all', headers: h.authHeader(adminToken) })],
    [
      'creating a user',
      () =>
        h.app.inject({
          method: 'POST',
          url: '/api/admin',
          headers: h.authHeader(adminToken),
          payload: { id: 8_100_001, name: 'Mới', role: 'student' },
        }),
    ],
    [
      'editing a user',
      () =>
        h.app.inject({
          method: 'PUT',
          url: `/api/admin/${studentId}`,
          headers: h.authHeader(adminToken),
          payload: { name: 'Đổi tên', status: 'active' },
        }),
    ],
    [
      'resetting a password',
      () =>
        h.app.inject({
          method: 'PUT',
          url: `/api/admin/${studentId}/reset-password`,
          headers: h.authHeader(adminToken),
        }),
    ],
    ['reading your profile', () => h.app.inject({ url: '/api/user/profile', headers: h.authHeader(adminToken) })],
    [
      'changing your email',
      () =>
        h.app.inject({
          method: 'PUT',
          url: '/api/user/profile',
          headers: h.authHeader(adminToken),
          payload: { email: 'admin@example.edu' },
        }),
    ],
  ])('%s', async (_case, send) => {
    let status = 0;
    const statements = await sqlOf(async () => {
      status = (await send()).statusCode;
    });
    expect(status).toBeLessThan(300);
    expect(statements.some((statement) => /"users"/.test(statement))).toBe(true);
    expect(statements.filter((statement) => readPart(statement).includes('password_hash'))).toEqual([]);
  });

  test('a password change reads the hash once, to check the current password, and returns no hash', async () => {
    const user = await h.createUser();
    const token = await h.loginAs(user);
    const statements = await sqlOf(async () => {
      const response = await h.app.inject({
        method: 'PUT',
        url: '/api/user/profile',
        headers: h.authHeader(token),
        payload: { currentPassword: user.password, newPassword: 'brand-new-1', confirmPassword: 'brand-new-1' },
      });
      expect(response.statusCode).toBe(200);
    });
    expect(statements.filter((statement) => readPart(statement).includes('password_hash'))).toEqual([
      expect.stringMatching(/^select "password_hash" from "users"/),
    ]);
  });
});
