import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { saveSession } from '../../../lib/session';
import { fakeSocket } from '../../../test/fake-socket';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { OnlineUsersPanel } from './online-users-panel';

vi.mock('../../../lib/socket', async () => (await import('../../../test/fake-socket')).fakeSocketModule);

const renderPanel = () => renderRoutes([{ path: '/dashboard', element: <OnlineUsersPanel /> }], '/dashboard');
const page = (online_users: Array<{ id: number; name: string }>, total = online_users.length) => ({
  online_users: online_users.map((user) => ({ ...user, isOnline: 1 })),
  total,
  page: 1,
  limit: 50,
});
const lan = { id: 1, name: 'Nguyễn Thị Lan' };
const hung = { id: 2, name: 'Lê Văn Hùng' };

describe('OnlineUsersPanel', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    saveSession({ token: 'tok', role: 'student' });
  });
  afterEach(() => {
    fakeSocket.reset();
    vi.useRealTimers();
  });
  afterAll(async () => {
    await i18n.changeLanguage('vi');
  });

  it('lists who is online by name with initials, their status and how many are online', async () => {
    const fetch = vi.fn(async (_input: RequestInfo | URL) => jsonResponse(200, page([hung, lan])));
    vi.stubGlobal('fetch', fetch);
    renderPanel();
    const items = await screen.findAllByText('Online');
    expect(items).toHaveLength(2);
    expect(screen.getByText('NL')).toBeInTheDocument();
    expect(screen.getByText('2')).toBeInTheDocument();
    expect((fetch.mock.calls[0]?.[0] as unknown as Request).url).toContain('/api/users/online?page=1&limit=50');
  });

  it('joins the presence room, applies a batch and does not poll', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetch = vi.fn(async () => jsonResponse(200, page([lan])));
    vi.stubGlobal('fetch', fetch);
    renderPanel();
    expect(await screen.findByText('Nguyễn Thị Lan')).toBeInTheDocument();
    expect(fakeSocket.emit).toHaveBeenCalledWith('joinRoom', { room: 'presence' }, expect.any(Function));

    act(() =>
      fakeSocket.fire('presenceChanged', {
        changes: [
          { ...hung, isOnline: 1 },
          { ...lan, isOnline: 0 },
        ],
        online_total: 1,
      }),
    );
    expect(await screen.findByText('Lê Văn Hùng')).toBeInTheDocument();
    expect(screen.queryByText('Nguyễn Thị Lan')).not.toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('loads the list only once the server has acknowledged the presence room', async () => {
    let acknowledge: ((result: { ok: true }) => void) | undefined;
    fakeSocket.emit.mockImplementation((...args: unknown[]) => {
      acknowledge = args.at(-1) as typeof acknowledge;
    });
    const fetch = vi.fn(async () => jsonResponse(200, page([lan])));
    vi.stubGlobal('fetch', fetch);
    renderPanel();
    await waitFor(() => expect(acknowledge).toBeDefined());
    expect(fetch).not.toHaveBeenCalled();
    act(() => acknowledge?.({ ok: true }));
    expect(await screen.findByText('Nguyễn Thị Lan')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('loads the list again after a reconnect', async () => {
    const fetch = vi.fn(async () => jsonResponse(200, page([lan])));
    vi.stubGlobal('fetch', fetch);
    renderPanel();
    expect(await screen.findByText('Nguyễn Thị Lan')).toBeInTheDocument();
    act(() => fakeSocket.fire('connect'));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
  });

  it('shows the empty state', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(200, page([]))),
    );
    renderPanel();
    expect(await screen.findByText('No online users')).toBeInTheDocument();
  });

  it('treats malformed data as an error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(200, { users: 'nope' })),
    );
    renderPanel();
    expect(await screen.findByText('The online users data is invalid')).toBeInTheDocument();
  });

  it('collapses and expands with the minus / plus toggle', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(200, page([]))),
    );
    const user = userEvent.setup();
    renderPanel();
    const toggle = screen.getByRole('button', { name: 'Collapse the list' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);
    const expand = screen.getByRole('button', { name: 'Expand the list' });
    expect(expand).toHaveAttribute('aria-expanded', 'false');
  });
});
