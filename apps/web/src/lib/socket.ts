import { io, type Socket } from 'socket.io-client';
import {
  SOCKET_AUTH_ERROR,
  SOCKET_UNAVAILABLE_ERROR,
  TIMINGS,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '@netclass/shared';
import { endSession } from './session-expiry';

export type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

type Listener = () => void;
const listeners = new Set<Listener>();
let current: AppSocket | null = null;

/** Wait before asking again when the server could not check the session (its database restarting). */
export const UNAVAILABLE_RETRY_MS = 5_000;

function setCurrent(socket: AppSocket | null): void {
  current = socket;
  listeners.forEach((listener) => listener());
}

/** Opens the realtime connection for `token` (SPEC §4, DECISIONS Realtime), replacing any previous one. */
export function connectSocket(token: string): AppSocket {
  disconnectSocket();
  const socket: AppSocket = io({
    transports: ['websocket'],
    auth: { token },
    reconnectionAttempts: TIMINGS.socketReconnectionAttempts,
    reconnectionDelay: TIMINGS.socketReconnectionDelayMs,
  });
  socket.on('connect_error', (error) => {
    if (error.message.includes(SOCKET_AUTH_ERROR)) endSession('expired');
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
    if (reason === 'io server disconnect') socket.connect();
  });
  setCurrent(socket);
  return socket;
}

export function disconnectSocket(): void {
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
