import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app.js';
import { sessions, users } from '../../db/schema/index.js';
import { createTokenSigner, loadSigningKey } from './tokens.js';

let h: TestApp;
beforeAll(async () => {
  h = await buildTestApp();
});
afterAll(async () => {
  await h?.close();
});

const login = (payload: unknown, headers: Record<string, string> = {}) =>
  h.app.inject({ method: 'POST', url: '/api/auth/login', payload: payload as object, headers });
const profile = (token: string) =>
  h.app.inject({ method: 'GET', url: '/api/user/profile', headers: h.authHeader(token) });
const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;

describe('POST /api/auth/login', () => {
  test('signs in: token, role, user, and last_login set', async () => {
    const user = await h.createUser({ role: 'teacher', name: 'Cô Hạnh', mustChangePassword: true });
    expect(user.lastLogin).toBeNull();

    const before = Date.now();
    const response = await login({ id: user.id, password: user.password });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      message: 'Login successful',
      role: 'teacher',
      user: { id: user.id, name: 'Cô Hạnh', role: 'teacher', status: 'active', must_change_password: true },
    });
    expect(body.user).not.toHaveProperty('passwordHash');
    expect(body.user).not.toHaveProperty('password_hash');
    expect(Date.parse(body.user.last_login)).toBeGreaterThanOrEqual(before - 5000);
    expect(claimsOf(body.token)).toMatchObject({ id: user.id, role: 'teacher', sid: expect.any(String) });

    const [row] = await h.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.lastLogin).toBeInstanceOf(Date);
    expect((await profile(body.token)).statusCode).toBe(200);
  });

  test('accepts the id as text, as the login form sends it', async () => {
    const user = await h.createUser();
    const response = await login({ id: ` ${user.id} `, password: user.password });
    expect(response.statusCode).toBe(200);
    expect(response.json().role).toBe('student');
  });

  test.each([
    ['an empty body', {}, 'id'],
    ['no password', { id: '123' }, 'password'],
    ['no id', { password: 'secret1' }, 'id'],
    ['blank id', { id: '   ', password: 'secret1' }, 'id'],
    ['empty password', { id: 123, password: '' }, 'password'],
  ])('missing fields (%s): 400 LOGIN_MISSING_FIELDS on the first missing one', async (_case, payload, field) => {
    const response = await login(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'LOGIN_MISSING_FIELDS',
      message: 'Please enter username and password',
      field,
    });
  });

  test('no body at all: 400 LOGIN_MISSING_FIELDS', async () => {
    const response = await h.app.inject({ method: 'POST', url: '/api/auth/login' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'LOGIN_MISSING_FIELDS',
      message: 'Please enter username and password',
    });
  });

  test.each([['424242'], ['not-a-number'], [-5]])('no such user (%s): 401 LOGIN_NO_SUCH_USER', async (id) => {
    const response = await login({ id, password: 'whatever1' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 'LOGIN_NO_SUCH_USER', message: 'Username does not exist' });
  });

  test('wrong password: 401 LOGIN_WRONG_PASSWORD, and no session is made', async () => {
    const user = await h.createUser();
    const response = await login({ id: user.id, password: 'not-the-password' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 'LOGIN_WRONG_PASSWORD', message: 'Password incorrect' });
    expect(await h.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
  });

  test('inactive account: 403 LOGIN_ACCOUNT_LOCKED', async () => {
    const user = await h.createUser({ status: 'inactive' });
    const response = await login({ id: user.id, password: user.password });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ code: 'LOGIN_ACCOUNT_LOCKED', message: 'Account locked, please contact admin' });
    expect(await h.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
  });
});

