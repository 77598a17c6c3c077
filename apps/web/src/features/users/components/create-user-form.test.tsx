import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { saveSession } from '../../../lib/session';
import { buildUser } from '../../../test/content-fixtures';
import { stubFetchRoutes, type FetchCall } from '../../../test/fetch-routes';
import { renderRoutes } from '../../../test/render';
import { CreateUserForm } from './create-user-form';

const permissions = { manage_roles: ['student' as const], delete_users: false, broadcast_notifications: true };
const posts = (calls: FetchCall[]) => calls.filter((call) => call.method === 'POST');
const idField = () => screen.getByLabelText(/^ID/);

function renderForm() {
  renderRoutes([{ path: '/', element: <CreateUserForm permissions={permissions} /> }], '/', { env: 'test' });
  return userEvent.setup();
}

describe('CreateUserForm (docs/product/messages.md#create-user)', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('vi');
    saveSession({ token: 'tok', role: 'teacher' });
  });

  it('says on each field that the id and the name are needed, without calling the server', async () => {
    const calls = stubFetchRoutes({});
    const user = renderForm();
    await user.click(screen.getByRole('button', { name: 'Tạo người dùng' }));
    expect(idField()).toHaveAccessibleDescription(/Vui lòng nhập ID/);
    expect(screen.getByLabelText(/^Họ và tên/)).toHaveAccessibleDescription('Tên không được để trống.');
    expect(posts(calls)).toHaveLength(0);
  });

  it('takes digits only as the id, and sends it as a number', async () => {
    const calls = stubFetchRoutes({
      'POST /api/admin': { status: 201, body: { user: buildUser({ id: 20215123, name: 'An', role: 'student' }) } },
    });
    const user = renderForm();
    await user.type(idField(), '2021-5123x');
    expect(idField()).toHaveValue('20215123');
    await user.type(screen.getByLabelText(/^Họ và tên/), ' An ');
    await user.click(screen.getByRole('button', { name: 'Tạo người dùng' }));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]?.body).toEqual({ id: 20215123, name: 'An', role: 'student', status: 'active' });
  });

  it('shows a taken id on the id field', async () => {
    stubFetchRoutes({
      'POST /api/admin': {
        status: 409,
        body: { code: 'USER_ID_TAKEN', message: 'ID 5 đã được dùng cho một tài khoản khác.' },
      },
    });
    const user = renderForm();
    await user.type(idField(), '5');
    await user.type(screen.getByLabelText(/^Họ và tên/), 'An');
    await user.click(screen.getByRole('button', { name: 'Tạo người dùng' }));
    await waitFor(() => expect(idField()).toHaveAccessibleDescription(/ID này đã được dùng cho một tài khoản khác\./));
  });
});
