import { describe, expect, test } from 'vitest';
import type { LoginLimits } from '../../config.js';
import { LoginThrottle } from './login-throttle.js';
import { MemoryFailureStore } from './login-throttle-store.js';

/** The rules on a clock the test moves; the routes' behaviour is in login-limits.test.ts. */
const MINUTE = 60_000;
const limits: LoginLimits = {
  requestsPerMinute: 300,
  failuresPerAddress: 10,
  addressWindowMs: 15 * MINUTE,
  failuresPerAccountAddress: 3,
  failuresPerAccount: 6,
  maxDelayMs: 10_000,
  memoryMs: 60 * MINUTE,
  maxEntries: 1000,
};

function setup(overrides: Partial<LoginLimits> = {}) {
  const clock = { now: 1_000_000 };
  const store = new MemoryFailureStore(overrides.maxEntries ?? limits.maxEntries);
  const throttle = new LoginThrottle({ ...limits, ...overrides }, store, () => clock.now);
  /** One attempt that, when let through, fails; answers the wait in ms (0 = it was checked). */
  const guess = async (id: unknown, address: string) => {
    const wait = await throttle.begin(id, address);
    if (wait === 0) await throttle.settle(id, address, 'failed');
    return wait;
  };
  return { clock, store, throttle, guess };
}

describe('LoginThrottle', () => {
  test('per (account, address): free failures, then a wait that doubles up to the cap', async () => {
    const { clock, guess } = setup();
    for (let i = 0; i < 3; i++) expect(await guess(7, '10.0.0.1')).toBe(0);
    const waits: number[] = [];
    for (let i = 0; i < 6; i++) {
      const wait = await guess(7, '10.0.0.1');
      waits.push(wait);
      // Asking again while waiting changes nothing: a refused attempt is not counted.
      expect(await guess(7, '10.0.0.1')).toBe(wait);
      clock.now += wait;
      expect(await guess(7, '10.0.0.1')).toBe(0);
    }
    expect(waits).toEqual([1000, 2000, 4000, 8000, 10_000, 10_000]);
  });

  test('the same account written three ways shares its counters', async () => {
    const { guess } = setup();
    for (const id of [7, ' 7 ', '007']) expect(await guess(id, '10.0.0.1')).toBe(0);
    expect(await guess('7', '10.0.0.1')).toBeGreaterThan(0);
  });

  test('a right password clears the (account, address) failures', async () => {
    const { throttle, guess } = setup();
    for (let i = 0; i < 2; i++) await guess(7, '10.0.0.1');
    expect(await throttle.begin(7, '10.0.0.1')).toBe(0);
    await throttle.settle(7, '10.0.0.1', 'passed');
    for (let i = 0; i < 3; i++) expect(await guess(7, '10.0.0.1')).toBe(0);
  });

  test('an attempt whose outcome is unknown (the database failed) is not held against anyone', async () => {
    const { throttle, guess } = setup();
    for (let i = 0; i < 2; i++) await guess(7, '10.0.0.1');
    for (let i = 0; i < 5; i++) {
      expect(await throttle.begin(7, '10.0.0.1')).toBe(0);
      await throttle.settle(7, '10.0.0.1', 'unknown');
    }
    expect(await guess(7, '10.0.0.1')).toBe(0);
    expect(await guess(7, '10.0.0.1')).toBeGreaterThan(0);
  });

  test('parallel guesses cannot slip past the count: each is counted as it starts', async () => {
    const { throttle } = setup();
    const waits = await Promise.all(Array.from({ length: 10 }, () => throttle.begin(7, '10.0.0.1')));
    expect(waits.filter((wait) => wait === 0)).toHaveLength(3);
  });

  test('per address: failures on any accounts, refused until the window ends', async () => {
    const { clock, guess } = setup();
    for (let id = 1; id <= 10; id++) expect(await guess(id, '10.0.0.1')).toBe(0);
    clock.now += 5 * MINUTE;
    expect(await guess(11, '10.0.0.1')).toBe(10 * MINUTE);
    expect(await guess(11, '10.0.0.2')).toBe(0);
    clock.now += 10 * MINUTE;
    expect(await guess(11, '10.0.0.1')).toBe(0);
  });

  test('per account: past its failures from everywhere, addresses that failed on it wait; a fresh one does not', async () => {
    const { clock, guess } = setup();
    for (let i = 1; i <= 6; i++) expect(await guess(7, `10.0.1.${i}`)).toBe(0);
    // Six failures: the first address to come back waits 1 s, even with only one failure of its own.
    expect(await guess(7, '10.0.1.1')).toBe(1000);
    expect(await guess(7, '10.0.9.9')).toBe(0);
    // Seven now: 2 s.
    expect(await guess(7, '10.0.1.1')).toBe(2000);
    clock.now += 2000;
    expect(await guess(7, '10.0.1.1')).toBe(0);
    // Another account is not affected.
    expect(await guess(8, '10.0.1.1')).toBe(0);
  });

  test('counters are forgotten once their time is up', async () => {
    const { clock, guess } = setup();
    for (let i = 0; i < 3; i++) await guess(7, '10.0.0.1');
    expect(await guess(7, '10.0.0.1')).toBeGreaterThan(0);
    clock.now += 60 * MINUTE;
    for (let i = 0; i < 3; i++) expect(await guess(7, '10.0.0.1')).toBe(0);
  });
});

describe('MemoryFailureStore', () => {
  test('keeps at most maxEntries counters, dropping the least recently written', async () => {
    const { store, guess } = setup({ maxEntries: 5, failuresPerAddress: 1000 });
    for (let id = 1; id <= 100; id++) await guess(id, '10.0.0.1');
    expect(store.size).toBe(5);
    // The newest are kept: account 100's pair and counter, and the address.
    expect(await store.read('account:100', 1_000_000)).toMatchObject({ count: 1 });
    expect(await store.read('account:1', 1_000_000)).toBeUndefined();
  });

  test('an expired counter reads as none and is dropped', async () => {
    const store = new MemoryFailureStore(10);
    await store.update('k', 0, () => ({ count: 1, last: 0, expiresAt: 100 }));
    expect(await store.read('k', 99)).toMatchObject({ count: 1 });
    expect(await store.read('k', 100)).toBeUndefined();
    expect(store.size).toBe(0);
  });
});
