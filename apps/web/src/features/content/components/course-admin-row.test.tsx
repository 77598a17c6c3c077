import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { saveSession } from '../../../lib/session';
import { buildCourse } from '../../../test/content-fixtures';
import { renderRoutes } from '../../../test/render';
import { CourseAdminRow } from './course-admin-row';

describe('CourseAdminRow progress button', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('vi');
    saveSession({ token: 'tok', role: 'teacher' });
  });

  it('leads to the course progress report where the server says the user manages the course', async () => {
    renderRoutes(
      [
        {
          path: '/',
          element: <CourseAdminRow course={buildCourse({ id: 101, name: 'Mạng máy tính', can_manage: true })} />,
        },
      ],
      '/',
    );
    const link = await screen.findByRole('link', { name: 'Tiến độ học phần Mạng máy tính' });
    expect(link).toHaveAttribute('href', '/admin-dashboard/courses/101/progress');
    expect(link).toHaveTextContent('Tiến độ');
  });

  it("is absent on another teacher's course", async () => {
    renderRoutes(
      [{ path: '/', element: <CourseAdminRow course={buildCourse({ id: 102, can_manage: false })} /> }],
      '/',
    );
    expect(await screen.findByText('ID 102')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Tiến độ/ })).not.toBeInTheDocument();
  });
});
