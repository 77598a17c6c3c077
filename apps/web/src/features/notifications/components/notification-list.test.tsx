import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NotificationListResponse } from '@netclass/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { saveSession } from '../../../lib/session';
import { buildNotification } from '../../../test/announcement-fixtures';
import { fakeSocket } from '../../../test/fake-socket';
import { stubFetchRoutes } from '../../../test/fetch-routes';
import { renderRoutes } from '../../../test/render';
import { NotificationList } from './notification-list';

vi.mock('../../../lib/socket', async () => (await import('../../../test/fake-socket')).fakeSocketModule);

const page = (body: Partial<NotificationListResponse>) => ({
  body: { notifications: [], unread_count: 0, next_cursor: null, ...body },
});
const renderList = () =>
  renderRoutes([{ path: '/all-notifications', element: <NotificationList /> }], '/all-notifications', { env: 'test' });
const articles = () => screen.getAllByRole('article');

describe('NotificationList', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('vi');
    saveSession({ token: 'tok', role: 'student' });
    fakeSocket.reset();
  });

  it('pages with the cursor, filters unread, marks read and deletes after confirmation', async () => {
    const user = userEvent.setup();
    const calls = stubFetchRoutes({
      'GET /api/userannouncements?unread=false&limit=20': page({
        notifications: [
          buildNotification({ id: 9, content: 'Xem https://example.edu/lab rồi nộp' }),
          buildNotification({ id: 8, is_read: true }),
        ],
        unread_count: 2,
        next_cursor: 8,
      }),
      'GET /api/userannouncements?unread=false&limit=20&before=8': page({
        notifications: [buildNotification({ id: 3 })],
        unread_count: 2,
      }),
      'GET /api/userannouncements?unread=true&limit=20': page({
        notifications: [buildNotification({ id: 9 }), buildNotification({ id: 3 })],
        unread_count: 2,
      }),
      'PUT /api/userannouncements/9/read': {
        body: { notification: buildNotification({ id: 9, is_read: true }), unread_count: 1 },
      },
      'DELETE /api/userannouncements/8': { body: { message: 'Đã xóa thông báo.', unread_count: 1 } },
    });
    renderList();
    await waitFor(() => expect(articles()).toHaveLength(2));
    const link = screen.getByRole('link', { name: 'https://example.edu/lab' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');

    await user.click(screen.getByRole('button', { name: 'Tải thêm' }));
    await waitFor(() => expect(articles()).toHaveLength(3));
    expect(screen.getByText('Đã hiển thị tất cả thông báo.')).toBeInTheDocument();

    await user.click(within(articles()[0]!).getByRole('button', { name: 'Đánh dấu đã đọc' }));
    await waitFor(() => expect(articles()[0]).toHaveAccessibleName('Đã đọc'));

    await user.click(within(articles()[1]!).getByRole('button', { name: 'Xóa thông báo' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Bạn có chắc chắn muốn xóa thông báo này?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Xóa' }));
    await waitFor(() => expect(articles()).toHaveLength(2));
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);

    await user.click(screen.getByRole('radio', { name: 'Chưa đọc' }));
    await waitFor(() =>
      expect(calls.some((call) => call.url === '/api/userannouncements?unread=true&limit=20')).toBe(true),
    );
  });

  it('shows the spec fallbacks', async () => {
    const user = userEvent.setup();
    stubFetchRoutes({
      'GET /api/userannouncements?unread=false&limit=20': page({
        notifications: [buildNotification({ id: 9 })],
        unread_count: 1,
      }),
      'PUT /api/userannouncements/9/read': { status: 500, body: {} },
    });
    renderList();
    await user.click(await screen.findByRole('button', { name: 'Đánh dấu đã đọc' }));
    expect(await screen.findByText('Lỗi khi đánh dấu thông báo!')).toBeInTheDocument();
  });

  it('says when the list cannot load', async () => {
    stubFetchRoutes({ 'GET /api/userannouncements?unread=false&limit=20': { status: 500, body: {} } });
    renderList();
    expect(await screen.findByText('Lỗi khi tải thông báo!')).toBeInTheDocument();
  });
});
