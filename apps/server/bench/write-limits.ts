/**
 * What keeping write budgets in PostgreSQL costs a write route (docs/decisions/011-write-limits.md,
 * "Several instances"): chat posts over HTTP with the budgets in memory and in PostgreSQL, in
 * alternating rounds on one server (the machine's load drifts), one after another and 20 at
 * once; and the store's take alone. `npx tsx apps/server/bench/write-limits.ts`
 */
import { PostgresWriteBudgets, MemoryWriteBudgets } from '../src/infra/write-limit-stores.js';
import { WriteLimiter } from '../src/lib/write-limits.js';
import { GENEROUS_WRITE_LIMITS } from '../test/write-limits.js';
import { insertStudents, percentile, printTable, startBenchServer, stopAfter } from './harness.js';

const USERS = 20;
const POSTS = 300;
const ROUNDS = 3;
const cancel = stopAfter(10 * 60_000);
const server = await startBenchServer();
const stores = {
  memory: () => new MemoryWriteBudgets(GENEROUS_WRITE_LIMITS),
  postgres: () => new PostgresWriteBudgets(server.database.db, GENEROUS_WRITE_LIMITS),
};
type Variant = keyof typeof stores;

try {
  await insertStudents(server, 500_001, USERS, 'bench-password');
  const tokens = await Promise.all(
    Array.from({ length: USERS }, async (_, i) => {
      const response = await server.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { id: 500_001 + i, password: 'bench-password' },
      });
      return response.json<{ token: string }>().token;
    }),
  );
  const post = async (n: number) => {
    const started = performance.now();
    const response = await fetch(`${server.base}/api/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens[n % USERS]}`, 'content-type': 'application/json' },
      body: JSON.stringify({ content: `Tin nhắn ${n}` }),
    });
    if (response.status !== 201) throw new Error(`chat post answered ${response.status}`);
    await response.arrayBuffer();
    return performance.now() - started;
  };
  const results: Record<Variant, { sequential: number[]; parallelPerSecond: number[]; takeMs: number[] }> = {
    memory: { sequential: [], parallelPerSecond: [], takeMs: [] },
    postgres: { sequential: [], parallelPerSecond: [], takeMs: [] },
  };
  for (let round = 0; round < ROUNDS; round++) {
    for (const variant of Object.keys(stores) as Variant[]) {
      const store = stores[variant]();
      server.app.services.writeLimits = new WriteLimiter(store);
      for (let n = 0; n < POSTS; n++) results[variant].sequential.push(await post(n));
      const started = performance.now();
      let next = 0;
      await Promise.all(
        Array.from({ length: 20 }, async () => {
          while (next < POSTS) await post(next++);
        }),
      );
      results[variant].parallelPerSecond.push((POSTS / (performance.now() - started)) * 1000);
      for (let n = 0; n < POSTS; n++) {
        const began = performance.now();
        await store.take('chat', 1 + (n % USERS));
        results[variant].takeMs.push(performance.now() - began);
      }
    }
  }
  const ms = (value: number) => value.toFixed(2);
  printTable([
    ['budgets in', 'post p50 ms', 'post p99 ms', 'posts/s at 20', 'take p50 ms', 'take p99 ms'],
    ...(Object.keys(results) as Variant[]).map((variant) => {
      const r = results[variant];
      return [
        variant,
        ms(percentile(r.sequential, 50)),
        ms(percentile(r.sequential, 99)),
        percentile(r.parallelPerSecond, 50).toFixed(0),
        ms(percentile(r.takeMs, 50)),
        ms(percentile(r.takeMs, 99)),
      ];
    }),
  ]);
} finally {
  await server.stop();
  cancel();
}
