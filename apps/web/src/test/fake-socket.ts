import { vi } from 'vitest';

type Listener = (...args: unknown[]) => void;
const listeners = new Map<string, Set<Listener>>();
/** The server's answer to an event sent with an acknowledgement: accepted. */
const acknowledge = (...args: unknown[]) => {
  const ack = args.at(-1);
  if (typeof ack === 'function') ack({ ok: true });
};

/**
 * A socket the test drives: records emits and delivers server events to the page's
 * listeners. Use with
 * `vi.mock('<path>/lib/socket', async () => (await import('<path>/test/fake-socket')).fakeSocketModule)`.
 */
export const fakeSocket = {
  connected: true,
  /** Since when it heard nothing (lib/socket.ts offlineSince): set by firing `disconnect`. */
  offlineSince: 0,
  emit: vi.fn(acknowledge),
  on(event: string, listener: Listener) {
    if (!listeners.has(event)) listeners.set(event, new Set());
    listeners.get(event)?.add(listener);
    return fakeSocket;
  },
  off(event: string, listener: Listener) {
    listeners.get(event)?.delete(listener);
    return fakeSocket;
  },
  /** Delivers a server event (or `connect`, `disconnect`) to every listener. */
  fire(event: string, ...args: unknown[]) {
    if (event === 'disconnect') fakeSocket.offlineSince = Date.now();
    listeners.get(event)?.forEach((listener) => listener(...args));
  },
  /** How many listeners an event has (to wait until the page listens). */
  listenerCount(event: string) {
    return listeners.get(event)?.size ?? 0;
  },
  reset() {
    listeners.clear();
    fakeSocket.emit.mockReset().mockImplementation(acknowledge);
    fakeSocket.connected = true;
    fakeSocket.offlineSince = 0;
  },
};

export const fakeSocketModule = {
  getSocket: () => fakeSocket,
  offlineSince: () => fakeSocket.offlineSince,
  subscribeSocket: () => () => {},
  connectSocket: vi.fn(),
  disconnectSocket: vi.fn(),
};
