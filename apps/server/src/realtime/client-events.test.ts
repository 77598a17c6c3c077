import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import { joinRoomRequestSchema, renderMessage, type ClientEventResult } from '@netclass/shared';
import { describe, expect, test, vi } from 'vitest';
import { forbidden, rateLimited } from '../lib/errors.js';
import { onClientEvent, type ClientEventOptions } from './client-events.js';
import type { RealtimeSocket } from './types.js';

/** A socket as the helper sees it: an event emitter with a signed-in user. */
function fakeSocket(headers: Record<string, string> = {}): RealtimeSocket & EventEmitter {
  return Object.assign(new EventEmitter(), {
    data: { user: { id: 7 } },
    handshake: { headers },
  }) as unknown as RealtimeSocket & EventEmitter;
}
function fakeLog() {
  return { warn: vi.fn(), info: vi.fn(), error: vi.fn(), debug: vi.fn() };
}
/** Registers joinRoom with `handle`, sends `payload` with an acknowledgement, and answers what it was called with. */
async function send(
  handle: () => unknown,
  options: Partial<ClientEventOptions> = {},
  payload: unknown = { room: 'chat' },
  headers: Record<string, string> = {},
) {
  const socket = fakeSocket(headers);
  const log = fakeLog();
  onClientEvent(socket, 'joinRoom', joinRoomRequestSchema, handle as () => void, {
    log: log as unknown as FastifyBaseLogger,
    ...options,
  });
  const ack = vi.fn<(result: ClientEventResult) => void>();
  socket.emit('joinRoom', payload, ack);
  await vi.waitFor(() => expect(ack).toHaveBeenCalledOnce());
  return { result: ack.mock.calls[0]?.[0], log, socket };
}

describe('onClientEvent', () => {
  test('a valid payload reaches the handler, parsed; the acknowledgement says ok', async () => {
    const handle = vi.fn();
    const { result } = await send(handle);
    expect(handle).toHaveBeenCalledWith({ room: 'chat' });
    expect(result).toEqual({ ok: true });
  });

  test('an invalid payload never reaches the handler: refused, with a warning', async () => {
    const handle = vi.fn();
    const { result, log } = await send(handle, {}, { room: 'everyone' });
    expect(handle).not.toHaveBeenCalled();
    expect(result).toEqual({ ok: false, error: expect.stringContaining('invalid request') });
    expect(log.warn).toHaveBeenCalledOnce();
  });

  test('a refusal (AppError) from the handler: its message, logged at info', async () => {
    const { result, log } = await send(() => Promise.reject(forbidden('forbidden: not your room')));
    expect(result).toEqual({ ok: false, error: 'forbidden: not your room' });
    expect(log.info).toHaveBeenCalledOnce();
    expect(log.error).not.toHaveBeenCalled();
  });

  test.each([
    [
      'throws',
      () => {
        throw new Error('boom: secret detail');
      },
    ],
    ['rejects', () => Promise.reject(new Error('boom: secret detail'))],
    ['rejects with a non-error', () => Promise.reject('boom')],
  ])('a handler that %s: "internal error" to the client, the failure in the error log', async (_case, handle) => {
    const { result, log } = await send(handle);
    expect(result).toEqual({ ok: false, error: 'internal error' });
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ event: 'joinRoom', userId: 7 }),
      'socket event failed',
    );
  });

  test('a guard runs before the handler; its refusal stops the event', async () => {
    const handle = vi.fn();
    const guard = vi.fn(() => {
      throw rateLimited(5);
    });
    const { result } = await send(handle, { guard });
    expect(guard).toHaveBeenCalledWith(expect.anything(), 'joinRoom');
    expect(handle).not.toHaveBeenCalled();
    expect(result).toEqual({ ok: false, error: renderMessage(rateLimited().message) });
  });

  test("a refusal is worded in the language of the socket's handshake", async () => {
    const guard = vi.fn(() => Promise.reject(rateLimited()));
    const { result } = await send(vi.fn(), { guard }, { room: 'chat' }, { 'accept-language': 'en-US,en;q=0.9' });
    expect(result).toEqual({ ok: false, error: renderMessage(rateLimited().message, 'en') });
    expect(renderMessage(rateLimited().message, 'en')).not.toBe(renderMessage(rateLimited().message));
  });

  test('the guard runs before the payload is checked, so invalid payloads count too; a rate limit is logged at debug only', async () => {
    const handle = vi.fn();
    const guard = vi.fn(() => {
      throw rateLimited(5);
    });
    const { result, log } = await send(handle, { guard }, { room: 'everyone' });
    expect(guard).toHaveBeenCalledOnce();
    expect(result).toEqual({ ok: false, error: renderMessage(rateLimited().message) });
    expect(log.warn).not.toHaveBeenCalled();
    expect(log.info).not.toHaveBeenCalled();
    expect(log.debug).toHaveBeenCalledOnce();
  });

  test('an acknowledgement that throws is logged; nothing escapes the listener', async () => {
    const socket = fakeSocket();
    const log = fakeLog();
    onClientEvent(socket, 'joinRoom', joinRoomRequestSchema, () => undefined, {
      log: log as unknown as FastifyBaseLogger,
    });
    expect(() =>
      socket.emit('joinRoom', { room: 'chat' }, () => {
        throw new Error('broken callback');
      }),
    ).not.toThrow();
    await vi.waitFor(() =>
      expect(log.error).toHaveBeenCalledWith(expect.anything(), 'socket event could not be answered'),
    );
  });
});
