import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AccountPermissions, User } from '@netclass/shared';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { saveSession } from '../../../lib/session';
import { buildUser } from '../../../test/content-fixtures';
import { fakeSocket } from '../../../test/fake-socket';
import { stubFetchRoutes } from '../../../test/fetch-routes';
import { renderRoutes } from '../../../test/render';
import { UserList } from './user-list';

vi.mock('../../../lib/socket', async () => (await import('../../../test/fake-socket')).fakeSocketModule);

const permissions: AccountPermissions = {
  manage_roles: ['student', 'teacher', 'admin'],
  delete_users: true,
  broadcast_notifications: true,
};
const renderList = () =>
  renderRoutes([{ path: '/', element: <UserList permissions={permissions} /> }], '/', { env: 'test' });
const answer = (users: User[], total = users.length, page = 1) => ({ body: { users, total, page, limit: 20 } });
const an = buildUser({ id: 20210001, name: 'Nguyễn Văn An', isOnline: 0 });
const binh = buildUser({ id: 1001, name: 'Trần Thị Bình', role: 'teacher', isOnline: 1 });
const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

describe('UserList', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    saveSession({ token: 'tok', role: 'admin' });
  });
  afterEach(() => {
    fakeSocket.reset();
    vi.useRealTimers();
  });
  afterAll(async () => {
    await i18n.changeLanguage('vi');
  });

  it('shows a page with the total, pages, searches and sorts on the server', async () => {
    const calls = stubFetchRoutes({
      'GET /api/admin/all?page=1&sort=id&order=asc': answer([binh, an], 45),
      'GET /api/admin/all?page=2&sort=id&order=asc': answer([an], 45, 2),
      'GET /api/admin/all?page=1&sort=id&order=asc&q=an': answer([an]),
      'GET /api/admin/all?page=1&sort=name&order=asc&q=an': answer([an]),
      'GET /api/admin/all?page=1&sort=name&order=desc&q=an': answer([an]),
    });
    const user = userEvent.setup();
    renderList();
    expect(await screen.findByText('Showing 2 of 45')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '2' }));
    expect(await screen.findByText('Showing 1 of 45')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Search users' }), 'an');
    expect(await screen.findByText('Showing 1 of 1')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Full name' }));
    await user.click(screen.getByRole('button', { name: 'Full name' }));
    await waitFor(() =>
      expect(screen.getByRole('columnheader', { name: 'Full name' })).toHaveAttribute('aria-sort', 'descending'),
    );
    expect(calls.map((call) => call.url)).toContain('/api/admin/all?page=1&sort=name&order=desc&q=an');
  });

  it('joins the presence room, updates the online column from a batch and does not poll', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = stubFetchRoutes({ 'GET /api/admin/all?page=1&sort=id&order=asc': answer([binh, an]) });
    renderList();
    await screen.findByText('Nguyễn Văn An');
    expect(fakeSocket.emit).toHaveBeenCalledWith('joinRoom', { room: 'presence' }, expect.any(Function));
    expect(within(rowOf('Nguyễn Văn An')).getByText('Offline')).toBeInTheDocument();

    act(() =>
      fakeSocket.fire('presenceChanged', { changes: [{ id: an.id, name: an.name, isOnline: 1 }], online_total: 2 }),
    );
    await waitFor(() => expect(within(rowOf('Nguyễn Văn An')).getByText('Online')).toBeInTheDocument());
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(calls).toHaveLength(1);

    act(() => fakeSocket.fire('connect'));
    await waitFor(() => expect(calls).toHaveLength(2));
  });

  it('says when nobody matches', async () => {
    stubFetchRoutes({ 'GET /api/admin/all?page=1&sort=id&order=asc': answer([]) });
    renderList();
    expect(await screen.findByText('No users found')).toBeInTheDocument();
  });
});
