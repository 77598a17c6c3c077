import { EventEmitter } from 'node:events';
import { vi } from 'vitest';

/** A stand-in for socket.io-client's socket: the test emits its connects, disconnects and connect errors. */
export class FakeSocket extends EventEmitter {
  connected = false;
  connect = vi.fn();
  disconnect = vi.fn();
}

/** Every socket opened, in order. */
export const opened: FakeSocket[] = [];

/**
 * socket.io-client for lib/socket.ts, with
 * `vi.mock('socket.io-client', async () => (await import('<path>/test/fake-socket-io')).fakeSocketIoModule)`.
 */
export const fakeSocketIoModule = {
  io: () => {
    const socket = new FakeSocket();
    opened.push(socket);
    return socket;
  },
};
