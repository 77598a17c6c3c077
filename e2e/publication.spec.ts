import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './accessibility';
import { logins, logInAndLand, secondPage } from './support';

const tag = `e2e${Date.now().toString(36).slice(-5)}`;
const lessonTitle = `Bài hẹn giờ ${tag}`;
/** The demo seed's term and its first course (id 101). */
const TERM = 'Học kỳ 1 năm học 2026-2027';
const COURSE = 'Mạng máy tính';

/** The bell's accessible name, 'Thông báo (N chưa đọc)'. */
const bell = (page: Page, count: number) =>
  page.getByRole('button', { name: `Thông báo (${count} chưa đọc)`, exact: true });

async function choose(page: Page, select: RegExp, option: string): Promise<void> {
  await page.getByRole('combobox', { name: select }).click();
  await page.getByRole('option', { name: option }).click();
}

test('a scheduled lesson appears to a student, with its notification, only when its time comes', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  // Teacher: a new lesson in the demo course is a draft; they look at the schedule dialog and the preview.
  await logInAndLand(page, logins.teacher.id, logins.teacher.password, /\/admin-dashboard$/);
  await page.goto('/admin-dashboard/courses/lessons');
  await choose(page, /^Danh mục/, TERM);
  await choose(page, /^Học phần/, `${COURSE} (ID 101)`);
  await page.getByLabel(/^Tiêu đề bài học/).fill(lessonTitle);
  await page.getByLabel(/^Số thứ tự/).fill('99');
  await page.getByLabel(/^Nội dung/).fill('Bài này được xuất bản theo lịch.');
  await page.getByRole('button', { name: 'Tạo bài học', exact: true }).click();
  await page.getByRole('dialog', { name: 'Thêm tài liệu?' }).getByRole('button', { name: 'Không' }).click();
  const row = page.getByRole('row').filter({ hasText: lessonTitle });
  await expect(row.getByText('Nháp', { exact: true })).toBeVisible();
  await expectAccessible(page, 'lesson admin (draft lesson)');

  await row.getByRole('button', { name: `Lên lịch xuất bản "${lessonTitle}"` }).click();
  const dialog = page.getByRole('dialog', { name: `Lên lịch xuất bản "${lessonTitle}"` });
  await expect(dialog.getByText('Giờ Việt Nam (GMT+7)')).toBeVisible();
  await expectAccessible(page, 'schedule dialog');
  await dialog.getByRole('button', { name: 'Lưu lịch' }).click();
  await expect(dialog.getByText('Vui lòng chọn thời điểm xuất bản.')).toBeVisible();
  await page.keyboard.press('Escape');

  await row.getByRole('link', { name: `Xem bài "${lessonTitle}" như sinh viên` }).click();
  await expect(page).toHaveURL(/\/lesson\/\d+\/preview$/);
  await expect(page.getByRole('heading', { name: lessonTitle })).toBeVisible();
  await expectAccessible(page, 'lesson preview');
  const lessonId = Number(/\/lesson\/(\d+)\/preview$/.exec(page.url())![1]);

  // The student is online, on the course's page: the lesson is not there.
  const student = await secondPage(browser, testInfo);
  await logInAndLand(student, logins.student.id, logins.student.password, /\/dashboard$/);
  const studentAuth = { authorization: `Bearer ${await student.evaluate(() => localStorage.getItem('token'))}` };
  const unread = (
    (await (await request.get('/api/userannouncements?unread=true', { headers: studentAuth })).json()) as {
      unread_count: number;
    }
  ).unread_count;
  await expect(bell(student, unread)).toBeVisible();

  // Scheduled a few seconds ahead (the dialog picks minutes; the API takes any time).
  const teacherAuth = { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token'))}` };
  const publishAt = new Date(Date.now() + 6000).toISOString();
  const scheduled = await request.put(`/api/lessons/${lessonId}/publication`, {
    headers: teacherAuth,
    data: { state: 'scheduled', publish_at: publishAt },
  });
  expect(scheduled.status()).toBe(200);
  expect((await request.get(`/api/lessons/details/${lessonId}`, { headers: studentAuth })).status()).toBe(404);
  await page.goto('/admin-dashboard/courses/lessons');
  await choose(page, /^Danh mục/, TERM);
  await choose(page, /^Học phần/, `${COURSE} (ID 101)`);
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: lessonTitle })
      .getByText(/^Đã lên lịch · /),
  ).toBeVisible();

  // When its time comes, the notification arrives live (nobody acted), and leads to the lesson.
  await expect(bell(student, unread + 1)).toBeVisible({ timeout: 30_000 });
  await bell(student, unread + 1).click();
  const notice = student.getByRole('menuitem', { name: new RegExp(`Bài học mới "${lessonTitle}" \\(${COURSE}\\)`) });
  await expect(notice).toBeVisible();
  await expectAccessible(student, 'notification menu (new lesson)');
  await notice.click();
  await expect(student).toHaveURL(new RegExp(`/lesson/${lessonId}$`));
  await expect(student.getByRole('heading', { name: lessonTitle })).toBeVisible();
  await expectAccessible(student, 'lesson (published on schedule)');

  // The teacher's list says it is published; the reload keeps the term and course chosen (in the address).
  await page.reload();
  await expect(page.getByRole('combobox', { name: /^Danh mục/ })).toHaveValue(TERM);
  await expect(page.getByRole('combobox', { name: /^Học phần/ })).toHaveValue(`${COURSE} (ID 101)`);
  await expect(
    page.getByRole('row').filter({ hasText: lessonTitle }).getByText('Đã xuất bản', { exact: true }),
  ).toBeVisible();
  await student.context().close();
});
