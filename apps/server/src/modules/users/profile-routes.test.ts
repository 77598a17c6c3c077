import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app.js';
import { users } from '../../db/schema/index.js';

let h: TestApp;
beforeAll(async () => {
  h = await buildTestApp();
});
afterAll(async () => {
  await h?.close();
});

const getProfile = (token?: string) =>
  h.app.inject({ method: 'GET', url: '/api/user/profile', headers: token ? h.authHeader(token) : {} });
const putProfile = (token: string | undefined, payload: object) =>
  h.app.inject({ method: 'PUT', url: '/api/user/profile', headers: token ? h.authHeader(token) : {}, payload });
const loginStatus = async (id: number, password: string) =>
  (await h.app.inject({ method: 'POST', url: '/api/auth/login', payload: { id, password } })).statusCode;

async function signedIn(spec: Parameters<TestApp['createUser']>[0] = {}) {
  const user = await h.createUser(spec);
  return { user, token: await h.loginAs(user) };
}

describe('GET /api/user/profile', () => {
  test('401 without a token', async () => {
    expect((await getProfile()).statusCode).toBe(401);
  });

  test('answers your own profile', async () => {
    const { user, token } = await signedIn({
      name: 'Lê Thị Mai',
      email: 'mai@example.edu.vn',
      role: 'teacher',
      mustChangePassword: true,
    });
    const response = await getProfile(token);
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({
      id: user.id,
      name: 'Lê Thị Mai',
      username: String(user.id),
      email: 'mai@example.edu.vn',
      role: 'teacher',
      must_change_password: true,
    });
    expect(JSON.stringify(response.json())).not.toMatch(/argon2|password_hash|passwordHash/);
  });

  test.each([
    ['student', { manage_roles: [], delete_users: false, broadcast_notifications: false }],
    ['teacher', { manage_roles: ['student'], delete_users: false, broadcast_notifications: true }],
    ['admin', { manage_roles: ['student', 'teacher', 'admin'], delete_users: true, broadcast_notifications: true }],
  ] as const)('says what a %s may do with accounts (from the policies)', async (role, can) => {
    const { token } = await signedIn({ role });
    expect((await getProfile(token)).json().user.can).toEqual(can);
  });
});

describe('PUT /api/user/profile: email', () => {
  test('401 without a token', async () => {
    expect((await putProfile(undefined, { email: 'a@b.vn' })).statusCode).toBe(401);
  });

  test.each([
    ['no email', {}],
    ['an empty email', { email: '' }],
    ['a blank email', { email: '    ' }],
  ])('%s: 400 with the spec message, on the email field', async (_case, payload) => {
    const { token } = await signedIn();
    const response = await putProfile(token, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'EMAIL_REQUIRED',
      message: 'Vui lòng nhập email để cập nhật',
      field: 'email',
    });
  });

  test.each([['not-an-email'], ['a@'], ['@example.com'], ['two words@example.com']])(
    'invalid email %j: 400',
    async (email) => {
      const { user, token } = await signedIn({ email: 'before@example.com' });
      const response = await putProfile(token, { email });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION', message: 'Email không hợp lệ.', field: 'email' });
      const [row] = await h.db.select().from(users).where(eq(users.id, user.id));
      expect(row?.email).toBe('before@example.com');
    },
  );

  test('a valid email is saved (trimmed) and answered', async () => {
    const { user, token } = await signedIn();
    const response = await putProfile(token, { email: '  sv.moi@example.edu.vn ' });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ id: user.id, email: 'sv.moi@example.edu.vn' });
    expect((await getProfile(token)).json().user.email).toBe('sv.moi@example.edu.vn');
  });
});

describe('PUT /api/user/profile: password change', () => {
  const REQUIRED = 'Vui lòng nhập đầy đủ mật khẩu cũ, mật khẩu mới và xác nhận';

  test.each([
    ['only the current password', { currentPassword: 'x' }, 'newPassword'],
    ['no current password', { newPassword: 'abcdef', confirmPassword: 'abcdef' }, 'currentPassword'],
    [
      'an empty current password',
      { currentPassword: '', newPassword: 'abcdef', confirmPassword: 'abcdef' },
      'currentPassword',
    ],
    ['an empty new password', { currentPassword: 'x', newPassword: '', confirmPassword: '' }, 'newPassword'],
    ['an empty confirmation', { currentPassword: 'x', newPassword: 'abcdef', confirmPassword: '' }, 'confirmPassword'],
    ['only a confirmation', { confirmPassword: 'abcdef' }, 'currentPassword'],
  ])('%s: 400 on the first blank field (%s)', async (_case, payload, field) => {
    const { token } = await signedIn();
    const response = await putProfile(token, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'PASSWORD_FIELDS_REQUIRED', message: REQUIRED, field });
  });

  test('new password and confirmation differ: 400 on the confirmation', async () => {
    const { user, token } = await signedIn();
    const response = await putProfile(token, {
      currentPassword: user.password,
      newPassword: 'abcdef1',
      confirmPassword: 'abcdef2',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'PASSWORD_MISMATCH',
      message: 'Mật khẩu mới và xác nhận không khớp',
      field: 'confirmPassword',
    });
  });

  test('new password under 6 characters: 400 on the new password', async () => {
    const { user, token } = await signedIn();
    const response = await putProfile(token, {
      currentPassword: user.password,
      newPassword: 'abc12',
      confirmPassword: 'abc12',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'PASSWORD_TOO_SHORT',
      message: 'Mật khẩu mới phải có ít nhất 6 ký tự',
      field: 'newPassword',
    });
  });

  test('wrong current password: 400 on the current password, nothing changes', async () => {
    const { user, token } = await signedIn();
    const response = await putProfile(token, {
      currentPassword: 'not-it',
      newPassword: 'newpass1',
      confirmPassword: 'newpass1',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'PASSWORD_WRONG_CURRENT',
      message: 'Mật khẩu cũ không đúng',
      field: 'currentPassword',
    });
    expect(await loginStatus(user.id, user.password)).toBe(200);
    expect(await loginStatus(user.id, 'newpass1')).toBe(401);
  });

  test('success: keeps this session, ends the others, clears must_change_password', async () => {
    const { user, token } = await signedIn({ mustChangePassword: true });
    const otherDevice = await h.loginAs(user);
    expect((await getProfile(token)).json().user.must_change_password).toBe(true);

    const response = await putProfile(token, {
      currentPassword: user.password,
      newPassword: 'mat-khau-moi',
      confirmPassword: 'mat-khau-moi',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ id: user.id, must_change_password: false });

    expect((await getProfile(token)).statusCode).toBe(200);
    expect((await getProfile(otherDevice)).statusCode).toBe(401);
    expect(await loginStatus(user.id, user.password)).toBe(401);
    expect(await loginStatus(user.id, 'mat-khau-moi')).toBe(200);
    const [row] = await h.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.mustChangePassword).toBe(false);
  });

  test('the confirmation may be left out by an API client (the old client sends two fields)', async () => {
    const { user, token } = await signedIn();
    const response = await putProfile(token, { currentPassword: user.password, newPassword: 'another-one' });
    expect(response.statusCode).toBe(200);
    expect(await loginStatus(user.id, 'another-one')).toBe(200);
  });
});
