import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GradeCategory } from '@netclass/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { saveSession } from '../../../lib/session';
import { stubFetchRoutes } from '../../../test/fetch-routes';
import { renderRoutes } from '../../../test/render';
import { CategoriesEditor } from './categories-editor';

const saved: GradeCategory[] = [{ id: 1, name: 'Lab', weight: 60, position: 1, item_count: 0 }];
const render = () =>
  renderRoutes([{ path: '/', element: <CategoriesEditor courseId={3} categories={saved} /> }], '/', { env: 'test' });

describe('CategoriesEditor', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('vi');
    saveSession({ token: 'tok', role: 'teacher' });
  });

  it('says what is wrong in place: an empty name on its field, then weights over 100% on the list; sends nothing', async () => {
    const calls = stubFetchRoutes({});
    const user = userEvent.setup();
    render();
    await user.click(screen.getByRole('button', { name: 'Thêm nhóm' }));
    const weight = screen.getByRole('textbox', { name: 'Trọng số nhóm 2' });
    await user.clear(weight);
    await user.type(weight, '50');
    await user.click(screen.getByRole('button', { name: 'Lưu nhóm điểm' }));
    const name = screen.getByRole('textbox', { name: 'Tên nhóm 2' });
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Vui lòng nhập tên nhóm điểm.');
    // The list's own rules are checked once its fields are right.
    await user.type(name, 'Thi');
    await user.click(screen.getByRole('button', { name: 'Lưu nhóm điểm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Tổng trọng số các nhóm điểm không được vượt quá 100%.');
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  }, 20_000);
});
