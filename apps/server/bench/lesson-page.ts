/**
 * The lesson page's main call (GET /api/lessons/details/{id}, as a signed-in student) at 100
 * connections, beside its anchor in the same process on the same database: a bare Fastify +
 * pg server answering the same rows with a prepared statement, no authentication. Prints both
 * and the ratio (issue 11's target: at least 0.8x the anchor, p99 at most 50 ms).
 *
 * The two take turns in short rounds (anchor first in one round, NetClass first in the next),
 * and the ratio is the median of the rounds' ratios: a shared machine's load drifts over
 * seconds, and both sides of each ratio see the same drift.
 *
 *   npx tsx apps/server/bench/lesson-page.ts     (BENCH_ROUNDS=6 BENCH_SECONDS=3 BENCH_CONNECTIONS=100)
 */
import os from 'node:os';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import pg from 'pg';
import { percentile, printTable, seedDemoClass, startBenchServer, stopAfter } from './harness.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 6);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const cancelDeadline = stopAfter(5 * 60_000);

/** The rows the service reads, written by hand: the lesson, its ready-material count, its course and term. */
const LESSON_SQL = `
  select l.id, l.title, l.content, l.course_id, l.order_num, l.created_at,
         (select count(*)::int from materials m where m.lesson_id = l.id and m.status = 'ready') as material_count,
         c.id as c_id, c.name as c_name, c.category_id as c_category_id, g.id as g_id, g.name as g_name
    from lessons l join courses c on c.id = l.course_id join categories g on g.id = c.category_id
   where l.id = $1`;

const server = await startBenchServer({ SEED: 'demo', ADMIN_PASSWORD: 'bench-admin-password' });
const { app, base, database } = server;
const anchorPool = new pg.Pool({ connectionString: database.url, max: 20 });
const anchor = Fastify();
anchor.get<{ Params: { id: string } }>('/lessons/:id', async (request, reply) => {
  const { rows } = await anchorPool.query({ name: 'lesson_details', text: LESSON_SQL, values: [Number(request.params.id)] });
  const row = rows[0];
  if (!row) return reply.status(404).send({ message: 'not found' });
  return {
    lesson: {
      id: row.id,
      title: row.title,
      content: row.content,
      course_id: row.course_id,
      order_num: row.order_num,
      created_at: row.created_at,
      material_count: row.material_count,
      course: { id: row.c_id, name: row.c_name, category_id: row.c_category_id },
      category: { id: row.g_id, name: row.g_name },
    },
  };
});

try {
  await seedDemoClass(server);
  await anchor.listen({ port: 0, host: '127.0.0.1' });
  const anchorBase = `http://127.0.0.1:${(anchor.server.address() as AddressInfo).port}`;
  const { sessions, tokens } = app.services;
  const token = await tokens.sign({ userId: 20210001, role: 'student', sessionId: await sessions.create(20210001, {}) });
  const auth = { authorization: `Bearer ${token}` };
  const { lessons } = (await (await fetch(`${base}/api/lessons/101`, { headers: auth })).json()) as { lessons: Array<{ id: number }> };
  const lessonId = lessons[0]!.id;

  const run = async (url: string, headers: Record<string, string> = {}) => {
    const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: SECONDS });
    if (result.non2xx || result.errors) throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
    return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
  };
  const sides = [
    { name: 'anchor: bare Fastify + pg, prepared', url: `${anchorBase}/lessons/${lessonId}`, headers: {}, rounds: [] as Awaited<ReturnType<typeof run>>[] },
    { name: 'NetClass GET /api/lessons/details/{id}', url: `${base}/api/lessons/details/${lessonId}`, headers: auth, rounds: [] as Awaited<ReturnType<typeof run>>[] },
  ];
  // Warm-up: JIT, pools, prepared statements.
  for (const side of sides) await autocannon({ url: side.url, headers: side.headers, connections: CONNECTIONS, duration: 2 });
  for (let round = 0; round < ROUNDS; round++) {
    for (const side of round % 2 ? [...sides].reverse() : sides) side.rounds.push(await run(side.url, side.headers));
  }
  const [bare, ours] = sides as [(typeof sides)[0], (typeof sides)[0]];
  const ratios = ours.rounds.map((result, i) => result.rps / bare.rounds[i]!.rps);
  const median = (values: number[]) => percentile(values, 50);

  console.log(`\nLesson page API: ${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s each side, taking turns, ${os.cpus().length} CPUs, Node ${process.version}\n`);
  printTable([
    ['server', 'req/s (median round)', 'p50 ms (median)', 'p99 ms (median)', 'p99 ms (worst round)'],
    ...sides.map((side) => [side.name, `${Math.round(median(side.rounds.map((r) => r.rps)))}`, `${median(side.rounds.map((r) => r.p50))}`, `${median(side.rounds.map((r) => r.p99))}`, `${Math.max(...side.rounds.map((r) => r.p99))}`]),
  ]);
  const p99 = median(ours.rounds.map((r) => r.p99));
  console.log(`\nratio to the anchor, round by round: ${ratios.map((ratio) => ratio.toFixed(2)).join(', ')}`);
  console.log(`median ratio ${median(ratios).toFixed(2)}x throughput (target >= 0.8x), median p99 ${p99} ms (target <= 50 ms)\n`);
} finally {
  await anchor.close();
  await anchorPool.end();
  await server.stop();
  cancelDeadline();
}
