import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { saveSession } from '../../../lib/session';
import { buildCourse, buildUser } from '../../../test/content-fixtures';
import { stubFetchRoutes, type FetchCall } from '../../../test/fetch-routes';
import { renderRoutes } from '../../../test/render';
import { AddCourseForm, initialCourseValues, type Viewer } from './add-course-form';

/** The teachers, as the server filters them (role=teacher). */
const TEACHERS = 'GET /api/admin/all?role=teacher&sort=name&limit=100';
const users = {
  body: {
    users: [
      buildUser({ id: 1001, name: 'Trần Minh Quân', role: 'teacher' }),
      buildUser({ id: 1002, name: 'Đỗ Thị Mai', role: 'teacher' }),
    ],
    total: 2,
    page: 1,
    limit: 100,
  },
};

async function renderForm(viewer: Viewer = { id: 1, role: 'admin' }) {
  renderRoutes([{ path: '/', element: <AddCourseForm categoryId={1} viewer={viewer} /> }], '/', { env: 'test' });
  // The teacher list has loaded once its placeholder says so.
  await waitFor(() => expect(teacherSelect()).toHaveAttribute('placeholder', 'Chọn giáo viên'));
  return userEvent.setup();
}

const teacherSelect = () => screen.getByRole('combobox', { name: /Giáo viên/ });

async function pickTeacher(user: ReturnType<typeof userEvent.setup>, name: RegExp) {
  await user.click(teacherSelect());
  await user.click(await screen.findByRole('option', { name }));
}

const submit = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Thêm học phần' }));
const posts = (calls: FetchCall[]) => calls.filter((call) => call.method === 'POST');

