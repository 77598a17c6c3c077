import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { saveSession } from '../../lib/session';
import { buildCategory } from '../../test/content-fixtures';
import { fakeSocket as fake } from '../../test/fake-socket';
import { stubFetchRoutes } from '../../test/fetch-routes';
import { renderRoutes } from '../../test/render';
import { StudyPage } from './content-pages';

vi.mock('../../lib/socket', async () => (await import('../../test/fake-socket')).fakeSocketModule);

describe('a term edited elsewhere', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('vi');
    saveSession({ token: 'tok', role: 'student' });
  });
  afterEach(() => fake.reset());

  it('shows its new name on the study page at once', async () => {
    let name = 'Học kỳ 1';
    stubFetchRoutes({
      'GET /api/categories': () => ({ body: { categories: [buildCategory({ id: 1, name })], can_manage: false } }),
    });
    renderRoutes([{ path: '/study', element: <StudyPage /> }], '/study');
    expect(await screen.findByText('Học kỳ 1')).toBeInTheDocument();

    name = 'Học kỳ 1 (2026-2027)';
    act(() => fake.fire('categoryChanged', { id: 1 }));
    expect(await screen.findByText('Học kỳ 1 (2026-2027)')).toBeInTheDocument();
  });
});
