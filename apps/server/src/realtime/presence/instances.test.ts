import type { PresenceBatch } from '@netclass/shared';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app.js';
import { createTestDatabase, type TestDatabase } from '../../../test/database.js';
import { connectSocket, nextEvent, type ClientSocket } from '../../../test/socket.js';

/** Batches and snapshots go out only when the test asks: nothing here depends on timing. */
const NEVER = 3_600_000;

let database: TestDatabase;
let a: TestApp;
let b: TestApp;
const sockets: ClientSocket[] = [];
/** Messages between instances go through PostgreSQL: allow for a busy machine. */
const eventually = (check: () => void | Promise<void>) => vi.waitFor(check, { timeout: 5_000 });

/** An instance sharing the database (DATABASE_URL: the Postgres adapter between them). */
const instance = () =>
  buildTestApp({
    listen: true,
    database: { ...database, drop: async () => undefined },
    env: { DATABASE_URL: database.url },
    configure: (config) => (config.presence = { flushMs: NEVER, syncMs: NEVER }),
  });

beforeAll(async () => {
  database = await createTestDatabase();
  a = await instance();
  b = await instance();
});
afterAll(async () => {
  sockets.forEach((socket) => socket.close());
  await b?.close();
  await a?.close();
  await database?.drop();
});

async function connectTo(app: TestApp, user: { id: number; password: string }): Promise<ClientSocket> {
  const socket = await connectSocket(app.url, await app.loginAs(user));
  sockets.push(socket);
  return socket;
}
const onlineIds = async (app: TestApp, token: string) =>
  (
    (await app.app.inject({ url: '/api/users/online', headers: app.authHeader(token) })).json().online_users as Array<{
      id: number;
    }>
  ).map((user) => user.id);
const about = (id: number, online: 0 | 1) => (batch: PresenceBatch) =>
  batch.changes.some((change) => change.id === id && change.isOnline === online);

describe('presence across instances sharing a database', () => {
  test("a user on instance A is online on B: B's list and B's presence room learn it, and that they left", async () => {
    const admin = await a.createUser({ role: 'admin' });
    const watcher = await connectTo(b, admin);
    expect(await watcher.emitWithAck('joinRoom', { room: 'presence' })).toEqual({ ok: true });
    const adminToken = await b.loginAs(admin);

    const user = await a.createUser({ name: 'Minh' });
    const socket = await connectTo(a, user);
    await eventually(() => expect(a.app.services.presence.isOnline(user.id)).toBe(true));
    const cameOnline = nextEvent(watcher, 'presenceChanged', about(user.id, 1));
    a.app.services.presence.flush();
    await eventually(() => expect(b.app.services.presence.isOnline(user.id)).toBe(true));
    b.app.services.presence.flush();
    expect((await cameOnline).changes).toContainEqual({ id: user.id, name: 'Minh', isOnline: 1 });
    expect(await onlineIds(b, adminToken)).toContain(user.id);

    socket.close();
    await eventually(() => expect(a.app.services.presence.isOnline(user.id)).toBe(false));
    const wentOffline = nextEvent(watcher, 'presenceChanged', about(user.id, 0));
    a.app.services.presence.flush();
    await eventually(() => expect(b.app.services.presence.isOnline(user.id)).toBe(false));
    b.app.services.presence.flush();
    await wentOffline;
    expect(await onlineIds(b, adminToken)).not.toContain(user.id);
  });

  test("an instance that starts late learns who is online elsewhere; one that stops takes its users' presence with it", async () => {
    const user = await a.createUser();
    await connectTo(a, user);
    await eventually(() => expect(a.app.services.presence.isOnline(user.id)).toBe(true));
    const late = await instance();
    const other = await late.createUser();
    try {
      await eventually(() => {
        late.app.services.presence.flush(); // its hello, until an instance answers
        expect(late.app.services.presence.isOnline(user.id)).toBe(true);
      });
      await connectTo(late, other); // the last socket: closed before its instance stops
      await eventually(() => expect(late.app.services.presence.isOnline(other.id)).toBe(true));
      late.app.services.presence.flush();
      await eventually(() => expect(a.app.services.presence.isOnline(other.id)).toBe(true));
    } finally {
      sockets.pop()?.close();
      await late.close();
    }
    // The late instance never flushed the close: only its goodbye tells A.
    await eventually(() => expect(a.app.services.presence.isOnline(other.id)).toBe(false));
    expect(a.app.services.presence.isOnline(user.id)).toBe(true);
  });
});
