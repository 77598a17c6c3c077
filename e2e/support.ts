import { expect, type Browser, type Page, type TestInfo } from '@playwright/test';

/** The demo accounts the seed prints with the default password id@1: the teacher and three students. */
export const DEMO_SEEDED_IDS = ['1001', '20210001', '20210002', '20210003'] as const;
/** Their password once e2e/global-setup.ts has made their first password change. */
export const DEMO_PASSWORD = 'e2e-demo-password';

/** Demo logins seeded on the e2e server's first start (see playwright.config.ts and e2e/global-setup.ts). */
export const logins = {
  admin: { id: '1', password: 'e2e-admin-pass' },
  teacher: { id: '1001', password: DEMO_PASSWORD },
  student: { id: '20210001', password: DEMO_PASSWORD },
} as const;

export async function logIn(page: Page, id: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Mã số (ID)').fill(id);
  await page.getByLabel('Mật khẩu', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
}

export async function logInAndLand(page: Page, id: string, password: string, path: RegExp): Promise<void> {
  await logIn(page, id, password);
  await expect(page.getByText('Đăng nhập thành công')).toBeVisible();
  await expectLanded(page, path);
}

/**
 * At `path` with its page drawn: the address changes as soon as the move starts, while the
 * login page stays on screen until the new page's code has arrived (its h1 would answer for it).
 */
export async function expectLanded(page: Page, path: RegExp): Promise<void> {
  await expect(page).toHaveURL(path);
  await expect(page.getByLabel('Mã số (ID)')).toHaveCount(0);
}

export async function logOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Tài khoản' }).click();
  await page.getByRole('menuitem', { name: 'Đăng xuất' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

/** A second browser context (its own storage, its own socket) with the project's settings. */
export async function secondPage(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const { baseURL, locale, timezoneId } = testInfo.project.use;
  const context = await browser.newContext({ baseURL, locale, timezoneId });
  return context.newPage();
}
