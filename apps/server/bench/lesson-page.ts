/**
 * The lesson page's main call (GET /api/lessons/details/{id}, as a signed-in student) at 100
 * connections, beside its anchor in the same process on the same database: a bare Fastify +
 * pg server answering the same rows with a prepared statement, no authentication. Prints both
 * and the ratio (issue 11's target: at least 0.8x the anchor, p99 at most 50 ms).
 *
 *   npx tsx apps/server/bench/lesson-page.ts     (BENCH_SECONDS=10 BENCH_CONNECTIONS=100)
 */
import os from 'node:os';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import pg from 'pg';
import { seedIfEmpty } from '../src/seed/index.js';
import { printTable, startBenchServer, stopAfter } from './harness.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
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
  await seedIfEmpty(database.db, app.config, app.services);
  await anchor.listen({ port: 0, host: '127.0.0.1' });
  const anchorBase = `http://127.0.0.1:${(anchor.server.address() as AddressInfo).port}`;
  const { sessions, tokens } = app.services;
  const token = await tokens.sign({ userId: 20210001, role: 'student', sessionId: await sessions.create(20210001, {}) });
  const auth = { authorization: `Bearer ${token}` };
  const { lessons } = (await (await fetch(`${base}/api/lessons/101`, { headers: auth })).json()) as { lessons: Array<{ id: number }> };
  const lessonId = lessons[0]!.id;

  const run = async (name: string, url: string, headers: Record<string, string> = {}) => {
    await autocannon({ url, headers, connections: CONNECTIONS, duration: 2 }); // warm-up: JIT, pools, prepared statements
    const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: SECONDS });
    if (result.non2xx || result.errors) throw new Error(`${name}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
    return { name, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
  };
  const bare = await run('anchor: bare Fastify + pg, prepared', `${anchorBase}/lessons/${lessonId}`);
  const ours = await run('NetClass GET /api/lessons/details/{id}', `${base}/api/lessons/details/${lessonId}`, auth);

  console.log(`\nLesson page API: ${CONNECTIONS} connections, ${SECONDS} s each, ${os.cpus().length} CPUs, Node ${process.version}\n`);
  printTable([
    ['server', 'req/s', 'p50 ms', 'p99 ms'],
    ...[bare, ours].map((r) => [r.name, `${Math.round(r.rps)}`, `${r.p50}`, `${r.p99}`]),
  ]);
  console.log(`\nratio to the anchor: ${(ours.rps / bare.rps).toFixed(2)}x throughput (target >= 0.8x), p99 ${ours.p99} ms (target <= 50 ms)\n`);
} finally {
  await anchor.close();
  await anchorPool.end();
  await server.stop();
  cancelDeadline();
}
