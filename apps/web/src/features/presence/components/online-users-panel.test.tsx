import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { saveSession } from '../../../lib/session';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { OnlineUsersPanel } from './online-users-panel';

const renderPanel = () => renderRoutes([{ path: '/dashboard', element: <OnlineUsersPanel /> }], '/dashboard');

describe('OnlineUsersPanel', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    saveSession({ token: 'tok', role: 'student' });
  });
  afterAll(async () => {
    await i18n.changeLanguage('vi');
  });

  it('lists users online first with initials and their status', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse(200, {
          online_users: [
            { id: 2, name: 'Lê Văn Hùng', isOnline: 0 },
            { id: 1, name: 'Nguyễn Thị Lan', isOnline: 1 },
          ],
        }),
      ),
    );
    renderPanel();
    const items = await screen.findAllByText(/^(Online|Offline)$/);
    expect(items.map((item) => item.textContent)).toEqual(['Online', 'Offline']);
    expect(screen.getByText('NL')).toBeInTheDocument();
    expect(screen.getByText('1/2')).toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse(200, { online_users: [] })));
    renderPanel();
    expect(await screen.findByText('No online users')).toBeInTheDocument();
  });

  it('treats malformed data as an error', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse(200, { users: 'nope' })));
    renderPanel();
    expect(await screen.findByText('The online users data is invalid')).toBeInTheDocument();
  });

  it('collapses and expands with the minus / plus toggle', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse(200, { online_users: [] })));
    const user = userEvent.setup();
    renderPanel();
    const toggle = screen.getByRole('button', { name: 'Collapse the list' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);
    const expand = screen.getByRole('button', { name: 'Expand the list' });
    expect(expand).toHaveAttribute('aria-expanded', 'false');
  });
});
