import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { MemoryWriteBudgets, PostgresWriteBudgets } from '../infra/write-limit-stores.js';
import { WRITE_KINDS, WriteLimiter, type WriteLimits } from './write-limits.js';

const limits = Object.fromEntries(WRITE_KINDS.map((kind) => [kind, { tokens: 2, perMs: 1500 }])) as WriteLimits;
const budgets: WriteLimits = { ...limits, comment: { tokens: 1, perMs: 90_500 } };

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.drop();
});

/** The same bucket in memory and in PostgreSQL (infra/write-limit-stores.ts): one contract, both stores. */
const stores = {
  memory: (now: () => number) => new MemoryWriteBudgets(budgets, now),
  postgres: (now: () => number) => new PostgresWriteBudgets(database.db, budgets, now),
};

describe.each(Object.entries(stores))('WriteLimiter on %s', (_name, storeOf) => {
  // Each test uses users of its own: the PostgreSQL store's rows outlive a test.
  let nextUser = 1;
  const users = () => [nextUser++, nextUser++] as const;

  test('each (user, kind) has its own budget; a refusal names whole seconds to wait, at least 1', async () => {
    let now = 1_000_000;
    const limiter = new WriteLimiter(storeOf(() => now));
    const [one, two] = users();
    expect([await limiter.take(one, 'chat'), await limiter.take(one, 'chat')]).toEqual([0, 0]);
    expect(await limiter.take(one, 'chat')).toBe(1);
    expect(await limiter.take(two, 'chat')).toBe(0);
    expect(await limiter.take(one, 'note')).toBe(0);
    expect(await limiter.take(one, 'comment')).toBe(0);
    expect(await limiter.take(one, 'comment')).toBe(91);
    now += 90_000;
    expect(await limiter.take(one, 'comment')).toBe(1);
    await limiter.giveBack(one, 'chat');
    expect(await limiter.take(one, 'chat')).toBe(0);
  });

  test('after the burst, one token comes back every period / tokens; a refusal takes nothing', async () => {
    let now = 2_000_000;
    const limiter = new WriteLimiter(storeOf(() => now));
    const [user] = users();
    await limiter.take(user, 'chat');
    await limiter.take(user, 'chat');
    for (let i = 0; i < 5; i++) expect(await limiter.take(user, 'chat')).toBe(1);
    now += 749;
    expect(await limiter.take(user, 'chat')).toBe(1);
    now += 1;
    expect(await limiter.take(user, 'chat')).toBe(0);
    expect(await limiter.take(user, 'chat')).toBe(1);
    now += 10_000;
    expect([
      await limiter.take(user, 'chat'),
      await limiter.take(user, 'chat'),
      await limiter.take(user, 'chat'),
    ]).toEqual([0, 0, 1]);
  });

  test('parallel takes let exactly the budget through', async () => {
    const limiter = new WriteLimiter(storeOf(() => 3_000_000));
    const [user] = users();
    const waits = await Promise.all(Array.from({ length: 12 }, () => limiter.take(user, 'chat')));
    expect(waits.filter((wait) => wait === 0)).toHaveLength(2);
  });
});

describe('PostgresWriteBudgets', () => {
  test('two instances on one database share one budget', async () => {
    const now = () => 4_000_000;
    const [a, b] = [new WriteLimiter(stores.postgres(now)), new WriteLimiter(stores.postgres(now))];
    expect(await a.take(900, 'chat')).toBe(0);
    expect(await b.take(900, 'chat')).toBe(0);
    expect(await a.take(900, 'chat')).toBe(1);
    expect(await b.take(900, 'chat')).toBe(1);
  });

  test('the sweep forgets only buckets that are full again', async () => {
    let now = 5_000_000;
    const store = stores.postgres(() => now);
    await store.take('chat', 901);
    await store.take('comment', 901);
    now += 1000;
    await store.sweep();
    const rows = await database.pool.query<{ kind: string }>(
      'select kind from write_limit_buckets where user_id = 901',
    );
    expect(rows.rows.map((row) => row.kind)).toEqual(['comment']);
  });
});
