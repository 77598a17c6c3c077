import fs from 'node:fs';
import * as XLSX from '@e965/xlsx';
import { expect, test } from '@playwright/test';
import { expectAccessible } from './accessibility';
import { logins, logInAndLand, secondPage } from './support';

const tag = `e2e${Date.now().toString(36).slice(-5)}`;
const COURSE = `Mạng máy tính ${tag}`;
const courseId = 700_000 + Math.floor(Math.random() * 90_000);
const bearer = (token: string | null) => ({ authorization: `Bearer ${token}` });

test('the teacher sets categories, reads and overrides the gradebook, exports it as a spreadsheet; the student sees My grades', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  await logInAndLand(page, logins.teacher.id, logins.teacher.password, /\/admin-dashboard$/);
  const headers = bearer(await page.evaluate(() => localStorage.getItem('token')));

  // A course of its own: a term, the course, the demo student and a student created here as members.
  const term = await request.post('/api/categories', { headers, data: { name: `Học kỳ ${tag}` } });
  expect(term.status()).toBe(201);
  const course = await request.post('/api/courses', {
    headers,
    data: {
      id: courseId,
      name: COURSE,
      teacher_id: Number(logins.teacher.id),
      category_id: (await term.json()).category.id,
    },
  });
  expect(course.status(), await course.text()).toBe(201);
  expect(
    (await request.put(`/api/courses/${courseId}/publication`, { headers, data: { state: 'published' } })).status(),
  ).toBe(200);
  const otherId = 20_290_000 + Math.floor(Math.random() * 9_999);
  const other = await request.post('/api/admin', {
    headers,
    data: { id: otherId, name: `SV ${tag} Bảng điểm`, role: 'student' },
  });
  expect(other.status(), await other.text()).toBe(201);
  const studentId = Number(logins.student.id);
  expect(
    (
      await request.post(`/api/courses/${courseId}/members`, {
        headers,
        data: { user_ids: [studentId, otherId], role: 'student' },
      })
    ).ok(),
  ).toBe(true);

  // The teacher sets the categories on the gradebook page.
  await page.goto(`/admin-dashboard/courses/${courseId}/gradebook`);
  await expect(page.getByRole('heading', { name: `Bảng điểm: ${COURSE}` })).toBeVisible();
  await expect(page.getByText('Học phần chưa có bài tập hay bài kiểm tra nào được công bố.')).toBeVisible();
  for (const [index, [name, weight]] of [
    ['Bài lab', '60'],
    ['Kiểm tra', '40'],
  ].entries()) {
    await page.getByRole('button', { name: 'Thêm nhóm' }).click();
    await page.getByRole('textbox', { name: `Tên nhóm ${index + 1}` }).fill(name!);
    await page.getByRole('textbox', { name: `Trọng số nhóm ${index + 1}` }).fill(weight!);
  }
  await expect(page.getByTestId('category-sum')).toHaveText('Tổng trọng số: 100%');
  await page.getByRole('button', { name: 'Lưu nhóm điểm' }).click();
  await expect(page.getByText('Đã lưu nhóm điểm.')).toBeVisible();
  await expectAccessible(page, 'gradebook (categories)');

  // Two assignments, one per category, graded through the API; the lab (due tomorrow) released, the test (due the day after) not.
  const categories = (await (await request.get(`/api/courses/${courseId}/grade-categories`, { headers })).json())
    .categories as { id: number; name: string }[];
  const items: number[] = [];
  for (const [title, category] of [
    [`Lab VLAN ${tag}`, 'Bài lab'],
    [`Kiểm tra ${tag}`, 'Kiểm tra'],
  ]) {
    const due = new Date(Date.now() + (items.length + 1) * 86_400_000).toISOString();
    const created = await request.post(`/api/courses/${courseId}/assignments`, {
      headers,
      data: {
        title,
        allowed_types: ['pdf'],
        max_file_mb: 5,
        due_at: due,
        max_points: 10,
        grade_category_id: categories.find((c) => c.name === category)!.id,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const id = (await created.json()).assignment.id as number;
    expect(
      (await request.put(`/api/assignments/${id}/publication`, { headers, data: { state: 'published' } })).status(),
    ).toBe(200);
    items.push(id);
  }
  const [lab, exam] = items as [number, number];
  for (const [item, student, points] of [
    [lab, studentId, 8],
    [exam, studentId, 5],
    [lab, otherId, 6],
  ] as const)
    expect(
      (await request.put(`/api/assignments/${item}/grades/${student}`, { headers, data: { points } })).status(),
    ).toBe(200);
  expect((await request.post(`/api/assignments/${lab}/grades/release`, { headers })).status()).toBe(200);

  // The table: a row per student. The total counts the released lab only (the test is neither released
  // nor due yet): 8; the projected total counts every grade given, by the weights (60 x 80% + 40 x 50% = 6.8).
  await page.reload();
  const row = page.getByTestId(`gradebook-row-${studentId}`);
  await expect(row.getByTestId('gradebook-total')).toHaveText('8 (80%)');
  await expect(
    page.getByText(/^Tổng điểm tính trên các mục đã công bố điểm hoặc đã qua hạn nộp \(bài không nộp được tính 0\)/),
  ).toBeVisible();
  await expect(row.getByTestId('gradebook-projected')).toHaveText('Dự kiến: 6,8 (68%)');
  await expect(page.getByTestId(`gradebook-row-${otherId}`).getByTestId('gradebook-total')).toHaveText('6 (60%)');
  // Sorted by total from its header: highest first.
  const totalHeader = page.getByRole('columnheader', { name: 'Tổng (thang 10)' });
  await totalHeader.getByRole('button').click();
  await expect(totalHeader).toHaveAttribute('aria-sort', 'descending');
  await expect(page.getByTestId(/^gradebook-row-/).first()).toHaveAttribute(
    'data-testid',
    `gradebook-row-${studentId}`,
  );
  await expectAccessible(page, 'gradebook (table)');

  // An override with its reason: the cell shows both; the test is still not released nor due, so the projected total uses it.
  await page.getByTestId(`cell-${studentId}-${exam}`).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: /^Điểm ghi đè/ }).fill('9');
  await dialog.getByRole('textbox', { name: /^Lý do/ }).fill('Phúc khảo bài kiểm tra');
  await expectAccessible(page, 'gradebook (override dialog)');
  await dialog.getByRole('button', { name: 'Lưu điểm ghi đè' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId(`cell-${studentId}-${exam}`)).toContainText('9');
  await expect(page.getByTestId(`cell-${studentId}-${exam}`)).toContainText('Phúc khảo bài kiểm tra');
  await expect(row.getByTestId('gradebook-total')).toHaveText('8 (80%)');
  await expect(row.getByTestId('gradebook-projected')).toHaveText('Dự kiến: 8,4 (84%)');

  // The XLSX export opens as a spreadsheet with the registrar's columns.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Xuất Excel (XLSX)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`Bảng điểm - ${COURSE}.xlsx`);
  const workbook = XLSX.read(fs.readFileSync((await download.path())!), { type: 'buffer' });
  const rows = XLSX.utils.sheet_to_json<unknown[]>(workbook.Sheets[workbook.SheetNames[0]!]!, {
    header: 1,
    defval: null,
  });
  expect(rows[0]).toEqual(['Mã sinh viên', 'Họ tên', `Lab VLAN ${tag}`, `Kiểm tra ${tag}`, 'Tổng điểm (thang 10)']);
  expect(rows.find((cells) => cells[0] === studentId)).toEqual([studentId, expect.any(String), 8, 9, 8]);
  expect(rows.find((cells) => cells[0] === otherId)).toEqual([otherId, `SV ${tag} Bảng điểm`, 6, null, 6]);

  // The student finds My grades in the account menu: the released grade only, and the same total as the teacher's, its rule stated.
  const student = await secondPage(browser, testInfo);
  await logInAndLand(student, logins.student.id, logins.student.password, /\/dashboard$/);
  await student.getByRole('button', { name: /^Tài khoản / }).click();
  await student.getByRole('menuitem', { name: 'Điểm của tôi' }).click();
  await expect(student).toHaveURL(/\/grades$/);
  const card = student.getByRole('region', { name: COURSE });
  await expect(card.getByRole('link', { name: `Lab VLAN ${tag}` })).toBeVisible();
  await expect(card.getByText('8 / 10', { exact: true })).toBeVisible();
  await expect(card.getByText(`Kiểm tra ${tag}`)).toHaveCount(0);
  await expect(student.getByTestId(`my-total-${courseId}`)).toHaveText('Tổng: 8 / 10 (80%)');
  await expect(
    student.getByText(/Tổng điểm tính trên các mục đã công bố điểm hoặc đã qua hạn nộp \(bài không nộp được tính 0\)/),
  ).toBeVisible();
  await expectAccessible(student, 'my grades');
});
