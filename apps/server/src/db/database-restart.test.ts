import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { connect, runMigrations } from './client.js';
import { DEFAULT_DATABASE_LANES } from './pipelined-lanes.js';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded-postgres.js';
import { lessons } from './schema/index.js';

/**
 * The embedded PostgreSQL killed under a running app (issue 10, item 3): this file runs a
 * supervised server of its own (durable, fsync on, as the app runs it), builds the real app
 * on it, keeps writing, and kills the postmaster with SIGKILL.
 */
let pgDir: string;
let embedded: EmbeddedPostgres;
let h: TestApp;
let token: string;
let courseId: number;
const gaveUp: string[] = [];

beforeAll(async () => {
  pgDir = fs.mkdtempSync(path.join(os.tmpdir(), 'netclass-restart-pg-'));
  fs.chmodSync(pgDir, 0o755); // when root runs the tests, PostgreSQL runs as `postgres`
  embedded = await startEmbeddedPostgres(pgDir, pino({ level: 'silent' }), {
    restartTimeoutMs: 60_000,
    onGiveUp: (message) => gaveUp.push(message),
  });
  const database = connect(embedded.url, pino({ level: 'silent' }), { connections: 5, lanes: DEFAULT_DATABASE_LANES });
  await runMigrations(database.db);
  h = await buildTestApp({
    database: {
      ...database,
      name: 'netclass',
      url: embedded.url,
      drop: () => database.close(),
      unavailableReason: embedded.unavailableReason,
    },
  });
  const admin = await h.createUser({ role: 'admin' });
  token = await h.loginAs(admin);
  const category = await h.createCategory();
  courseId = (await h.createCourse({ categoryId: category.id, teacherId: admin.id })).id;
}, 120_000);

afterAll(async () => {
  await h?.close();
  await embedded?.stop();
  fs.rmSync(pgDir, { recursive: true, force: true });
});

const postmasterPid = () =>
  Number.parseInt(fs.readFileSync(path.join(embedded.pgDir, 'postmaster.pid'), 'utf8').split('\n')[0] ?? '', 10);

let written = 0;
async function write(): Promise<{ status: number; id?: number }> {
  const response = await h.app.inject({
    method: 'POST',
    url: '/api/lessons',
    headers: h.authHeader(token),
    payload: { title: `Bài ${++written}`, content: 'Nội dung', course_id: courseId, order_num: written },
  });
  return {
    status: response.statusCode,
    id: response.statusCode === 201 ? response.json<{ lesson: { id: number } }>().lesson.id : undefined,
  };
}
const read = async () =>
  (await h.app.inject({ url: `/api/lessons/${courseId}`, headers: h.authHeader(token) })).statusCode;
const health = async () => {
  const response = await h.app.inject({ url: '/api/health' });
  return {
    status: response.statusCode,
    body: response.json<{ status: string; reason?: string }>(),
    retryAfter: response.headers['retry-after'],
  };
};

/** Four clients writing a lesson and reading the list in a loop; what was acknowledged (201) is kept. */
function writeLoad() {
  const acknowledged: number[] = [];
  const statuses = new Map<number, number>();
  const writeAndRead = async () => {
    const { status, id } = await write();
    if (id !== undefined) acknowledged.push(id);
    const readStatus = await read();
    for (const seen of [status, readStatus]) statuses.set(seen, (statuses.get(seen) ?? 0) + 1);
    return { status, readStatus };
  };
  let loading = true;
  const writers = Array.from({ length: 4 }, async () => {
    while (loading) {
      const { status } = await writeAndRead();
      if (status !== 201) await new Promise((resolve) => setTimeout(resolve, 20));
    }
  });
  return {
    acknowledged,
    statuses,
    writeAndRead,
    /** Waits until `count` more writes have been acknowledged. */
    more: (count: number) => {
      const from = acknowledged.length;
      return vi.waitFor(() => expect(acknowledged.length).toBeGreaterThanOrEqual(from + count), { timeout: 10_000 });
    },
    /** Reads and writes both succeed, polled until `deadline` (ms since the epoch). */
    servedBy: (deadline: number) =>
      vi.waitFor(
        async () => {
          const { status, readStatus } = await writeAndRead();
          expect([status, readStatus]).toEqual([201, 200]);
        },
        { timeout: Math.max(0, deadline - Date.now()), interval: 100 },
      ),
    stop: async () => {
      loading = false;
      await Promise.allSettled(writers);
    },
    /** Every acknowledged write is in the database. */
    expectAllStored: async () => {
      const stored = await h.db.select({ id: lessons.id }).from(lessons).where(inArray(lessons.id, acknowledged));
      expect(stored.map((row) => row.id).sort((a, b) => a - b)).toEqual([...acknowledged].sort((a, b) => a - b));
    },
  };
}

