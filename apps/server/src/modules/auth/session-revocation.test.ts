import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildTestApp, type TestApp, type TestUser } from '../../../test/app.js';
import { users } from '../../db/schema/index.js';

/**
 * The session cache (docs/decisions/012-session-cache.md): a token seen before costs no
 * database read, and whatever ends a session or changes its user takes effect on the very
 * next call, on this instance and on another one sharing the database.
 */
let a: TestApp;
let b: TestApp;
let admin: TestUser;
let adminToken: string;
beforeAll(async () => {
  a = await buildTestApp();
  // A second instance on the same database (its own services, cache and listener).
  b = await buildTestApp({ database: { ...a.database, drop: async () => undefined } });
  admin = await a.createUser({ role: 'admin' });
  adminToken = await a.loginAs(admin);
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

const profile = (h: TestApp, token: string) =>
  h.app.inject({ method: 'GET', url: '/api/user/profile', headers: h.authHeader(token) });
const statusOn = async (h: TestApp, token: string) => (await profile(h, token)).statusCode;
/** A route closed to an account that must change its password (the profile stays open to it). */
const categoriesOn = async (h: TestApp, token: string) =>
  (await h.app.inject({ method: 'GET', url: '/api/categories', headers: h.authHeader(token) })).statusCode;
/** Another instance hears of a change through the database's notification, moments after the commit. */
const eventually = (read: () => Promise<unknown>) => expect.poll(read, { timeout: 5_000, interval: 20 });

async function signedInOnBoth(): Promise<{ user: TestUser; token: string }> {
  const user = await a.createUser();
  const token = await a.loginAs(user);
  expect(await statusOn(a, token)).toBe(200);
  expect(await statusOn(b, token)).toBe(200);
  return { user, token };
}

describe('session cache', () => {
  test('a token seen before is answered without reading its session again', async () => {
    const { token } = await signedInOnBoth();
    const resolve = vi.spyOn(a.app.services.sessions, 'resolve');
    try {
      for (let i = 0; i < 5; i++) expect(await statusOn(a, token)).toBe(200);
      expect(resolve).not.toHaveBeenCalled();
    } finally {
      resolve.mockRestore();
    }
  });

  test('logout ends the session at once here and on the other instance', async () => {
    const { token } = await signedInOnBoth();
    const response = await a.app.inject({ method: 'POST', url: '/api/auth/logout', headers: a.authHeader(token) });
    expect(response.statusCode).toBe(200);
    expect(await statusOn(a, token)).toBe(401);
    await eventually(() => statusOn(b, token)).toBe(401);
  });

  test.each([
    [
      'deactivation',
      (id: number) => ({
        method: 'PUT' as const,
        url: `/api/admin/${id}`,
        payload: { name: 'Bị khóa', status: 'inactive' },
      }),
    ],
    ['password reset', (id: number) => ({ method: 'PUT' as const, url: `/api/admin/${id}/reset-password` })],
    ['deletion', (id: number) => ({ method: 'DELETE' as const, url: `/api/admin/user/${id}` })],
  ])('%s by an admin on one instance cuts access on both', async (_case, request) => {
    const { user, token } = await signedInOnBoth();
    const response = await a.app.inject({ ...request(user.id), headers: a.authHeader(adminToken) });
    expect(response.statusCode).toBe(200);
    expect(await statusOn(a, token)).toBe(401);
    await eventually(() => statusOn(b, token)).toBe(401);
  });

  test('a password change ends the other sessions on both instances and keeps its own', async () => {
    const { user, token: other } = await signedInOnBoth();
    const own = await a.loginAs(user);
    const response = await a.app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      headers: a.authHeader(own),
      payload: { currentPassword: user.password, newPassword: 'mat-khau-moi-1', confirmPassword: 'mat-khau-moi-1' },
    });
    expect(response.statusCode).toBe(200);
    expect(await statusOn(a, other)).toBe(401);
    await eventually(() => statusOn(b, other)).toBe(401);
    expect(await statusOn(b, own)).toBe(200);
  });

  test('a first password change opens every route on both instances at once, on the same token', async () => {
    const user = await a.createUser({ mustChangePassword: true });
    const token = await a.loginAs(user);
    expect(await categoriesOn(a, token)).toBe(403);
    expect(await categoriesOn(b, token)).toBe(403);
    const response = await a.app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      headers: a.authHeader(token),
      payload: { currentPassword: user.password, newPassword: 'mat-khau-rieng', confirmPassword: 'mat-khau-rieng' },
    });
    expect(response.statusCode).toBe(200);
    expect(await categoriesOn(a, token)).toBe(200);
    await eventually(() => categoriesOn(b, token)).toBe(200);
  });

  test("the flag set by any path (an operator's SQL) holds the live sessions on both instances", async () => {
    const { user, token } = await signedInOnBoth();
    expect(await categoriesOn(a, token)).toBe(200);
    expect(await categoriesOn(b, token)).toBe(200);
    await a.db.update(users).set({ mustChangePassword: true }).where(eq(users.id, user.id));
    await eventually(() => categoriesOn(a, token)).toBe(403);
    await eventually(() => categoriesOn(b, token)).toBe(403);
  });

  test('a renamed user writes under the new name on both instances', async () => {
    const { user, token } = await signedInOnBoth();
    const rename = await a.app.inject({
      method: 'PUT',
      url: `/api/admin/${user.id}`,
      headers: a.authHeader(adminToken),
      payload: { name: 'Tên Mới', status: 'active' },
    });
    expect(rename.statusCode).toBe(200);
    const senderOn = async (h: TestApp) => {
      const sent = await h.app.inject({
        method: 'POST',
        url: '/api/messages',
        headers: h.authHeader(token),
        payload: { content: 'xin chào' },
      });
      return sent.json<{ chat_message?: { sender_name?: string } }>().chat_message?.sender_name;
    };
    expect(await senderOn(a)).toBe('Tên Mới');
    await eventually(() => senderOn(b)).toBe('Tên Mới');
  });

  test('the other instance refuses the very next call once the change has answered (the barrier, docs/decisions/032)', async () => {
    for (let round = 0; round < 3; round++) {
      const loggedOut = await signedInOnBoth();
      expect(
        (await a.app.inject({ method: 'POST', url: '/api/auth/logout', headers: a.authHeader(loggedOut.token) }))
          .statusCode,
      ).toBe(200);
      expect(await statusOn(b, loggedOut.token)).toBe(401);

      const deactivated = await signedInOnBoth();
      const payload = { name: deactivated.user.name, status: 'inactive' };
      expect(
        (
          await a.app.inject({
            method: 'PUT',
            url: `/api/admin/${deactivated.user.id}`,
            headers: a.authHeader(adminToken),
            payload,
          })
        ).statusCode,
      ).toBe(200);
      expect(await statusOn(b, deactivated.token)).toBe(401);
    }
  });

  test('the change answers only once the other instance has said it heard the revocation', async () => {
    const { token } = await signedInOnBoth();
    const acked = vi.spyOn(a.app.services.revocationBarriers, 'acked');
    try {
      expect(
        (await a.app.inject({ method: 'POST', url: '/api/auth/logout', headers: a.authHeader(token) })).statusCode,
      ).toBe(200);
      expect(acked).toHaveBeenCalledWith(expect.any(String), b.app.services.revocationBarriers.instance);
    } finally {
      acked.mockRestore();
    }
  });

  test('without its listener the cache holds nothing: every call reads the session', async () => {
    const { token } = await signedInOnBoth();
    const cache = b.app.services.sessionCache;
    cache.setTrusted(false);
    const resolve = vi.spyOn(b.app.services.sessions, 'resolve');
    try {
      expect(await statusOn(b, token)).toBe(200);
      expect(await statusOn(b, token)).toBe(200);
      expect(resolve).toHaveBeenCalledTimes(2);
    } finally {
      resolve.mockRestore();
      cache.setTrusted(true);
    }
  });
});
