import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LessonSummary } from '@netclass/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { saveSession } from '../../lib/session';
import { buildCategory, buildCourse, buildLesson } from '../../test/content-fixtures';
import { stubFetchRoutes } from '../../test/fetch-routes';
import { renderRoutes } from '../../test/render';
import { LessonAdminPage } from './admin-content-pages';

type User = ReturnType<typeof userEvent.setup>;

function stubServer() {
  const lessons: LessonSummary[] = [buildLesson({ id: 1, title: 'Mô hình OSI', order_num: 1 })];
  const calls = stubFetchRoutes({
    'GET /api/categories': { body: { categories: [buildCategory()], can_manage: true } },
    'GET /api/courses/category/1': {
      body: {
        category: buildCategory(),
        courses: [
          buildCourse({ id: 101, name: 'Mạng máy tính' }),
          buildCourse({ id: 102, name: 'Của người khác', can_manage: false }),
        ],
        can_create_course: true,
      },
    },
    'GET /api/lessons/101': () => ({
      body: { course: { id: 101, name: 'Mạng máy tính', category_id: 1 }, lessons, can_manage: true },
    }),
    'POST /api/lessons': (call) => {
      const input = call.body as { title: string; order_num: number };
      const lesson = buildLesson({ id: 9, title: input.title, order_num: input.order_num });
      lessons.push(lesson);
      return { status: 201, body: { message: 'Tạo bài học thành công!', lesson } };
    },
    'GET /api/materials?lesson_id=9': { body: { materials: [], can_manage: true } },
  });
  return calls;
}

async function choose(user: User, select: RegExp, option: RegExp) {
  await user.click(screen.getByRole('combobox', { name: select }));
  await user.click(await screen.findByRole('option', { name: option }));
}

async function openCourse(): Promise<User> {
  renderRoutes([{ path: '/', element: <LessonAdminPage /> }], '/', { env: 'test' });
  const user = userEvent.setup();
  await waitFor(() => expect(screen.getByRole('combobox', { name: /Danh mục/ })).toBeEnabled());
  await choose(user, /Danh mục/, /Học kỳ 1/);
  await user.click(screen.getByRole('combobox', { name: /Học phần/ }));
  // Only the courses the server lets this user manage.
  expect(await screen.findAllByRole('option')).toHaveLength(1);
  await user.click(screen.getByRole('option', { name: /Mạng máy tính/ }));
  return user;
}

async function fillLesson(user: User, order: string) {
  await user.type(screen.getByLabelText(/Tiêu đề bài học/), 'Định tuyến');
  await user.type(screen.getByLabelText(/^Nội dung/), 'Dòng 1{enter}Dòng 2');
  // The next order number is filled in once known: wait for it before typing over it.
  await waitFor(() => expect(screen.getByLabelText(/Số thứ tự/)).not.toHaveValue(''));
  await user.clear(screen.getByLabelText(/Số thứ tự/));
  await user.type(screen.getByLabelText(/Số thứ tự/), order);
  await user.click(screen.getByRole('button', { name: 'Tạo bài học' }));
}

