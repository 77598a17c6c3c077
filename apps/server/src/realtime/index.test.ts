import { PAGE_LIMITS, rooms, SOCKET_AUTH_ERROR, type PresenceBatch } from '@netclass/shared';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { buildTestApp, type TestApp, type TestUser } from '../../test/app.js';
import { connectError, connectSocket, disconnected, nextEvent, type ClientSocket } from '../../test/socket.js';

let h: TestApp;
let admin: TestUser;
let adminToken = '';
const open: ClientSocket[] = [];

beforeAll(async () => {
  h = await buildTestApp({ listen: true });
  admin = await h.createUser({ role: 'admin' });
  adminToken = await h.loginAs(admin);
});
afterEach(() => {
  for (const socket of open.splice(0)) socket.close();
});
afterAll(async () => {
  await h?.close();
});

async function connect(token: string): Promise<ClientSocket> {
  const socket = await connectSocket(h.url, token);
  open.push(socket);
  return socket;
}
async function signedIn(spec: Parameters<TestApp['createUser']>[0] = {}) {
  const user = await h.createUser(spec);
  return { user, token: await h.loginAs(user) };
}
/** Ids of the server-side sockets in a room. */
async function inRoom(room: string): Promise<string[]> {
  return (await h.app.io.in(room).fetchSockets()).map((socket) => socket.id);
}
/** The user's flag as the online list tells it: listed with 1 while online, absent (0) otherwise. */
async function onlineFlag(userId: number): Promise<number> {
  const response = await h.app.inject({
    url: `/api/users/online?limit=${PAGE_LIMITS.max}`,
    headers: h.authHeader(adminToken),
  });
  expect(response.statusCode).toBe(200);
  const list = response.json().online_users as Array<{ id: number; isOnline: number }>;
  expect(list.every((u) => u.isOnline === 1)).toBe(true);
  return list.find((u) => u.id === userId)?.isOnline ?? 0;
}

describe('socket authentication', () => {
  test('no token: connect error "authentication error"', async () => {
    const error = await connectError(h.url, undefined);
    expect(error.message).toContain(SOCKET_AUTH_ERROR);
  });

  test.each([
    ['garbage', 'not-a-token'],
    ['empty', ''],
    ['a JWT-looking string', 'a.b.c'],
  ])('a bad token (%s): authentication error', async (_case, token) => {
    expect((await connectError(h.url, token)).message).toContain(SOCKET_AUTH_ERROR);
  });

  test('a logged-out token: authentication error', async () => {
    const { token } = await signedIn();
    await h.app.inject({ method: 'POST', url: '/api/auth/logout', headers: h.authHeader(token) });
    expect((await connectError(h.url, token)).message).toContain(SOCKET_AUTH_ERROR);
  });

  test("an inactive user's token: authentication error", async () => {
    const { user, token } = await signedIn();
    await h.app.inject({
      method: 'PUT',
      url: `/api/admin/${user.id}`,
      headers: h.authHeader(adminToken),
      payload: { name: user.name, status: 'inactive' },
    });
    expect((await connectError(h.url, token)).message).toContain(SOCKET_AUTH_ERROR);
  });

  test('a valid token connects, and the socket is in its user room', async () => {
    const { user, token } = await signedIn();
    const socket = await connect(token);
    expect(socket.connected).toBe(true);
    expect(await inRoom(rooms.user(user.id))).toContain(socket.id);
  });
});

