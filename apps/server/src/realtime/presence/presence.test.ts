import type { PresenceBatch } from '@netclass/shared';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app.js';
import { connectSocket, type ClientSocket } from '../../../test/socket.js';

/** Batches go out only when the test flushes: what is in one batch never depends on timing. */
const NEVER = 3_600_000;

let h: TestApp;
const open: ClientSocket[] = [];

beforeAll(async () => {
  h = await buildTestApp({
    listen: true,
    configure: (config) => (config.presence = { flushMs: NEVER, syncMs: NEVER }),
  });
});
afterEach(async () => {
  for (const socket of open.splice(0)) socket.close();
  await vi.waitFor(() => expect(h.app.services.presence.onlineUserIds().size).toBe(0));
  h.app.services.presence.flush();
});
afterAll(async () => {
  await h?.close();
});

async function connectAs(user: { id: number; password: string }): Promise<ClientSocket> {
  const socket = await connectSocket(h.url, await h.loginAs(user));
  open.push(socket);
  return socket;
}
/** Every presenceChanged batch `socket` receives from now on. */
function batchesOf(socket: ClientSocket): PresenceBatch[] {
  const received: PresenceBatch[] = [];
  socket.on('presenceChanged', (batch) => received.push(batch));
  return received;
}
/** Once this answers, everything the server sent `socket` before has arrived (one connection keeps order). */
const roundTrip = (socket: ClientSocket) => socket.emitWithAck('joinRoom', { room: 'chat' });
const online = (id: number) => h.app.services.presence.isOnline(id);

describe('presence batches', () => {
  test('changes between two flushes reach presence-room members as one batch; a socket outside the room gets nothing', async () => {
    const watcherUser = await h.createUser({ role: 'admin' });
    const watcher = await connectAs(watcherUser);
    expect(await watcher.emitWithAck('joinRoom', { room: 'presence' })).toEqual({ ok: true });
    const bystander = await connectAs(await h.createUser());
    h.app.services.presence.flush();
    await Promise.all([roundTrip(watcher), roundTrip(bystander)]);
    const [watched, overheard] = [batchesOf(watcher), batchesOf(bystander)];

    const lan = await h.createUser({ name: 'Lan' });
    const hung = await h.createUser({ name: 'Hùng' });
    await connectAs(lan);
    await connectAs(hung);
    await vi.waitFor(() => expect(online(lan.id) && online(hung.id)).toBe(true));
    h.app.services.presence.flush();
    await Promise.all([roundTrip(watcher), roundTrip(bystander)]);

    expect(watched).toEqual([
      {
        changes: expect.arrayContaining([
          { id: lan.id, name: 'Lan', isOnline: 1 },
          { id: hung.id, name: 'Hùng', isOnline: 1 },
        ]),
        online_total: 4,
      },
    ]);
    expect(watched[0]?.changes).toHaveLength(2);
    expect(overheard).toEqual([]);
  });

  test('two sockets of one user: online until the last closes, and only that is a change', async () => {
    const watcher = await connectAs(await h.createUser());
    await watcher.emitWithAck('joinRoom', { room: 'presence' });
    const user = await h.createUser({ name: 'Yến' });
    const [first, second] = [await connectAs(user), await connectAs(user)];
    await vi.waitFor(() => expect(online(user.id)).toBe(true));
    h.app.services.presence.flush();
    await roundTrip(watcher);
    const watched = batchesOf(watcher);

    first.close();
    await vi.waitFor(async () => expect((await h.app.io.in(`user:${user.id}`).fetchSockets()).length).toBe(1));
    h.app.services.presence.flush();
    await roundTrip(watcher);
    expect(online(user.id)).toBe(true);
    expect(watched).toEqual([]);

    second.close();
    await vi.waitFor(() => expect(online(user.id)).toBe(false));
    h.app.services.presence.flush();
    await roundTrip(watcher);
    expect(watched).toEqual([{ changes: [{ id: user.id, name: 'Yến', isOnline: 0 }], online_total: 1 }]);
  });

  test('leaving the presence room stops the batches', async () => {
    const watcher = await connectAs(await h.createUser());
    await watcher.emitWithAck('joinRoom', { room: 'presence' });
    h.app.services.presence.flush();
    await roundTrip(watcher);
    expect(await watcher.emitWithAck('leaveRoom', { room: 'presence' })).toEqual({ ok: true });
    const watched = batchesOf(watcher);
    const user = await h.createUser();
    await connectAs(user);
    await vi.waitFor(() => expect(online(user.id)).toBe(true));
    h.app.services.presence.flush();
    await roundTrip(watcher);
    expect(watched).toEqual([]);
  });
});
