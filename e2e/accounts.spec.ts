import { expect, test } from '@playwright/test';
import { expectAccessible } from './accessibility';
import { DEMO_PASSWORD, logIn, logInAndLand, logins, logOut, secondPage } from './support';

test('admin creates a student whose first login is forced through the password change', async ({ page }) => {
  const id = String(20990000 + Math.floor(Math.random() * 9999));
  await logInAndLand(page, logins.admin.id, logins.admin.password, /\/admin-dashboard$/);

  await page.goto('/admin-dashboard/users/create');
  await page.getByRole('textbox', { name: 'ID', exact: true }).fill(id);
  await page.getByRole('textbox', { name: 'Họ và tên' }).fill('Võ Thị Mai');
  await page.getByRole('button', { name: 'Tạo người dùng' }).click();
  await expect(page.getByText('Đã tạo tài khoản cho Võ Thị Mai')).toBeVisible();
  await expectAccessible(page, 'create user');

  await page.goto('/admin-dashboard/users/list');
  await page.getByRole('textbox', { name: 'Tìm kiếm người dùng' }).fill(id);
  await expect(page.getByRole('cell', { name: 'Võ Thị Mai' })).toBeVisible();
  await expectAccessible(page, 'user list');
  await logOut(page);

  // The default password id@1 signs in, straight to the change screen, which says why.
  await logIn(page, id, `${id}@1`);
  await expect(page.getByText('Đăng nhập thành công')).toBeVisible();
  await expect(page).toHaveURL(/\/changepassword$/);
  const why = page.getByText('Hãy đổi mật khẩu trước khi tiếp tục');
  await expect(why).toBeVisible();
  await expectAccessible(page, 'change password (first login)');

  // Nothing else opens meanwhile: the dashboard, by its address, brings the change screen back.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/changepassword$/);
  await expect(why).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Người dùng trực tuyến' })).toBeHidden();

  await page.getByLabel('Mật khẩu cũ').fill(`${id}@1`);
  await page.getByLabel('Mật khẩu mới', { exact: true }).fill('abc');
  await page.getByLabel('Xác nhận mật khẩu mới').fill('abc');
  await page.getByRole('button', { name: 'Đổi mật khẩu' }).click();
  const newPassword = page.getByLabel('Mật khẩu mới', { exact: true });
  await expect(newPassword).toHaveAttribute('aria-invalid', 'true');
  await expect(newPassword).toHaveAccessibleDescription(/Mật khẩu mới phải có ít nhất 6 ký tự/);
  await expectAccessible(page, 'change password (error)');

  // Changed: the student goes to their home page, and it opens.
  await page.getByLabel('Mật khẩu mới', { exact: true }).fill('mang-may-tinh-2026');
  await page.getByLabel('Xác nhận mật khẩu mới').fill('mang-may-tinh-2026');
  await page.getByRole('button', { name: 'Đổi mật khẩu' }).click();
  await expect(page.getByText('Đổi mật khẩu thành công')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Người dùng trực tuyến' })).toBeVisible();
  await logOut(page);

  await logIn(page, id, `${id}@1`);
  await expect(page.getByText('Mật khẩu không đúng')).toBeVisible();
  await logInAndLand(page, id, 'mang-may-tinh-2026', /\/dashboard$/);
});

test('the admin user list pages, and shows a student come online and go offline live; the student sees who is online', async ({
  page,
  browser,
}, testInfo) => {
  const student = { id: '20210002', password: DEMO_PASSWORD, name: 'Lê Văn Hùng' };
  await logInAndLand(page, logins.admin.id, logins.admin.password, /\/admin-dashboard$/);
  await page.goto('/admin-dashboard/users/list');
  await expect(page.getByText(/^Hiển thị \d+\/\d+$/)).toBeVisible();
  await page.getByRole('textbox', { name: 'Tìm kiếm người dùng' }).fill(student.id);
  const row = page.getByRole('row', { name: new RegExp(student.name) });
  await expect(row.getByText('Ngoại tuyến')).toBeVisible();

  const other = await secondPage(browser, testInfo);
  await logInAndLand(other, student.id, student.password, /\/dashboard$/);
  await expect(row.getByText('Trực tuyến')).toBeVisible();
  // The student's panel lists who is online (the admin among them), without polling.
  const panel = other.locator('.mantine-Card-root', {
    has: other.getByRole('heading', { name: 'Người dùng trực tuyến' }),
  });
  await expect(panel.getByText(student.name)).toBeVisible();

  await other.context().close();
  await expect(row.getByText('Ngoại tuyến')).toBeVisible();
});
