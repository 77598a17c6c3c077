import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import type { LessonProgress, Material, Profile } from '@netclass/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recordCompletion, resetPendingCompletions } from '../../features/progress/api/completion-queue';
import { i18n } from '../../lib/i18n';
import { clearSession, saveSession } from '../../lib/session';
import { buildLesson, buildLessonDetail, buildMaterial } from '../../test/content-fixtures';
import { describeCall, stubFetchRoutes, type FetchCall } from '../../test/fetch-routes';
import { fakeSocket as fake } from '../../test/fake-socket';
import { renderRoutes } from '../../test/render';
import { LessonPage } from './lesson-page';
import { MaterialViewerPage } from './content-pages';

vi.mock('../../lib/socket', async () => (await import('../../test/fake-socket')).fakeSocketModule);

const STUDENT = 20210003;
const profile = (role: Profile['role'], id = STUDENT): Profile => ({
  id,
  name: 'Phạm Thu Hà',
  username: String(id),
  email: null,
  role,
  must_change_password: false,
  can: { manage_roles: [], delete_users: false, broadcast_notifications: false },
});
const stored = (percentage: number): LessonProgress => ({
  studentId: STUDENT,
  lessonId: 1,
  progress_percentage: percentage,
  is_completed: percentage === 100,
  completed_at: percentage === 100 ? '2026-09-02T03:00:00.000Z' : null,
});
const pdf = (id: number, title = `Tài liệu ${id}`) => buildMaterial({ id, title, file_name: `tai-lieu-${id}.pdf` });

type Routes = Parameters<typeof stubFetchRoutes>[0];
function lessonRoutes({
  materials,
  completed = [],
  progress = stored(0),
  role = 'student',
  extra = {},
}: {
  materials: Material[];
  completed?: number[];
  progress?: LessonProgress;
  role?: Profile['role'];
  extra?: Routes;
}) {
  return stubFetchRoutes({
    'GET /api/user/profile': { body: { user: profile(role, role === 'student' ? STUDENT : 1001) } },
    'GET /api/lessons/details/1': { body: { lesson: buildLessonDetail({ id: 1, title: 'Mô hình OSI' }) } },
    'GET /api/materials?lesson_id=1': { body: { materials, can_manage: false } },
    'GET /api/lessons/101': {
      body: {
        course: { id: 101, name: 'Mạng máy tính', category_id: 1 },
        lessons: [buildLesson({ id: 1 })],
        can_manage: false,
      },
    },
    [`GET /api/material-completion/completed/${STUDENT}?lesson_id=1`]: {
      body: { student_id: STUDENT, lesson_id: 1, material_ids: completed },
    },
    [`GET /api/lesson-progress/${STUDENT}/1`]: { body: progress },
    'GET /api/comments/lesson/1?limit=20': { body: { comments: [], next_cursor: null } },
    ...extra,
  });
}

const renderLesson = () => renderRoutes([{ path: '/lesson/:lessonId', element: <LessonPage /> }], '/lesson/1');
const message = () => screen.findByTestId('lesson-progress-message');
const card = (title: string) => screen.findByRole('link', { name: new RegExp(`^${title}`) });
const posts = (calls: FetchCall[]) =>
  calls.filter((call) => call.method === 'POST' && call.url === '/api/material-completion/complete');
const puts = (calls: FetchCall[]) => calls.filter((call) => call.method === 'PUT');

/** Holds the answers to completions until the test lets them go (the call itself is recorded at once). */
function holdCompletions() {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const original = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const answer = original(input, init);
    if ((await describeCall(input, init)).method === 'POST') await gate;
    return answer;
  });
  return release;
}

const completionAnswer = (materialId: number, progress: LessonProgress) => ({
  body: {
    completion: {
      student_id: STUDENT,
      material_id: materialId,
      lesson_id: 1,
      completed_at: '2026-09-02T03:00:00.000Z',
      newly_completed: true,
    },
    progress,
  },
});

