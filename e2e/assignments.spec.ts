import { expect, test } from '@playwright/test';
import { expectAccessible } from './accessibility';
import { pdfFile } from './sample-files';
import { logins, logInAndLand, secondPage } from './support';

const tag = `e2e${Date.now().toString(36).slice(-5)}`;
const title = `Lab VLAN ${tag}`;
/** The demo seed's first course. */
const COURSE_ID = 101;
/** Packet Tracer files are encrypted: bytes with no known signature. */
const pktFile = (name: string) => ({
  name,
  mimeType: 'application/octet-stream',
  buffer: Buffer.from([
    0x3f, 0x12, 0xa4, 0x09, 0x77, 0x81, 0x5c, 0xe2, 0x10, 0x44, 0x9b, 0x2d, 0xc0, 0x6e, 0x31, 0xf8, 0x01, 0x02,
  ]),
});

test('a teacher sets an assignment with a rubric; a student hands in a .pkt and a .pdf, then again; the teacher sees both versions', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  await logInAndLand(page, logins.teacher.id, logins.teacher.password, /\/admin-dashboard$/);
  await page.goto(`/course/${COURSE_ID}/assignments/new`);
  const form = page.getByRole('form', { name: 'Tạo bài tập' });
  await form.getByLabel(/^Tên bài tập/).fill(title);
  await form
    .getByLabel(/^Hướng dẫn/)
    .fill('## Yêu cầu\nCấu hình **VLAN 10** trên switch và nộp tệp `.pkt` cùng báo cáo `.pdf`.');
  await form.getByRole('combobox', { name: 'Bài học (không bắt buộc)' }).click();
  const lesson = page.getByRole('option').first();
  const lessonTitle = (await lesson.textContent()) ?? '';
  await lesson.click();
  await form.getByRole('button', { name: 'Thêm tiêu chí' }).click();
  await form.getByLabel('Tiêu chí 1', { exact: true }).fill('Cấu hình VLAN');
  await form.getByLabel('Mức 1 của tiêu chí 1', { exact: true }).fill('Đầy đủ');
  await form.getByLabel('Điểm mức 1 của tiêu chí 1', { exact: true }).fill('6');
  await form.getByRole('button', { name: 'Thêm mức cho tiêu chí 1' }).click();
  await form.getByLabel('Mức 2 của tiêu chí 1', { exact: true }).fill('Thiếu');
  await form.getByLabel('Điểm mức 2 của tiêu chí 1', { exact: true }).fill('2');
  await expect(form.getByText('Tổng điểm cao nhất: 6')).toBeVisible();
  await expectAccessible(page, 'assignment form');
  await form.getByRole('button', { name: 'Lưu bài tập' }).click();

  await expect(page).toHaveURL(/\/assignment\/\d+$/);
  const assignmentUrl = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page.getByTestId('assignment-instructions').getByRole('heading', { name: 'Yêu cầu' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Cấu hình VLAN' })).toBeVisible();
  await page.getByRole('button', { name: `Xuất bản ngay "${title}"` }).click();
  await expect(page.getByText('Đã xuất bản', { exact: true }).first()).toBeVisible();
  await expectAccessible(page, 'assignment (teacher)');

  // The student finds it under the course and hands in a .pkt and a .pdf, then hands in again.
  const student = await secondPage(browser, testInfo);
  await logInAndLand(student, logins.student.id, logins.student.password, /\/dashboard$/);
  await student.goto(assignmentUrl);
  await expect(student.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(student.getByText('Chưa nộp', { exact: true })).toBeVisible();
  await expectAccessible(student, 'assignment (student, before handing in)');
  const handIn = student.getByRole('form', { name: 'Nộp bài' });
  await handIn
    .locator('input[type="file"]')
    .setInputFiles([pktFile('lab-vlan.pkt'), pdfFile('bao-cao.pdf', 'Bao cao VLAN')]);
  await handIn.getByRole('button', { name: 'Nộp bài', exact: true }).click();
  await expect(student.getByText('Đã nộp bài (lần 1).')).toBeVisible();
  const versions = student.getByRole('list', { name: 'Các lần nộp' });
  await expect(versions.getByTestId('hand-in-version')).toHaveCount(1);
  await expect(versions.getByRole('link', { name: 'lab-vlan.pkt' })).toBeVisible();
  await expect(versions.getByRole('link', { name: 'bao-cao.pdf' })).toBeVisible();

  await handIn.locator('input[type="file"]').setInputFiles([pdfFile('bao-cao-v2.pdf', 'Bao cao VLAN v2')]);
  await handIn.getByRole('button', { name: 'Nộp lại', exact: true }).click();
  await expect(student.getByText('Đã nộp bài (lần 2).')).toBeVisible();
  await expect(versions.getByTestId('hand-in-version')).toHaveCount(2);
  await expect(versions.getByTestId('hand-in-version').first()).toContainText('Lần 2');
  await expect(student.getByText('Đã nộp', { exact: true }).first()).toBeVisible();
  await expectAccessible(student, 'assignment (student, handed in twice)');

  // The teacher sees the student handed in, twice, and opens both versions.
  await page.reload();
  const row = page.getByRole('row').filter({ hasText: logins.student.id });
  await expect(row.getByRole('cell', { name: '2', exact: true })).toBeVisible();
  await row.getByRole('button', { name: /^Xem bài nộp của / }).click();
  const teacherVersions = page.getByRole('list', { name: 'Các lần nộp' });
  await expect(teacherVersions.getByTestId('hand-in-version')).toHaveCount(2);
  await expect(teacherVersions.getByRole('link', { name: 'bao-cao-v2.pdf' })).toBeVisible();
  await expect(teacherVersions.getByRole('link', { name: 'lab-vlan.pkt' })).toBeVisible();
  await page
    .locator('label')
    .filter({ hasText: /^Nộp muộn$/ })
    .click();
  await expect(page.getByRole('radio', { name: 'Nộp muộn' })).toBeChecked();
  await expect(page.getByText('Không có sinh viên nào.')).toBeVisible();
  await expectAccessible(page, 'assignment hand-ins (teacher)');

  // An extension for one student is given from their row.
  await page
    .locator('label')
    .filter({ hasText: /^Tất cả$/ })
    .click();
  await page
    .getByRole('button', { name: /^Gia hạn cho / })
    .first()
    .click();
  const extension = page.getByRole('dialog', { name: /^Gia hạn cho / });
  await extension.getByRole('button', { name: 'Lưu gia hạn' }).click();
  await expect(extension.getByText('Vui lòng chọn hạn nộp.')).toBeVisible();
  await expectAccessible(page, 'extension dialog');
  await page.keyboard.press('Escape');

  // The edit form keeps what was saved, the lesson included.
  await page.getByRole('link', { name: 'Sửa', exact: true }).click();
  await expect(
    page.getByRole('form', { name: 'Sửa bài tập' }).getByRole('combobox', { name: 'Bài học (không bắt buộc)' }),
  ).toHaveValue(lessonTitle);
  await expect(page.getByLabel('Tiêu chí 1', { exact: true })).toHaveValue('Cấu hình VLAN');
});

test("a hand-in after the due date is marked late, for the student and in the teacher's queue", async ({
  page,
  browser,
  request,
}, testInfo) => {
  // The teacher publishes an assignment whose due date passed an hour ago, still accepting late work (through the API).
  await logInAndLand(page, logins.teacher.id, logins.teacher.password, /\/admin-dashboard$/);
  const teacherAuth = { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token'))}` };
  const lateTitle = `Lab ACL ${tag}`;
  const created = await request.post(`/api/courses/${COURSE_ID}/assignments`, {
    headers: teacherAuth,
    data: {
      title: lateTitle,
      instructions: '',
      allowed_types: ['pkt'],
      max_file_mb: 1,
      due_at: new Date(Date.now() - 60 * 60 * 1000).toISOString(),
      accepts_until: null,
      max_points: 10,
      rubric: null,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = (await created.json()).assignment.id as number;
  expect(
    (
      await request.put(`/api/assignments/${id}/publication`, { headers: teacherAuth, data: { state: 'published' } })
    ).ok(),
  ).toBe(true);

  // The student hands in after the due date: the hand-in and the status say it is late.
  const student = await secondPage(browser, testInfo);
  await logInAndLand(student, logins.student.id, logins.student.password, /\/dashboard$/);
  await student.goto(`/assignment/${id}`);
  await expect(student.getByRole('heading', { name: lateTitle, level: 1 })).toBeVisible();
  const handIn = student.getByRole('form', { name: 'Nộp bài' });
  await handIn.locator('input[type="file"]').setInputFiles([pktFile('lab-acl.pkt')]);
  await handIn.getByRole('button', { name: 'Nộp bài', exact: true }).click();
  await expect(student.getByText('Đã nộp bài (lần 1).')).toBeVisible();
  await expect(student.getByText('Nộp muộn', { exact: true }).first()).toBeVisible();
  await expect(student.getByRole('list', { name: 'Các lần nộp' }).getByTestId('hand-in-version')).toContainText('muộn');
  await expectAccessible(student, 'assignment (student, handed in late)');

  // The teacher's queue lists the student under "Nộp muộn".
  await page.goto(`/assignment/${id}`);
  await page
    .locator('label')
    .filter({ hasText: /^Nộp muộn$/ })
    .click();
  await expect(page.getByRole('radio', { name: 'Nộp muộn' })).toBeChecked();
  await expect(page.getByRole('row').filter({ hasText: logins.student.id })).toBeVisible();
  await expectAccessible(page, 'assignment hand-ins, late (teacher)');
});

test("a hand-in of a type the assignment does not take shows the server's message", async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  // An assignment taking .pkt files only (through the API, as its teacher).
  await logInAndLand(page, logins.teacher.id, logins.teacher.password, /\/admin-dashboard$/);
  const teacherAuth = { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token'))}` };
  const pktOnly = `Lab OSPF ${tag}`;
  const created = await request.post(`/api/courses/${COURSE_ID}/assignments`, {
    headers: teacherAuth,
    data: {
      title: pktOnly,
      instructions: '',
      allowed_types: ['pkt'],
      max_file_mb: 1,
      due_at: new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString(),
      accepts_until: null,
      max_points: 10,
      rubric: null,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = (await created.json()).assignment.id as number;
  expect(
    (
      await request.put(`/api/assignments/${id}/publication`, { headers: teacherAuth, data: { state: 'published' } })
    ).ok(),
  ).toBe(true);

  // The student picks a .pdf anyway (the file dialog's filter is only a hint): the server's refusal is shown, not a network error.
  const student = await secondPage(browser, testInfo);
  await logInAndLand(student, logins.student.id, logins.student.password, /\/dashboard$/);
  await student.goto(`/assignment/${id}`);
  await expect(student.getByRole('heading', { name: pktOnly, level: 1 })).toBeVisible({ timeout: 20_000 });
  const handIn = student.getByRole('form', { name: 'Nộp bài' });
  await handIn.locator('input[type="file"]').setInputFiles([pdfFile('bao-cao.pdf', 'Bao cao OSPF')]);
  await handIn.getByRole('button', { name: 'Nộp bài', exact: true }).click();
  await expect(handIn.getByText('Loại tệp này không được nộp cho bài tập này.')).toBeVisible();
  await expect(student.getByText('Chưa có lần nộp nào.')).toBeVisible();
  await expectAccessible(student, 'assignment hand-in refused (student)');
});