describe('joinRoom', () => {
  test('your own student room: ok', async () => {
    const { user, token } = await signedIn();
    const socket = await connect(token);
    expect(await socket.emitWithAck('joinRoom', { studentId: user.id })).toEqual({ ok: true });
  });

  test("another user's room: refused, not joined", async () => {
    const { token } = await signedIn();
    const other = await h.createUser();
    const socket = await connect(token);
    const ack = await socket.emitWithAck('joinRoom', { studentId: other.id });
    expect(ack).toEqual({ ok: false, error: expect.stringContaining('forbidden') });
    expect(await inRoom(rooms.user(other.id))).not.toContain(socket.id);
  });

  test('a teacher may not join a student room either', async () => {
    const { token } = await signedIn({ role: 'teacher' });
    const student = await h.createUser();
    const socket = await connect(token);
    expect(await socket.emitWithAck('joinRoom', { studentId: student.id })).toMatchObject({ ok: false });
  });

  test('an existing course: ok, and the socket is in the course room', async () => {
    const teacher = await h.createUser({ role: 'teacher' });
    const category = await h.createCategory();
    const course = await h.createCourse({ categoryId: category.id, teacherId: teacher.id });
    const { token } = await signedIn();
    const socket = await connect(token);
    expect(await socket.emitWithAck('joinRoom', { courseId: course.id })).toEqual({ ok: true });
    expect(await inRoom(rooms.course(course.id))).toContain(socket.id);

    expect(await socket.emitWithAck('leaveRoom', { courseId: course.id })).toEqual({ ok: true });
    expect(await inRoom(rooms.course(course.id))).not.toContain(socket.id);
  });

  test('a missing course: refused, not joined', async () => {
    const { token } = await signedIn();
    const socket = await connect(token);
    const ack = await socket.emitWithAck('joinRoom', { courseId: 424242 });
    expect(ack).toEqual({ ok: false, error: expect.stringContaining('not found') });
    // Leaving asks nothing of the database: a room the socket is not in is simply left.
    expect(await socket.emitWithAck('leaveRoom', { courseId: 424242 })).toEqual({ ok: true });
    expect(await inRoom(rooms.course(424242))).toEqual([]);
  });

  test('the class chat: ok', async () => {
    const { token } = await signedIn();
    const socket = await connect(token);
    expect(await socket.emitWithAck('joinRoom', { room: 'chat' })).toEqual({ ok: true });
    expect(await inRoom(rooms.chat)).toContain(socket.id);
  });

  test.each([
    ['nothing', null],
    ['a string', 'course:1'],
    ['a negative course id', { courseId: -1 }],
    ['a text course id', { courseId: '1' }],
    ['an unknown room', { room: 'everyone' }],
  ])('a malformed request (%s): refused, the socket stays connected', async (_case, request) => {
    const { token } = await signedIn();
    const socket = await connect(token);
    const ack = await socket.emitWithAck('joinRoom', request as never);
    expect(ack).toEqual({ ok: false, error: expect.any(String) });
    expect(socket.connected).toBe(true);
  });
});

describe('sessions ending disconnect their sockets', () => {
  test('logout disconnects that session only', async () => {
    const { user } = await signedIn();
    const [tokenA, tokenB] = [await h.loginAs(user), await h.loginAs(user)];
    const [socketA, socketB] = [await connect(tokenA), await connect(tokenB)];

    const gone = disconnected(socketA);
    await h.app.inject({ method: 'POST', url: '/api/auth/logout', headers: h.authHeader(tokenA) });
    expect(await gone).toBe('io server disconnect');
    expect(socketB.connected).toBe(true);
  });

  test('a logout beacon (text/plain body) disconnects too', async () => {
    const { token } = await signedIn();
    const socket = await connect(token);
    const gone = disconnected(socket);
    await h.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { 'content-type': 'text/plain' },
      payload: token,
    });
    expect(await gone).toBe('io server disconnect');
  });

  test.each([
    [
      'deactivation',
      (id: number, name: string) => ({
        method: 'PUT' as const,
        url: `/api/admin/${id}`,
        payload: { name, status: 'inactive' },
      }),
    ],
    ['password reset', (id: number) => ({ method: 'PUT' as const, url: `/api/admin/${id}/reset-password` })],
    ['deletion', (id: number) => ({ method: 'DELETE' as const, url: `/api/admin/user/${id}` })],
  ])('%s by an admin disconnects every socket of the user', async (_case, request) => {
    const { user, token } = await signedIn();
    const second = await h.loginAs(user);
    const sockets = [await connect(token), await connect(second)];
    const gone = sockets.map((socket) => disconnected(socket));
    const response = await h.app.inject({ ...request(user.id, user.name), headers: h.authHeader(adminToken) });
    expect(response.statusCode).toBe(200);
    expect(await Promise.all(gone)).toEqual(['io server disconnect', 'io server disconnect']);
  });

  test("a password change disconnects the user's other sessions, not this one", async () => {
    const { user, token } = await signedIn();
    const other = await h.loginAs(user);
    const [mine, theirs] = [await connect(token), await connect(other)];
    const gone = disconnected(theirs);
    const response = await h.app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      headers: h.authHeader(token),
      payload: { currentPassword: user.password, newPassword: 'brand-new-1', confirmPassword: 'brand-new-1' },
    });
    expect(response.statusCode).toBe(200);
    expect(await gone).toBe('io server disconnect');
    expect(mine.connected).toBe(true);
  });
});

