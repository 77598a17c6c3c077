import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { saveSession } from '../../lib/session';
import { buildCategory, buildCourse, buildLesson } from '../../test/content-fixtures';
import { stubFetchRoutes } from '../../test/fetch-routes';
import { renderRoutes } from '../../test/render';
import { CategoryCoursesPage } from './content-pages';

describe('CategoryCoursesPage (/category/{id}/courses?course={courseId})', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('vi');
    saveSession({ token: 'tok', role: 'student' });
  });

  it('opens and scrolls to the course a search result names (?course=), and again when asked again', async () => {
    stubFetchRoutes({
      'GET /api/courses/category/1': {
        body: {
          category: buildCategory(),
          courses: [buildCourse({ id: 101, name: 'Mạng máy tính' }), buildCourse({ id: 102, name: 'Truyền số liệu' })],
          can_create_course: false,
        },
      },
      'GET /api/lessons/102': {
        body: {
          course: { id: 102, name: 'Truyền số liệu', category_id: 1 },
          lessons: [buildLesson({ id: 9, title: 'Mã hóa đường truyền' })],
          can_manage: false,
        },
      },
    });
    const scrolled: string[] = [];
    const scrollIntoView = vi.spyOn(window.HTMLElement.prototype, 'scrollIntoView').mockImplementation(function (
      this: HTMLElement,
    ) {
      scrolled.push(this.textContent?.slice(0, 14) ?? '');
    });
    const { router } = renderRoutes(
      [{ path: '/category/:categoryId/courses', element: <CategoryCoursesPage /> }],
      '/category/1/courses?course=102',
    );

    expect(await screen.findByRole('link', { name: /Mã hóa đường truyền/ })).toHaveAttribute('href', '/lesson/9');
    expect(screen.getByRole('button', { name: /Truyền số liệu/ })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: /Mạng máy tính/ })).toHaveAttribute('aria-expanded', 'false');
    expect(scrolled).toEqual(['Truyền số liệu']);

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Truyền số liệu/ }));
    expect(screen.getByRole('button', { name: /Truyền số liệu/ })).toHaveAttribute('aria-expanded', 'false');
    await act(() => router.navigate('/category/1/courses?course=102'));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Truyền số liệu/ })).toHaveAttribute('aria-expanded', 'true'),
    );
    expect(scrolled).toEqual(['Truyền số liệu', 'Truyền số liệu']);
    scrollIntoView.mockRestore();
  });

  it('ignores a ?course= that names no course of the term', async () => {
    stubFetchRoutes({
      'GET /api/courses/category/1': {
        body: { category: buildCategory(), courses: [buildCourse()], can_create_course: false },
      },
    });
    renderRoutes(
      [{ path: '/category/:categoryId/courses', element: <CategoryCoursesPage /> }],
      '/category/1/courses?course=abc',
    );
    expect(await screen.findByRole('button', { name: /Mạng máy tính/ })).toHaveAttribute('aria-expanded', 'false');
  });
});
