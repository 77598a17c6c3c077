import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChatRoom } from '@netclass/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { clearSession, saveSession } from '../../lib/session';
import { buildChatMessage, buildProfile } from '../../test/communication-fixtures';
import { fakeSocket } from '../../test/fake-socket';
import { stubFetchRoutes } from '../../test/fetch-routes';
import { renderRoutes } from '../../test/render';
import { ChatPage } from './chat-page';

vi.mock('../../lib/socket', async () => (await import('../../test/fake-socket')).fakeSocketModule);

const renderPage = (url = '/chat') =>
  renderRoutes(
    [
      { path: '/chat', element: <ChatPage /> },
      { path: '/login', element: <p>Trang đăng nhập</p> },
    ],
    url,
  );
const classRoom: ChatRoom = {
  id: 1,
  kind: 'class',
  course_id: null,
  course_name: null,
  student_id: null,
  student_name: null,
  unread: 0,
};
const courseRoom: ChatRoom = {
  id: 2,
  kind: 'course',
  course_id: 7,
  course_name: 'Mạng máy tính',
  student_id: null,
  student_name: null,
  unread: 0,
};
const question: ChatRoom = {
  id: 3,
  kind: 'question',
  course_id: 7,
  course_name: 'Mạng máy tính',
  student_id: 20210001,
  student_name: 'An',
  unread: 0,
};

// The modal and its select render slowly under a loaded machine (as the lesson admin's forms do).
describe('ChatPage', { timeout: 15_000 }, () => {
  beforeEach(async () => {
    await i18n.changeLanguage('vi');
  });
  afterEach(() => fakeSocket.reset());

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
      'GET /api/chat/rooms': { body: { rooms: [classRoom] } },
      'PUT /api/chat/rooms/1/read': { status: 204, body: null },
      'GET /api/messages': {
        body: {
          messages: [buildChatMessage({ id: 1, sender_id: 20210001, content: 'Của tôi' }), buildChatMessage({ id: 2 })],
          has_more: false,
        },
      },
    });
    renderPage('/chat?room=1');
    expect(await screen.findByRole('article', { name: 'Tin nhắn của bạn' })).toHaveTextContent('Của tôi');
    expect(screen.getByRole('article', { name: 'Tin nhắn của Lê Văn Hùng' })).toBeInTheDocument();
  });

  it('on a phone: the rooms with their badges first, every room joined; a live message raises a badge; opening a room clears it', async () => {
    saveSession({ token: 'tok', role: 'student' });
    const calls = stubFetchRoutes({
      'GET /api/user/profile': { body: { user: buildProfile({ id: 20210001 }) } },
      'GET /api/chat/rooms': { body: { rooms: [classRoom, { ...courseRoom, unread: 100 }, question] } },
      'GET /api/chat/rooms/3/messages': {
        body: { messages: [buildChatMessage({ id: 9, content: 'Thưa cô' })], has_more: false },
      },
      'PUT /api/chat/rooms/3/read': { status: 204, body: null },
    });
    renderPage();
    const rooms = await screen.findByRole('navigation', { name: 'Phòng trò chuyện' });
    expect(within(rooms).getByRole('link', { name: /Cả lớp/ })).toBeInTheDocument();
    expect(within(rooms).getByRole('link', { name: /^Mạng máy tính\s*\(100 tin chưa đọc\)$/ })).toHaveTextContent(
      '99+',
    );
    expect(screen.queryByRole('log')).toBeNull();
    for (const request of [{ room: 'chat' }, { chatRoomId: 2 }, { chatRoomId: 3 }])
      expect(fakeSocket.emit).toHaveBeenCalledWith('joinRoom', request, expect.any(Function));

    act(() => fakeSocket.fire('roomMessage', { room_id: 3, message: buildChatMessage({ id: 10 }) }));
    act(() =>
      fakeSocket.fire('roomMessage', { room_id: 3, message: buildChatMessage({ id: 11, sender_id: 20210001 }) }),
    );
    const questionLink = await within(rooms).findByRole('link', {
      name: /^Hỏi giảng viên · Mạng máy tính\s*\(1 tin chưa đọc\)$/,
    });
    expect(questionLink).toHaveTextContent('1');

    await userEvent.click(questionLink);
    expect(await screen.findByText('Thưa cô')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Hỏi giảng viên · Mạng máy tính' })).toBeInTheDocument();
    await waitFor(() =>
      expect(calls).toContainEqual({ method: 'PUT', url: '/api/chat/rooms/3/read', body: { last_read_id: 9 } }),
    );
    await userEvent.click(screen.getByRole('link', { name: 'Danh sách phòng' }));
    const back = await screen.findByRole('navigation', { name: 'Phòng trò chuyện' });
    expect(within(back).getByRole('link', { name: 'Hỏi giảng viên · Mạng máy tính' })).toBeInTheDocument();
  });

  it('a student asks the teachers of a course privately, then sees the question room', async () => {
    saveSession({ token: 'tok', role: 'student' });
    const asked = buildChatMessage({ id: 12, sender_id: 20210001, content: 'Em hỏi bài 3' });
    let listed = [classRoom, courseRoom];
    const calls = stubFetchRoutes({
      'GET /api/user/profile': { body: { user: buildProfile({ id: 20210001 }) } },
      'GET /api/chat/rooms': () => ({ body: { rooms: listed } }),
      'POST /api/chat/questions': () => {
        listed = [classRoom, courseRoom, question];
        return { status: 201, body: { room_id: 3, chat_message: asked } };
      },
      'GET /api/chat/rooms/3/messages': { body: { messages: [asked], has_more: false } },
      'PUT /api/chat/rooms/3/read': { status: 204, body: null },
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Hỏi riêng giảng viên' }));
    const dialog = await screen.findByRole('dialog', { name: 'Câu hỏi riêng cho giảng viên' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Gửi câu hỏi' }));
    expect(await within(dialog).findByText('Vui lòng nhập nội dung tin nhắn.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('textbox', { name: /Câu hỏi/ }));
    await userEvent.paste('Em hỏi bài 3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Gửi câu hỏi' }));
    expect(await screen.findByRole('heading', { name: 'Hỏi giảng viên · Mạng máy tính' })).toBeInTheDocument();
    expect(calls).toContainEqual({
      method: 'POST',
      url: '/api/chat/questions',
      body: { course_id: 7, content: 'Em hỏi bài 3' },
    });
  });
});