describe('presence', () => {
  test('GET /api/users/online: isOnline 1 while a socket is open, 0 once it closes', async () => {
    const { user, token } = await signedIn();
    expect(await onlineFlag(user.id)).toBe(0);
    const socket = await connect(token);
    await vi.waitFor(async () => expect(await onlineFlag(user.id)).toBe(1));
    socket.close();
    await vi.waitFor(async () => expect(await onlineFlag(user.id)).toBe(0));
  });

  test('online until the last of several sockets closes', async () => {
    const { user, token } = await signedIn();
    const first = await connect(token);
    const second = await connect(await h.loginAs(user));
    await vi.waitFor(async () => expect(await onlineFlag(user.id)).toBe(1));
    first.close();
    // Once the server has seen the close, the user is still online through `second`.
    await vi.waitFor(async () => expect(await inRoom(rooms.user(user.id))).toEqual([second.id]));
    expect(await onlineFlag(user.id)).toBe(1);
    second.close();
    await vi.waitFor(async () => expect(await onlineFlag(user.id)).toBe(0));
  });

  test('GET /api/users/online needs a session', async () => {
    expect((await h.app.inject({ url: '/api/users/online' })).statusCode).toBe(401);
  });

  test('a client in the presence room receives presenceChanged batches when a user comes and goes', async () => {
    const watcher = await connect(adminToken);
    expect(await watcher.emitWithAck('joinRoom', { room: 'presence' })).toEqual({ ok: true });
    const { user, token } = await signedIn({ name: 'Hoàng Yến' });
    const about = (online: 0 | 1) => (batch: PresenceBatch) =>
      batch.changes.some((change) => change.id === user.id && change.isOnline === online);

    const cameOnline = nextEvent(watcher, 'presenceChanged', about(1));
    const socket = await connect(token);
    const batch = await cameOnline;
    expect(batch.changes).toContainEqual({ id: user.id, name: 'Hoàng Yến', isOnline: 1 });
    expect(batch.online_total).toBeGreaterThanOrEqual(2);

    const wentOffline = nextEvent(watcher, 'presenceChanged', about(0));
    socket.close();
    expect((await wentOffline).changes).toContainEqual({ id: user.id, name: 'Hoàng Yến', isOnline: 0 });
  });

  test('the presence room: anyone signed in may join it, and leave it', async () => {
    const { token } = await signedIn();
    const socket = await connect(token);
    expect(await socket.emitWithAck('joinRoom', { room: 'presence' })).toEqual({ ok: true });
    expect(await inRoom(rooms.presence)).toContain(socket.id);
    expect(await socket.emitWithAck('leaveRoom', { room: 'presence' })).toEqual({ ok: true });
    expect(await inRoom(rooms.presence)).not.toContain(socket.id);
  });

  test('logout sets the user offline', async () => {
    const { user, token } = await signedIn();
    await connect(token);
    await vi.waitFor(async () => expect(await onlineFlag(user.id)).toBe(1));
    await h.app.inject({ method: 'POST', url: '/api/auth/logout', headers: h.authHeader(token) });
    await vi.waitFor(async () => expect(await onlineFlag(user.id)).toBe(0));
  });
});
