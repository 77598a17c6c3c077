import type { io as connectIo, Socket } from 'socket.io-client';
import {
  PASSWORD_CHANGE_REQUIRED,
  SOCKET_AUTH_ERROR,
  SOCKET_UNAVAILABLE_ERROR,
  TIMINGS,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '@netclass/shared';
import { importWithRetry } from './chunk-load';
import { setPasswordChangeRequired } from './session';
import { endSession } from './session-expiry';

export type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

type Listener = () => void;
const listeners = new Set<Listener>();
let current: AppSocket | null = null;
/** The Socket.IO client, fetched once with the first connection. */
let client: Promise<{ io: typeof connectIo }> | undefined;
/** Bumped by every connect and disconnect: a client still loading for an older one opens nothing. */
let generation = 0;
/** The connection asked for last and not closed since: asking again for its token keeps it. */
let opening: { token: string; socket: Promise<AppSocket | null> } | null = null;

/** When each socket last stopped hearing events: when it was asked for, then each disconnect. */
const offline = new WeakMap<AppSocket, number>();

/**
 * The time from which `socket` heard no events until its latest (re)connect: the events of
 * that gap are lost (lib/use-socket-connect.ts loads again what was read before it).
 */
export const offlineSince = (socket: AppSocket): number => offline.get(socket) ?? 0;

/** Wait before asking again when the server could not check the session (its database restarting). */
export const UNAVAILABLE_RETRY_MS = 5_000;

function setCurrent(socket: AppSocket | null): void {
  current = socket;
  listeners.forEach((listener) => listener());
}

/**
 * Opens the realtime connection for `token` (docs/product/rules.md#states-and-flows, docs/product/rules.md#realtime), replacing any
 * previous one; the one already asked for the same token is kept. The Socket.IO client is
 * fetched with the first connection, so pages seen before signing in (landing, login) do not
 * load it. Resolves to the socket, or to null when a disconnect or another connect came first.
 */
export function connectSocket(token: string): Promise<AppSocket | null> {
  if (opening?.token === token) return opening.socket;
  disconnectSocket();
  const socket = open(token);
  opening = { token, socket };
  return socket;
}

async function open(token: string): Promise<AppSocket | null> {
  const mine = ++generation;
  const askedAt = Date.now();
  // A failed fetch is not kept: the next connection asks again.
  const { io } = await (client ??= importWithRetry(() => import('socket.io-client')).catch((error: unknown) => {
    client = undefined;
    throw error;
  }));
  if (mine !== generation) return null;
  const socket: AppSocket = io({
    transports: ['websocket'],
    auth: { token },
    reconnectionAttempts: TIMINGS.socketReconnectionAttempts,
    reconnectionDelay: TIMINGS.socketReconnectionDelayMs,
  });
  offline.set(socket, askedAt);
  socket.on('connect_error', (error) => {
    if (error.message.includes(SOCKET_AUTH_ERROR)) endSession('expired');
    // The session lives on, held to its first password change: the app shows that screen.
    else if (error.message.includes(PASSWORD_CHANGE_REQUIRED)) setPasswordChangeRequired(true);
    // Refused by the server, not by the network: Socket.IO does not retry that by itself.
    else if (error.message.includes(SOCKET_UNAVAILABLE_ERROR)) {
      setTimeout(() => {
        if (current === socket && !socket.connected) socket.connect();
      }, UNAVAILABLE_RETRY_MS);
    }
  });
  // The server closes the sockets of a session it ends (logout elsewhere, password reset,
  // account locked). Reconnecting at once asks again: a dead session then fails with the
  // authentication error above, instead of waiting for the next API call's 401.
  socket.on('disconnect', (reason) => {
    offline.set(socket, Date.now());
    if (reason === 'io server disconnect') socket.connect();
  });
  setCurrent(socket);
  return socket;
}

export function disconnectSocket(): void {
  generation++;
  opening = null;
  if (!current) return;
  current.disconnect();
  setCurrent(null);
}

export function getSocket(): AppSocket | null {
  return current;
}

export function subscribeSocket(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
