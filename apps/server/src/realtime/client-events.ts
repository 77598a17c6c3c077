import type { FastifyBaseLogger } from 'fastify';
import type { Socket } from 'socket.io';
import type { z } from 'zod';
import {
  acceptedLanguage,
  renderMessage,
  type ClientEventName,
  type ClientEventResult,
  type ClientToServerEvents,
} from '@netclass/shared';
import { AppError } from '../lib/errors.js';
import type { RealtimeSocket } from './types.js';

/**
 * Runs first for every event, before its payload is checked (e.g. a per-user limit, which
 * then counts invalid payloads too). Throwing an AppError refuses the event with its message,
 * like a handler's refusal.
 */
export type ClientEventGuard = (socket: RealtimeSocket, event: ClientEventName) => void | Promise<void>;

export interface ClientEventOptions {
  log: FastifyBaseLogger;
  guard?: ClientEventGuard;
}

/** The client's payload of `event`, as the shared event map types it. */
type PayloadOf<E extends ClientEventName> = Parameters<ClientToServerEvents[E]>[0];

/** The event name as logged: a client may send a number, or a very long text. */
const loggedEventName = (event: unknown): string => String(event).slice(0, 100);

/**
 * The one way a client-to-server socket event is handled. The typed event map says what an
 * honest client sends; what arrives is untrusted: the first argument is checked with
 * `schema`, the acknowledgement is the last argument only when it is a function (anything
 * else there is ignored, as are extra arguments), and nothing the client sends can make the
 * listener throw or reject.
 *
 * The client's acknowledgement, when it asked for one, gets `{ ok: true }` once `handle`
 * has finished, or `{ ok: false, error }`: for a payload the schema refuses (also a warning
 * in the log), an AppError from the guard or handler (a refusal: forbidden, not found; at
 * debug level for a rate limit, so a flood cannot flood the log), or any other failure
 * (logged as an error; the client learns only that it failed).
 */
export function onClientEvent<E extends ClientEventName>(
  socket: RealtimeSocket,
  event: E,
  schema: z.ZodType<PayloadOf<E>>,
  handle: (payload: PayloadOf<E>) => Promise<void> | void,
  options: ClientEventOptions,
): void {
  const { log } = options;
  const userId = socket.data.user.id;

  async function dispatch(args: unknown[]): Promise<void> {
    const ack = typeof args.at(-1) === 'function' ? (args.pop() as (result: ClientEventResult) => void) : undefined;
    const reply = (result: ClientEventResult) => ack?.(result);

    try {
      await options.guard?.(socket, event);
      const parsed = schema.safeParse(args[0]);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        log.warn(
          { event, userId, path: issue?.path.join('.'), issue: issue?.message },
          'socket event refused: invalid payload',
        );
        reply({ ok: false, error: `invalid request: ${issue?.message ?? 'invalid payload'}` });
        return;
      }
      await handle(parsed.data);
    } catch (error) {
      if (error instanceof AppError) {
        const level = error.code === 'RATE_LIMITED' ? 'debug' : 'info';
        log[level]({ event, userId, code: error.code }, `socket event refused: ${error.message}`);
        // Worded in the language of the socket's handshake (docs/decisions/041), Vietnamese by default.
        const language = acceptedLanguage(socket.handshake.headers['accept-language']) ?? 'vi';
        reply({ ok: false, error: renderMessage(error.message, language) });
      } else {
        log.error({ err: error, event, userId }, 'socket event failed');
        reply({ ok: false, error: 'internal error' });
      }
      return;
    }
    reply({ ok: true });
  }

  // Socket.IO's typed `on` would promise the listener the event map's argument types.
  (socket as unknown as Socket).on(event as string, (...args: unknown[]) => {
    dispatch(args).catch((error: unknown) =>
      log.error({ err: error, event, userId }, 'socket event could not be answered'),
    );
  });
}

/**
 * Events no handler listens to are dropped by Socket.IO; this notes them at debug level
 * (a stale or hostile client), never more: a flood of them must not flood the log.
 */
export function logUnknownClientEvents(socket: RealtimeSocket, log: FastifyBaseLogger): void {
  const untyped = socket as unknown as Socket;
  untyped.onAny((event: unknown) => {
    if (untyped.listenerCount(event as string) === 0) {
      log.debug({ event: loggedEventName(event), userId: socket.data.user.id }, 'unknown socket event ignored');
    }
  });
}
