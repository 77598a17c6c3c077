import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { clearSession, saveSession } from '../../lib/session';
import { buildChatMessage, buildProfile } from '../../test/communication-fixtures';
import { stubFetchRoutes } from '../../test/fetch-routes';
import { renderRoutes } from '../../test/render';
import { ChatPage } from './chat-page';

vi.mock('../../lib/socket', async () => (await import('../../test/fake-socket')).fakeSocketModule);

const renderPage = () =>
  renderRoutes(
    [
      { path: '/chat', element: <ChatPage /> },
      { path: '/login', element: <p>Trang đăng nhập</p> },
    ],
    '/chat',
  );

describe('ChatPage', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('vi');
  });

  it('asks a signed-out visitor to log in, with a link, and loads nothing', async () => {
    clearSession();
    const calls = stubFetchRoutes({});
    renderPage();
    expect(screen.getByRole('heading', { name: 'Tin nhắn' })).toBeInTheDocument();
    const prompt = screen.getByRole('note');
    expect(prompt).toHaveTextContent('Vui lòng đăng nhập để xem và gửi tin nhắn.');
    expect(screen.getByRole('link', { name: 'đăng nhập' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it("tells the reader's own messages by the profile's id", async () => {
    saveSession({ token: 'tok', role: 'student' });
    stubFetchRoutes({
      'GET /api/user/profile': { body: { user: buildProfile({ id: 20210001 }) } },
      'GET /api/messages': {
        body: { messages: [buildChatMessage({ id: 1, sender_id: 20210001, content: 'Của tôi' }), buildChatMessage({ id: 2 })], has_more: false },
      },
    });
    renderPage();
    expect(await screen.findByRole('article', { name: 'Tin nhắn của bạn' })).toHaveTextContent('Của tôi');
    expect(screen.getByRole('article', { name: 'Tin nhắn của Lê Văn Hùng' })).toBeInTheDocument();
  });
});
