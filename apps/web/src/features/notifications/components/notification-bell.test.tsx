import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NotificationListResponse } from '@netclass/shared';
import { Outlet } from 'react-router';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { saveSession } from '../../../lib/session';
import { buildNotification } from '../../../test/announcement-fixtures';
import { fakeSocket } from '../../../test/fake-socket';
import { stubFetchRoutes } from '../../../test/fetch-routes';
import { arrivedMenuButton } from '../../../test/menus';
import { renderRoutes } from '../../../test/render';
import { NotificationBell } from './notification-bell';

vi.mock('../../../lib/socket', async () => (await import('../../../test/fake-socket')).fakeSocketModule);

const LATEST = 'GET /api/userannouncements?unread=false&limit=8';
const latest = (body: Partial<NotificationListResponse>) => ({
  body: { notifications: [], unread_count: 0, next_cursor: null, ...body },
});

const renderBell = () =>
  renderRoutes(
    [
      {
        element: (
          <>
            <NotificationBell />
            <Outlet />
          </>
        ),
        children: [
          { path: '/dashboard', element: <p>Bảng điều khiển</p> },
          { path: '/lesson/:lessonId', element: <p>Trang bài học</p> },
        ],
      },
    ],
    '/dashboard',
    { env: 'test' },
  );

/** The count as the bell says it (its accessible name) and as it shows it (the red badge). */
async function expectCount(count: number) {
  await screen.findByRole('button', { name: `Notifications (${count} unread)` });
  const badge = document.querySelector('.mantine-Indicator-indicator');
  if (count === 0) expect(badge).toBeNull();
  else expect(badge).toHaveTextContent(String(count));
}

const fire = (event: string, payload: unknown) => act(() => fakeSocket.fire(event, payload));

describe('NotificationBell', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    saveSession({ token: 'tok', role: 'student' });
    fakeSocket.reset();
  });
  afterAll(async () => {
    await i18n.changeLanguage('vi');
  });

  it('moves the unread count with the live events, never below 0', async () => {
    stubFetchRoutes({
      [LATEST]: latest({
        notifications: [buildNotification({ id: 1 }), buildNotification({ id: 2, is_read: true })],
        unread_count: 1,
      }),
    });
    renderBell();
    await expectCount(1);

    fire('newAnnouncement', { scope: 'user', notification: buildNotification({ id: 3 }) });
    await expectCount(2);
    // The same notification again (another instance, a retry) is not counted twice.
    fire('newAnnouncement', { scope: 'user', notification: buildNotification({ id: 3 }) });
    await expectCount(2);
    // A class announcement of the same event name is not a notification.
    fire('newAnnouncement', { scope: 'class', announcement: { id: 99 } });
    await expectCount(2);

    fire('announcementRead', { scope: 'user', id: 1 });
    await expectCount(1);
    fire('announcementDeleted', { scope: 'user', id: 2, was_unread: false });
    await expectCount(1);
    fire('announcementDeleted', { scope: 'user', id: 3, was_unread: true });
    await expectCount(0);
    // Read elsewhere, of an older one this tab never loaded: the count stays at 0.
    fire('announcementRead', { scope: 'user', id: 50 });
    fire('announcementDeleted', { scope: 'user', id: 51, was_unread: true });
    await expectCount(0);
  });

  it('lists the newest in the dropdown; a click marks read once and follows the link', async () => {
    const user = userEvent.setup();
    const calls = stubFetchRoutes({
      [LATEST]: latest({
        notifications: [
          buildNotification({ id: 7, content: 'Tài liệu mới <b>OSI</b>', link: '/lesson/12' }),
          buildNotification({ id: 6, is_read: true }),
        ],
        unread_count: 4,
      }),
      'PUT /api/userannouncements/7/read': {
        body: { notification: buildNotification({ id: 7, is_read: true }), unread_count: 3 },
      },
    });
    const { router } = renderBell();
    await expectCount(4);
    await user.click(await arrivedMenuButton('Notifications (4 unread)'));
    const menu = await screen.findByRole('menu');
    // Untrusted text is text.
    const item = within(menu).getByRole('menuitem', { name: /Tài liệu mới <b>OSI<\/b>/ });
    expect(menu.querySelector('b')).toBeNull();
    expect(within(menu).getByRole('menuitem', { name: 'View all' })).toHaveAttribute('href', '/all-notifications');

    await user.click(item);
    await waitFor(() => expect(router.state.location.pathname).toBe('/lesson/12'));
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1);
    await expectCount(3);
    // The server tells every tab, this one too: the count does not drop a second time.
    fire('announcementRead', { scope: 'user', id: 7 });
    await expectCount(3);
  });

  it('shows the spec fallback when the list cannot load', async () => {
    const user = userEvent.setup();
    stubFetchRoutes({ [LATEST]: { status: 500, body: {} } });
    await i18n.changeLanguage('vi');
    renderBell();
    await user.click(await arrivedMenuButton('Thông báo (0 chưa đọc)'));
    expect(await screen.findByText('Lỗi khi tải thông báo!')).toBeInTheDocument();
  });
});
