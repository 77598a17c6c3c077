import { io, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '@netclass/shared';

export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** A socket as the web app opens it: websocket transport, the token as auth, no retries. */
export function openSocket(url: string, token: string | undefined): ClientSocket {
  return io(url, {
    transports: ['websocket'],
    auth: token === undefined ? {} : { token },
    reconnection: false,
    forceNew: true,
  });
}

/** Resolves once connected; rejects with the server's connect error. */
export function connectSocket(url: string, token: string | undefined): Promise<ClientSocket> {
  const socket = openSocket(url, token);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

/** The connect error a socket with this token gets (fails if it connects instead). */
export async function connectError(url: string, token: string | undefined): Promise<Error> {
  try {
    const socket = await connectSocket(url, token);
    socket.close();
  } catch (error) {
    return error as Error;
  }
  throw new Error('the socket connected, but a connect error was expected');
}

/** Resolves with the next `event` whose payload matches, or rejects after `ms`. */
export function nextEvent<E extends keyof ServerToClientEvents>(
  socket: ClientSocket,
  event: E,
  matches: (payload: Parameters<ServerToClientEvents[E]>[0]) => boolean = () => true,
  ms = 3000,
): Promise<Parameters<ServerToClientEvents[E]>[0]> {
  type Payload = Parameters<ServerToClientEvents[E]>[0];
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(event, listener as never);
      reject(new Error(`no matching '${String(event)}' event within ${ms} ms`));
    }, ms);
    const listener = (payload: Payload) => {
      if (!matches(payload)) return;
      clearTimeout(timer);
      socket.off(event, listener as never);
      resolve(payload);
    };
    socket.on(event, listener as never);
  });
}

/** Resolves with the disconnect reason. */
export function disconnected(socket: ClientSocket, ms = 3000): Promise<string> {
  if (socket.disconnected) return Promise.resolve('already disconnected');
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the socket was not disconnected within ${ms} ms`)), ms);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });
}
