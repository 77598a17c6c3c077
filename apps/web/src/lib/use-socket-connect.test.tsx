import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';

vi.mock('socket.io-client', async () => (await import('../test/fake-socket-io')).fakeSocketIoModule);
const { opened } = await import('../test/fake-socket-io');
vi.mock('./session-expiry', () => ({ endSession: vi.fn() }));

const { connectSocket, disconnectSocket } = await import('./socket');
const { useReloadAfterGap } = await import('./use-socket-connect');

let reads = 0;
let failing = false;
/** A live list: each read is counted, and shown as "read N". */
function LiveList() {
  const { data, error } = useQuery({
    queryKey: ['live-list'],
    queryFn: async () => {
      reads++;
      if (failing) throw new Error('unavailable');
      return reads;
    },
    retry: false,
  });
  useReloadAfterGap(['live-list']);
  return <p>{error ? 'failed' : data === undefined ? 'loading' : `read ${data}`}</p>;
}

const at = (time: number) => vi.setSystemTime(time);
const socket = () => opened[0]!;
async function show() {
  const view = render(
    <QueryClientProvider client={new QueryClient()}>
      <LiveList />
    </QueryClientProvider>,
  );
  await screen.findByText(/read|failed/);
  return view;
}
/** Lets a refetch that was asked for (or not) happen. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  opened.length = 0;
  reads = 0;
  failing = false;
});
afterEach(() => {
  disconnectSocket();
  vi.useRealTimers();
});

describe('loading again after a (re)connect', () => {
  test('data read after the socket was asked for is not read again on its first connect', async () => {
    at(1_000);
    await act(() => connectSocket('token'));
    at(2_000);
    await show();
    at(3_000);
    act(() => void socket().emit('connect'));
    await settle();
    expect(reads).toBe(1);
    expect(screen.getByText('read 1')).toBeInTheDocument();
  });

  test('data read before the socket was asked for is read again on its first connect', async () => {
    at(1_000);
    await show();
    at(2_000);
    await act(() => connectSocket('token'));
    at(3_000);
    act(() => void socket().emit('connect'));
    expect(await screen.findByText('read 2')).toBeInTheDocument();
  });

  test('a reconnect reads again what was read before the cut, and only once', async () => {
    at(1_000);
    await act(() => connectSocket('token'));
    at(2_000);
    await show();
    act(() => void socket().emit('connect'));
    at(3_000);
    act(() => void socket().emit('disconnect', 'transport close'));
    at(4_000);
    act(() => void socket().emit('connect'));
    expect(await screen.findByText('read 2')).toBeInTheDocument();
    // Connected again without a cut in between (the same connect heard twice): nothing to load.
    at(5_000);
    act(() => void socket().emit('connect'));
    await settle();
    expect(reads).toBe(2);
  });

  test('a load that failed is tried again on a connect', async () => {
    failing = true;
    at(1_000);
    await act(() => connectSocket('token'));
    at(2_000);
    await show();
    expect(screen.getByText('failed')).toBeInTheDocument();
    failing = false;
    act(() => void socket().emit('connect'));
    await waitFor(() => expect(screen.getByText('read 2')).toBeInTheDocument());
  });
});
