import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { saveSession } from '../../../lib/session';
import { stubFetchRoutes, tooFast } from '../../../test/fetch-routes';
import { arrivedMenuButton } from '../../../test/menus';
import { renderRoutes } from '../../../test/render';
import { HeaderNotifications } from './header-notifications';

const LATEST = {
  'GET /api/userannouncements?unread=false&limit=8': {
    body: { notifications: [], unread_count: 0, next_cursor: null },
  },
};
const renderButton = () =>
  renderRoutes([{ path: '/', element: <HeaderNotifications canBroadcast /> }], '/', { env: 'test' });

describe('announcement to everyone', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('vi');
    saveSession({ token: 'tok', role: 'teacher' });
  });

  it('refuses a blank text with the spec message on the field, then sends and tells how many were notified', async () => {
    const user = userEvent.setup();
    const calls = stubFetchRoutes({
      ...LATEST,
      'POST /api/userannouncements/all': { status: 201, body: { message: 'ok', count: 42 } },
    });
    const posts = () => calls.filter((call) => call.method === 'POST');
    renderButton();
    await user.click(screen.getByRole('button', { name: 'Gửi thông báo đến tất cả' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Nội dung thông báo/), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Gửi' }));
    const content = within(dialog).getByLabelText(/Nội dung thông báo/);
    expect(content).toHaveAttribute('aria-invalid', 'true');
    expect(content).toHaveAccessibleDescription(/Nội dung thông báo không được để trống\./);
    expect(posts()).toHaveLength(0);

    await user.type(content, 'Nghỉ học ngày mai');
    expect(content).not.toHaveAttribute('aria-invalid');
    await user.click(within(dialog).getByRole('button', { name: 'Gửi' }));
    expect(await screen.findByText('Đã gửi thông báo đến 42 người dùng.')).toBeInTheDocument();
    expect(posts()[0]?.body).toEqual({ content: 'Nghỉ học ngày mai' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('counts as the user types; past the limit, send is disabled and the counter says why', async () => {
    const user = userEvent.setup();
    stubFetchRoutes(LATEST);
    renderButton();
    await user.click(screen.getByRole('button', { name: 'Gửi thông báo đến tất cả' }));
    const dialog = await screen.findByRole('dialog');
    const field = within(dialog).getByLabelText(/Nội dung thông báo/);
    await user.type(field, 'Nghỉ học');
    expect(within(dialog).getByText('8/1000 ký tự')).toBeInTheDocument();
    fireEvent.change(field, { target: { value: 'x'.repeat(1001) } });
    const send = within(dialog).getByRole('button', { name: 'Gửi' });
    expect(send).toBeDisabled();
    expect(document.getElementById(send.getAttribute('aria-describedby') ?? '')).toHaveTextContent(
      'Dài hơn giới hạn 1 ký tự, hãy rút gọn để gửi.',
    );
  });

  it('is also in the bell dropdown (for phones), for staff only', async () => {
    const user = userEvent.setup();
    stubFetchRoutes(LATEST);
    const { unmount } = renderButton();
    await user.click(await arrivedMenuButton('Thông báo (0 chưa đọc)'));
    await user.click(await screen.findByRole('menuitem', { name: 'Gửi thông báo đến tất cả' }));
    expect(await screen.findByRole('dialog', { name: 'Gửi thông báo đến tất cả mọi người' })).toBeInTheDocument();
    unmount();
    renderRoutes([{ path: '/', element: <HeaderNotifications canBroadcast={false} /> }], '/', { env: 'test' });
    expect(screen.queryByRole('button', { name: 'Gửi thông báo đến tất cả' })).toBeNull();
    await user.click(await arrivedMenuButton('Thông báo (0 chưa đọc)'));
    expect(await screen.findByRole('menuitem', { name: 'Xem tất cả' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Gửi thông báo đến tất cả' })).toBeNull();
  });

  it('sent too fast (429): says in minutes how long to wait, and keeps the text and the dialog', async () => {
    const user = userEvent.setup();
    stubFetchRoutes({ ...LATEST, 'POST /api/userannouncements/all': tooFast(120) });
    renderButton();
    await user.click(screen.getByRole('button', { name: 'Gửi thông báo đến tất cả' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Nội dung thông báo/), 'Lớp nghỉ chiều nay');
    await user.click(within(dialog).getByRole('button', { name: 'Gửi' }));
    expect(
      (await within(dialog).findByText('Bạn gửi quá nhanh, vui lòng thử lại sau 2 phút.')).closest('[role="alert"]'),
    ).not.toBeNull();
    expect(within(dialog).getByLabelText(/Nội dung thông báo/)).toHaveValue('Lớp nghỉ chiều nay');
  });

  it('shows the spec fallback when sending fails without a server message', async () => {
    const user = userEvent.setup();
    stubFetchRoutes({ ...LATEST, 'POST /api/userannouncements/all': { status: 502, body: {} } });
    renderButton();
    await user.click(screen.getByRole('button', { name: 'Gửi thông báo đến tất cả' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Nội dung thông báo/), 'Xin chào');
    await user.click(within(dialog).getByRole('button', { name: 'Gửi' }));
    expect(await within(dialog).findByText('Lỗi khi gửi thông báo đến tất cả!')).toBeInTheDocument();
  });

  it('is fetched when first opened; closed with Escape it gives the focus back to its button and keeps the text for the next time', async () => {
    const user = userEvent.setup();
    stubFetchRoutes(LATEST);
    renderButton();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Gửi thông báo đến tất cả' });
    await user.click(button);
    const content = within(await screen.findByRole('dialog')).getByLabelText(/Nội dung thông báo/);
    await user.type(content, 'Nghỉ học chiều nay');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
    await user.click(button);
    expect(within(await screen.findByRole('dialog')).getByLabelText(/Nội dung thông báo/)).toHaveValue(
      'Nghỉ học chiều nay',
    );
  });
});
