import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/database.js';
import { PostgresFailureStore } from './login-throttle-store.js';

/** The shared counters (login-throttle-store.ts); the rules on them are in login-throttle.test.ts. */
let database: TestDatabase;
let store: PostgresFailureStore;
beforeAll(async () => {
  database = await createTestDatabase();
  store = new PostgresFailureStore(database.db);
});
afterAll(async () => {
  await database?.drop();
});

const plusOne = (now: number) => (current: { count: number } | undefined) => ({
  count: (current?.count ?? 0) + 1,
  last: now,
  expiresAt: now + 1000,
});

describe('PostgresFailureStore', () => {
  test('update replaces a counter, undefined removes it; an expired counter reads as none', async () => {
    await store.update('a', 0, plusOne(0));
    await store.update('a', 10, plusOne(10));
    expect(await store.read('a', 20)).toEqual({ count: 2, last: 10, expiresAt: 1010 });
    expect(await store.read('a', 1010)).toBeUndefined();
    await store.update('a', 20, () => undefined);
    expect(await store.read('a', 20)).toBeUndefined();
  });

  test('parallel updates of one key, from two stores on the database, all count', async () => {
    const other = new PostgresFailureStore(database.db);
    await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? store : other).update('b', 0, plusOne(0))));
    expect(await store.read('b', 1)).toMatchObject({ count: 20 });
  });

  test('the sweep deletes expired counters only', async () => {
    await store.update('c', 0, () => ({ count: 1, last: 0, expiresAt: 100 }));
    await store.update('d', 0, () => ({ count: 1, last: 0, expiresAt: 300 }));
    await store.sweep(200);
    const keys = await database.pool.query<{ key: string }>(`select key from login_failures where key in ('c', 'd')`);
    expect(keys.rows).toEqual([{ key: 'd' }]);
  });
});
