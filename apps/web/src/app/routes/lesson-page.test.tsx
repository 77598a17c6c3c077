import { act, screen, waitFor, within } from '@testing-library/react';
import type { Material } from '@netclass/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { saveSession } from '../../lib/session';
import { buildLesson, buildLessonDetail, buildMaterial } from '../../test/content-fixtures';
import { stubFetchRoutes } from '../../test/fetch-routes';
import { renderRoutes } from '../../test/render';
import { LessonPage } from './lesson-page';

/** A socket the test drives: records emits, delivers server events to the page's listeners. */
const fake = vi.hoisted(() => {
  type Listener = (...args: unknown[]) => void;
  const listeners = new Map<string, Set<Listener>>();
  const socket = {
    connected: true,
    emit: vi.fn(),
    on(event: string, listener: Listener) {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event)?.add(listener);
      return socket;
    },
    off(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener);
      return socket;
    },
  };
  const fire = (event: string, ...args: unknown[]) => listeners.get(event)?.forEach((listener) => listener(...args));
  return { socket, fire, listeners };
});

vi.mock('../../lib/socket', () => ({
  getSocket: () => fake.socket,
  offlineSince: () => 0,
  subscribeSocket: () => () => {},
  connectSocket: vi.fn(),
  disconnectSocket: vi.fn(),
}));

const lessonRoutes = (materials: Material[]) =>
  stubFetchRoutes({
    'GET /api/lessons/details/1': { body: { lesson: buildLessonDetail({ id: 1, title: 'Mô hình OSI' }) } },
    'GET /api/materials?lesson_id=1': { body: { materials, can_manage: false } },
    'GET /api/lessons/101': {
      body: {
        course: { id: 101, name: 'Mạng máy tính', category_id: 1 },
        lessons: [buildLesson({ id: 1, order_num: 1 }), buildLesson({ id: 2, title: 'Địa chỉ IP', order_num: 2 })],
        can_manage: false,
      },
    },
  });

const renderLesson = (path = '/lesson/1') =>
  renderRoutes([{ path: '/lesson/:lessonId', element: <LessonPage /> }], path);

