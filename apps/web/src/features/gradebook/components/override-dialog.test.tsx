import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GRADEBOOK_MESSAGES, type GradebookCell, type GradebookStudent, type GradedItem } from '@netclass/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { saveSession } from '../../../lib/session';
import { stubFetchRoutes } from '../../../test/fetch-routes';
import { renderRoutes } from '../../../test/render';
import { OverrideDialog } from './override-dialog';

const item: GradedItem = {
  kind: 'assignment',
  id: 7,
  title: 'Lab 1',
  max_points: 10,
  due_at: null,
  category_id: null,
  released: false,
};
const cell: GradebookCell = { points: 6, grade: 6, status: 'graded', override: null };
const student = { student_id: 5, name: 'An', cells: [cell] } as unknown as GradebookStudent;
const OVERRIDE = '/api/graded-items/assignment/7/overrides/5';

const render = () =>
  renderRoutes(
    [{ path: '/', element: <OverrideDialog student={student} item={item} cell={cell} onClose={() => {}} /> }],
    '/',
    {
      env: 'test',
    },
  );

describe('OverrideDialog', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('vi');
    saveSession({ token: 'tok', role: 'teacher' });
  });

  it('says under the reason field that a reason is needed, and sends nothing', async () => {
    const calls = stubFetchRoutes({ [`GET ${OVERRIDE}`]: { body: { override: null, audit: [] } } });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Lưu điểm ghi đè' }));
    const reason = screen.getByRole('textbox', { name: /^Lý do/ });
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(reason).toHaveAccessibleDescription(/Vui lòng nhập lý do\./);
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  }, 20_000);

  it("puts the server's refusal of the points on the points field", async () => {
    stubFetchRoutes({
      [`GET ${OVERRIDE}`]: { body: { override: null, audit: [] } },
      [`PUT ${OVERRIDE}`]: {
        status: 400,
        body: { code: 'VALIDATION', field: 'points', message: GRADEBOOK_MESSAGES.pointsInvalid },
      },
    });
    render();
    await userEvent.type(await screen.findByRole('textbox', { name: /^Lý do/ }), 'Phúc khảo');
    await userEvent.click(screen.getByRole('button', { name: 'Lưu điểm ghi đè' }));
    const points = await screen.findByRole('textbox', { name: /^Điểm ghi đè/ });
    await expect.poll(() => points.getAttribute('aria-invalid')).toBe('true');
    expect(points).toHaveAccessibleDescription(/Điểm phải từ 0 đến điểm tối đa của mục/);
  }, 20_000);
});
