import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { saveSession } from '../../../lib/session';
import { buildProfile } from '../../../test/communication-fixtures';
import { stubFetchRoutes, type FetchCall } from '../../../test/fetch-routes';
import { renderRoutes } from '../../../test/render';
import { ChangePasswordForm } from './change-password-form';
import { EditProfileForm } from './edit-profile-form';

const REQUIRED = 'Vui lòng nhập đầy đủ mật khẩu cũ, mật khẩu mới và xác nhận';
const puts = (calls: FetchCall[]) => calls.filter((call) => call.method === 'PUT');

function renderPasswordForm() {
  renderRoutes([{ path: '/', element: <ChangePasswordForm /> }], '/', { env: 'test' });
  return userEvent.setup();
}

const field = (label: RegExp) => screen.getByLabelText(label);
/** The form around the (only) submit button. */
const formOf = (role: 'button') =>
  screen.getByRole(role, { name: /Đổi mật khẩu|Change password|Cập nhật email/ }).closest('form')!;

describe('ChangePasswordForm (docs/product/messages.md#change-password)', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('vi');
    saveSession({ token: 'tok', role: 'student' });
  });

  it('says a field left blank is required, on that field, and checks all three on submit', async () => {
    const calls = stubFetchRoutes({});
    const user = renderPasswordForm();
    await user.click(field(/^Mật khẩu cũ/));
    await user.tab();
    expect(field(/^Mật khẩu cũ/)).toHaveAccessibleDescription(REQUIRED);
    expect(field(/^Mật khẩu cũ/)).toHaveAttribute('aria-invalid', 'true');
    await user.type(field(/^Mật khẩu cũ/), 'cu');
    expect(field(/^Mật khẩu cũ/)).not.toHaveAttribute('aria-invalid');

    await user.click(screen.getByRole('button', { name: 'Đổi mật khẩu' }));
    expect(field(/^Mật khẩu mới/)).toHaveAccessibleDescription(new RegExp(REQUIRED));
    expect(field(/^Xác nhận/)).toHaveAccessibleDescription(REQUIRED);
    expect(puts(calls)).toHaveLength(0);
  });

  it('puts a mismatch on the confirmation and a short password on the new one', async () => {
    const calls = stubFetchRoutes({});
    const user = renderPasswordForm();
    await user.type(field(/^Mật khẩu cũ/), 'cu');
    await user.type(field(/^Mật khẩu mới/), 'abc');
    await user.type(field(/^Xác nhận/), 'abd');
    await user.click(screen.getByRole('button', { name: 'Đổi mật khẩu' }));
    expect(field(/^Xác nhận/)).toHaveAccessibleDescription('Mật khẩu mới và xác nhận không khớp');
    expect(field(/^Mật khẩu mới/)).toHaveAccessibleDescription(/Mật khẩu mới phải có ít nhất 6 ký tự/);
    expect(puts(calls)).toHaveLength(0);
  });

  it('shows a wrong current password, as the server answers it, on that field (English)', async () => {
    await i18n.changeLanguage('en');
    stubFetchRoutes({
      'PUT /api/user/profile': {
        status: 400,
        body: { message: 'Mật khẩu cũ không đúng', code: 'PASSWORD_WRONG_CURRENT', field: 'currentPassword' },
      },
    });
    const user = renderPasswordForm();
    await user.type(field(/^Current password/), 'wrong');
    await user.type(field(/^New password/), 'abcdef');
    await user.type(field(/^Confirm/), 'abcdef');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(field(/^Current password/)).toHaveAttribute('aria-invalid', 'true'));
    expect(field(/^Current password/)).toHaveAccessibleDescription(i18n.t('errors.codes.PASSWORD_WRONG_CURRENT'));
    expect(within(formOf('button')).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sends the three fields and clears them after the change', async () => {
    const calls = stubFetchRoutes({ 'PUT /api/user/profile': { body: { user: buildProfile() } } });
    const user = renderPasswordForm();
    await user.type(field(/^Mật khẩu cũ/), 'cu-123');
    await user.type(field(/^Mật khẩu mới/), 'moi-123');
    await user.type(field(/^Xác nhận/), 'moi-123');
    await user.click(screen.getByRole('button', { name: 'Đổi mật khẩu' }));
    await waitFor(() => expect(field(/^Mật khẩu cũ/)).toHaveValue(''));
    expect(puts(calls)[0]?.body).toEqual({
      currentPassword: 'cu-123',
      newPassword: 'moi-123',
      confirmPassword: 'moi-123',
    });
  });
});

describe('EditProfileForm (docs/product/messages.md#email-update)', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('vi');
    saveSession({ token: 'tok', role: 'student' });
  });

  const renderEmailForm = () => {
    renderRoutes([{ path: '/', element: <EditProfileForm profile={buildProfile({ email: null })} /> }], '/', {
      env: 'test',
    });
    return userEvent.setup();
  };

  it('asks for the email on the field, then for a valid one, and sends it trimmed', async () => {
    const calls = stubFetchRoutes({
      'PUT /api/user/profile': { body: { user: buildProfile({ email: 'sv@example.edu.vn' }) } },
    });
    const user = renderEmailForm();
    const email = field(/^Email/);
    await user.click(screen.getByRole('button', { name: 'Cập nhật email' }));
    expect(email).toHaveAccessibleDescription('Vui lòng nhập email để cập nhật');
    await user.type(email, 'sv@');
    expect(email).toHaveAccessibleDescription('Email không hợp lệ.');
    await user.type(email, 'example.edu.vn ');
    expect(email).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Cập nhật email' }));
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(puts(calls)[0]?.body).toEqual({ email: 'sv@example.edu.vn' });
  });

  it("puts the server's 400 about the email on the field", async () => {
    stubFetchRoutes({
      'PUT /api/user/profile': {
        status: 400,
        body: { message: 'Email không hợp lệ.', code: 'VALIDATION', field: 'email' },
      },
    });
    const user = renderEmailForm();
    await user.type(field(/^Email/), 'a@b.co');
    await user.click(screen.getByRole('button', { name: 'Cập nhật email' }));
    await waitFor(() => expect(field(/^Email/)).toHaveAccessibleDescription('Email không hợp lệ.'));
    expect(within(formOf('button')).queryByRole('alert')).not.toBeInTheDocument();
  });
});
