import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { saveSession } from '../../../lib/session';
import { buildCategory, buildCourse, buildLesson } from '../../../test/content-fixtures';
import { stubFetchRoutes } from '../../../test/fetch-routes';
import { renderRoutes } from '../../../test/render';
import { CategoryCourses } from './category-courses';
import { CategoryList } from './category-list';

describe('CategoryList (/study)', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('vi');
    saveSession({ token: 'tok', role: 'student' });
  });
  afterAll(async () => {
    await i18n.changeLanguage('vi');
  });

  it('lists the terms by id with a link to their courses, and "no description" when none', async () => {
    stubFetchRoutes({
      'GET /api/categories': {
        body: {
          categories: [
            buildCategory({ id: 3, name: 'Học kỳ 3', description: null }),
            buildCategory({ id: 1, name: 'Học kỳ 1' }),
          ],
          can_manage: false,
        },
      },
    });
    renderRoutes([{ path: '/study', element: <CategoryList /> }], '/study');
    const links = await screen.findAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/category/1/courses', '/category/3/courses']);
    expect(within(links[1] as HTMLElement).getByText('Không có mô tả')).toBeInTheDocument();
  });

  it('says "no description" in English', async () => {
    await i18n.changeLanguage('en');
    stubFetchRoutes({
      'GET /api/categories': { body: { categories: [buildCategory({ description: '' })], can_manage: false } },
    });
    renderRoutes([{ path: '/study', element: <CategoryList /> }], '/study');
    expect(await screen.findByText('no description')).toBeInTheDocument();
  });

  it("falls back to 'Không thể tải danh mục'", async () => {
    stubFetchRoutes({ 'GET /api/categories': { status: 500, body: {} } });
    renderRoutes([{ path: '/study', element: <CategoryList /> }], '/study');
    expect(await screen.findByText('Không thể tải danh mục')).toBeInTheDocument();
  });
});

describe('CategoryCourses (/category/{id}/courses)', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('vi');
    saveSession({ token: 'tok', role: 'student' });
  });

  it('titles the page with the term and toggles a course’s lessons, by order number', async () => {
    const calls = stubFetchRoutes({
      'GET /api/courses/category/1': {
        body: {
          category: buildCategory({ name: 'Học kỳ 1 năm học 2026-2027' }),
          courses: [buildCourse({ start_date: '2026-09-01T01:00:00Z', end_date: '2026-10-01T14:30:00Z' })],
          can_create_course: false,
        },
      },
      'GET /api/lessons/101': {
        body: {
          course: { id: 101, name: 'Mạng máy tính', category_id: 1 },
          lessons: [
            buildLesson({ id: 5, title: 'Bài hai', order_num: 2 }),
            buildLesson({ id: 4, title: 'Bài một', order_num: 1 }),
          ],
          can_manage: false,
        },
      },
    });
    const user = userEvent.setup();
    renderRoutes([{ path: '/', element: <CategoryCourses categoryId={1} /> }], '/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Học kỳ 1 năm học 2026-2027' })).toBeInTheDocument();
    expect(screen.getByText('Trần Minh Quân')).toBeInTheDocument();
    expect(screen.getByText('Bắt đầu: 08:00 01/09/2026')).toBeInTheDocument();
    expect(screen.getByText('Kết thúc: 21:30 01/10/2026')).toBeInTheDocument();

    const toggle = screen.getByRole('button', { name: /Mạng máy tính/ });
    expect(calls.some((call) => call.url === '/api/lessons/101')).toBe(false);
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const lessons = await screen.findAllByRole('link', { name: /Bài (một|hai)/ });
    expect(lessons.map((link) => [link.textContent?.slice(0, 7), link.getAttribute('href')])).toEqual([
      ['Bài một', '/lesson/4'],
      ['Bài hai', '/lesson/5'],
    ]);
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it("says 'Danh mục không hợp lệ!' for a bad id without asking the server", () => {
    const calls = stubFetchRoutes({});
    renderRoutes([{ path: '/', element: <CategoryCourses categoryId={null} /> }], '/');
    expect(screen.getByText('Danh mục không hợp lệ!')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("says 'Danh mục không hợp lệ!' for an unknown term", async () => {
    stubFetchRoutes({
      'GET /api/courses/category/42': { status: 404, body: { message: 'Danh mục không hợp lệ!', code: 'NOT_FOUND' } },
    });
    renderRoutes([{ path: '/', element: <CategoryCourses categoryId={42} /> }], '/');
    expect(await screen.findByText('Danh mục không hợp lệ!')).toBeInTheDocument();
  });

  it("falls back to 'Không thể tải khóa học'", async () => {
    stubFetchRoutes({ 'GET /api/courses/category/1': { status: 500, body: {} } });
    renderRoutes([{ path: '/', element: <CategoryCourses categoryId={1} /> }], '/');
    expect(await screen.findByText('Không thể tải khóa học')).toBeInTheDocument();
  });
});