describe('LessonPage', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('vi');
    saveSession({ token: 'tok', role: 'student' });
    fake.socket.emit.mockClear();
    fake.socket.connected = true;
  });
  afterEach(() => fake.listeners.clear());

  it('shows the title and the content as the server rendered it (a heading under the title; raw HTML stays text)', async () => {
    lessonRoutes([]);
    renderLesson();
    expect(await screen.findByRole('heading', { level: 1, name: 'Mô hình OSI' })).toBeInTheDocument();
    const content = screen.getByTestId('lesson-content');
    expect(within(content).getByRole('heading', { level: 3, name: 'Cấu hình' })).toBeInTheDocument();
    expect(content).toHaveTextContent('Dòng hai <b>không in đậm</b>.');
    expect(content.querySelector('b')).toBeNull();
    expect(await screen.findByRole('link', { name: /Bài tiếp theo: Địa chỉ IP/ })).toHaveAttribute('href', '/lesson/2');
    expect(screen.queryByText(/Tiến độ học tập sẽ không được lưu/)).not.toBeInTheDocument();
  });

  it('applies materialCreated and materialDeleted of the course room to the list', async () => {
    lessonRoutes([buildMaterial({ id: 1, title: 'Bài giảng PDF' })]);
    const { unmount } = renderLesson();
    expect(await screen.findByText('Bài giảng PDF')).toBeInTheDocument();
    await waitFor(() =>
      expect(fake.socket.emit).toHaveBeenCalledWith('joinRoom', { courseId: 101 }, expect.any(Function)),
    );

    act(() =>
      fake.fire(
        'materialCreated',
        buildMaterial({ id: 2, title: 'Video mới', file_type: 'video', file_ext: 'mp4', file_name: 'video.mp4' }),
      ),
    );
    expect(await screen.findByText('Video mới')).toBeInTheDocument();
    // The same event twice (e.g. after a reconnect) adds nothing.
    act(() =>
      fake.fire('materialCreated', buildMaterial({ id: 2, title: 'Video mới', file_type: 'video', file_ext: 'mp4' })),
    );
    expect(screen.getAllByText('Video mới')).toHaveLength(1);
    // Another lesson's material is not this lesson's.
    act(() => fake.fire('materialCreated', buildMaterial({ id: 3, lesson_id: 2, title: 'Của bài khác' })));

    act(() => fake.fire('materialDeleted', { id: 1, lesson_id: 1 }));
    await waitFor(() => expect(screen.queryByText('Bài giảng PDF')).not.toBeInTheDocument());
    expect(screen.queryByText('Của bài khác')).not.toBeInTheDocument();
    expect(screen.getByText('Video mới')).toBeInTheDocument();

    unmount();
    expect(fake.socket.emit).toHaveBeenCalledWith('leaveRoom', { courseId: 101 });
  });

  it('joins the course room again after a reconnect', async () => {
    lessonRoutes([]);
    renderLesson();
    await waitFor(() =>
      expect(fake.socket.emit).toHaveBeenCalledWith('joinRoom', { courseId: 101 }, expect.any(Function)),
    );
    fake.socket.emit.mockClear();
    act(() => fake.fire('connect'));
    expect(fake.socket.emit).toHaveBeenCalledWith('joinRoom', { courseId: 101 }, expect.any(Function));
  });

  it('opens pdf and video in the viewer, other files directly, each in a new tab', async () => {
    lessonRoutes([
      buildMaterial({ id: 1, title: 'PDF' }),
      buildMaterial({ id: 2, title: 'Video', file_type: 'video', file_ext: 'mp4', file_name: 'v.mp4' }),
      buildMaterial({
        id: 3,
        title: 'Lab',
        file_type: 'pkt',
        file_ext: 'pkt',
        file_name: 'lab.pkt',
        url: '/api/files/t3/lab.pkt',
      }),
    ]);
    renderLesson();
    const pdf = await screen.findByRole('link', { name: /^PDF/ });
    expect(pdf).toHaveAttribute('href', '/lesson/1/material/1');
    expect(pdf).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: /^Video/ })).toHaveAttribute('href', '/lesson/1/material/2');
    const lab = screen.getByRole('link', { name: /^Lab/ });
    expect(lab).toHaveAttribute('href', '/api/files/t3/lab.pkt');
    expect(lab).toHaveAttribute('target', '_blank');
  });

  it('tells staff they view under their role and progress is not saved', async () => {
    saveSession({ token: 'tok', role: 'teacher' });
    lessonRoutes([]);
    renderLesson();
    expect(
      await screen.findByText('Bạn đang xem bài học với vai trò Giáo viên. Tiến độ học tập sẽ không được lưu.'),
    ).toBeInTheDocument();
  });

  it.each(['/lesson/abc', '/lesson/0', '/lesson/2147483648'])('says %s is not a lesson', async (path) => {
    const calls = lessonRoutes([]);
    renderLesson(path);
    expect(await screen.findByText('Không tìm thấy bài học hoặc bài học không hợp lệ.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('says an unknown lesson is not found, and a failure to load to try later', async () => {
    stubFetchRoutes({ 'GET /api/lessons/details/1': { status: 404, body: { message: 'x', code: 'NOT_FOUND' } } });
    const first = renderLesson();
    expect(await screen.findByText('Không tìm thấy bài học hoặc bài học không hợp lệ.')).toBeInTheDocument();
    first.unmount();
    stubFetchRoutes({ 'GET /api/lessons/details/1': { status: 500, body: {} } });
    renderLesson();
    expect(await screen.findByText('Không thể tải thông tin bài học. Vui lòng thử lại sau.')).toBeInTheDocument();
  });

  it('fetches only the lesson the reader stops on when moving quickly (500 ms debounce)', async () => {
    const calls = stubFetchRoutes(
      Object.fromEntries(
        [1, 2, 3, 4].map((id) => [
          `GET /api/lessons/details/${id}`,
          { body: { lesson: buildLessonDetail({ id, title: `Bài ${id}` }) } },
        ]),
      ),
    );
    const { router } = renderLesson();
    expect(await screen.findByRole('heading', { name: 'Bài 1' })).toBeInTheDocument();
    await act(() => router.navigate('/lesson/2'));
    await act(() => router.navigate('/lesson/3'));
    await act(() => router.navigate('/lesson/4'));
    expect(await screen.findByRole('heading', { name: 'Bài 4' }, { timeout: 2000 })).toBeInTheDocument();
    const fetched = calls.filter((call) => call.url.startsWith('/api/lessons/details/')).map((call) => call.url);
    expect(fetched).not.toContain('/api/lessons/details/3');
    expect(fetched.at(-1)).toBe('/api/lessons/details/4');
  });
});
