import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { saveSession } from '../../../lib/session';
import { buildCategory } from '../../../test/content-fixtures';
import { stubFetchRoutes } from '../../../test/fetch-routes';
import { renderRoutes } from '../../../test/render';
import { ContentSelectors, type ContentSelection } from './content-selectors';

function Chosen({ initial }: { initial: ContentSelection }) {
  const [value, setValue] = useState(initial);
  return <ContentSelectors value={value} onChange={setValue} withLesson={false} />;
}

describe('ContentSelectors', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('vi');
    saveSession({ token: 'tok', role: 'teacher' });
    stubFetchRoutes({
      'GET /api/categories': { body: { categories: [buildCategory({ id: 7, name: 'Học kỳ 1' })] } },
      'GET /api/courses/category/7': { body: { courses: [] } },
    });
  });

  it('keeps a chosen term when it is picked again (a required choice is not undone by a click)', async () => {
    renderRoutes(
      [{ path: '/', element: <Chosen initial={{ categoryId: 7, courseId: null, lessonId: null }} /> }],
      '/',
      {
        env: 'test',
      },
    );
    const term = screen.getByRole('combobox', { name: /Danh mục/ });
    await waitFor(() => expect(term).toHaveValue('Học kỳ 1'));
    const user = userEvent.setup();
    await user.click(term);
    await user.click(await screen.findByRole('option', { name: 'Học kỳ 1' }));
    expect(term).toHaveValue('Học kỳ 1');
    expect(screen.getByRole('combobox', { name: /Học phần/ })).toBeEnabled();
  });
});