describe('AddCourseForm (docs/product/messages.md#add-course)', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('vi');
    saveSession({ token: 'tok', role: 'admin' });
  });

  it('starts with the default description, now and one month later', () => {
    const values = initialCourseValues({ id: 1, role: 'admin' }, new Date('2026-09-01T03:04:05Z'));
    expect(values).toMatchObject({
      description: 'Mô tả học phần',
      teacher_id: null,
      start_date: '2026-09-01 10:04:05',
      end_date: '2026-10-01 10:04:05',
    });
  });

  const REQUIRED = 'ID, tên học phần và giáo viên không được để trống.';

  it('asks for id, name and teacher, each on its field', async () => {
    const calls = stubFetchRoutes({ [TEACHERS]: users });
    const user = await renderForm();
    expect(screen.getByLabelText(/Mô tả/)).toHaveValue('Mô tả học phần');
    await submit(user);
    expect(screen.getByLabelText(/ID học phần/)).toHaveAccessibleDescription(REQUIRED);
    expect(screen.getByLabelText(/Tên học phần/)).toHaveAccessibleDescription(REQUIRED);
    expect(teacherSelect()).toHaveAccessibleDescription(REQUIRED);
    expect(posts(calls)).toHaveLength(0);
  });

  it('stops saying a field is missing once it is filled', async () => {
    stubFetchRoutes({ [TEACHERS]: users });
    const user = await renderForm();
    await submit(user);
    await user.type(screen.getByLabelText(/ID học phần/), '2');
    await user.type(screen.getByLabelText(/Tên học phần/), 'M');
    expect(screen.getByLabelText(/ID học phần/)).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText(/Tên học phần/)).not.toHaveAttribute('aria-invalid');
    expect(teacherSelect()).toHaveAccessibleDescription(REQUIRED);
  });

  it.each([
    ['-5', '5'],
    ['1.5', '15'],
    ['a1b', '1'],
  ])('takes digits only as the id (%s becomes %s)', async (typed, kept) => {
    stubFetchRoutes({ [TEACHERS]: users });
    const user = await renderForm();
    await user.type(screen.getByLabelText(/ID học phần/), typed);
    expect(screen.getByLabelText(/ID học phần/)).toHaveValue(kept);
  });

  it.each(['0', '2147483648'])('refuses the id %s on its field', async (id) => {
    const calls = stubFetchRoutes({ [TEACHERS]: users });
    const user = await renderForm();
    await user.type(screen.getByLabelText(/ID học phần/), id);
    await user.tab();
    expect(screen.getByLabelText(/ID học phần/)).toHaveAccessibleDescription('ID học phần phải là số nguyên dương.');
    await user.type(screen.getByLabelText(/Tên học phần/), 'Mạng nâng cao');
    await pickTeacher(user, /Trần Minh Quân/);
    await submit(user);
    expect(posts(calls)).toHaveLength(0);
  });

  it('offers the teachers only, and a teacher only themselves', async () => {
    stubFetchRoutes({ [TEACHERS]: users });
    const user = await renderForm();
    await user.click(teacherSelect());
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(2));
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Đỗ Thị Mai (1002)', 'Trần Minh Quân (1001)']);
  });

  it('lets a teacher name only themselves, chosen already', async () => {
    stubFetchRoutes({ [TEACHERS]: users });
    const user = await renderForm({ id: 1002, role: 'teacher' });
    expect(teacherSelect()).toHaveValue('Đỗ Thị Mai (1002)');
    await user.click(teacherSelect());
    const listbox = await screen.findByRole('listbox');
    await waitFor(() =>
      expect(
        within(listbox)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Đỗ Thị Mai (1002)']),
    );
  });

  it('sends the course with Vietnam-time dates', async () => {
    const calls = stubFetchRoutes({
      [TEACHERS]: users,
      'POST /api/courses': { status: 201, body: { course: buildCourse({ id: 201, name: 'Mạng nâng cao' }) } },
    });
    const user = await renderForm();
    await user.type(screen.getByLabelText(/ID học phần/), '201');
    await user.type(screen.getByLabelText(/Tên học phần/), 'Mạng nâng cao');
    await pickTeacher(user, /Trần Minh Quân/);
    await submit(user);
    expect(await screen.findByText('Đã thêm học phần "Mạng nâng cao".')).toBeInTheDocument();
    const [post] = posts(calls);
    expect(post?.url).toBe('/api/courses');
    const body = post?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      id: 201,
      name: 'Mạng nâng cao',
      description: 'Mô tả học phần',
      teacher_id: 1001,
      category_id: 1,
    });
    expect(body.start_date).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
    expect(body.end_date).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
    expect(String(body.end_date) > String(body.start_date)).toBe(true);
  });

  it('says on the id field when the course id is taken', async () => {
    stubFetchRoutes({
      [TEACHERS]: users,
      'POST /api/courses': { status: 409, body: { code: 'COURSE_ID_TAKEN', message: 'ID học phần này đã tồn tại.' } },
    });
    const user = await renderForm();
    await user.type(screen.getByLabelText(/ID học phần/), '101');
    await user.type(screen.getByLabelText(/Tên học phần/), 'Trùng');
    await pickTeacher(user, /Trần Minh Quân/);
    await submit(user);
    await waitFor(() =>
      expect(screen.getByLabelText(/ID học phần/)).toHaveAccessibleDescription('ID học phần này đã tồn tại.'),
    );
  });

  it("puts the server's 400 about the teacher on the teacher field", async () => {
    stubFetchRoutes({
      [TEACHERS]: users,
      'POST /api/courses': {
        status: 400,
        body: { code: 'VALIDATION', message: 'Giáo viên không hợp lệ.', field: 'teacher_id' },
      },
    });
    const user = await renderForm();
    await user.type(screen.getByLabelText(/ID học phần/), '101');
    await user.type(screen.getByLabelText(/Tên học phần/), 'Mạng');
    await pickTeacher(user, /Trần Minh Quân/);
    await submit(user);
    await waitFor(() => expect(teacherSelect()).toHaveAccessibleDescription('Giáo viên không hợp lệ.'));
  });

  it("falls back to 'Không thể thêm khóa học'", async () => {
    stubFetchRoutes({ [TEACHERS]: users, 'POST /api/courses': { status: 500, body: {} } });
    const user = await renderForm();
    await user.type(screen.getByLabelText(/ID học phần/), '300');
    await user.type(screen.getByLabelText(/Tên học phần/), 'X');
    await pickTeacher(user, /Trần Minh Quân/);
    await submit(user);
    expect(await screen.findByText('Không thể thêm khóa học')).toBeInTheDocument();
  });
});