describe('the embedded database killed under write load', () => {
  const postmasterKilledTitle =
    'the postmaster killed: health says 503 with the reason, reads and writes come back within 15 s, no ' +
    'acknowledged write is lost, nothing answers 500';
  test(postmasterKilledTitle, { timeout: 60_000 }, async () => {
    const load = writeLoad();
    try {
      await load.more(20);
      expect((await health()).status).toBe(200);

      const killedAt = Date.now();
      process.kill(postmasterPid(), 'SIGKILL');

      // Health answers 503 at once (its own check fails), and names the supervisor's reason.
      let unavailableAfterMs: number | undefined;
      const reasons = new Set<string>();
      await vi.waitFor(
        async () => {
          const answer = await health();
          if (answer.status === 503) {
            unavailableAfterMs ??= Date.now() - killedAt;
            expect(answer.retryAfter).toBeDefined();
            reasons.add(answer.body.reason ?? '');
          }
          expect(
            [...reasons].some((reason) => reason.startsWith('PostgreSQL stopped unexpectedly (killed by SIGKILL)')),
          ).toBe(true);
        },
        { timeout: 5000, interval: 20 },
      );

      // The bound: reads and writes are served again within 15 s of the kill.
      await load.servedBy(killedAt + 15_000);
      const servingAfterMs = Date.now() - killedAt;
      await load.more(20);
      await load.stop();

      expect((await health()).body).toEqual({ status: 'ok' });
      expect(embedded.unavailableReason()).toBeUndefined();
      expect(gaveUp).toEqual([]);
      await load.expectAllStored();
      // While the database was down the API answered 503, never 500 (and `close` fails on any error-level log).
      expect([...load.statuses.keys()].sort()).toEqual([200, 201, 503]);

      console.info(
        `[database-kill timeline] /api/health answered 503 ${unavailableAfterMs} ms after kill -9 of the postmaster ` +
          `(reasons: ${[...reasons].join(' | ')}); reads and writes served again ${servingAfterMs} ms after it; ` +
          `${load.acknowledged.length} acknowledged writes, all stored; answers: ${JSON.stringify(Object.fromEntries(load.statuses))}`,
      );
    } finally {
      await load.stop();
    }
  });

  const backendKilledTitle =
    'one backend killed, as the OOM killer does: PostgreSQL recovers by itself, the app serves again, no ' +
    'acknowledged write is lost, nothing answers 500';
  test(backendKilledTitle, { timeout: 60_000 }, async () => {
    const load = writeLoad();
    try {
      await load.more(20);
      const postmaster = postmasterPid();
      const backend = await h.database.pool.query<{ pid: number }>(
        "select pid from pg_stat_activity where backend_type = 'client backend' and pid <> pg_backend_pid() limit 1",
      );
      const killedAt = Date.now();
      process.kill(backend.rows[0]?.pid ?? Number.NaN, 'SIGKILL');
      // PostgreSQL ends every backend and recovers: the app meanwhile answers 503.
      await vi.waitFor(() => expect(load.statuses.get(503)).toBeGreaterThan(0), { timeout: 5000 });

      await load.servedBy(killedAt + 15_000);
      await load.more(20);
      await load.stop();
      expect(postmasterPid()).toBe(postmaster); // the same server: it reset its backends itself
      await load.expectAllStored();
      expect([...load.statuses.keys()].every((status) => [200, 201, 503].includes(status))).toBe(true);
      console.info(
        `[backend-kill timeline] reads and writes served again ${Date.now() - killedAt} ms after kill -9 of one backend`,
      );
    } finally {
      await load.stop();
    }
  });
});
