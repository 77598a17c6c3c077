import { expect, test } from '@playwright/test';
import { expectAccessible } from './accessibility';
import { logins, logInAndLand } from './support';

/** The demo seed's term and its first course (id 101, taught by the demo teacher). */
const TERM = 'Học kỳ 1 năm học 2026-2027';
const COURSE = 'Mạng máy tính';
const tag = Date.now().toString(36).slice(-5);
/** Ids of this run only (a retry or another run never meets them). */
const firstId = 300_000_000 + (Date.now() % 1_000_000) * 100;

/** The registrar's export: title rows, the header with the name in two columns, 60 students of whom 3 are bad. */
function registrarCsv(): string {
  const lines = ['TRƯỜNG ĐẠI HỌC MẪU', `Danh sách lớp ${tag}`, '', 'STT,Mã SV,Họ đệm,Tên'];
  for (let n = 1; n <= 57; n += 1) lines.push(`${n},${firstId + n},SV ${tag},Số ${String(n).padStart(2, '0')}`);
  lines.push(`58,SV-${tag},Mã,Sai`); // line 62: not an id
  lines.push(`59,${firstId + 1},Trùng,Mã`); // line 63: the id of line 5 again
  lines.push(`60,${firstId + 99},,`); // line 64: no name
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

test('a teacher imports a class list of 60 rows with 3 bad ones, then adds and removes a student by hand', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  await logInAndLand(page, logins.teacher.id, logins.teacher.password, /\/admin-dashboard$/);
  await page.goto('/admin-dashboard/courses/create');
  const term = page.getByRole('region', { name: TERM, exact: true });
  await term.getByRole('button', { name: 'Hiện học phần', exact: true }).click();
  await term.getByRole('link', { name: `Thành viên của học phần ${COURSE}`, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Thành viên: ${COURSE}` })).toBeVisible();
  await expectAccessible(page, 'course members');

  // The file: the header below the title rows and the split name columns are found by themselves.
  const file = { name: `lop-${tag}.csv`, mimeType: 'text/csv', buffer: Buffer.from(registrarCsv(), 'utf8') };
  await page.locator('input[type=file]').setInputFiles(file);
  await expect(page.getByRole('combobox', { name: 'Dòng tiêu đề' })).toHaveValue('Dòng 4: STT | Mã SV | Họ đệm | Tên');
  await expect(page.getByRole('combobox', { name: 'Cột mã sinh viên' })).toHaveValue('Cột 2: Mã SV');
  await expect(page.getByRole('combobox', { name: 'Cột tên (nếu tách riêng)' })).toHaveValue('Cột 4: Tên');
  await expect(page.getByText('60 dòng sinh viên')).toBeVisible();

  // The check writes nothing and shows the three bad rows with their reasons.
  await page.getByRole('button', { name: 'Kiểm tra', exact: true }).click();
  const summary = page.getByTestId('roster-summary');
  await expect(summary).toHaveText('Tạo mới: 57 · Thêm: 0 · Đã là thành viên: 0 · Lỗi: 3');
  await page.getByRole('switch', { name: 'Chỉ hiện dòng có lỗi hoặc cần chú ý' }).check();
  const rows = page.getByRole('table', { name: 'Các dòng của danh sách' }).getByRole('row');
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(1)).toContainText('62');
  await expect(rows.nth(1)).toContainText('Mã sinh viên không hợp lệ');
  await expect(rows.nth(2)).toContainText('Trùng mã với một dòng phía trên');
  await expect(rows.nth(3)).toContainText('Thiếu họ tên');
  await expectAccessible(page, 'roster import preview');

  // Apply: 57 accounts made and enrolled; the result downloads as CSV.
  await page.getByRole('button', { name: 'Nhập 57 sinh viên', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Kết quả nhập' })).toBeVisible();
  await expect(summary).toHaveText('Tạo mới: 57 · Thêm: 0 · Đã là thành viên: 0 · Lỗi: 3');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Tải kết quả (CSV)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`Kết quả nhập danh sách - ${COURSE}.csv`);
  const result = await (await download.createReadStream()).toArray();
  const text = Buffer.concat(result).toString('utf8');
  expect(text).toContain(`5,${firstId + 1},SV ${tag} Số 01,Đã tạo và thêm,`);
  expect(text).toContain('64,');
  await page.getByRole('textbox', { name: 'Lọc thành viên' }).fill(`SV ${tag}`);
  await expect(page.getByText('Thành viên 1–50 trên 57')).toBeVisible();
  await expectAccessible(page, 'roster import result');

  // The same file again changes nothing.
  await page.getByRole('button', { name: 'Nhập tệp khác' }).click();
  await page.locator('input[type=file]').setInputFiles(file);
  await page.getByRole('button', { name: 'Kiểm tra', exact: true }).click();
  await expect(summary).toHaveText('Tạo mới: 0 · Thêm: 0 · Đã là thành viên: 57 · Lỗi: 3');
  await expect(page.getByRole('button', { name: 'Nhập 0 sinh viên' })).toBeDisabled();

  // By hand: find a student of this run by id (other journeys add the demo students to this course), add, then remove (confirmed).
  const byHand = String(firstId + 98);
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const created = await request.post('/api/admin', {
    headers: { authorization: `Bearer ${token}` },
    data: { id: Number(byHand), name: `SV ${tag} Tự thêm`, role: 'student' },
  });
  expect(created.status()).toBe(201);
  await page.getByRole('textbox', { name: 'Lọc thành viên' }).fill('');
  const picker = page.getByRole('combobox', { name: 'Tìm sinh viên' });
  await picker.fill(byHand);
  await page.getByRole('option', { name: new RegExp(`\\(${byHand}\\)$`) }).click();
  await page.getByRole('button', { name: 'Thêm vào học phần' }).click();
  await expect(page.getByText('Đã thêm 1 sinh viên.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Lọc thành viên' }).fill(byHand);
  const member = page.getByRole('table', { name: 'Thành viên của học phần' }).getByRole('row').nth(1);
  await expect(member).toContainText(byHand);
  await member.getByRole('button', { name: /^Xóa .* khỏi học phần$/ }).click();
  await expectAccessible(page, 'remove member confirmation');
  await page.getByRole('dialog').getByRole('button', { name: 'Xóa', exact: true }).click();
  await expect(page.getByText('Không có thành viên nào khớp với bộ lọc.')).toBeVisible();

  // In English too.
  await page.getByText('EN', { exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Members: ${COURSE}` })).toBeVisible();
  await expectAccessible(page, 'course members (English)');
});
