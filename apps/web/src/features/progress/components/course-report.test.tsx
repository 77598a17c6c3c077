import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CourseReportResponse, ReportStudent } from '@netclass/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { saveSession } from '../../../lib/session';
import { stubFetchRoutes, type FetchCall } from '../../../test/fetch-routes';
import { fakeSocket as fake } from '../../../test/fake-socket';
import { renderRoutes } from '../../../test/render';
import { CourseReport } from './course-report';

vi.mock('../../../lib/socket', async () => (await import('../../../test/fake-socket')).fakeSocketModule);

const student = (overrides: Partial<ReportStudent>): ReportStudent => ({
  student_id: 20210001,
  name: 'Nguyễn Thị Lan',
  status: 'active',
  progress_percentage: 0,
  completed_lesson_count: 0,
  lesson_percentages: [0, null, 0],
  not_started: true,
  last_activity_at: null,
  ...overrides,
});

const report = (
  students: ReportStudent[],
  page: Partial<Pick<CourseReportResponse, 'total' | 'page' | 'limit'>> = {},
): CourseReportResponse => ({
  course: { id: 101, name: 'Mạng máy tính', category_id: 1, teacher_id: 1001 },
  lessons: [
    { id: 1, title: 'Mô hình OSI và TCP/IP', order_num: 1, ready_material_count: 2, counted: true },
    { id: 2, title: 'Bài chưa có tài liệu', order_num: 2, ready_material_count: 0, counted: false },
    { id: 3, title: 'Định tuyến', order_num: 3, ready_material_count: 1, counted: true },
  ],
  students,
  total: students.length,
  page: 1,
  limit: 50,
  ...page,
  summary: { student_count: 3, average_percentage: 50, completed_count: 1, not_started_count: 1 },
  generated_at: '2026-09-02T07:05:00.000Z',
});

const CLASS = [
  student({
    student_id: 20210002,
    name: 'Lê Văn Hùng',
    progress_percentage: 50,
    completed_lesson_count: 1,
    lesson_percentages: [100, null, 0],
    not_started: false,
    last_activity_at: '2026-09-02T13:30:00.000Z',
  }),
  student({
    student_id: 20210001,
    name: 'Nguyễn Thị Lan',
    progress_percentage: 100,
    completed_lesson_count: 2,
    lesson_percentages: [100, null, 100],
    not_started: false,
    last_activity_at: '2026-09-01T03:00:00.000Z',
  }),
  student({ student_id: 20210003, name: 'Phạm Thu Hà', status: 'inactive' }),
];

const renderReport = () =>
  renderRoutes([{ path: '/r', element: <CourseReport courseId={101} /> }], '/r', { env: 'test' });
const FIRST_PAGE = 'page=1&limit=50&sort=id&order=asc';
const reportUrl = (query = FIRST_PAGE) => `GET /api/progress/course/101/report?${query}`;
const reportGets = (calls: FetchCall[], query = FIRST_PAGE) =>
  calls.filter((call) => call.url === `/api/progress/course/101/report?${query}`);
const rowIds = () =>
  screen.getAllByTestId(/^report-row-/).map((row) => row.getAttribute('data-testid')?.replace('report-row-', ''));

