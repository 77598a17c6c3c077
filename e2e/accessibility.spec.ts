import { expect, test } from '@playwright/test';
import { expectAccessible } from './accessibility';
import { logInAndLand, logins } from './support';

/** The screens no other journey visits, the English interface and a phone; the journeys check their own screens. */
test('public pages: landing, support, introduction, an unknown address', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page, 'landing');
  for (const [path, screen] of [
    ['/support', 'support (FAQ)'],
    ['/introduction', 'introduction'],
    ['/khong-co-trang-nay', '404'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page, screen);
  }
});

test("a student's profile, notifications and study pages, then the same in English", async ({ page }) => {
  await logInAndLand(page, logins.student.id, logins.student.password, /\/dashboard$/);
  for (const [path, heading, screen] of [
    ['/editprofile', 'Chỉnh sửa hồ sơ', 'edit profile'],
    ['/all-notifications', 'Tất cả thông báo', 'notifications'],
    ['/admin-dashboard', 'Trang này dành cho giáo viên và quản trị viên.', 'admin page as a student'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expectAccessible(page, screen);
  }

  await page.goto('/dashboard');
  await page.getByText('EN', { exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My dashboard' })).toBeVisible();
  await expectAccessible(page, 'dashboard (English)');
  await page.goto('/study');
  await expect(page.getByRole('heading', { level: 1, name: 'Study' })).toBeVisible();
  await expectAccessible(page, 'study (English)');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('landing with its menu, login, dashboard with the navigation menu, admin sidebar', async ({ page }) => {
    await page.goto('/');
    await expectAccessible(page, 'landing (phone)');
    await page.getByRole('button', { name: 'Mở menu điều hướng' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectAccessible(page, 'landing menu (phone)');

    await page.goto('/login');
    await expectAccessible(page, 'login (phone)');
    await logInAndLand(page, logins.student.id, logins.student.password, /\/dashboard$/);
    await expectAccessible(page, 'dashboard (phone)');
    await page.getByRole('button', { name: 'Mở menu điều hướng' }).click();
    await expect(page.getByRole('menuitem', { name: 'Học tập' })).toBeVisible();
    await expectAccessible(page, 'navigation menu (phone)');
    await page.keyboard.press('Escape');

    // The search in its dialog, fetched when first opened; closed, the focus is back on its button.
    const openSearch = page.getByRole('button', { name: 'Mở ô tìm kiếm' });
    await openSearch.click();
    const dialog = page.getByRole('dialog', { name: 'Tìm kiếm' });
    await expect(dialog.getByRole('searchbox', { name: 'Tìm kiếm' })).toBeFocused();
    await page.keyboard.type('mang');
    await expect(page.getByRole('option').first()).toBeVisible();
    await expectAccessible(page, 'search dialog (phone)');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(openSearch).toBeFocused();
  });

  test('the admin sidebar opens from its button', async ({ page }) => {
    await logInAndLand(page, logins.teacher.id, logins.teacher.password, /\/admin-dashboard$/);
    await page.getByRole('button', { name: 'Ẩn hoặc hiện thanh bên' }).click();
    await expect(page.getByRole('navigation', { name: 'Điều hướng quản trị' })).toBeVisible();
    await expectAccessible(page, 'admin overview (phone, sidebar open)');
  });
});
