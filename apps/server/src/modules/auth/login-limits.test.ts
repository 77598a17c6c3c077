import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { buildTestApp, type TestApp, type TestUser } from '../../../test/app.js';
import { loadConfig } from '../../config.js';

/**
 * Login limits with the shipped defaults (docs/decisions/008-login-limits.md): only failures
 * count, per (account, address), per address and per account; every request counts toward
 * the flood cap. Each test uses addresses of its own, as the limits are per address.
 */
let h: TestApp;
const defaults = loadConfig({}).loginLimits;

beforeAll(async () => {
  h = await buildTestApp({
    configure: (config) => {
      config.loginLimits = { ...defaults };
    },
  });
});
afterAll(async () => {
  await h?.close();
});
afterEach(() => {
  vi.useRealTimers();
});

const attempt = (id: number | string, address: string, password = 'wrong-password') =>
  h.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: address, payload: { id, password } });

function expectLimited(response: Awaited<ReturnType<typeof attempt>>): number {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toMatchObject({ code: 'RATE_LIMITED', message: expect.any(String) });
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  return retryAfter;
}

const codeOf = (response: Awaited<ReturnType<typeof attempt>>) => response.json<{ code: string }>().code;

/** Moves the clock the limits read (Date only: the requests themselves run as usual). */
function freezeClock(): (seconds: number) => void {
  vi.useFakeTimers({ toFake: ['Date'] });
  return (seconds) => vi.setSystemTime(Date.now() + seconds * 1000);
}

describe('a class behind one address', () => {
  const classroom = '10.10.0.1';
  let students: TestUser[];

  beforeAll(async () => {
    students = await Promise.all(Array.from({ length: 60 }, () => h.createUser()));
  });

  test('60 students log in at once, after five of them mistype once: all get in', async () => {
    const mistypes = await Promise.all(
      students.slice(0, 5).map((student) => attempt(student.id, classroom, `${student.password}x`)),
    );
    expect(mistypes.map(codeOf)).toEqual(Array(5).fill('LOGIN_WRONG_PASSWORD'));

    const logins = await Promise.all(students.map((student) => attempt(student.id, classroom, student.password)));
    expect(logins.map((response) => response.statusCode)).toEqual(Array(60).fill(200));
  });

  test('successful logins cost nothing: the class logs in again, and a typo still gets its own message', async () => {
    const again = await Promise.all(students.map((student) => attempt(student.id, classroom, student.password)));
    expect(again.map((response) => response.statusCode)).toEqual(Array(60).fill(200));
    expect(codeOf(await attempt(students[0]!.id, classroom))).toBe('LOGIN_WRONG_PASSWORD');
  });
});

describe("a stranger's guesses at one account", () => {
  test('are slowed with a growing Retry-After; the owner from another address gets in at once', async () => {
    const owner = await h.createUser();
    const stranger = '10.20.0.66';
    const advance = freezeClock();
    for (let i = 0; i < defaults.failuresPerAccountAddress; i++) {
      expect(codeOf(await attempt(owner.id, stranger))).toBe('LOGIN_WRONG_PASSWORD');
    }
    // Ten more tries at once: all refused unchecked, even the right password.
    const refused = await Promise.all(Array.from({ length: 10 }, () => attempt(owner.id, stranger)));
    for (const response of refused) expectLimited(response);
    expectLimited(await attempt(owner.id, stranger, owner.password));

    // The owner, elsewhere, is not locked out.
    expect((await attempt(owner.id, '10.20.0.7', owner.password)).statusCode).toBe(200);

    // Waiting as told buys the stranger one more guess, and the next wait doubles.
    const waits: number[] = [];
    for (let i = 0; i < 3; i++) {
      const wait = expectLimited(await attempt(owner.id, stranger));
      waits.push(wait);
      advance(wait);
      expect(codeOf(await attempt(owner.id, stranger))).toBe('LOGIN_WRONG_PASSWORD');
    }
    expect(waits).toEqual([1, 2, 4]);
    expect((await attempt(owner.id, '10.20.0.8', owner.password)).statusCode).toBe(200);
  });

  test('from many addresses: past the account budget, addresses that failed wait; the owner from a fresh one gets in', async () => {
    const owner = await h.createUser();
    freezeClock();
    for (let i = 1; i <= defaults.failuresPerAccount; i++) {
      expect(codeOf(await attempt(owner.id, `10.30.0.${i}`))).toBe('LOGIN_WRONG_PASSWORD');
    }
    expectLimited(await attempt(owner.id, '10.30.0.1'));
    expectLimited(await attempt(owner.id, '10.30.0.2', owner.password));
    expect((await attempt(owner.id, '10.30.1.1', owner.password)).statusCode).toBe(200);
    // Only this account is held back.
    const other = await h.createUser();
    expect(codeOf(await attempt(other.id, '10.30.0.1'))).toBe('LOGIN_WRONG_PASSWORD');
  });
});

describe('guessing from one address', () => {
  test('across many accounts (unknown ids count too) is cut off per address until its window ends', async () => {
    const sprayer = '10.40.0.1';
    const advance = freezeClock();
    for (let i = 0; i < defaults.failuresPerAddress; i++) {
      const response = await attempt(900_000_000 + i, sprayer);
      expect(codeOf(response)).toBe('LOGIN_NO_SUCH_USER');
    }
    const victim = await h.createUser();
    const wait = expectLimited(await attempt(victim.id, sprayer, victim.password));
    expect(wait).toBe(defaults.addressWindowMs / 1000);
    // Another address is not affected; the sprayer is let in again once the window is over.
    expect((await attempt(victim.id, '10.40.0.2', victim.password)).statusCode).toBe(200);
    advance(wait);
    expect((await attempt(victim.id, sprayer, victim.password)).statusCode).toBe(200);
  });

  test('every request counts toward the flood cap, successful or not', async () => {
    const flooder = '10.50.0.1';
    const user = await h.createUser();
    for (let i = 0; i < defaults.requestsPerMinute - 1; i++) {
      expect(
        codeOf(await h.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: flooder, payload: {} })),
      ).toBe('LOGIN_MISSING_FIELDS');
    }
    expect((await attempt(user.id, flooder, user.password)).statusCode).toBe(200);
    expectLimited(await attempt(user.id, flooder, user.password));
  });

  test('a forged X-Forwarded-For header does not escape the limits (TRUST_PROXY is off)', async () => {
    const owner = await h.createUser();
    const forged = (i: number) =>
      h.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '10.60.0.1',
        headers: { 'x-forwarded-for': `203.0.113.${i}` },
        payload: { id: owner.id, password: 'wrong-password' },
      });
    for (let i = 0; i < defaults.failuresPerAccountAddress; i++) expect((await forged(i)).statusCode).toBe(401);
    expectLimited(await forged(99));
  });
});
