import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app.js';

/** Login is rate limited per id and per address (DECISIONS, Identity and sessions). */
let h: TestApp;
const PER_ID = 3;
const PER_ADDRESS = 5;

beforeAll(async () => {
  h = await buildTestApp({
    configure: (config) => {
      config.loginRateLimit = { perAddress: PER_ADDRESS, perId: PER_ID };
    },
  });
});
afterAll(async () => {
  await h?.close();
});

const attempt = (id: number | string, address: string, password = 'wrong-password') =>
  h.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: address, payload: { id, password } });

function expectLimited(response: Awaited<ReturnType<typeof attempt>>) {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual({ code: 'RATE_LIMITED', message: expect.any(String) });
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
}

describe('login rate limits', () => {
  test('per id: guesses at one account from many addresses are cut off', async () => {
    const victim = await h.createUser();
    // The same account written three ways shares one budget.
    const spellings = [victim.id, ` ${victim.id} `, `0${victim.id}`];
    for (let i = 0; i < PER_ID; i++) {
      expect((await attempt(spellings[i % spellings.length]!, `10.0.1.${i}`)).statusCode).toBe(401);
    }
    // Even the right password, from a fresh address, waits now.
    expectLimited(await attempt(victim.id, '10.0.1.200', victim.password));
    // Another account is not affected.
    const other = await h.createUser();
    expect((await attempt(other.id, '10.0.1.201', other.password)).statusCode).toBe(200);
  });

  test('per address: one address trying many accounts is cut off', async () => {
    const address = '10.0.2.1';
    const accounts = await Promise.all(Array.from({ length: PER_ADDRESS + 1 }, () => h.createUser()));
    for (const account of accounts.slice(0, PER_ADDRESS)) {
      expect((await attempt(account.id, address)).statusCode).toBe(401);
    }
    const last = accounts[PER_ADDRESS]!;
    expectLimited(await attempt(last.id, address, last.password));
    // Another address still gets in.
    expect((await attempt(last.id, '10.0.2.2', last.password)).statusCode).toBe(200);
  });

  test('a forged X-Forwarded-For header does not escape the per-address limit', async () => {
    const accounts = await Promise.all(Array.from({ length: PER_ADDRESS + 1 }, () => h.createUser()));
    const via = (id: number, forged: string) =>
      h.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '10.0.3.1',
        headers: { 'x-forwarded-for': forged },
        payload: { id, password: 'wrong-password' },
      });
    for (const [i, account] of accounts.slice(0, PER_ADDRESS).entries()) {
      expect((await via(account.id, `203.0.113.${i}`)).statusCode).toBe(401);
    }
    expectLimited(await via(accounts[PER_ADDRESS]!.id, '203.0.113.99'));
  });
});
