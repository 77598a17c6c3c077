import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChatMessage } from '@netclass/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { saveSession } from '../../../lib/session';
import { buildChatMessage } from '../../../test/communication-fixtures';
import { fakeSocket } from '../../../test/fake-socket';
import { stubFetchRoutes, tooFast } from '../../../test/fetch-routes';
import { renderRoutes } from '../../../test/render';
import { ChatRoom } from './chat-room';

vi.mock('../../../lib/socket', async () => (await import('../../../test/fake-socket')).fakeSocketModule);

const ME = 20210001;
const renderChat = () =>
  renderRoutes([{ path: '/chat', element: <ChatRoom currentUserId={ME} /> }], '/chat', { env: 'test' });
const historyRoute = (messages: ChatMessage[], has_more = false) => ({
  'GET /api/messages': { body: { messages, has_more } },
});
const input = () => screen.getByRole('textbox', { name: 'Nội dung tin nhắn' });
const sendButton = () => screen.getByRole('button', { name: 'Gửi tin nhắn' });
/** Lets TanStack Query deliver a cache change it schedules on a timer. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

/** Gives the message list the geometry a browser would (jsdom lays nothing out). */
function layOut(log: HTMLElement, geometry: { scrollHeight: number; clientHeight: number; scrollTop: number }) {
  const box = { ...geometry };
  Object.defineProperty(log, 'scrollHeight', { configurable: true, get: () => box.scrollHeight });
  Object.defineProperty(log, 'clientHeight', { configurable: true, get: () => box.clientHeight });
  Object.defineProperty(log, 'scrollTop', {
    configurable: true,
    get: () => box.scrollTop,
    set: (value: number) => (box.scrollTop = value),
  });
  return box;
}

