import net from 'node:net';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { SOCKET_AUTH_ERROR } from '@netclass/shared';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { connectError, connectSocket } from '../../test/socket.js';
import { connect } from './client.js';
import { DEFAULT_DATABASE_LANES } from './pipelined-lanes.js';

/**
 * An external database (DATABASE_URL: no supervisor, the Socket.IO Postgres adapter on) that
 * becomes unreachable and comes back. The app reaches it through a TCP relay the test cuts
 * (every open connection dropped, new ones refused) and restores on the same port.
 */
class Relay {
  private server = net.createServer((client) => this.pipe(client));
  private readonly sockets = new Set<net.Socket>();
  port = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  async open(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(this.port, '127.0.0.1', resolve));
    this.port = (this.server.address() as net.AddressInfo).port;
  }

  async cut(): Promise<void> {
    const closed = new Promise((resolve) => this.server.close(resolve));
    for (const socket of this.sockets) socket.destroy();
    await closed;
    this.server = net.createServer((client) => this.pipe(client));
  }

  private pipe(client: net.Socket): void {
    const upstream = net.connect(this.target);
    const drop = () => {
      client.destroy();
      upstream.destroy();
    };
    for (const socket of [client, upstream]) {
      this.sockets.add(socket);
      socket.on('error', drop).on('close', () => {
        this.sockets.delete(socket);
        drop();
      });
    }
    client.pipe(upstream).pipe(client);
  }
}

let real: TestDatabase;
let relay: Relay;
let h: TestApp;
let token: string;
let courseId: number;

beforeAll(async () => {
  real = await createTestDatabase();
  const target = new URL(real.url);
  relay = new Relay({ host: target.hostname, port: Number(target.port) });
  await relay.open();
  const relayed = new URL(real.url);
  relayed.port = String(relay.port);
  const database = connect(relayed.toString(), pino({ level: 'silent' }), {
    connections: 5,
    lanes: DEFAULT_DATABASE_LANES,
  });
  h = await buildTestApp({
    database: {
      ...database,
      name: real.name,
      url: relayed.toString(),
      drop: async () => (await database.close(), await real.drop()),
    },
    env: { DATABASE_URL: relayed.toString() },
    listen: true,
  });
  const admin = await h.createUser({ role: 'admin' });
  token = await h.loginAs(admin);
  courseId = (await h.createCourse({ categoryId: (await h.createCategory()).id, teacherId: admin.id })).id;
});

afterAll(async () => {
  await relay?.cut();
  await relay?.open().catch(() => undefined);
  await h?.close();
});

const write = () =>
  h.app.inject({
    method: 'POST',
    url: '/api/lessons',
    headers: h.authHeader(token),
    payload: { title: 'Bài', content: 'Nội dung', course_id: courseId, order_num: 1 },
  });
const read = () => h.app.inject({ url: `/api/lessons/${courseId}`, headers: h.authHeader(token) });
/** Connections the app holds out of its pool: the adapter's LISTEN connection, once requests are done. */
const checkedOut = () => h.database.pool.totalCount - h.database.pool.idleCount;
/**
 * LISTEN connections as the database server sees them (not through the relay): the adapter's,
 * which holds one of the pool's, the session cache's revocation listener and the job
 * worker's, each on its own.
 */
const listening = async () => {
  const { rows } = await real.pool.query<{ listener: 'revocations' | 'jobs' | 'adapter'; count: number }>(
    `select case when query like '%netclass_session_revocations%' then 'revocations' when query like '%jobs:insert%' then 'jobs' else 'adapter' end as listener,
       count(*)::int as count from pg_stat_activity where datname = $1 and query like 'LISTEN%' group by 1`,
    [real.name],
  );
  const count = (listener: string) => rows.find((row) => row.listener === listener)?.count ?? 0;
  return { adapter: count('adapter'), revocations: count('revocations'), jobs: count('jobs') };
};

describe('an external database that becomes unreachable', () => {
  test('answers 503 (never 500, never 401) while it is gone, and serves again when it is back, without a restart', async () => {
    expect((await write()).statusCode).toBe(201);
    await vi.waitFor(async () => expect(await listening()).toEqual({ adapter: 1, revocations: 1, jobs: 1 }), {
      timeout: 5000,
    });
    expect(checkedOut()).toBe(1);

    await relay.cut();
    for (const response of [
      await write(),
      await read(),
      await h.app.inject({ url: '/api/user/profile', headers: h.authHeader(token) }),
    ]) {
      expect(response.statusCode, response.body).toBe(503);
      expect(response.json()).toMatchObject({ message: expect.any(String), code: 'SERVICE_UNAVAILABLE' });
      expect(response.headers['retry-after']).toBe('5');
    }
    const health = await h.app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toEqual({ status: 'unavailable', reason: 'the database does not answer' });
    // A socket that cannot have its session checked is not told that its session is gone.
    const refused = await connectError(h.url, token);
    expect(refused.message).not.toContain(SOCKET_AUTH_ERROR);

    await relay.open();
    await vi.waitFor(
      async () => {
        expect((await h.app.inject({ url: '/api/health' })).statusCode).toBe(200);
        expect((await write()).statusCode).toBe(201);
        expect((await read()).statusCode).toBe(200);
      },
      { timeout: 10_000, interval: 100 },
    );
    (await connectSocket(h.url, token)).close();
    // The adapter listens again, on one connection: the broken one went back to the pool. The
    // session cache listens again too.
    await vi.waitFor(async () => expect(await listening()).toEqual({ adapter: 1, revocations: 1, jobs: 1 }), {
      timeout: 15_000,
    });
    expect(checkedOut()).toBe(1);
  }, 30_000);
});
