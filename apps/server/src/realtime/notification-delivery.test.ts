import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { connectSocket, nextEvent, type ClientSocket } from '../../test/socket.js';
import { users } from '../db/schema/index.js';
import { DEFAULT_PASSWORD_HASH } from '../modules/auth/passwords.js';

/**
 * User-scope notifications across instances (docs/decisions/036): each instance delivers a
 * batch to the sockets it holds, whatever its presence view says. Presence is never sent
 * between these instances (its timers never fire), so A never learns of B's sockets: the
 * lag a real deployment has for about a second after a connect, held open for the test.
 */
const NEVER = 3_600_000;
/** socket.io-adapter's message types: its heartbeats (1, 2), and a `serverSideEmit` (9). */
const HEARTBEATS = [1, 2];
const SERVER_SIDE_EMIT = 9;

let database: TestDatabase;
let a: TestApp;
let b: TestApp;
const sockets: ClientSocket[] = [];

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

/** What instance `app` publishes to the others through the adapter (its heartbeats left out). */
function publishedBy(app: TestApp): Array<{ type: number }> {
  const adapter = app.app.io.of('/').adapter as unknown as { doPublish(message: { type: number }): Promise<string> };
  const sent: Array<{ type: number }> = [];
  const original = adapter.doPublish.bind(adapter);
  vi.spyOn(adapter, 'doPublish').mockImplementation((message) => {
    if (!HEARTBEATS.includes(message.type)) sent.push(message);
    return original(message);
  });
  return sent;
}

const broadcast = async (app: TestApp, token: string, content: string) =>
  expect(
    (
      await app.app.inject({
        method: 'POST',
        url: '/api/userannouncements/all',
        headers: app.authHeader(token),
        payload: { content },
      })
    ).statusCode,
  ).toBe(201);

describe('user notifications across instances', () => {
  test('a socket that has just connected on B gets a notification made on A, though A does not count its user online', async () => {
    const teacher = await a.createUser({ role: 'teacher' });
    const teacherToken = await a.loginAs(teacher);
    const student = await a.createUser();
    const onB = await connectTo(b, student);
    expect(a.app.services.presence.isOnline(student.id)).toBe(false);

    const content = `Nghỉ học chiều nay ${Date.now()}`;
    const arrival = nextEvent(
      onB,
      'newAnnouncement',
      (event) => event.scope === 'user' && event.notification.content.includes(content),
      5000,
    );
    await broadcast(a, teacherToken, content);
    expect(await arrival).toMatchObject({ scope: 'user', notification: { is_read: false } });
  });

  test('a batch of 2,000 recipients is one message between instances; each instance delivers to the sockets it holds', async () => {
    const admin = await a.createUser({ role: 'admin' });
    const adminToken = await a.loginAs(admin);
    const base = 7_000_000;
    const many = Array.from({ length: 2000 }, (_, n) => ({
      id: base + n,
      name: `Sinh viên ${n}`,
      username: String(base + n),
      role: 'student' as const,
      passwordHash: DEFAULT_PASSWORD_HASH,
      mustChangePassword: false,
    }));
    await a.db.insert(users).values(many);
    const [onA, onB] = [await connectTo(a, await a.createUser()), await connectTo(b, await b.createUser())];

    const sent = publishedBy(a);
    const content = `Thông báo cho cả trường ${Date.now()}`;
    const matches = (event: { scope: string; notification?: { content: string } }) =>
      event.scope === 'user' && !!event.notification?.content.includes(content);
    const arrivals = [onA, onB].map((socket) => nextEvent(socket, 'newAnnouncement', matches, 5000));
    await broadcast(a, adminToken, content);
    await Promise.all(arrivals);
    expect(sent.map((message) => message.type)).toEqual([SERVER_SIDE_EMIT]);
    vi.restoreAllMocks();
  });
});
