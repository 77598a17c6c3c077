import { expect, test } from '@playwright/test';
import { expectAccessible } from './accessibility';
import { logIn, logInAndLand, logins, logOut } from './support';

test('each role lands on its own home page', async ({ page }) => {
  await logInAndLand(page, logins.student.id, logins.student.password, /\/dashboard$/);
  await expect(page.getByText('Xin chào, Nguyễn Thị Lan!')).toBeVisible();
  await expectAccessible(page, 'dashboard');
  await page.getByRole('button', { name: 'Tài khoản' }).click();
  await expect(page.getByRole('menuitem', { name: 'Đăng xuất' })).toBeVisible();
  await expectAccessible(page, 'account menu');
  await page.keyboard.press('Escape');
  await logOut(page);

  await logInAndLand(page, logins.teacher.id, logins.teacher.password, /\/admin-dashboard$/);
  await expect(page.getByRole('heading', { name: 'Tổng quan' })).toBeVisible();
  await expectAccessible(page, 'admin overview');
  await logOut(page);

  await logInAndLand(page, logins.admin.id, logins.admin.password, /\/admin-dashboard$/);
  await expect(page.getByRole('heading', { name: 'Tổng quan' })).toBeVisible();
});

test('wrong password and unknown id get the spec messages', async ({ page }) => {
  await logIn(page, logins.student.id, 'not-the-password');
  await expect(page.getByText('Mật khẩu không đúng')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await logIn(page, '99999999', 'whatever');
  await expect(page.getByText('Tên đăng nhập không tồn tại')).toBeVisible();
  await expectAccessible(page, 'login (error)');
});

test('the English locale shows the spec texts verbatim', async ({ page }) => {
  await page.goto('/login');
  await page.evaluate(() => localStorage.setItem('language', 'en'));
  await page.reload();
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  // Each blank field says so itself.
  for (const label of ['ID', 'Password']) {
    await expect(page.getByLabel(label, { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel(label, { exact: true })).toHaveAccessibleDescription(
      'Please enter username and password',
    );
  }
  await expectAccessible(page, 'login (fields missing, English)');
  await page.getByLabel('ID', { exact: true }).fill(logins.student.id);
  await page.getByLabel('Password', { exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByText('Password incorrect')).toBeVisible();
  await expectAccessible(page, 'login (English, error)');
});

test('logout ends the session on the server too', async ({ page }) => {
  await logInAndLand(page, logins.student.id, logins.student.password, /\/dashboard$/);
  const token = await page.evaluate(() => localStorage.getItem('token'));
  await logOut(page);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  const answer = await page.request.get('/api/user/profile', { headers: { authorization: `Bearer ${token}` } });
  expect(answer.status()).toBe(401);
});

test('a session ended elsewhere shows the expiry message at once and returns to login', async ({ page, request }) => {
  await logInAndLand(page, logins.student.id, logins.student.password, /\/dashboard$/);
  const token = await page.evaluate(() => localStorage.getItem('token'));
  // The same session is ended from outside the page (as a logout in another tab would):
  // the server drops the page's socket, and the page learns of it without a reload.
  await request.post('/api/auth/logout', { headers: { authorization: `Bearer ${token}` } });
  await expect(page.getByText('Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('a stale token on page load gets the expiry message', async ({ page }) => {
  await page.goto('/login');
  await page.evaluate(() => {
    localStorage.setItem('token', 'expired.or.revoked');
    localStorage.setItem('role', 'student');
  });
  await page.goto('/editprofile');
  await expect(page.getByText('Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('a protected page without a token says so and goes to login after 2 s', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page.getByText('Người dùng chưa đăng nhập')).toBeVisible();
  await expectAccessible(page, 'not logged in');
  await expect(page).toHaveURL(/\/login$/, { timeout: 5_000 });
});
