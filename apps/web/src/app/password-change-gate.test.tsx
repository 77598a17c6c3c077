import { useQuery } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PASSWORD_CHANGE_REQUIRED } from '@netclass/shared';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { Outlet } from 'react-router';
import { api, data } from '../lib/api-client';
import { i18n } from '../lib/i18n';
import { getSession, saveSession } from '../lib/session';
import { buildProfile } from '../test/communication-fixtures';
import { stubFetchRoutes } from '../test/fetch-routes';
import { renderRoutes } from '../test/render';
import { PasswordChangeGate } from './password-change-gate';
import { ChangePasswordPage } from './routes/change-password-page';

/** A page that reads something the server refuses while the password must be changed, and shows its error. */
function StudentHome() {
  const categories = useQuery({ queryKey: ['categories'], queryFn: () => data(api.GET('/api/categories')) });
  if (categories.error) return <p>page error: {categories.error.message}</p>;
  return <p>student home</p>;
}

const routes = [
  {
    element: (
      <PasswordChangeGate>
        <Outlet />
      </PasswordChangeGate>
    ),
    children: [
      { path: '/dashboard', element: <StudentHome /> },
      { path: '/changepassword', element: <ChangePasswordPage /> },
    ],
  },
];

const REFUSED = {
  status: 403,
  body: {
    code: PASSWORD_CHANGE_REQUIRED,
    message: 'Bạn cần đổi mật khẩu trước khi tiếp tục: mật khẩu hiện tại do người khác đặt.',
  },
};
const EXPLANATION_VI = 'Hãy đổi mật khẩu trước khi tiếp tục';

async function changePassword(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Mật khẩu cũ/), '20210001@1');
  await user.type(screen.getByLabelText(/^Mật khẩu mới/), 'mat-khau-rieng');
  await user.type(screen.getByLabelText(/^Xác nhận/), 'mat-khau-rieng');
  await user.click(screen.getByRole('button', { name: 'Đổi mật khẩu' }));
}

describe('the first password change', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('vi');
  });
  afterAll(async () => {
    await i18n.changeLanguage('vi');
  });

  it('shows the change screen, saying why, instead of any other page of a held session', async () => {
    saveSession({ token: 'tok', role: 'student', passwordChangeRequired: true });
    const calls = stubFetchRoutes({ 'GET /api/categories': REFUSED });
    const { router } = renderRoutes(routes, '/dashboard', { env: 'test' });

    expect(await screen.findByText(EXPLANATION_VI)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/changepassword');
    expect(screen.queryByText('student home')).not.toBeInTheDocument();
    // The page was never drawn: it asked the server nothing.
    expect(calls.filter((call) => call.url === '/api/categories')).toHaveLength(0);
  });

  it('says why in English too', async () => {
    await i18n.changeLanguage('en');
    saveSession({ token: 'tok', role: 'student', passwordChangeRequired: true });
    stubFetchRoutes({});
    renderRoutes(routes, '/changepassword', { env: 'test' });
    expect(await screen.findByText('Change your password before you continue')).toBeInTheDocument();
    expect(screen.getByText(/was set by someone else/)).toBeInTheDocument();
  });

  it('takes a session the server refuses with the code to the change screen, without the page showing its error', async () => {
    saveSession({ token: 'tok', role: 'student' });
    stubFetchRoutes({ 'GET /api/categories': REFUSED });
    const { router } = renderRoutes(routes, '/dashboard', { env: 'test' });

    expect(await screen.findByText(EXPLANATION_VI)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/changepassword');
    expect(screen.queryByText(/page error/)).not.toBeInTheDocument();
    expect(getSession()).toMatchObject({ token: 'tok', passwordChangeRequired: true });
  });

  it('goes to the home page once the password is changed, and every page opens again', async () => {
    saveSession({ token: 'tok', role: 'student', passwordChangeRequired: true });
    const calls = stubFetchRoutes({
      'PUT /api/user/profile': { body: { user: buildProfile({ must_change_password: false }) } },
      'GET /api/categories': { body: { categories: [] } },
    });
    const { router } = renderRoutes(routes, '/changepassword', { env: 'test' });
    await changePassword(userEvent.setup());

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await screen.findByText('student home')).toBeInTheDocument();
    expect(getSession()).toMatchObject({ token: 'tok', passwordChangeRequired: false });
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      currentPassword: '20210001@1',
      newPassword: 'mat-khau-rieng',
      confirmPassword: 'mat-khau-rieng',
    });
  });

  it('a change the user chose (nothing held) says nothing more and stays on the page', async () => {
    saveSession({ token: 'tok', role: 'student' });
    const calls = stubFetchRoutes({
      'PUT /api/user/profile': { body: { user: buildProfile({ must_change_password: false }) } },
    });
    const { router } = renderRoutes(routes, '/changepassword', { env: 'test' });
    expect(screen.queryByText(EXPLANATION_VI)).not.toBeInTheDocument();
    await changePassword(userEvent.setup());

    // Done once the form has emptied itself after the server's answer.
    await waitFor(() => expect(screen.getByLabelText(/^Mật khẩu cũ/)).toHaveValue(''));
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/changepassword');
  });
});