describe('POST /api/auth/logout', () => {
  test('with the bearer header: ends the session, the next call answers 401', async () => {
    const user = await h.createUser();
    const token = await h.loginAs(user);
    const other = await h.loginAs(user);

    const response = await h.app.inject({ method: 'POST', url: '/api/auth/logout', headers: h.authHeader(token) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: expect.any(String) });

    const after = await profile(token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    // Only that session: the user's other login stays signed in.
    expect((await profile(other)).statusCode).toBe(200);
  });

  test('with the token as a text/plain body (sendBeacon on page unload)', async () => {
    const user = await h.createUser();
    const token = await h.loginAs(user);
    const response = await h.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      payload: token,
    });
    expect(response.statusCode).toBe(200);
    expect((await profile(token)).statusCode).toBe(401);
  });

  test('with the token in a JSON body', async () => {
    const user = await h.createUser();
    const token = await h.loginAs(user);
    const response = await h.app.inject({ method: 'POST', url: '/api/auth/logout', payload: { token } });
    expect(response.statusCode).toBe(200);
    expect((await profile(token)).statusCode).toBe(401);
  });

  test.each([
    ['no token at all', {}, undefined],
    ['a garbage bearer token', { authorization: 'Bearer nonsense' }, undefined],
    ['a garbage text body', { 'content-type': 'text/plain' }, 'not-a-token'],
    ['an empty text body', { 'content-type': 'text/plain' }, ''],
    ['a JSON body without token', { 'content-type': 'application/json' }, '{"token": 42}'],
  ])('never fails: %s -> 200', async (_case, headers, payload) => {
    const response = await h.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers,
      ...(payload === undefined ? {} : { payload }),
    });
    expect(response.statusCode).toBe(200);
  });

  test('never fails: a token already logged out -> 200', async () => {
    const user = await h.createUser();
    const token = await h.loginAs(user);
    for (let i = 0; i < 2; i++) {
      const response = await h.app.inject({ method: 'POST', url: '/api/auth/logout', headers: h.authHeader(token) });
      expect(response.statusCode).toBe(200);
    }
  });
});

describe('bearer tokens', () => {
  test('a tampered token (role changed, signature kept) answers 401', async () => {
    const user = await h.createUser();
    const token = await h.loginAs(user);
    const [header, , signature] = token.split('.');
    const payload = Buffer.from(JSON.stringify({ ...claimsOf(token), role: 'admin' })).toString('base64url');
    const tampered = `${header}.${payload}.${signature}`;

    expect((await profile(tampered)).statusCode).toBe(401);
    expect((await h.app.inject({ url: '/api/admin/all', headers: h.authHeader(tampered) })).statusCode).toBe(401);
  });

  test('a token signed with another key answers 401', async () => {
    const user = await h.createUser();
    const { sid } = claimsOf(await h.loginAs(user));
    const forged = await new SignJWT({ id: user.id, role: 'student', sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('1h')
      .sign(randomBytes(48));
    expect((await profile(forged)).statusCode).toBe(401);
  });

  test('an expired token answers 401, though its session is alive', async () => {
    const user = await h.createUser();
    const { sid } = claimsOf(await h.loginAs(user));
    const key = await loadSigningKey(h.db, undefined);
    const claims = { userId: user.id, role: 'student' as const, sessionId: String(sid) };

    // The same key and session with a future expiry work: only the expiry differs.
    const fresh = await createTokenSigner(key, 60_000).sign(claims);
    expect((await profile(fresh)).statusCode).toBe(200);
    const expired = await createTokenSigner(key, -60_000).sign(claims);
    expect((await profile(expired)).statusCode).toBe(401);
  });

  test('a session past its idle expiry answers 401', async () => {
    const user = await h.createUser();
    const token = await h.loginAs(user);
    await h.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(sessions.userId, user.id));
    expect((await profile(token)).statusCode).toBe(401);
  });

  test.each([
    ['no header', undefined],
    ['an empty bearer', 'Bearer '],
    ['another scheme', 'Basic dXNlcjpwYXNz'],
    ['not a JWT', 'Bearer abc.def.ghi'],
  ])('%s answers 401 with a JSON message', async (_case, authorization) => {
    const response = await h.app.inject({ url: '/api/user/profile', headers: authorization ? { authorization } : {} });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED', message: expect.any(String) });
  });
});
