import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { PASSWORD_CHANGE_REQUIRED, SOCKET_AUTH_ERROR, SOCKET_UNAVAILABLE_ERROR } from '@netclass/shared';

vi.mock('socket.io-client', async () => (await import('../test/fake-socket-io')).fakeSocketIoModule);
const { opened } = await import('../test/fake-socket-io');
const endSession = vi.fn();
vi.mock('./session-expiry', () => ({ endSession: (reason: string) => endSession(reason) }));

const { connectSocket, disconnectSocket, offlineSince, UNAVAILABLE_RETRY_MS } = await import('./socket');
const { getSession, saveSession } = await import('./session');

beforeEach(() => {
  vi.useFakeTimers();
  opened.length = 0;
  endSession.mockReset();
});
afterEach(() => {
  disconnectSocket();
  vi.useRealTimers();
});

describe('the realtime connection refused by the server', () => {
  test('an authentication error ends the session, and nothing asks again', async () => {
    await connectSocket('token');
    const socket = opened[0]!;
    socket.emit('connect_error', new Error(`${SOCKET_AUTH_ERROR}: invalid or expired session`));
    expect(endSession).toHaveBeenCalledWith('expired');
    vi.advanceTimersByTime(UNAVAILABLE_RETRY_MS * 2);
    expect(socket.connect).not.toHaveBeenCalled();
  });

  test('a session held to its first password change stays, marked so, and nothing asks again', async () => {
    saveSession({ token: 'token', role: 'student' });
    await connectSocket('token');
    const socket = opened[0]!;
    socket.emit('connect_error', new Error(`${PASSWORD_CHANGE_REQUIRED}: change your password first`));
    expect(endSession).not.toHaveBeenCalled();
    expect(getSession()).toMatchObject({ token: 'token', passwordChangeRequired: true });
    vi.advanceTimersByTime(UNAVAILABLE_RETRY_MS * 2);
    expect(socket.connect).not.toHaveBeenCalled();
  });

  test('the server unable to check the session (its database restarting) keeps the session and asks again later', async () => {
    await connectSocket('token');
    const socket = opened[0]!;
    socket.emit(
      'connect_error',
      new Error(`${SOCKET_UNAVAILABLE_ERROR}: the database is unavailable, try again shortly`),
    );
    expect(endSession).not.toHaveBeenCalled();
    vi.advanceTimersByTime(UNAVAILABLE_RETRY_MS - 1);
    expect(socket.connect).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(socket.connect).toHaveBeenCalledTimes(1);
  });

  test('a connection closed meanwhile (logout) is not reopened', async () => {
    await connectSocket('token');
    const socket = opened[0]!;
    socket.emit('connect_error', new Error(`${SOCKET_UNAVAILABLE_ERROR}: the database is unavailable`));
    disconnectSocket();
    vi.advanceTimersByTime(UNAVAILABLE_RETRY_MS);
    expect(socket.connect).not.toHaveBeenCalled();
  });
});

describe('opening the connection', () => {
  test('loads the client with the first connection and opens one socket', async () => {
    expect(await connectSocket('token')).toBe(opened[0]);
    expect(opened).toHaveLength(1);
  });

  test('a logout or a new login while the client loads opens nothing for the old one', async () => {
    const first = connectSocket('old');
    disconnectSocket();
    expect(await first).toBeNull();
    const replaced = connectSocket('old');
    const latest = connectSocket('new');
    expect(await replaced).toBeNull();
    expect(await latest).toBe(opened[0]);
    expect(opened).toHaveLength(1);
  });
});

describe('asking for the connection again', () => {
  test('with the same token keeps the socket asked for (the app asks at start, then on its first render)', async () => {
    const atStart = connectSocket('token');
    const onRender = connectSocket('token');
    expect(await onRender).toBe(await atStart);
    expect(opened).toHaveLength(1);
    expect(opened[0]!.disconnect).not.toHaveBeenCalled();
  });

  test('with another token, or after a disconnect, opens a new one', async () => {
    await connectSocket('old');
    await connectSocket('new');
    expect(opened).toHaveLength(2);
    expect(opened[0]!.disconnect).toHaveBeenCalled();
    disconnectSocket();
    await connectSocket('new');
    expect(opened).toHaveLength(3);
  });
});

describe('the time from which events were missed', () => {
  test('is when the socket was asked for, then each disconnect', async () => {
    vi.setSystemTime(1_000);
    const asked = connectSocket('token');
    vi.setSystemTime(2_000);
    const socket = (await asked)!;
    expect(offlineSince(socket)).toBe(1_000);
    vi.setSystemTime(3_000);
    opened[0]!.emit('disconnect', 'transport close');
    expect(offlineSince(socket)).toBe(3_000);
  });
});