describe('CourseReport', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('vi');
    saveSession({ token: 'tok', role: 'teacher' });
  });
  afterEach(() => fake.reset());

  it('shows the summary and every student, lesson by lesson, with — for lessons without materials', async () => {
    stubFetchRoutes({ [reportUrl()]: { body: report(CLASS) } });
    renderReport();
    expect(await screen.findByRole('heading', { name: 'Tiến độ: Mạng máy tính' })).toBeInTheDocument();
    expect(screen.getByText('Tiến độ trung bình').nextSibling).toHaveTextContent('50%');
    const table = screen.getByRole('table', { name: 'Tiến độ của sinh viên' });
    expect(within(table).getByRole('columnheader', { name: /Mô hình OSI và TCP\/IP/ })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: /Bài chưa có tài liệu/ })).toBeInTheDocument();

    const hung = screen.getByTestId('report-row-20210002');
    const cells = within(hung)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual(['20210002', 'Lê Văn Hùng', '50%', '100%', '—', '0%', '20:30 02/09/2026']);
    // Not started, and the account status.
    const ha = screen.getByTestId('report-row-20210003');
    expect(within(ha).getByText('Chưa bắt đầu')).toBeInTheDocument();
    expect(within(ha).getByText('Bị khóa')).toBeInTheDocument();
    expect(within(ha).getAllByRole('cell').at(-1)).toHaveTextContent('—');
  });

  it('celebrates a student at 100 only', async () => {
    stubFetchRoutes({ [reportUrl()]: { body: report(CLASS) } });
    renderReport();
    const lan = await screen.findByTestId('report-row-20210001');
    expect(within(lan).getByRole('img', { name: 'Đã hoàn thành học phần' })).toHaveTextContent('🎉');
    expect(within(screen.getByTestId('report-row-20210002')).queryByRole('img')).not.toBeInTheDocument();
  });

  it('asks the server for the order chosen in the column headers and shows its answer', async () => {
    const [hung, lan, ha] = CLASS;
    const calls = stubFetchRoutes({
      [reportUrl()]: { body: report(CLASS) },
      [reportUrl('page=1&limit=50&sort=progress&order=desc')]: { body: report([lan!, hung!, ha!]) },
      [reportUrl('page=1&limit=50&sort=progress&order=asc')]: { body: report([ha!, hung!, lan!]) },
      [reportUrl('page=1&limit=50&sort=name&order=asc')]: { body: report([hung!, lan!, ha!]) },
    });
    renderReport();
    await screen.findByTestId('report-row-20210001');
    const header = (name: RegExp) => screen.getByRole('columnheader', { name });
    expect(header(/Mã SV/)).toHaveAttribute('aria-sort', 'ascending');

    await userEvent.click(within(header(/Tiến độ học phần/)).getByRole('button'));
    await waitFor(() => expect(rowIds()).toEqual(['20210001', '20210002', '20210003']));
    expect(header(/Tiến độ học phần/)).toHaveAttribute('aria-sort', 'descending');
    await userEvent.click(within(header(/Tiến độ học phần/)).getByRole('button'));
    await waitFor(() => expect(rowIds()).toEqual(['20210003', '20210002', '20210001']));
    expect(header(/Tiến độ học phần/)).toHaveAttribute('aria-sort', 'ascending');

    await userEvent.click(within(header(/Họ tên/)).getByRole('button'));
    await waitFor(() => expect(rowIds()).toEqual(['20210002', '20210001', '20210003']));
    expect(header(/Họ tên/)).toHaveAttribute('aria-sort', 'ascending');
    // Last activity is shown, not sorted.
    expect(within(header(/Hoạt động gần nhất/)).queryByRole('button')).not.toBeInTheDocument();
    expect(calls.filter((call) => call.url.includes('/report?'))).toHaveLength(4);
  });

  it('searches by name or id on the server once typing pauses, from page 1', async () => {
    const [, , ha] = CLASS;
    const calls = stubFetchRoutes({
      [reportUrl()]: { body: report(CLASS) },
      [reportUrl(`${FIRST_PAGE}&q=ph%E1%BA%A1m`)]: { body: report([ha!]) },
      [reportUrl(`${FIRST_PAGE}&q=x`)]: { body: report([]) },
    });
    renderReport();
    await screen.findByTestId('report-row-20210001');
    await userEvent.type(screen.getByRole('textbox', { name: 'Lọc sinh viên' }), ' phạm ');
    await waitFor(() => expect(rowIds()).toEqual(['20210003']));
    expect(calls.filter((call) => call.url.includes('q='))).toHaveLength(1);
    await userEvent.clear(screen.getByRole('textbox', { name: 'Lọc sinh viên' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Lọc sinh viên' }), 'x');
    expect(await screen.findByText('Không có sinh viên nào khớp với bộ lọc.')).toBeInTheDocument();
  });

  it('pages through the class with the page numbers, saying which students are shown', async () => {
    const calls = stubFetchRoutes({
      [reportUrl()]: { body: report(CLASS, { total: 120 }) },
      [reportUrl('page=3&limit=50&sort=id&order=asc')]: { body: report(CLASS.slice(0, 1), { total: 120, page: 3 }) },
    });
    renderReport();
    expect(await screen.findByText('Sinh viên 1–3 trên 120')).toBeInTheDocument();
    await userEvent.click(
      within(screen.getByRole('navigation', { name: 'Các trang của báo cáo' })).getByRole('button', { name: '3' }),
    );
    expect(await screen.findByText('Sinh viên 101–101 trên 120')).toBeInTheDocument();
    expect(rowIds()).toEqual(['20210002']);
    expect(reportGets(calls, 'page=3&limit=50&sort=id&order=asc')).toHaveLength(1);
  });

  it('joins the report room and fetches again once after a burst of changes', async () => {
    let answer = report(CLASS);
    const calls = stubFetchRoutes({ [reportUrl()]: () => ({ body: answer }) });
    renderReport();
    await screen.findByTestId('report-row-20210003');
    await waitFor(() =>
      expect(fake.emit).toHaveBeenCalledWith('joinRoom', { reportCourseId: 101 }, expect.any(Function)),
    );
    expect(reportGets(calls)).toHaveLength(1);

    answer = report(
      CLASS.map((item) =>
        item.student_id === 20210003 ? { ...item, progress_percentage: 25, not_started: false } : item,
      ),
    );
    act(() => {
      fake.fire('courseProgressChanged', { courseId: 101, studentId: 20210003 });
      fake.fire('courseProgressChanged', { courseId: 101, studentId: 20210003 });
      fake.fire('courseProgressChanged', { courseId: 102, studentId: 20210003 });
    });
    await waitFor(
      () =>
        expect(within(screen.getByTestId('report-row-20210003')).getByTestId('report-progress')).toHaveTextContent(
          '25%',
        ),
      { timeout: 2000 },
    );
    expect(reportGets(calls)).toHaveLength(2);
  });

  it('says a teacher may see only the courses they teach', async () => {
    stubFetchRoutes({ [reportUrl()]: { status: 403, body: { message: 'x', code: 'FORBIDDEN' } } });
    renderReport();
    expect(await screen.findByText('Bạn chỉ xem được tiến độ của học phần mình dạy.')).toBeInTheDocument();
    expect(fake.emit).not.toHaveBeenCalledWith('joinRoom', { reportCourseId: 101 }, expect.any(Function));
  });

  it.each([
    ['Xuất CSV', 'csv'],
    ['Xuất Excel (XLSX)', 'xlsx'],
  ])('%s downloads the whole class from the server with the token', async (button, format) => {
    const calls = stubFetchRoutes({
      [reportUrl()]: { body: report(CLASS) },
      [`GET /api/progress/course/101/report.${format}`]: () =>
        new Response('file', {
          status: 200,
          headers: {
            'Content-Disposition': `attachment; filename="Tien do.${format}"; filename*=UTF-8''Ti%E1%BA%BFn%20%C4%91%E1%BB%99.${format}`,
          },
        }),
    });
    const createObjectURL = vi.fn(() => 'blob:report');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderReport();
    await userEvent.click(await screen.findByRole('button', { name: button }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const link = click.mock.instances[0] as unknown as HTMLAnchorElement;
    expect(link.download).toBe(`Tiến độ.${format}`);
    expect(link.href).toBe('blob:report');
    expect(calls.find((call) => call.url.endsWith(`report.${format}`))).toBeDefined();
    const init = vi.mocked(fetch).mock.calls.find(([url]) => String(url).endsWith(`report.${format}`))?.[1];
    expect(init?.headers).toMatchObject({ Authorization: 'Bearer tok' });
  });
});
