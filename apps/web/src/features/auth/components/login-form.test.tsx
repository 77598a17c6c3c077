import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { getSession } from '../../../lib/session';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { describeCall } from '../../../test/fetch-routes';
import { LoginForm } from './login-form';

const routes = [
  { path: '/login', element: <LoginForm /> },
  { path: '/admin-dashboard', element: <p>admin home</p> },
  { path: '/dashboard', element: <p>student home</p> },
  { path: '/changepassword', element: <p>change password screen</p> },
];

async function submit(id: string, password: string) {
  const user = userEvent.setup();
  const view = renderRoutes(routes, '/login');
  if (id) await user.type(screen.getByLabelText('ID'), id);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  return view;
}

describe('LoginForm', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });
  afterAll(async () => {
    await i18n.changeLanguage('vi');
  });

  it.each([
    ['LOGIN_MISSING_FIELDS', 400, 'Please enter username and password'],
    ['LOGIN_NO_SUCH_USER', 401, 'Username does not exist'],
    ['LOGIN_WRONG_PASSWORD', 401, 'Password incorrect'],
    ['LOGIN_ACCOUNT_LOCKED', 403, 'Account locked, please contact admin'],
    ['INTERNAL', 500, 'Login failed, try again'],
  ])('shows the spec message for %s', async (code, status, text) => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(status, { code, message: 'server text' })),
    );
    await submit('20210001', 'secret');
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(getSession()).toBeNull();
  });

  it.each([
    ['1', 'Too many login attempts. Please try again in 1 second.'],
    ['8', 'Too many login attempts. Please try again in 8 seconds.'],
    ['900', 'Too many login attempts. Please try again in 15 minutes.'],
  ])('says how long to wait when refused for too many attempts (Retry-After: %s)', async (retryAfter, text) => {
    const refused = () =>
      new Response(JSON.stringify({ code: 'RATE_LIMITED', message: 'server text' }), {
        status: 429,
        headers: { 'Retry-After': retryAfter },
      });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => refused()),
    );
    await submit('20210001', 'secret');
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(getSession()).toBeNull();
  });

  it('says how long to wait in Vietnamese by default', async () => {
    await i18n.changeLanguage('vi');
    const refused = new Response(JSON.stringify({ code: 'RATE_LIMITED', message: 'server text' }), {
      status: 429,
      headers: { 'Retry-After': '30' },
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => refused),
    );
    const user = userEvent.setup();
    renderRoutes(routes, '/login');
    await user.type(screen.getByLabelText('Mã số (ID)'), '20210001');
    await user.type(screen.getByLabelText('Mật khẩu'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Đăng nhập' }));
    expect(
      await screen.findByText('Bạn đã thử đăng nhập quá nhiều lần. Vui lòng thử lại sau 30 giây.'),
    ).toBeInTheDocument();
  });

  it('says it cannot connect when the server is unreachable', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await submit('20210001', 'secret');
    expect(await screen.findByText('Cannot connect to server')).toBeInTheDocument();
  });

  it('checks both fields before calling the server, saying so on the blank one', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    await submit('20210001', '');
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Please enter username and password');
    expect(screen.getByLabelText('ID')).not.toHaveAttribute('aria-invalid');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('says a blank id is missing when it is left, and stops saying it once typed', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, '/login');
    const id = screen.getByLabelText('ID');
    await user.click(id);
    await user.tab();
    expect(id).toHaveAccessibleDescription('Please enter username and password');
    await user.type(id, '2');
    expect(id).not.toHaveAttribute('aria-invalid');
    expect(id).not.toHaveAccessibleDescription('Please enter username and password');
  });

  it('shows the Vietnamese text in the default language', async () => {
    await i18n.changeLanguage('vi');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(401, { code: 'LOGIN_WRONG_PASSWORD', message: 'Password incorrect' })),
    );
    const user = userEvent.setup();
    renderRoutes(routes, '/login');
    await user.type(screen.getByLabelText('Mã số (ID)'), '20210001');
    await user.type(screen.getByLabelText('Mật khẩu'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Đăng nhập' }));
    expect(await screen.findByText('Mật khẩu không đúng')).toBeInTheDocument();
  });

  it.each([
    ['teacher', '/admin-dashboard', 'admin home'],
    ['student', '/dashboard', 'student home'],
  ])('stores the session of a %s and redirects to %s', async (role, path, landing) => {
    const fetch = vi.fn(async () => jsonResponse(200, { message: 'Login successful', token: 'tok', role, user: {} }));
    vi.stubGlobal('fetch', fetch);
    const { router } = await submit('1001', '1001@1');

    expect(await screen.findByText('Login successful')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe('tok');
    expect(localStorage.getItem('role')).toBe(role);
    await waitFor(() => expect(router.state.location.pathname).toBe(path));
    expect(screen.getByText(landing)).toBeInTheDocument();

    const [request] = fetch.mock.calls[0] as unknown as [Request];
    expect(await describeCall(request)).toEqual({
      method: 'POST',
      url: '/api/auth/login',
      body: { id: '1001', password: '1001@1' },
    });
    expect(request.headers.has('Authorization')).toBe(false);
  });

  it('takes an account whose password someone else set to the change screen, its session marked so', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse(200, {
          message: 'Login successful',
          token: 'tok',
          role: 'student',
          user: { must_change_password: true },
        }),
      ),
    );
    const { router } = await submit('20210001', '20210001@1');

    expect(await screen.findByText('Login successful')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/changepassword'));
    expect(screen.getByText('change password screen')).toBeInTheDocument();
    expect(getSession()).toEqual({ token: 'tok', role: 'student', passwordChangeRequired: true });
  });
});
