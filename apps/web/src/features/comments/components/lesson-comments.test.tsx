import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Comment } from '@netclass/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { clearSession, saveSession } from '../../../lib/session';
import { buildComment } from '../../../test/communication-fixtures';
import { fakeSocket } from '../../../test/fake-socket';
import { stubFetchRoutes, tooFast } from '../../../test/fetch-routes';
import { renderRoutes } from '../../../test/render';
import { LessonComments } from './lesson-comments';

vi.mock('../../../lib/socket', async () => (await import('../../../test/fake-socket')).fakeSocketModule);

const renderComments = () =>
  renderRoutes(
    [
      { path: '/lesson/:lessonId', element: <LessonComments lessonId={1} /> },
      { path: '/login', element: <p>Trang đăng nhập</p> },
    ],
    '/lesson/1',
    { env: 'test' },
  );

const FIRST_PAGE = 'GET /api/comments/lesson/1?limit=20';
const listRoute = (comments: Comment[], next_cursor: number | null = null) => ({
  [FIRST_PAGE]: { body: { comments, next_cursor } },
});
const article = (name: string) => screen.findByRole('article', { name: `Bình luận của ${name}` });

describe('LessonComments', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('vi');
    saveSession({ token: 'tok', role: 'student' });
  });
  afterEach(() => fakeSocket.reset());

  it('shows threads indented up to four levels, deeper replies say whom they answer', async () => {
    const names = ['An', 'Bình', 'Chi', 'Dũng', 'Giang', 'Hải', 'Khoa'];
    stubFetchRoutes(
      listRoute(
        names.map((name, index) =>
          buildComment({ id: index + 1, parent_id: index === 0 ? null : index, user_name: name }),
        ),
      ),
    );
    const { container } = renderComments();
    expect(await article('Khoa')).toBeInTheDocument();
    // Reply containers of depth 0-3 are indented; those of depth 4 and deeper are not.
    expect(container.querySelectorAll('[data-indented]')).toHaveLength(4);
    expect(within(await article('Giang')).queryByText(/^Trả lời /, { selector: 'p' })).toBeNull();
    expect(within(await article('Hải')).getByText('Trả lời Giang')).toBeInTheDocument();
    expect(within(await article('Khoa')).getByText('Trả lời Hải')).toBeInTheDocument();
    // Vietnamese 24-hour time in Vietnam's zone (01:07 UTC is 08:07).
    expect(within(await article('Khoa')).getByText('08:07 01/09/2026')).toBeInTheDocument();
  });

  it('keeps a deleted comment with replies as a placeholder, its replies still shown', async () => {
    stubFetchRoutes(
      listRoute([
        buildComment({ id: 1, deleted: true, content: '', user_name: 'An' }),
        buildComment({ id: 2, parent_id: 1, user_name: 'Bình', content: 'Câu trả lời vẫn còn' }),
      ]),
    );
    renderComments();
    expect(await screen.findByText('Bình luận này đã bị xóa.')).toBeInTheDocument();
    expect(screen.getByText('Câu trả lời vẫn còn')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Bình luận của An' })).toBeNull();
  });

  it('renders comment text as text, with only http(s) links', async () => {
    stubFetchRoutes(listRoute([buildComment({ id: 1, content: '<b>x</b> https://example.com/a' })]));
    renderComments();
    const comment = await article('Nguyễn Thị Lan');
    expect(comment.querySelector('b')).toBeNull();
    expect(within(comment).getByText('<b>x</b>', { exact: false })).toBeInTheDocument();
    expect(within(comment).getByRole('link', { name: 'https://example.com/a' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
  });

  it('refuses a blank comment with the spec message on the field, without calling the server', async () => {
    const calls = stubFetchRoutes(listRoute([]));
    renderComments();
    expect(await screen.findByText('Chưa có bình luận nào. Hãy là người đầu tiên bình luận!')).toBeInTheDocument();
    const field = screen.getByLabelText('Viết bình luận');
    await userEvent.type(field, '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Gửi bình luận' }));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(/Vui lòng nhập nội dung bình luận\./);
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    await userEvent.type(field, 'Hay');
    expect(field).not.toHaveAttribute('aria-invalid');
  });

  it('past the limit, send is disabled and the counter says why; the text is kept', async () => {
    const calls = stubFetchRoutes(listRoute([]));
    renderComments();
    await screen.findByText('Chưa có bình luận nào. Hãy là người đầu tiên bình luận!');
    expect(screen.getByText('0/2000 ký tự')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Viết bình luận'), { target: { value: 'b'.repeat(2003) } });
    const send = screen.getByRole('button', { name: 'Gửi bình luận' });
    expect(send).toBeDisabled();
    expect(document.getElementById(send.getAttribute('aria-describedby') ?? '')).toHaveTextContent(
      'Dài hơn giới hạn 3 ký tự, hãy rút gọn để gửi.2003/2000 ký tự',
    );
    expect(screen.getByLabelText('Viết bình luận')).toHaveValue('b'.repeat(2003));
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('adds a posted comment once, though the answer and the live event both bring it', async () => {
    const posted = buildComment({ id: 9, content: 'Bài giảng rất hay', can_delete: true });
    const calls = stubFetchRoutes({
      ...listRoute([]),
      'POST /api/comments': { status: 201, body: { comment: posted } },
    });
    renderComments();
    await userEvent.type(await screen.findByLabelText('Viết bình luận'), 'Bài giảng rất hay');
    await userEvent.click(screen.getByRole('button', { name: 'Gửi bình luận' }));
    expect(await screen.findByText('Bài giảng rất hay')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      lesson_id: 1,
      content: 'Bài giảng rất hay',
      parent_id: null,
    });
    expect(screen.getByLabelText('Viết bình luận')).toHaveValue('');
    act(() => fakeSocket.fire('newComment', { ...posted, content: 'Bài giảng rất hay!' }));
    // The event's copy replaces the answer's (same id), it is not added a second time.
    expect(await screen.findByText('Bài giảng rất hay!')).toBeInTheDocument();
    expect(screen.queryByText('Bài giảng rất hay')).toBeNull();
  });

  it('replies inline with parent_id', async () => {
    const parent = buildComment({ id: 1, user_name: 'Lê Văn Hùng', content: 'Ai giải thích giúp?' });
    const reply = buildComment({ id: 2, parent_id: 1, content: 'Mình giải thích nè', can_delete: true });
    const calls = stubFetchRoutes({
      ...listRoute([parent]),
      'POST /api/comments': { status: 201, body: { comment: reply } },
    });
    renderComments();
    await userEvent.click(within(await article('Lê Văn Hùng')).getByRole('button', { name: 'Trả lời Lê Văn Hùng' }));
    await userEvent.type(screen.getByLabelText('Trả lời bình luận của Lê Văn Hùng'), 'Mình giải thích nè');
    await userEvent.click(screen.getByRole('button', { name: 'Gửi trả lời' }));
    expect(await screen.findByText('Mình giải thích nè')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      lesson_id: 1,
      content: 'Mình giải thích nè',
      parent_id: 1,
    });
    expect(screen.queryByLabelText('Trả lời bình luận của Lê Văn Hùng')).toBeNull();
  });

  it('applies live comments and deletes of the open lesson only, each once', async () => {
    const calls = stubFetchRoutes(
      listRoute([
        buildComment({ id: 1, user_name: 'An', content: 'Gốc' }),
        buildComment({ id: 2, parent_id: 1, content: 'Con' }),
      ]),
    );
    renderComments();
    expect(await screen.findByText('Con')).toBeInTheDocument();

    act(() => {
      fakeSocket.fire('newComment', buildComment({ id: 3, parent_id: 2, content: 'Cháu' }));
      fakeSocket.fire('newComment', buildComment({ id: 3, parent_id: 2, content: 'Cháu' }));
      fakeSocket.fire('newComment', buildComment({ id: 4, lesson_id: 2, content: 'Bài khác' }));
    });
    expect(await screen.findAllByText('Cháu')).toHaveLength(1);
    expect(screen.queryByText('Bài khác')).toBeNull();

    // The root is deleted while it has replies: it stays as a placeholder.
    act(() => fakeSocket.fire('deleteComment', { id: 1, lesson_id: 1, removed_ids: [], kept_as_deleted: true }));
    expect(await screen.findByText('Bình luận này đã bị xóa.')).toBeInTheDocument();
    expect(screen.queryByText('Gốc')).toBeNull();
    // Another lesson's delete with the same ids changes nothing here.
    act(() => fakeSocket.fire('deleteComment', { id: 3, lesson_id: 2, removed_ids: [3], kept_as_deleted: false }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.getByText('Cháu')).toBeInTheDocument();
    // The last leaf goes, and the placeholders it leaves without replies go with it.
    act(() => fakeSocket.fire('deleteComment', { id: 3, lesson_id: 1, removed_ids: [3], kept_as_deleted: false }));
    act(() => fakeSocket.fire('deleteComment', { id: 2, lesson_id: 1, removed_ids: [2, 1], kept_as_deleted: false }));
    expect(await screen.findByText('Chưa có bình luận nào. Hãy là người đầu tiên bình luận!')).toBeInTheDocument();
    expect(screen.queryByText('Bình luận này đã bị xóa.')).toBeNull();

    // Events sent while the socket was away are lost: a reconnect loads the list again.
    act(() => fakeSocket.fire('disconnect'));
    act(() => fakeSocket.fire('connect'));
    await waitFor(() => expect(calls.filter((call) => call.url === '/api/comments/lesson/1?limit=20')).toHaveLength(2));
  });

  it('loads older threads on request; live comments and deletes reach whichever page holds them', async () => {
    const calls = stubFetchRoutes({
      ...listRoute([buildComment({ id: 5, user_name: 'Mới', content: 'Luồng mới' })], 5),
      'GET /api/comments/lesson/1?limit=20&before=5': {
        body: {
          comments: [
            buildComment({ id: 2, user_name: 'Cũ', content: 'Luồng cũ' }),
            buildComment({ id: 3, parent_id: 2, content: 'Trả lời cũ' }),
          ],
          next_cursor: null,
        },
      },
    });
    renderComments();
    expect(await screen.findByText('Luồng mới')).toBeInTheDocument();
    expect(screen.getByText('1+')).toBeInTheDocument();
    // A reply to a thread of a page not loaded yet waits for that page; nothing reloads.
    act(() => fakeSocket.fire('newComment', buildComment({ id: 6, parent_id: 2, content: 'Trả lời sớm' })));
    await userEvent.click(screen.getByRole('button', { name: 'Xem thêm bình luận' }));
    expect(await screen.findByText('Trả lời cũ')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Xem thêm bình luận' })).toBeNull();
    expect(screen.getByText('3')).toBeInTheDocument();
    // Threads newest first: the older page comes below.
    const threads = () =>
      within(screen.getByRole('list', { name: 'Bình luận' }))
        .getAllByRole('listitem')
        .filter((item) => item.parentElement?.getAttribute('aria-label') === 'Bình luận');
    expect(threads().map((item) => item.textContent)).toEqual([
      expect.stringContaining('Luồng mới'),
      expect.stringContaining('Luồng cũ'),
    ]);

    act(() => {
      fakeSocket.fire('newComment', buildComment({ id: 7, parent_id: 3, content: 'Trả lời trang hai' }));
      fakeSocket.fire('newComment', buildComment({ id: 8, content: 'Luồng mới nhất' }));
    });
    expect(await screen.findByText('Trả lời trang hai')).toBeInTheDocument();
    expect(threads().map((item) => item.textContent)).toEqual([
      expect.stringContaining('Luồng mới nhất'),
      expect.stringContaining('Luồng mới'),
      expect.stringMatching(/Luồng cũ.*Trả lời cũ.*Trả lời trang hai/),
    ]);
    act(() => fakeSocket.fire('deleteComment', { id: 7, lesson_id: 1, removed_ids: [7], kept_as_deleted: false }));
    await waitFor(() => expect(screen.queryByText('Trả lời trang hai')).toBeNull());
    expect(calls.filter((call) => call.url.startsWith('/api/comments/lesson/1'))).toHaveLength(2);
    // Every page loaded and a reply to a thread nowhere in them: the list is out of date.
    act(() => fakeSocket.fire('newComment', buildComment({ id: 9, parent_id: 1, content: 'Mồ côi' })));
    await waitFor(() => expect(calls.filter((call) => call.url.startsWith('/api/comments/lesson/1'))).toHaveLength(4));
  });

  it('deletes after confirmation, only where the server allows it', async () => {
    const calls = stubFetchRoutes({
      ...listRoute([
        buildComment({ id: 1, user_name: 'An', can_delete: true, content: 'Của tôi' }),
        buildComment({ id: 2, user_name: 'Bình', content: 'Của bạn' }),
      ]),
      'DELETE /api/comments/1': {
        body: { message: 'Đã xóa bình luận.', id: 1, lesson_id: 1, removed_ids: [1], kept_as_deleted: false },
      },
    });
    renderComments();
    expect(within(await article('Bình')).queryByRole('button', { name: /^Xóa/ })).toBeNull();
    await userEvent.click(within(await article('An')).getByRole('button', { name: 'Xóa bình luận của An' }));
    // The dialogs' code is fetched with the first one (app/deferred-modals).
    expect(await screen.findByText('Bạn có chắc chắn muốn xóa bình luận này?')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Xóa' }));
    await waitFor(() => expect(screen.queryByText('Của tôi')).toBeNull());
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
  });

  it('shows the spec fallbacks when loading or sending fails without a server message', async () => {
    stubFetchRoutes({ [FIRST_PAGE]: { status: 500, body: {} }, 'POST /api/comments': { status: 500, body: {} } });
    renderComments();
    expect(await screen.findByText('Lỗi khi tải bình luận!')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Viết bình luận'), 'Xin chào');
    await userEvent.click(screen.getByRole('button', { name: 'Gửi bình luận' }));
    expect(await screen.findByText('Lỗi khi gửi bình luận!')).toBeInTheDocument();
    expect(screen.getByLabelText('Viết bình luận')).toHaveValue('Xin chào');
  });

  it('sent too fast (429): says how long to wait under the form, in English too, and keeps the text', async () => {
    stubFetchRoutes({ ...listRoute([]), 'POST /api/comments': tooFast(6) });
    await i18n.changeLanguage('en');
    renderComments();
    const field = await screen.findByLabelText('Write a comment');
    await userEvent.type(field, 'Cho em hỏi về định tuyến tĩnh');
    await userEvent.click(screen.getByRole('button', { name: 'Post comment' }));
    expect(await screen.findByText('You are sending too fast, please try again in 6 seconds.')).toHaveAttribute(
      'role',
      'alert',
    );
    expect(field).toHaveValue('Cho em hỏi về định tuyến tĩnh');
  });

  it('asks anonymous visitors to log in instead of showing the form', async () => {
    clearSession();
    const calls = stubFetchRoutes(listRoute([]));
    renderComments();
    const prompt = await screen.findByRole('note');
    expect(prompt).toHaveTextContent('Vui lòng đăng nhập để xem và viết bình luận.');
    expect(within(prompt).getByRole('link', { name: 'đăng nhập' })).toHaveAttribute('href', '/login');
    expect(screen.queryByLabelText('Viết bình luận')).toBeNull();
    expect(calls).toHaveLength(0);
  });
});