describe('ChatRoom', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('vi');
    saveSession({ token: 'tok', role: 'student' });
  });
  afterEach(() => fakeSocket.reset());

  it('in another room: its own history and live messages only, the newest shown marked read', async () => {
    const room = {
      id: 5,
      kind: 'course' as const,
      course_id: 3,
      course_name: 'Mạng máy tính',
      student_id: null,
      student_name: null,
      unread: 2,
    };
    const calls = stubFetchRoutes({
      'GET /api/chat/rooms/5/messages': {
        body: { messages: [buildChatMessage({ id: 40, content: 'Trong học phần' })], has_more: false },
      },
      'PUT /api/chat/rooms/5/read': { status: 204, body: null },
    });
    renderRoutes(
      [{ path: '/chat', element: <ChatRoom currentUserId={ME} room={room} label="Tin nhắn: Mạng máy tính" /> }],
      '/chat',
      { env: 'test' },
    );
    expect(await screen.findByText('Trong học phần')).toBeInTheDocument();
    expect(screen.getByRole('log', { name: 'Tin nhắn: Mạng máy tính' })).toBeInTheDocument();
    await waitFor(() =>
      expect(calls).toContainEqual({ method: 'PUT', url: '/api/chat/rooms/5/read', body: { last_read_id: 40 } }),
    );

    act(() =>
      fakeSocket.fire('roomMessage', { room_id: 6, message: buildChatMessage({ id: 41, content: 'Phòng khác' }) }),
    );
    act(() => fakeSocket.fire('newMessage', buildChatMessage({ id: 42, content: 'Cả lớp' })));
    act(() =>
      fakeSocket.fire('roomMessage', {
        room_id: 5,
        message: buildChatMessage({ id: 43, content: 'Mới trong học phần' }),
      }),
    );
    expect(await screen.findByText('Mới trong học phần')).toBeInTheDocument();
    act(() =>
      fakeSocket.fire('roomMessage', { room_id: 5, message: buildChatMessage({ id: 44, content: 'Ngay sau đó' }) }),
    );
    expect(await screen.findByText('Ngay sau đó')).toBeInTheDocument();
    expect(screen.queryByText('Phòng khác')).toBeNull();
    expect(screen.queryByText('Cả lớp')).toBeNull();
    // Messages in quick succession: one marker, the newest.
    await waitFor(() =>
      expect(calls).toContainEqual({ method: 'PUT', url: '/api/chat/rooms/5/read', body: { last_read_id: 44 } }),
    );
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(2);
    expect(fakeSocket.emit).not.toHaveBeenCalledWith('joinRoom', expect.anything(), expect.anything());
  });

  it('shows own messages on the other side, names with the fallback, times the Vietnamese way', async () => {
    stubFetchRoutes(
      historyRoute([
        buildChatMessage({ id: 1, sender_id: ME, sender_name: 'Nguyễn Thị Lan', content: 'Chào cả lớp' }),
        buildChatMessage({ id: 2, sender_id: null, sender_name: 'User', content: 'Tin từ tài khoản đã xóa' }),
        buildChatMessage({ id: 3, content: '<b>không đậm</b>' }),
      ]),
    );
    renderChat();
    const own = await screen.findByRole('article', { name: 'Tin nhắn của bạn' });
    expect(own).toHaveAttribute('data-own');
    expect(within(own).getByText('Chào cả lớp')).toBeInTheDocument();
    expect(within(own).getByText('08:01 01/09/2026')).toBeInTheDocument();
    const orphan = screen.getByRole('article', { name: 'Tin nhắn của Người dùng' });
    expect(orphan).not.toHaveAttribute('data-own');
    expect(within(orphan).getByText('Người dùng')).toBeInTheDocument();
    const markup = screen.getByRole('article', { name: 'Tin nhắn của Lê Văn Hùng' });
    expect(markup.querySelector('b')).toBeNull();
    expect(within(markup).getByText('<b>không đậm</b>')).toBeInTheDocument();
  });

  it('keeps send disabled while the text is blank; Enter sends, Shift+Enter starts a new line', async () => {
    const sent = buildChatMessage({ id: 7, sender_id: ME, content: 'Dòng 1\nDòng 2', can_delete: true });
    const calls = stubFetchRoutes({
      ...historyRoute([]),
      'POST /api/messages': { status: 201, body: { chat_message: sent } },
    });
    renderChat();
    await screen.findByText('Chưa có tin nhắn nào. Hãy bắt đầu cuộc trò chuyện!');
    expect(sendButton()).toBeDisabled();
    await userEvent.type(input(), '   ');
    expect(sendButton()).toBeDisabled();
    await userEvent.type(input(), '{Enter}');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await userEvent.clear(input());
    await userEvent.type(input(), 'Dòng 1{Shift>}{Enter}{/Shift}Dòng 2');
    expect(input()).toHaveValue('Dòng 1\nDòng 2');
    expect(sendButton()).toBeEnabled();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    await userEvent.type(input(), '{Enter}');
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ content: 'Dòng 1\nDòng 2' });
    expect(await screen.findByRole('article', { name: 'Tin nhắn của bạn' })).toBeInTheDocument();
    expect(input()).toHaveValue('');
  });

  it('adds each message once: the POST answer and newMessage bring the same id', async () => {
    const sent = buildChatMessage({ id: 7, sender_id: ME, content: 'Xin chào', can_delete: true });
    stubFetchRoutes({
      ...historyRoute([buildChatMessage({ id: 5 })]),
      'POST /api/messages': { status: 201, body: { chat_message: sent } },
    });
    renderChat();
    await screen.findByText('Tin nhắn 5');
    // The event overtakes the answer, as it may.
    act(() => fakeSocket.fire('newMessage', sent));
    await userEvent.type(input(), 'Xin chào{Enter}');
    await waitFor(() => expect(input()).toHaveValue(''));
    act(() => fakeSocket.fire('newMessage', sent));
    act(() => fakeSocket.fire('newMessage', buildChatMessage({ id: 8, content: 'Tin của Hùng' })));
    expect(await screen.findByText('Tin của Hùng')).toBeInTheDocument();
    expect(screen.getAllByText('Xin chào')).toHaveLength(1);
    expect(screen.getAllByRole('article').map((item) => item.getAttribute('data-message-id'))).toEqual(['5', '7', '8']);
  });

  it('removes a message deleted live', async () => {
    stubFetchRoutes(historyRoute([buildChatMessage({ id: 1 }), buildChatMessage({ id: 2 })]));
    renderChat();
    await screen.findByText('Tin nhắn 2');
    act(() => fakeSocket.fire('deleteMessage', { id: 1 }));
    await waitFor(() => expect(screen.queryByText('Tin nhắn 1')).toBeNull());
    expect(screen.getByText('Tin nhắn 2')).toBeInTheDocument();
  });

  it('deletes after confirmation where the server allows it', async () => {
    const calls = stubFetchRoutes({
      ...historyRoute([buildChatMessage({ id: 1, sender_id: ME, can_delete: true }), buildChatMessage({ id: 2 })]),
      'DELETE /api/messages/1': { body: { message: 'Đã xóa tin nhắn.' } },
    });
    renderChat();
    const other = await screen.findByRole('article', { name: 'Tin nhắn của Lê Văn Hùng' });
    expect(within(other).queryByRole('button', { name: 'Xóa tin nhắn' })).toBeNull();
    await userEvent.click(
      within(screen.getByRole('article', { name: 'Tin nhắn của bạn' })).getByRole('button', { name: 'Xóa tin nhắn' }),
    );
    // The dialogs' code is fetched with the first one (app/deferred-modals).
    expect(await screen.findByText('Bạn có chắc chắn muốn xóa tin nhắn này?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Xóa' }));
    await waitFor(() => expect(screen.queryByText('Tin nhắn 1')).toBeNull());
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
  });

  it('puts an older page on top when scrolled up, keeping the view where it was', async () => {
    const calls = stubFetchRoutes({
      ...historyRoute([buildChatMessage({ id: 51 }), buildChatMessage({ id: 52 })], true),
      'GET /api/messages?before=51': {
        body: { messages: [buildChatMessage({ id: 49 }), buildChatMessage({ id: 50 })], has_more: false },
      },
    });
    renderChat();
    await screen.findByText('Tin nhắn 52');
    const log = screen.getByRole('log', { name: 'Tin nhắn của lớp' });
    const box = layOut(log, { scrollHeight: 1000, clientHeight: 400, scrollTop: 600 });

    box.scrollTop = 30;
    fireEvent.scroll(log);
    // The older page will make the content 600 px taller.
    box.scrollHeight = 1600;
    expect(await screen.findByText('Tin nhắn 49')).toBeInTheDocument();
    expect(calls.map((call) => call.url)).toContain('/api/messages?before=51');
    expect(box.scrollTop).toBe(630);
    expect(screen.getAllByRole('article').map((item) => item.getAttribute('data-message-id'))).toEqual([
      '49',
      '50',
      '51',
      '52',
    ]);
    expect(screen.getByText('Đây là tin nhắn đầu tiên của lớp.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tải tin nhắn cũ hơn' })).toBeNull();
  });

  it('follows new messages only when the reader is at the bottom', async () => {
    stubFetchRoutes(historyRoute([buildChatMessage({ id: 1 })]));
    renderChat();
    await screen.findByText('Tin nhắn 1');
    const log = screen.getByRole('log');
    const box = layOut(log, { scrollHeight: 1000, clientHeight: 400, scrollTop: 600 });
    fireEvent.scroll(log);

    box.scrollHeight = 1100;
    act(() => fakeSocket.fire('newMessage', buildChatMessage({ id: 2 })));
    await screen.findByText('Tin nhắn 2');
    expect(box.scrollTop).toBe(1100);

    box.scrollTop = 100;
    fireEvent.scroll(log);
    box.scrollHeight = 1200;
    act(() => fakeSocket.fire('newMessage', buildChatMessage({ id: 3 })));
    await screen.findByText('Tin nhắn 3');
    expect(box.scrollTop).toBe(100);
    await userEvent.click(screen.getByRole('button', { name: 'Có tin nhắn mới' }));
    expect(box.scrollTop).toBe(1200);
    expect(screen.queryByRole('button', { name: 'Có tin nhắn mới' })).toBeNull();
  });

  it('counts characters as the user types and says why send is disabled: blank, or over the limit (the text is kept)', async () => {
    const calls = stubFetchRoutes(historyRoute([]));
    renderChat();
    await screen.findByText('Chưa có tin nhắn nào. Hãy bắt đầu cuộc trò chuyện!');
    const reason = () => document.getElementById(sendButton().getAttribute('aria-describedby') ?? '');
    expect(screen.getByText('0/1000 ký tự')).toBeInTheDocument();
    expect(sendButton()).toBeDisabled();
    expect(reason()).toHaveTextContent('Vui lòng nhập nội dung tin nhắn.');

    fireEvent.change(input(), { target: { value: 'Xin chào' } });
    expect(screen.getByText('8/1000 ký tự')).toBeInTheDocument();
    expect(sendButton()).toBeEnabled();

    fireEvent.change(input(), { target: { value: 'a'.repeat(1001) } });
    expect(sendButton()).toBeDisabled();
    expect(reason()).toHaveTextContent('Dài hơn giới hạn 1 ký tự, hãy rút gọn để gửi.');
    expect(reason()).toHaveTextContent('1001/1000 ký tự');
    expect(input()).toHaveValue('a'.repeat(1001));
    await userEvent.type(input(), '{Enter}');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('shows the translated text for a refused message, and the fallbacks when the server says nothing', async () => {
    let answer = {
      status: 400,
      body: { message: 'Vui lòng nhập nội dung tin nhắn.', code: 'MESSAGE_CONTENT_REQUIRED' },
    };
    stubFetchRoutes({ ...historyRoute([]), 'POST /api/messages': () => answer });
    await i18n.changeLanguage('en');
    renderChat();
    await screen.findByText('No messages yet. Start the conversation!');
    const box = screen.getByRole('textbox', { name: 'Message' });
    await userEvent.type(box, 'x{Enter}');
    expect(await screen.findByText('Please enter the message content.')).toBeInTheDocument();
    answer = { status: 500, body: {} as never };
    await userEvent.type(box, '{Enter}');
    expect(await screen.findByText('Error sending the message!')).toBeInTheDocument();
    expect(box).toHaveValue('x');
  });

  it("puts the server's refusal of the text on the field, in the reader's language, until the text changes", async () => {
    stubFetchRoutes({
      ...historyRoute([]),
      'POST /api/messages': {
        status: 400,
        // Worded in Vietnamese on purpose: the web words it from the key and its values.
        body: {
          message: 'Tin nhắn tối đa 1000 ký tự.',
          code: 'TEXT_TOO_LONG',
          key: 'chat.tooLong',
          params: { max: 1000 },
          field: 'content',
        },
      },
    });
    await i18n.changeLanguage('en');
    renderChat();
    await screen.findByText('No messages yet. Start the conversation!');
    const box = screen.getByRole('textbox', { name: 'Message' });
    await userEvent.type(box, 'x{Enter}');
    await waitFor(() => expect(box).toHaveAttribute('aria-invalid', 'true'));
    expect(box).toHaveAccessibleDescription(/A message can have at most 1000 characters\./);
    expect(box.closest('form')?.querySelector('[role="alert"]')).toBeNull();
    await userEvent.type(box, 'y');
    expect(box).not.toHaveAttribute('aria-invalid');
    expect(box).toHaveValue('xy');
  });

  it('sent too fast (429): says how long to wait next to the composer and keeps the text until a send goes through', async () => {
    const sent = buildChatMessage({ id: 9, content: 'Ai có slide bài 3 không?', sender_id: ME });
    let answer: () => Response | { status: number; body: unknown } = tooFast(3);
    stubFetchRoutes({ ...historyRoute([]), 'POST /api/messages': () => answer() });
    renderChat();
    await userEvent.type(input(), 'Ai có slide bài 3 không?{Enter}');
    expect(await screen.findByText('Bạn gửi quá nhanh, vui lòng thử lại sau 3 giây.')).toHaveAttribute('role', 'alert');
    expect(input()).toHaveValue('Ai có slide bài 3 không?');

    answer = () => ({ status: 201, body: { chat_message: sent } });
    await userEvent.click(sendButton());
    await waitFor(() => expect(input()).toHaveValue(''));
    expect(screen.queryByText(/Bạn gửi quá nhanh/)).toBeNull();
  });

  it("shows 'Lỗi khi tải tin nhắn!' when the history cannot be loaded", async () => {
    stubFetchRoutes({ 'GET /api/messages': { status: 500, body: {} } });
    renderChat();
    expect(await screen.findByText('Lỗi khi tải tin nhắn!')).toBeInTheDocument();
    await settle();
  });
});
