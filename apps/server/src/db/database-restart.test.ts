import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { connect, runMigrations } from './client.js';
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
  embedded = await startEmbeddedPostgres(pgDir, pino({ level: 'silent' }), { restartTimeoutMs: 60_000, onGiveUp: (message) => gaveUp.push(message) });
  const database = connect(embedded.url, pino({ level: 'silent' }), 5);
  await runMigrations(database.db);
  h = await buildTestApp({
    database: { ...database, name: 'netclass', url: embedded.url, drop: () => database.close(), unavailableReason: embedded.unavailableReason },
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

const postmasterPid = () => Number.parseInt(fs.readFileSync(path.join(embedded.pgDir, 'postmaster.pid'), 'utf8').split('\n')[0] ?? '', 10);

let written = 0;
async function write(): Promise<{ status: number; id?: number }> {
  const response = await h.app.inject({
    method: 'POST',
    url: '/api/lessons',
    headers: h.authHeader(token),
    payload: { title: `Bài ${++written}`, content: 'Nội dung', course_id: courseId, order_num: written },
  });
  return { status: response.statusCode, id: response.statusCode === 201 ? response.json<{ lesson: { id: number } }>().lesson.id : undefined };
}
const read = async () => (await h.app.inject({ url: `/api/lessons/${courseId}`, headers: h.authHeader(token) })).statusCode;
const health = async () => {
  const response = await h.app.inject({ url: '/api/health' });
  return { status: response.statusCode, body: response.json<{ status: string; reason?: string }>(), retryAfter: response.headers['retry-after'] };
};

describe('the embedded database killed under write load', () => {
  test('health says 503 with the reason, reads and writes come back within 15 s, no acknowledged write is lost, nothing answers 500', async () => {
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
    try {
      await vi.waitFor(() => expect(acknowledged.length).toBeGreaterThan(20), { timeout: 10_000 });
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
          expect([...reasons].some((reason) => reason.startsWith('PostgreSQL stopped unexpectedly (killed by SIGKILL)'))).toBe(true);
        },
        { timeout: 5000, interval: 20 },
      );

      // The bound: reads and writes are served again within 15 s of the kill.
      await vi.waitFor(
        async () => {
          const { status, readStatus } = await writeAndRead();
          expect([status, readStatus]).toEqual([201, 200]);
        },
        { timeout: 15_000 - (Date.now() - killedAt), interval: 100 },
      );
      const servingAfterMs = Date.now() - killedAt;
      const acknowledgedAtReturn = acknowledged.length;
      await vi.waitFor(() => expect(acknowledged.length).toBeGreaterThan(acknowledgedAtReturn + 20), { timeout: 10_000 });
      loading = false;
      await Promise.all(writers);

      expect((await health()).body).toEqual({ status: 'ok' });
      expect(embedded.unavailableReason()).toBeUndefined();
      expect(gaveUp).toEqual([]);
      const stored = await h.db.select({ id: lessons.id }).from(lessons).where(inArray(lessons.id, acknowledged));
      expect(stored.map((row) => row.id).sort((a, b) => a - b)).toEqual([...acknowledged].sort((a, b) => a - b));
      // While the database was down the API answered 503, never 500 (and `close` fails on any error-level log).
      expect([...statuses.keys()].sort()).toEqual([200, 201, 503]);

      console.info(
        `[database-kill timeline] /api/health answered 503 ${unavailableAfterMs} ms after kill -9 of the postmaster ` +
          `(reasons: ${[...reasons].join(' | ')}); reads and writes served again ${servingAfterMs} ms after it; ` +
          `${acknowledged.length} acknowledged writes, all stored; answers: ${JSON.stringify(Object.fromEntries(statuses))}`,
      );
    } finally {
      loading = false;
      await Promise.allSettled(writers);
    }
  }, 60_000);
});
