import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app.js';
import { createTestDatabase, type TestDatabase } from '../../../test/database.js';

/**
 * Two instances sharing one database (DATABASE_URL) share the write budgets and the login
 * failure counters (docs/decisions/008 and 011): a user gets the budget once, not once per
 * instance. The end-to-end form, through a proxy, is `npm run test:scale-out`.
 */
let database: TestDatabase;
let a: TestApp;
let b: TestApp;

const instance = () =>
  buildTestApp({
    database: { ...database, drop: async () => undefined },
    env: { DATABASE_URL: database.url },
    configure: (config) => {
      config.writeLimits = { ...config.writeLimits, chat: { tokens: 3, perMs: 60_000 } };
      config.loginLimits = { ...config.loginLimits, failuresPerAccountAddress: 3 };
    },
  });

beforeAll(async () => {
  database = await createTestDatabase();
  a = await instance();
  b = await instance();
});
afterAll(async () => {
  await b?.close();
  await a?.close();
  await database?.drop();
});

const post = (app: TestApp, token: string, n: number) =>
  app.app.inject({
    method: 'POST',
    url: '/api/messages',
    headers: app.authHeader(token),
    payload: { content: `Tin nhắn ${n}` },
  });
const login = (app: TestApp, id: number, password: string) =>
  app.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: '10.9.0.1', payload: { id, password } });

describe('limits shared by the instances of one database', () => {
  test('a write budget of 3 lets 3 through over both instances, then 429 on either', async () => {
    const user = await a.createUser();
    const token = await a.loginAs(user);
    const statuses = [
      (await post(a, token, 1)).statusCode,
      (await post(b, token, 2)).statusCode,
      (await post(a, token, 3)).statusCode,
    ];
    expect(statuses).toEqual([201, 201, 201]);
    const refusedOnB = await post(b, token, 4);
    expect(refusedOnB.statusCode).toBe(429);
    expect(Number(refusedOnB.headers['retry-after'])).toBeGreaterThan(0);
    expect((await post(a, token, 5)).statusCode).toBe(429);
  });

  test('parallel writes on both instances let exactly the budget through', async () => {
    // Several users at once, so that takes of one user often commit between another take's start and its refusal.
    const tokens = await Promise.all(Array.from({ length: 6 }, async () => a.loginAs(await a.createUser())));
    const statuses = await Promise.all(
      tokens.map(async (token) =>
        (await Promise.all(Array.from({ length: 10 }, (_, n) => post(n % 2 ? a : b, token, n))))
          .map((response) => response.statusCode)
          .sort(),
      ),
    );
    // All the statuses, so that a failure shows what the others got.
    for (const ofUser of statuses) expect(ofUser).toEqual([201, 201, 201, ...Array<number>(7).fill(429)]);
  });

  test('failed logins of one account from one address count over both instances', async () => {
    const user = await a.createUser();
    for (const app of [a, b, a])
      expect((await login(app, user.id, 'wrong-password')).json()).toMatchObject({ code: 'LOGIN_WRONG_PASSWORD' });
    // The fourth try waits, whichever instance it reaches, even with the right password.
    expect((await login(b, user.id, user.password)).statusCode).toBe(429);
    expect((await login(a, user.id, 'wrong-password')).statusCode).toBe(429);
  });
});