// Typing a whole lesson into a page that also lists the course's lessons (with their
// publication controls) takes several seconds of jsdom on a busy machine.
describe(
  'LessonAdminPage: create a lesson, then add materials (docs/product/rules.md#states-and-flows)',
  { timeout: 15_000 },
  () => {
    beforeEach(async () => {
      await i18n.changeLanguage('vi');
      saveSession({ token: 'tok', role: 'teacher' });
    });

    it('shows the spec message on a field when it is left, clears it as it is fixed, and checks every field on submit', async () => {
      const calls = stubServer();
      const user = await openCourse();
      const title = screen.getByLabelText(/Tiêu đề bài học/);
      await user.click(title);
      await user.tab();
      expect(title).toHaveAttribute('aria-invalid', 'true');
      expect(title).toHaveAccessibleDescription('Vui lòng điền đầy đủ tất cả các trường!');
      await user.type(title, 'Định tuyến');
      expect(title).not.toHaveAttribute('aria-invalid');

      // The next order number (the course has one lesson) is filled in; cleared, it is missing like any field.
      const order = screen.getByLabelText(/Số thứ tự/);
      await waitFor(() => expect(order).toHaveValue('2'));
      await user.clear(order);
      await user.click(screen.getByRole('button', { name: 'Tạo bài học' }));
      expect(screen.getByLabelText(/^Nội dung/)).toHaveAccessibleDescription(/Vui lòng điền đầy đủ tất cả các trường!/);
      expect(order).toHaveAccessibleDescription(/Vui lòng điền đầy đủ tất cả các trường!/);
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    });

    it('takes only digits as the order number', async () => {
      stubServer();
      const user = await openCourse();
      const order = screen.getByLabelText(/Số thứ tự/);
      await waitFor(() => expect(order).toHaveValue('2'));
      await user.clear(order);
      await user.type(order, 'a-1.5x');
      expect(order).toHaveValue('15');
    });

    it("puts the server's 400 on the field it names", async () => {
      stubFetchRoutes({
        'GET /api/categories': { body: { categories: [buildCategory()], can_manage: true } },
        'GET /api/courses/category/1': {
          body: { category: buildCategory(), courses: [buildCourse()], can_create_course: true },
        },
        'GET /api/lessons/101': {
          body: { course: { id: 101, name: 'Mạng máy tính', category_id: 1 }, lessons: [], can_manage: true },
        },
        'POST /api/lessons': {
          status: 400,
          body: { message: 'Số thứ tự bài học phải là số không âm!', code: 'VALIDATION', field: 'order_num' },
        },
      });
      const user = await openCourse();
      await fillLesson(user, '1');
      await waitFor(() => expect(screen.getByLabelText(/Số thứ tự/)).toHaveAttribute('aria-invalid', 'true'));
      expect(screen.getByLabelText(/Số thứ tự/)).toHaveAccessibleDescription(/Số thứ tự bài học phải là số không âm!/);
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });

    it('asks after creating; yes switches to materials with the new lesson chosen', async () => {
      const calls = stubServer();
      const user = await openCourse();
      await fillLesson(user, '2');
      expect(await screen.findByText('Tạo bài học thành công!')).toBeInTheDocument();
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
        title: 'Định tuyến',
        content: 'Dòng 1\nDòng 2',
        course_id: 101,
        order_num: 2,
      });
      expect(
        await screen.findByText('Bạn có muốn thêm tài liệu cho bài học "Định tuyến" ngay bây giờ không?'),
      ).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Có, thêm tài liệu' }));

      expect(await screen.findByText('Tải lên tài liệu mới')).toBeInTheDocument();
      await waitFor(() => expect(screen.getByRole('combobox', { name: /Bài học/ })).toHaveValue('2. Định tuyến'));
      expect(screen.getByRole('combobox', { name: /Học phần/ })).toHaveValue('Mạng máy tính (ID 101)');
      expect(await screen.findByText('Bài học này chưa có tài liệu.')).toBeInTheDocument();
    });

    it('keeps the chosen term and course after a lesson is viewed as a student and the teacher comes back', async () => {
      stubServer();
      const { router } = renderRoutes(
        [
          { path: '/', element: <LessonAdminPage /> },
          { path: '/lesson/:lessonId/preview', element: <p>Xem trước</p> },
        ],
        '/',
        { env: 'test' },
      );
      const user = userEvent.setup();
      await waitFor(() => expect(screen.getByRole('combobox', { name: /Danh mục/ })).toBeEnabled());
      await choose(user, /Danh mục/, /Học kỳ 1/);
      await choose(user, /Học phần/, /Mạng máy tính/);
      await user.click(await screen.findByRole('link', { name: 'Xem bài "Mô hình OSI" như sinh viên' }));
      expect(await screen.findByText('Xem trước')).toBeInTheDocument();
      await router.navigate(-1);
      expect(router.state.location.search).toBe('?category=1&course=101');
      await waitFor(
        () => expect(screen.getByRole('combobox', { name: /Học phần/ })).toHaveValue('Mạng máy tính (ID 101)'),
        { timeout: 10_000 },
      );
      expect(screen.getByRole('combobox', { name: /Danh mục/ })).toHaveValue('Học kỳ 1');
      expect(await screen.findByText('Mô hình OSI')).toBeInTheDocument();
    });

    it('no clears the form and stays on adding lessons', async () => {
      stubServer();
      const user = await openCourse();
      await fillLesson(user, '2');
      await user.click(await screen.findByRole('button', { name: 'Không' }));
      await waitFor(() => expect(screen.getByLabelText(/Tiêu đề bài học/)).toHaveValue(''));
      expect(screen.getByLabelText(/^Nội dung/)).toHaveValue('');
      // Ready for the next lesson: the number after the one just made is filled in.
      await waitFor(() => expect(screen.getByLabelText(/Số thứ tự/)).toHaveValue('3'));
      expect(screen.queryByText('Tải lên tài liệu mới')).not.toBeInTheDocument();
    });

    it("falls back to 'Lỗi khi tạo bài học!'", async () => {
      stubFetchRoutes({
        'GET /api/categories': { body: { categories: [buildCategory()], can_manage: true } },
        'GET /api/courses/category/1': {
          body: { category: buildCategory(), courses: [buildCourse()], can_create_course: true },
        },
        'GET /api/lessons/101': {
          body: { course: { id: 101, name: 'Mạng máy tính', category_id: 1 }, lessons: [], can_manage: true },
        },
        'POST /api/lessons': { status: 500, body: {} },
      });
      const user = await openCourse();
      await fillLesson(user, '1');
      expect(await screen.findByText('Lỗi khi tạo bài học!')).toBeInTheDocument();
    });
  },
);
