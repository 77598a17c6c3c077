import { rooms } from '@netclass/shared';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { connectSocket, type ClientSocket } from '../../test/socket.js';
import { loadConfig } from '../config.js';

/**
 * Socket events from clients take from their user's socket budget (the shipped default,
 * docs/decisions/011-write-limits.md) through onClientEvent's guard. The clock the limits
 * read is moved with a fake Date, never waited for.
 */
let h: TestApp;
const budget = loadConfig({}).writeLimits.socket;
const open: ClientSocket[] = [];

beforeAll(async () => {
  h = await buildTestApp({
    listen: true,
    configure: (config) => {
      config.writeLimits = { ...config.writeLimits, socket: budget };
    },
  });
});
afterEach(() => {
  vi.useRealTimers();
  for (const socket of open.splice(0)) socket.close();
});
afterAll(async () => {
  await h?.close();
});

async function connected(): Promise<ClientSocket> {
  const user = await h.createUser();
  const socket = await connectSocket(h.url, await h.loginAs(user));
  open.push(socket);
  return socket;
}

describe('socket event limits', () => {
  const joinRoomFloodTitle =
    'a joinRoom flood gets error acknowledgements past the budget; the server still answers, other users too; ' +
    'after the wait it is allowed again';
  test(joinRoomFloodTitle, async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const [flooder, other] = await Promise.all([connected(), connected()]);
    const acks = await Promise.all(
      Array.from({ length: budget.tokens + 20 }, () => flooder.emitWithAck('joinRoom', { room: 'chat' })),
    );
    expect(acks.slice(0, budget.tokens)).toEqual(Array(budget.tokens).fill({ ok: true }));
    const wait = Math.ceil(budget.perMs / budget.tokens / 1000);
    expect(acks.slice(budget.tokens)).toEqual(
      Array(20).fill({ ok: false, error: `rate limited: try again in ${wait} s` }),
    );

    expect(flooder.connected).toBe(true);
    expect(await other.emitWithAck('joinRoom', { room: 'chat' })).toEqual({ ok: true });
    expect((await h.app.inject({ url: '/api/health' })).statusCode).toBe(200);

    // Invalid payloads and leaveRoom count too.
    expect(await flooder.emitWithAck('leaveRoom', { room: 'everyone' } as never)).toMatchObject({
      ok: false,
      error: expect.stringContaining('rate limited'),
    });
    vi.setSystemTime(Date.now() + wait * 1000);
    expect(await flooder.emitWithAck('leaveRoom', { room: 'chat' })).toEqual({ ok: true });
    expect((await h.app.io.in(rooms.chat).fetchSockets()).map((socket) => socket.id)).not.toContain(flooder.id);
  });
});