describe('lesson progress (students)', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('vi');
    saveSession({ token: 'tok', role: 'student' });
    resetPendingCompletions();
    // A card opens its material in a new tab; jsdom has no tabs.
    vi.spyOn(window, 'open').mockImplementation(() => null);
  });
  afterEach(() => fake.reset());

  it('says nothing was studied yet at 0', async () => {
    lessonRoutes({ materials: [pdf(1), pdf(2)] });
    renderLesson();
    expect(await message()).toHaveTextContent('Bạn chưa học nội dung nào');
    expect(screen.getByRole('progressbar', { name: 'Tiến độ bài học' })).toHaveAttribute('aria-valuenow', '0');
    expect(screen.getByText('0/2 tài liệu')).toBeInTheDocument();
  });

  it('gives the percentage and how many materials are left part way, with check marks on the completed ones', async () => {
    lessonRoutes({ materials: [pdf(1), pdf(2), pdf(3)], completed: [1], progress: stored(33) });
    renderLesson();
    expect(await message()).toHaveTextContent('Bạn đã hoàn thành 33% (còn 2 tài liệu)');
    expect(within(await card('Tài liệu 1')).getByRole('img', { name: 'Đã hoàn thành' })).toBeInTheDocument();
    expect(within(await card('Tài liệu 2')).queryByRole('img')).not.toBeInTheDocument();
  });

  it('congratulates at 100, and says the same in English with the spec words', async () => {
    lessonRoutes({ materials: [pdf(1), pdf(2)], completed: [1, 2], progress: stored(100) });
    renderLesson();
    expect(await message()).toHaveTextContent('Chúc mừng! Bạn đã hoàn thành tất cả tài liệu của bài học này.');
    await act(() => i18n.changeLanguage('en'));
    expect(await message()).toHaveTextContent('Congratulations! You have completed all materials of this lesson.');
  });

  it('English partial message is the spec text', async () => {
    await i18n.changeLanguage('en');
    lessonRoutes({ materials: [pdf(1), pdf(2), pdf(3), pdf(4)], completed: [1], progress: stored(25) });
    renderLesson();
    expect(await message()).toHaveTextContent('25% completed (3 materials left)');
  });

  it('counts an opened material at once (optimistic), then stores what the server answers', async () => {
    const calls = lessonRoutes({
      materials: [pdf(1), pdf(2)],
      extra: { 'POST /api/material-completion/complete': completionAnswer(1, stored(50)) },
    });
    const release = holdCompletions();
    renderLesson();
    expect(await message()).toHaveTextContent('Bạn chưa học nội dung nào');

    await userEvent.click(await card('Tài liệu 1'));
    // Before the server has answered.
    expect(await message()).toHaveTextContent('Bạn đã hoàn thành 50% (còn 1 tài liệu)');
    expect(posts(calls)).toHaveLength(1);
    expect(posts(calls)[0]?.body).toEqual({ student_id: STUDENT, material_id: 1 });

    release();
    expect(await within(await card('Tài liệu 1')).findByRole('img', { name: 'Đã hoàn thành' })).toBeInTheDocument();
    expect(screen.queryByText('Chưa lưu')).not.toBeInTheDocument();
    // Opening it again records nothing more (once), and the server already agrees: no update.
    await userEvent.click(await card('Tài liệu 1'));
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(posts(calls)).toHaveLength(1);
    expect(puts(calls)).toHaveLength(0);
  });

  it('keeps a completion that could not be saved as a temporary local value, marked not saved, and sends it again on reconnect', async () => {
    let online = false;
    let saved: number[] = [];
    const calls = lessonRoutes({
      materials: [pdf(1), pdf(2)],
      extra: {
        'POST /api/material-completion/complete': () => {
          if (!online) throw new TypeError('Failed to fetch');
          saved = [1];
          return completionAnswer(1, stored(50));
        },
        [`GET /api/material-completion/completed/${STUDENT}?lesson_id=1`]: () => ({
          body: { student_id: STUDENT, lesson_id: 1, material_ids: saved },
        }),
      },
    });
    renderLesson();
    await userEvent.click(await card('Tài liệu 1'));

    expect(await screen.findByText('Chưa lưu')).toBeInTheDocument();
    expect(await screen.findByText('Không thể đánh dấu tài liệu hoàn thành')).toBeInTheDocument();
    expect(await message()).toHaveTextContent('Bạn đã hoàn thành 50% (còn 1 tài liệu)');
    expect(
      within(await card('Tài liệu 1')).getByRole('img', { name: 'Đã mở, chưa lưu lên máy chủ' }),
    ).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('progress.pendingCompletions') ?? '[]')).toMatchObject([
      { studentId: STUDENT, lessonId: 1, materialId: 1 },
    ]);

    online = true;
    act(() => fake.fire('connect'));
    await waitFor(() => expect(screen.queryByText('Chưa lưu')).not.toBeInTheDocument());
    expect(posts(calls)).toHaveLength(2);
    expect(within(await card('Tài liệu 1')).getByRole('img', { name: 'Đã hoàn thành' })).toBeInTheDocument();
    expect(localStorage.getItem('progress.pendingCompletions')).toBeNull();
    expect(await message()).toHaveTextContent('Bạn đã hoàn thành 50% (còn 1 tài liệu)');
  });

  it('drops a completion the server refuses for good (material gone) and says so', async () => {
    lessonRoutes({
      materials: [pdf(1), pdf(2)],
      extra: {
        'POST /api/material-completion/complete': {
          status: 404,
          body: { message: 'Không thể đánh dấu tài liệu hoàn thành', code: 'NOT_FOUND' },
        },
      },
    });
    renderLesson();
    await userEvent.click(await card('Tài liệu 1'));
    expect(await screen.findByText('Không thể đánh dấu tài liệu hoàn thành')).toBeInTheDocument();
    await waitFor(async () => expect(await message()).toHaveTextContent('Bạn chưa học nội dung nào'));
    expect(screen.queryByText('Chưa lưu')).not.toBeInTheDocument();
  });

  it('recomputes at once when a material is added or deleted, and lets the server recompute only if the stored value differs (500 ms debounce)', async () => {
    const calls = lessonRoutes({
      materials: [pdf(1), pdf(2)],
      completed: [1, 2],
      progress: stored(100),
      extra: { [`PUT /api/lesson-progress/${STUDENT}/1`]: { body: stored(67) } },
    });
    renderLesson();
    expect(await message()).toHaveTextContent('Chúc mừng!');

    // A new material: 2 of 3.
    act(() => fake.fire('materialCreated', pdf(3, 'Tài liệu mới')));
    expect(await message()).toHaveTextContent('Bạn đã hoàn thành 67% (còn 1 tài liệu)');
    expect(puts(calls)).toHaveLength(0);
    await waitFor(() => expect(puts(calls)).toHaveLength(1), { timeout: 2000 });
    expect(puts(calls)[0]?.url).toBe(`/api/lesson-progress/${STUDENT}/1`);

    // The server's own update arrives before the debounce ends: nothing to send.
    act(() => fake.fire('materialDeleted', { id: 2, lesson_id: 1 }));
    expect(await message()).toHaveTextContent('Bạn đã hoàn thành 50% (còn 1 tài liệu)');
    act(() => fake.fire('lessonProgressUpdated', { ...stored(50) }));
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(puts(calls)).toHaveLength(1);

    // Completing the last one from another tab (own room).
    act(() => fake.fire('materialCompleted', { studentId: STUDENT, materialId: 3, lessonId: 1 }));
    expect(await message()).toHaveTextContent('Chúc mừng!');
  });

  it('asks to log in again when the token is gone, and sends nothing', async () => {
    const calls = stubFetchRoutes({});
    renderRoutes([{ path: '/', element: null }], '/');
    clearSession();
    await act(() => recordCompletion(new QueryClient(), { studentId: STUDENT, lessonId: 1, materialId: 1 }));
    expect(await screen.findByText('Không tìm thấy token. Vui lòng đăng nhập lại.')).toBeInTheDocument();
    expect(calls).toEqual([]);
    expect(localStorage.getItem('progress.pendingCompletions')).toBeNull();
  });

  it('records a material opened in the viewer by its address', async () => {
    const calls = stubFetchRoutes({
      'GET /api/user/profile': { body: { user: profile('student') } },
      'GET /api/materials/1': { body: { material: pdf(1) } },
      'POST /api/material-completion/complete': completionAnswer(1, stored(50)),
    });
    renderRoutes(
      [{ path: '/lesson/:lessonId/material/:materialId', element: <MaterialViewerPage /> }],
      '/lesson/1/material/1',
    );
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]?.body).toEqual({ student_id: STUDENT, material_id: 1 });
  });
});

describe('lesson progress in view mode (teachers, admins)', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('vi');
    resetPendingCompletions();
    vi.spyOn(window, 'open').mockImplementation(() => null);
  });
  afterEach(() => fake.reset());

  it.each(['teacher', 'admin'] as const)('records nothing and shows no progress for a %s', async (role) => {
    saveSession({ token: 'tok', role });
    const calls = lessonRoutes({ materials: [pdf(1)], role });
    renderLesson();
    await userEvent.click(await card('Tài liệu 1'));
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(screen.queryByTestId('lesson-progress-message')).not.toBeInTheDocument();
    expect(calls.filter((call) => call.url.includes('progress') || call.url.includes('completion'))).toEqual([]);
  });
});
