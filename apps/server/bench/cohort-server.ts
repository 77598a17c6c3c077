/**
 * The cohort benchmark's server side, in a process of its own (as a real server is apart from
 * its students' browsers): the app on a fresh embedded database with the demo class and
 * `students` students, and the bare anchor beside it. Driven by cohort.ts over IPC: it
 * answers `ready` with the addresses and lessons, measures its own event-loop delay and CPU
 * time between `measure` and `report`, and ends everything on `stop`.
 */
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import pg from 'pg';
import { insertStudents, loadMeter, seedDemoClass, startBenchServer, type LoadFigures } from './harness.js';

export interface CohortSetup {
  students: number;
  firstId: number;
  password: string;
}

export interface Lesson {
  id: number;
  courseId: number;
}

export type ToServer = { kind: 'measure' } | { kind: 'report' } | { kind: 'stop' };
export type FromServer =
  | { kind: 'ready'; app: string; anchor: string; lessons: Lesson[] }
  | ({ kind: 'report'; rssMb: number } & LoadFigures);

const setup = JSON.parse(process.env.COHORT_SETUP ?? '') as CohortSetup;
const send = (message: FromServer) => process.send?.(message);

/** The demo class, and the students sharing one password hash. */
async function seed(server: Awaited<ReturnType<typeof startBenchServer>>): Promise<Lesson[]> {
  const { database } = server;
  await seedDemoClass(server);
  await insertStudents(server, setup.firstId, setup.students, setup.password);
  const { rows: lessons } = await database.pool.query<{ id: number; course_id: number }>('select id, course_id from lessons order by id');
  if (!lessons.length) throw new Error('the demo seed made no lessons');
  return lessons.map((row) => ({ id: Number(row.id), courseId: Number(row.course_id) }));
}

/** A bare Fastify answering every GET with one prepared query on the same database: what the framework costs. */
async function startAnchor(databaseUrl: string) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 20 });
  const anchor = Fastify();
  anchor.get('/*', async () => {
    const id = setup.firstId + Math.floor(Math.random() * setup.students);
    const { rows } = await pool.query({ name: 'anchor_user', text: 'select id, name, username, role from users where id = $1', values: [id] });
    return { user: rows[0] ?? null };
  });
  await anchor.listen({ port: 0, host: '127.0.0.1' });
  return {
    base: `http://127.0.0.1:${(anchor.server.address() as AddressInfo).port}`,
    stop: async () => {
      await anchor.close();
      await pool.end();
    },
  };
}

const server = await startBenchServer({ SEED: 'demo', ADMIN_PASSWORD: 'bench-admin-password' });
const anchor = await startAnchor(server.database.url);
const load = loadMeter();
process.on('message', (message: ToServer) => {
  if (message.kind === 'measure') load.start();
  else if (message.kind === 'report') send({ kind: 'report', ...load.stop(), rssMb: process.memoryUsage().rss / 2 ** 20 });
  else {
    void Promise.allSettled([anchor.stop(), server.stop()]).then(() => process.exit(0));
  }
});
send({ kind: 'ready', app: server.base, anchor: anchor.base, lessons: await seed(server) });
