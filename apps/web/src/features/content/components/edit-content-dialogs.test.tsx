import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { saveSession } from '../../../lib/session';
import { buildCategory, buildCourse, buildLesson, buildLessonDetail } from '../../../test/content-fixtures';
import { stubFetchRoutes } from '../../../test/fetch-routes';
import { renderRoutes } from '../../../test/render';
import { CategoryAdminItem } from './category-admin-item';
import { CourseAdminRow } from './course-admin-row';
import { EditLessonDialog } from './edit-lesson-dialog';

const TEACHER = { id: 1001, role: 'teacher' as const };
const render = (element: React.ReactNode) => renderRoutes([{ path: '/', element }], '/', { env: 'test' });
const patches = (calls: { method: string; url: string; body: unknown }[]) =>
  calls.filter((call) => call.method === 'PATCH');

beforeEach(async () => {
  await i18n.changeLanguage('vi');
  saveSession({ token: 'tok', role: 'teacher' });
});

describe('editing a term', () => {
  it('sends the new name and description, trimmed, and closes', async () => {
    const term = buildCategory({ id: 7, name: 'Học kỳ 1', description: 'Cũ' });
    const calls = stubFetchRoutes({
      'GET /api/courses/category/7': { body: { category: term, courses: [], can_create_course: true } },
      'PATCH /api/categories/7': { body: { category: { ...term, name: 'Học kỳ 1 (2026)', description: null } } },
    });
    render(<CategoryAdminItem category={term} canManage viewer={TEACHER} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Sửa danh mục Học kỳ 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sửa danh mục' });
    const name = within(dialog).getByRole('textbox', { name: /Tên danh mục/ });
    expect(name).toHaveValue('Học kỳ 1');
    await user.clear(name);
    await user.type(name, '  Học kỳ 1 (2026) ');
    await user.clear(within(dialog).getByRole('textbox', { name: 'Mô tả' }));
    await user.click(within(dialog).getByRole('button', { name: 'Lưu thay đổi' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(patches(calls)).toEqual([
      { method: 'PATCH', url: '/api/categories/7', body: { name: 'Học kỳ 1 (2026)', description: null } },
    ]);
  });

  it('says on the field what is wrong, and sends nothing', async () => {
    const term = buildCategory({ id: 7 });
    const calls = stubFetchRoutes({
      'GET /api/courses/category/7': { body: { category: term, courses: [], can_create_course: true } },
    });
    render(<CategoryAdminItem category={term} canManage viewer={TEACHER} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: `Sửa danh mục ${term.name}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Sửa danh mục' });
    await user.clear(within(dialog).getByRole('textbox', { name: /Tên danh mục/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Lưu thay đổi' }));
    expect(await within(dialog).findByText('Tên danh mục không được để trống.')).toBeInTheDocument();
    expect(patches(calls)).toEqual([]);
  });

  it('is not offered to someone who may not manage terms', () => {
    stubFetchRoutes({});
    render(
      <CategoryAdminItem
        category={buildCategory({ id: 7 })}
        canManage={false}
        viewer={{ id: 20210001, role: 'student' }}
      />,
    );
    expect(screen.queryByRole('button', { name: /^Sửa danh mục/ })).not.toBeInTheDocument();
  });
});

describe('editing a course', () => {
  const course = buildCourse({
    id: 101,
    name: 'Mạng máy tính',
    start_date: '2026-09-01T01:00:00.000Z',
    end_date: '2026-10-01T14:30:00.000Z',
  });

  it('starts from the course (dates in Vietnam time) and sends name, description and dates; the id and teacher stay', async () => {
    const calls = stubFetchRoutes({
      'PATCH /api/courses/101': { body: { course: { ...course, name: 'Mạng máy tính nâng cao' } } },
    });
    render(<CourseAdminRow course={course} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Sửa học phần Mạng máy tính' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sửa học phần' });
    expect(within(dialog).getByText(/ID 101 · Trần Minh Quân/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox', { name: /ID học phần/ })).not.toBeInTheDocument();
    const name = within(dialog).getByRole('textbox', { name: /Tên học phần/ });
    await user.clear(name);
    await user.type(name, 'Mạng máy tính nâng cao');
    await user.click(within(dialog).getByRole('button', { name: 'Lưu thay đổi' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(patches(calls)).toEqual([
      {
        method: 'PATCH',
        url: '/api/courses/101',
        body: {
          name: 'Mạng máy tính nâng cao',
          description: 'Mô tả học phần',
          start_date: '2026-09-01T08:00:00',
          end_date: '2026-10-01T21:30:00',
        },
      },
    ]);
  });

  it("shows the server's refusal on the field it names", async () => {
    stubFetchRoutes({
      'PATCH /api/courses/101': {
        status: 400,
        body: { message: 'Ngày kết thúc không được trước ngày bắt đầu.', code: 'VALIDATION', field: 'end_date' },
      },
    });
    render(<CourseAdminRow course={course} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Sửa học phần Mạng máy tính' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sửa học phần' });
    await user.click(within(dialog).getByRole('button', { name: 'Lưu thay đổi' }));
    expect(await within(dialog).findByText('Ngày kết thúc không được trước ngày bắt đầu.')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it("is not offered on another teacher's course", () => {
    stubFetchRoutes({});
    render(<CourseAdminRow course={buildCourse({ id: 102, name: 'Khác', can_manage: false })} />);
    expect(screen.queryByRole('button', { name: /^Sửa học phần/ })).not.toBeInTheDocument();
  });
});

describe('moving a lesson', () => {
  const lesson = buildLessonDetail({ id: 5, title: 'VLAN', course_id: 101, order_num: 3, can_manage: true });
  const terms = { categories: [buildCategory({ id: 1, name: 'Học kỳ 1' })], can_manage: true };
  const courses = {
    category: buildCategory({ id: 1 }),
    courses: [
      buildCourse({ id: 101, name: 'Mạng máy tính' }),
      buildCourse({ id: 102, name: 'Chuyển mạch' }),
      buildCourse({ id: 103, name: 'Của người khác', can_manage: false }),
    ],
    can_create_course: true,
  };

  it('offers the courses the teacher manages and sends the new course without the old order number', async () => {
    const calls = stubFetchRoutes({
      'GET /api/lessons/details/5': { body: { lesson } },
      'GET /api/categories': { body: terms },
      'GET /api/courses/category/1': { body: courses },
      'PATCH /api/lessons/5': { body: { lesson: buildLesson({ id: 5, title: 'VLAN', course_id: 102, order_num: 4 }) } },
    });
    render(<EditLessonDialog lessonId={5} onClose={() => undefined} />);
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'Sửa bài học' });
    const courseSelect = await within(dialog).findByRole('combobox', { name: /^Học phần/ });
    await waitFor(() => expect(courseSelect).toHaveValue('Mạng máy tính (ID 101)'));
    await user.click(courseSelect);
    expect(screen.queryByRole('option', { name: /Của người khác/ })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('option', { name: 'Chuyển mạch (ID 102)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Lưu thay đổi' }));
    await waitFor(() => expect(patches(calls)).toHaveLength(1));
    expect(patches(calls)[0]?.body).toEqual({ title: 'VLAN', content: lesson.content, course_id: 102 });
  });

  it('keeps the course when it is not changed, and sends the order number', async () => {
    const calls = stubFetchRoutes({
      'GET /api/lessons/details/5': { body: { lesson } },
      'GET /api/categories': { body: terms },
      'GET /api/courses/category/1': { body: courses },
      'PATCH /api/lessons/5': {
        body: { lesson: buildLesson({ id: 5, title: 'VLAN 2', course_id: 101, order_num: 3 }) },
      },
    });
    render(<EditLessonDialog lessonId={5} onClose={() => undefined} />);
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'Sửa bài học' });
    const title = await within(dialog).findByRole('textbox', { name: /Tiêu đề bài học/ });
    await user.type(title, ' 2');
    await user.click(within(dialog).getByRole('button', { name: 'Lưu thay đổi' }));
    await waitFor(() => expect(patches(calls)).toHaveLength(1));
    expect(patches(calls)[0]?.body).toEqual({ title: 'VLAN 2', content: lesson.content, order_num: 3 });
  });
});
