import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { expectAccessible } from './accessibility';
import { DEMO_PASSWORD, logInAndLand, logins } from './support';

/** Unique per run, so texts from earlier runs on the same data never match. */
const tag = Date.now().toString(36).slice(-5);
const student = { id: '20210001', password: DEMO_PASSWORD } as const;

/** A second browser context (its own storage, its own socket) with the project's settings. */
async function secondPage(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const { baseURL, locale, timezoneId } = testInfo.project.use;
  const context = await browser.newContext({ baseURL, locale, timezoneId });
  return context.newPage();
}

/** A one-page PDF with a correct cross-reference table, built here so the test needs no fixture file. */
function tinyPdf(text: string): Buffer {
  const stream = `BT /F1 18 Tf 20 100 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 200] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = body.length;
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** The bell's unread count, from its accessible name 'Thông báo (N chưa đọc)'. */
const bell = (page: Page, count: number) =>
  page.getByRole('button', { name: `Thông báo (${count} chưa đọc)`, exact: true });

async function unreadCount(page: Page): Promise<number> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const answer = await page.request.get('/api/userannouncements?limit=1', {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await answer.json()) as { unread_count: number }).unread_count;
}

test('a teacher posts an announcement with a PDF; a student sees it live on the dashboard and in the bell', async ({
  page,
  browser,
}, testInfo) => {
  const teacher = await secondPage(browser, testInfo);
  await logInAndLand(page, student.id, student.password, /\/dashboard$/);
  await logInAndLand(teacher, logins.teacher.id, logins.teacher.password, /\/admin-dashboard$/);
  const unread = await unreadCount(page);
  await expect(bell(page, unread)).toBeVisible();

  // The teacher uses the sidebar group 'Quản lý thông báo'.
  await teacher.getByRole('link', { name: 'Tạo thông báo' }).click();
  await expect(teacher).toHaveURL(/\/admin-dashboard\/announcements\/create$/);
  const content = `Lịch thi giữa kỳ môn Mạng máy tính ${tag}`;
  const submit = teacher.getByRole('button', { name: 'Đăng thông báo' });
  await expect(submit).toBeDisabled();
  await teacher.getByLabel('Nội dung thông báo').fill(content);
  await teacher
    .locator('input[type="file"]')
    .setInputFiles({ name: `lich-thi-${tag}.pdf`, mimeType: 'application/pdf', buffer: tinyPdf(`Lich thi ${tag}`) });
  await expectAccessible(teacher, 'create announcement');
  await submit.click();
  await expect(teacher.getByText('Đã đăng thông báo.')).toBeVisible();

  // The student's dashboard shows it at the top, without a reload; the bell counts one more.
  const row = page.locator('[data-testid^="announcement-"]').first();
  await expect(row).toContainText(content);
  await expect(row).toContainText('Trần Minh Quân');
  const file = row.getByRole('link', { name: `lich-thi-${tag}.pdf` });
  await expect(file).toHaveAttribute('target', '_blank');
  const download = await page.request.get((await file.getAttribute('href'))!);
  expect(download.status()).toBe(200);
  expect(download.headers()['content-type']).toContain('application/pdf');
  await row.getByRole('button', { name: 'Xem ngày đăng' }).click();
  await expect(page.getByText(/^Ngày đăng: \d{2}:\d{2} \d{2}\/\d{2}\/\d{4}$/).first()).toBeVisible();
  await expect(bell(page, unread + 1)).toBeVisible();
  await expectAccessible(page, 'dashboard (announcement expanded)');

  // The bell's dropdown has the notification; opening it marks it read.
  await bell(page, unread + 1).click();
  await expect(page.getByRole('menuitem', { name: new RegExp(`đã đăng thông báo mới: ${content}`) })).toBeVisible();
  await expectAccessible(page, 'notification menu');
  await page.getByRole('menuitem', { name: new RegExp(`đã đăng thông báo mới: ${content}`) }).click();
  await expect(bell(page, unread)).toBeVisible();

  // Deleted in the teacher's list (after confirmation), it disappears from the dashboard live.
  await teacher.getByRole('link', { name: 'Danh sách thông báo' }).click();
  const listRow = teacher.getByRole('row').filter({ hasText: content });
  await expectAccessible(teacher, 'announcement list');
  await listRow.getByRole('button', { name: /^Xóa thông báo #/ }).click();
  await expect(teacher.getByRole('dialog')).toBeVisible();
  await expectAccessible(teacher, 'confirm deletion dialog');
  await teacher.getByRole('dialog').getByRole('button', { name: 'Xóa' }).click();
  await expect(listRow).toHaveCount(0);
  await expect(page.getByText(content)).toHaveCount(0);
  await teacher.context().close();
});

test('a student saves a calendar note, sees the day marked and the note in the day modal, and deletes it', async ({
  page,
}) => {
  await logInAndLand(page, student.id, student.password, /\/dashboard$/);
  const today = (await page.locator('[data-today]').getAttribute('data-day'))!;
  // Another day of the month shown, so the mark is not hidden under today's highlight.
  const day = `${today.slice(0, 8)}${today.endsWith('-15') ? '16' : '15'}`;
  const cell = page.locator(`[data-day="${day}"]`);
  await expect(cell).not.toHaveAttribute('data-has-notes');

  await page.getByRole('textbox', { name: 'Ghi chú', exact: true }).fill('   ');
  await page.getByRole('button', { name: 'Lưu ghi chú' }).click();
  const noteField = page.getByRole('textbox', { name: 'Ghi chú', exact: true });
  await expect(noteField).toHaveAttribute('aria-invalid', 'true');
  await expect(noteField).toHaveAccessibleDescription(/Vui lòng chọn ngày và nhập ghi chú/);
  await expectAccessible(page, 'calendar note (field error)');

  const note = `Nộp bài thực hành Packet Tracer ${tag}`;
  await page.getByRole('textbox', { name: 'Ngày', exact: true }).fill(day);
  await page.getByRole('textbox', { name: 'Ghi chú', exact: true }).fill(note);
  await page.getByRole('button', { name: 'Lưu ghi chú' }).click();
  await expect(page.getByText('Đã lưu ghi chú.')).toBeVisible();
  await expect(cell).toHaveAttribute('data-has-notes');

  await cell.click();
  const [year, month, date] = day.split('-');
  const modal = page.getByRole('dialog', { name: `Ghi chú ngày ${date}/${month}/${year}` });
  await expect(modal.getByText(note)).toBeVisible();
  await expectAccessible(page, 'day notes modal');
  await modal.getByRole('button', { name: 'Xóa ghi chú' }).click();
  await expect(modal.getByText('Bạn có chắc chắn muốn xóa ghi chú này?')).toBeVisible();
  await modal.getByRole('button', { name: 'Xóa', exact: true }).click();
  await expect(modal.getByText('Không có ghi chú nào trong ngày này.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(cell).not.toHaveAttribute('data-has-notes');
});
