import { act, screen, waitFor, within } from '@testing-library/react';
import type { ProgressOverviewResponse } from '@netclass/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ContinueLearningPanel } from '../../features/progress/components/continue-learning-panel';
import { i18n } from '../../lib/i18n';
import { saveSession } from '../../lib/session';
import { buildCategory, buildCourse } from '../../test/content-fixtures';
import { stubFetchRoutes } from '../../test/fetch-routes';
import { fakeSocket as fake } from '../../test/fake-socket';
import { renderRoutes } from '../../test/render';
import { CategoryCoursesPage } from './content-pages';

vi.mock('../../lib/socket', async () => (await import('../../test/fake-socket')).fakeSocketModule);

const courses = {
  body: {
    category: buildCategory(),
    courses: [buildCourse({ id: 101, name: 'Mạng máy tính' }), buildCourse({ id: 102, name: 'Truyền số liệu' })],
    can_create_course: false,
  },
};
const courseProgress = (first: number, second: number) => ({
  body: {
    student_id: 20210003,
    category_id: 1,
    courses: [
      { course_id: 101, progress_percentage: first, lesson_count: 5, completed_lesson_count: first === 100 ? 5 : 2 },
      { course_id: 102, progress_percentage: second, lesson_count: 1, completed_lesson_count: second === 100 ? 1 : 0 },
    ],
  },
});
const renderCategory = () =>
  renderRoutes([{ path: '/category/:categoryId/courses', element: <CategoryCoursesPage /> }], '/category/1/courses');

describe('course progress on the category courses page', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('vi');
  });
  afterEach(() => fake.reset());

  it('shows a student their progress in each course, with a celebration mark at 100, live', async () => {
    saveSession({ token: 'tok', role: 'student' });
    let progress = courseProgress(40, 100);
    stubFetchRoutes({
      'GET /api/courses/category/1': courses,
      'GET /api/progress/courses?category_id=1': () => progress,
    });
    renderCategory();

    const networking = await screen.findByTestId('course-progress-101');
    expect(networking).toHaveTextContent('Tiến độ: 40%');
    expect(networking).toHaveTextContent('2/5 bài học hoàn thành');
    expect(within(networking).queryByRole('img', { name: 'Đã hoàn thành học phần' })).not.toBeInTheDocument();
    const data = screen.getByTestId('course-progress-102');
    expect(data).toHaveTextContent('Tiến độ: 100%');
    expect(within(data).getByRole('img', { name: 'Đã hoàn thành học phần' })).toHaveTextContent('🎉');

    progress = courseProgress(100, 100);
    act(() =>
      fake.fire('lessonProgressUpdated', {
        studentId: 20210003,
        lessonId: 5,
        progress_percentage: 100,
        is_completed: true,
        completed_at: null,
      }),
    );
    await waitFor(() =>
      expect(
        within(screen.getByTestId('course-progress-101')).getByRole('img', { name: 'Đã hoàn thành học phần' }),
      ).toBeInTheDocument(),
    );
  });

  it.each(['teacher', 'admin'] as const)('asks nothing and shows no progress to a %s', async (role) => {
    saveSession({ token: 'tok', role });
    const calls = stubFetchRoutes({ 'GET /api/courses/category/1': courses });
    renderCategory();
    expect(await screen.findByText('Mạng máy tính')).toBeInTheDocument();
    expect(calls.some((call) => call.url.startsWith('/api/progress'))).toBe(false);
    expect(screen.queryByTestId('course-progress-101')).not.toBeInTheDocument();
  });
});

const overview = (courses: ProgressOverviewResponse['courses']): { body: ProgressOverviewResponse } => ({
  body: { student_id: 20210003, courses },
});
const renderPanel = () => renderRoutes([{ path: '/dashboard', element: <ContinueLearningPanel /> }], '/dashboard');

describe('ContinueLearningPanel (dashboard)', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('vi');
    saveSession({ token: 'tok', role: 'student' });
  });

  it('lists the started courses, latest first, with the next lesson (or the last one when done)', async () => {
    stubFetchRoutes({
      'GET /api/progress/me': overview([
        {
          course_id: 101,
          course_name: 'Mạng máy tính',
          category_id: 1,
          progress_percentage: 30,
          lesson_count: 5,
          completed_lesson_count: 1,
          last_activity_at: '2026-09-02T13:30:00.000Z',
          last_lesson: { id: 1, title: 'Mô hình OSI và TCP/IP', order_num: 1 },
          next_lesson: { id: 2, title: 'Địa chỉ IPv4', order_num: 2 },
        },
        {
          course_id: 102,
          course_name: 'Truyền số liệu',
          category_id: 1,
          progress_percentage: 100,
          lesson_count: 1,
          completed_lesson_count: 1,
          last_activity_at: '2026-09-01T03:00:00.000Z',
          last_lesson: { id: 7, title: 'Phát hiện và sửa lỗi', order_num: 2 },
          next_lesson: null,
        },
      ]),
    });
    renderPanel();
    const first = await screen.findByLabelText('Mạng máy tính');
    expect(within(first).getByText('Học gần nhất')).toBeInTheDocument();
    expect(within(first).getByRole('progressbar', { name: 'Tiến độ học phần Mạng máy tính' })).toHaveAttribute(
      'aria-valuenow',
      '30',
    );
    expect(within(first).getByText(/Hoạt động gần nhất: 20:30 02\/09\/2026/)).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Học tiếp: Địa chỉ IPv4' })).toHaveAttribute('href', '/lesson/2');

    const done = screen.getByLabelText('Truyền số liệu');
    expect(within(done).getByText(/Đã hoàn thành/)).toHaveTextContent('🎉');
    expect(within(done).getByRole('link', { name: 'Xem lại: Phát hiện và sửa lỗi' })).toHaveAttribute(
      'href',
      '/lesson/7',
    );
  });

  it('leads to /study when nothing is started yet', async () => {
    stubFetchRoutes({ 'GET /api/progress/me': overview([]) });
    renderPanel();
    expect(await screen.findByText('Bạn chưa bắt đầu học phần nào')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Xem các học phần' })).toHaveAttribute('href', '/study');
  });

  it('is not shown to staff', async () => {
    saveSession({ token: 'tok', role: 'teacher' });
    const calls = stubFetchRoutes({});
    renderPanel();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Tiếp tục học')).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
