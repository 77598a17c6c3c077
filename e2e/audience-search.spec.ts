import { expect, test } from '@playwright/test';
import { expectAccessible } from './accessibility';
import { DEMO_PASSWORD, logInAndLand, logins, secondPage } from './support';

const TERM = 'Học kỳ 1 năm học 2026-2027';
const COURSE = 'Mạng máy tính';
/** A lesson no other journey studies: every student still has to open it. */
const LESSON = 'Chuyển mạch và VLAN';
const student = { id: '20210002', password: DEMO_PASSWORD, name: 'Lê Văn Hùng' } as const;

test('remind those who have not opened a lesson', async ({ page, browser }, testInfo) => {
  // The student waits on their dashboard, in a browser of their own.
  const learner = await secondPage(browser, testInfo);
  await logInAndLand(learner, student.id, student.password, /\/dashboard$/);
  const bell = learner.getByRole('button', { name: /^Thông báo/ });
  await expect(bell).toBeVisible();
  const unreadBefore = Number(/\((\d+) chưa đọc\)/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1] ?? 0);

  // The course's teacher opens the lesson: who has not opened it, searched by the server.
  await logInAndLand(page, logins.teacher.id, logins.teacher.password, /\/admin-dashboard$/);
  await page.goto('/study');
  await page.getByRole('link', { name: new RegExp(TERM) }).click();
  await page.getByRole('button', { name: new RegExp(`^${COURSE}`) }).click();
  await page.getByRole('link', { name: new RegExp(`^${LESSON}`) }).click();
  await expect(page.getByRole('heading', { name: LESSON, level: 1 })).toBeVisible();
  const audience = page.getByRole('region', { name: 'Ai đã mở, ai chưa mở' });
  await expect(audience.getByRole('radio', { name: /^Chưa mở \(\d+\)$/ })).toBeChecked();
  await expect(audience.getByRole('radio', { name: 'Đã mở (0)' })).toBeAttached();
  const table = audience.getByRole('table', { name: 'Danh sách sinh viên' });
  await expect(table.getByRole('row', { name: new RegExp(student.name) })).toBeVisible();
  await audience.getByRole('textbox', { name: 'Lọc sinh viên' }).fill('van hung');
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(audience.getByRole('link', { name: 'Báo cáo tiến độ học phần' })).toHaveAttribute(
    'href',
    '/admin-dashboard/courses/101/progress',
  );
  await expectAccessible(page, 'lesson (who has not opened it)');

  // One reminder for every student who has not opened it; the button then says when it went.
  const remind = audience.getByRole('button', { name: /^Nhắc những người chưa mở \(\d+\)$/ });
  const waiting = Number(/\((\d+)\)/.exec((await remind.textContent()) ?? '')?.[1]);
  expect(waiting).toBeGreaterThan(0);
  await remind.click();
  await expect(page.getByText(`Đã gửi nhắc nhở đến ${waiting} sinh viên.`)).toBeVisible();
  await expect(remind).toBeDisabled();
  await expect(audience.getByText(/^Đã nhắc lúc .+; có thể nhắc lại từ .+$/)).toBeVisible();

  // The student is told at once.
  const told = learner.getByRole('button', { name: `Thông báo (${unreadBefore + 1} chưa đọc)` });
  await expect(told).toBeVisible();
  await told.click();
  await expect(
    learner.getByRole('menuitem').filter({ hasText: `Nhắc nhở: bạn chưa mở bài "${LESSON}" (${COURSE}).` }),
  ).toBeVisible();

  // Per material too: the lesson's only material, the same list.
  await expect(audience.getByRole('radio', { name: /hoàn thành/i })).toHaveCount(2);
  await audience.getByRole('combobox', { name: 'Xem theo' }).click();
  await page.getByRole('option', { name: 'Bài thực hành: cấu hình VLAN và trunk' }).click();
  await expect(audience.getByRole('radio', { name: /^Chưa mở \(\d+\)$/ })).toBeChecked();
  await expect(audience.getByRole('radio', { name: /hoàn thành/i })).toHaveCount(0);
  await expectAccessible(page, 'lesson (who has not opened a material)');
  await learner.context().close();
});

test('search results page', async ({ page }) => {
  await logInAndLand(page, logins.student.id, logins.student.password, /\/dashboard$/);
  // Enter in the header box opens the page; words of a lesson's content find it.
  const header = page.getByRole('banner');
  await header.getByRole('searchbox', { name: 'Tìm kiếm' }).fill('mien quang ba');
  await header.getByRole('searchbox', { name: 'Tìm kiếm' }).press('Enter');
  await expect(page).toHaveURL(/\/search\?q=mien\+quang\+ba$/);
  await expect(page.getByRole('heading', { name: 'Kết quả tìm kiếm cho “mien quang ba”' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Bài học' }).getByRole('link', { name: LESSON })).toBeVisible();
  await expectAccessible(page, 'search results');

  // A wider search, grouped by type with a count each; one group on its own; back and forward.
  const box = page.getByRole('search').getByRole('searchbox', { name: 'Tìm kiếm' });
  await box.fill('mang');
  await page.getByRole('button', { name: 'Tìm', exact: true }).click();
  await expect(page).toHaveURL(/\/search\?q=mang$/);
  await expect(page.getByRole('region', { name: 'Học phần' }).getByRole('link', { name: COURSE })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Bài học' })).toBeVisible();
  await page.getByText(/^Học phần \(\d+\)$/).click();
  await expect(page.getByRole('radio', { name: /^Học phần \(\d+\)$/ })).toBeChecked();
  await expect(page).toHaveURL(/\/search\?q=mang&type=course$/);
  await expect(page.getByRole('region', { name: 'Bài học' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Học phần' })).toBeVisible();
  await expectAccessible(page, 'search results (one group)');
  await page.goBack();
  await expect(page).toHaveURL(/\/search\?q=mang$/);
  await expect(page.getByRole('region', { name: 'Bài học' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/search\?q=mien\+quang\+ba$/);
  await expect(box).toHaveValue('mien quang ba');

  // The header's dropdown still opens a result.
  await header.getByRole('searchbox', { name: 'Tìm kiếm' }).fill('vlan');
  const option = page.getByRole('option', { name: new RegExp(`^${LESSON}`) });
  await expect(option).toBeVisible();
  await option.click();
  await expect(page).toHaveURL(/\/lesson\/\d+$/);
});
