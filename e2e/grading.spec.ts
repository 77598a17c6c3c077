import { expect, test, type APIRequestContext, type Browser, type Page, type TestInfo } from '@playwright/test';
import { expectAccessible } from './accessibility';
import { pdfFile, type SampleFile } from './sample-files';
import { logins, logInAndLand, secondPage } from './support';

const tag = `e2e${Date.now().toString(36).slice(-5)}`;
const title = `Lab OSPF ${tag}`;
/** The demo seed's first course. */
const COURSE_ID = 101;
const bearer = (token: string | null) => ({ authorization: `Bearer ${token}` });
const rubric = [
  {
    title: 'Cấu hình OSPF',
    levels: [
      { label: 'Đầy đủ', points: 6 },
      { label: 'Thiếu', points: 2 },
    ],
  },
  {
    title: 'Báo cáo',
    levels: [
      { label: 'Rõ ràng', points: 4 },
      { label: 'Sơ sài', points: 1 },
    ],
  },
];

/**
 * Signs the teacher in on `page` and publishes an assignment of the demo course through the API;
 * the student signs in on a second page and hands in a PDF (the demo course is open: its class
 * is its members and whoever handed in). Answers the assignment's id and the student's page.
 */
async function assignmentHandedIn(
  { page, browser, request }: { page: Page; browser: Browser; request: APIRequestContext },
  testInfo: TestInfo,
  data: object,
  file: SampleFile,
) {
  await logInAndLand(page, logins.teacher.id, logins.teacher.password, /\/admin-dashboard$/);
  const teacherAuth = bearer(await page.evaluate(() => localStorage.getItem('token')));
  const due = new Date(Date.now() + 7 * 86_400_000).toISOString();
  const created = await request.post(`/api/courses/${COURSE_ID}/assignments`, {
    headers: teacherAuth,
    data: { allowed_types: ['pdf'], max_file_mb: 5, due_at: due, max_points: 10, ...data },
  });
  expect(created.status()).toBe(201);
  const id = (await created.json()).assignment.id as number;
  expect(
    (
      await request.put(`/api/assignments/${id}/publication`, { headers: teacherAuth, data: { state: 'published' } })
    ).status(),
  ).toBe(200);
  const student = await secondPage(browser, testInfo);
  await logInAndLand(student, logins.student.id, logins.student.password, /\/dashboard$/);
  const studentAuth = bearer(await student.evaluate(() => localStorage.getItem('token')));
  expect(
    (
      await request.post(`/api/assignments/${id}/hand-ins`, { headers: studentAuth, multipart: { files: file } })
    ).status(),
  ).toBe(201);
  return { id, student };
}

test('the teacher grades a hand-in with the rubric and a comment, releases; the student sees the grade and feedback', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const { id, student } = await assignmentHandedIn(
    { page, browser, request },
    testInfo,
    { title, rubric },
    pdfFile('bao-cao-ospf.pdf', 'Bao cao OSPF'),
  );

  // A second student in the class, for next and previous (adding members again is harmless).
  const teacherAuth = bearer(await page.evaluate(() => localStorage.getItem('token')));
  const joined = await request.post(`/api/courses/${COURSE_ID}/members`, {
    headers: teacherAuth,
    data: { user_ids: [Number(logins.student.id), 20210002], role: 'student' },
  });
  expect(joined.ok()).toBe(true);

  // The teacher finds the hand-in in the queue, opens it and grades it with the rubric and a comment.
  await page.goto(`/assignment/${id}`);
  await page
    .locator('label')
    .filter({ hasText: /^Cần chấm$/ })
    .click();
  const row = page.getByRole('row').filter({ hasText: logins.student.id });
  await row.getByRole('button', { name: /^Xem bài nộp của / }).click();
  await expect(page.getByRole('link', { name: 'bao-cao-ospf.pdf' })).toBeVisible();
  // The latest version opens in the page: the PDF in the browser's viewer.
  await expect(page.locator('iframe[title="Tệp PDF bao-cao-ospf.pdf"]')).toBeVisible();
  const form = page.getByRole('form', { name: /^Chấm điểm cho / });
  await form.getByRole('radio', { name: 'Đầy đủ (6)' }).check();
  await form.getByRole('radio', { name: 'Sơ sài (1)' }).check();
  const points = form.getByLabel('Điểm (tối đa 10)');
  await expect(points).toHaveValue('7');
  await points.fill('7,5');
  await form.getByLabel('Nhận xét').fill('Cấu hình đúng.\nBáo cáo cần thêm bảng định tuyến.');
  await form.getByRole('button', { name: 'Lưu điểm' }).click();
  await expect(page.getByText(/^Đã lưu điểm của /)).toBeVisible();
  // Graded: it leaves the queue "to grade" and shows under "graded" with its points.
  await expect(row).toHaveCount(0);
  await page
    .locator('label')
    .filter({ hasText: /^Đã chấm$/ })
    .click();
  await expect(row.getByRole('cell', { name: '7.5', exact: true })).toBeVisible();
  // A feedback file with the grade.
  await row.getByRole('button', { name: /^Xem bài nộp của / }).click();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Đính kèm tệp nhận xét' }).click();
  await (await chooser).setFiles(pdfFile('nhan-xet.pdf', 'Nhan xet'));
  await expect(page.getByRole('link', { name: 'nhan-xet.pdf' })).toBeVisible();

  // Next and previous student without leaving the page: the button, then the `k` key; focus follows the open student.
  await page
    .locator('label')
    .filter({ hasText: /^Tất cả$/ })
    .click();
  await page
    .getByRole('button', { name: /^Xem bài nộp của / })
    .first()
    .click();
  const panel = page.getByRole('region', { name: /^Bài của / });
  await expect(panel).toHaveCount(1);
  const firstStudent = (await panel.getAttribute('aria-label')) ?? '';
  await expect(panel.getByText(/^Phím tắt/)).toBeVisible();
  await panel.getByRole('button', { name: 'Sinh viên tiếp theo' }).click();
  await expect(panel).not.toHaveAttribute('aria-label', firstStudent);
  await expect(panel).toBeFocused();
  await page.keyboard.press('k');
  await expect(panel).toHaveAttribute('aria-label', firstStudent);
  await expect(panel.getByRole('button', { name: 'Sinh viên trước' })).toBeDisabled();
  await expectAccessible(page, 'grading (teacher)');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Tải tất cả bài nộp (.zip)' }).click();
  expect((await download).suggestedFilename()).toBe(`${title}.zip`);

  // Hidden from the student until released.
  await student.goto(`/assignment/${id}`);
  await expect(student.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(student.getByRole('heading', { name: 'Điểm của bạn' })).toHaveCount(0);
  await expect(student.getByRole('link', { name: 'nhan-xet.pdf' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Công bố điểm' }).click();
  await page.getByRole('dialog', { name: 'Công bố điểm?' }).getByRole('button', { name: 'Công bố điểm' }).click();
  await expect(page.getByText(/^Đã công bố điểm; 1 sinh viên nhận thông báo\.$/)).toBeVisible();
  await expect(page.getByText(/^Đã công bố điểm lúc /)).toBeVisible();

  await student.reload();
  await expect(student.getByRole('heading', { name: 'Điểm của bạn' })).toBeVisible();
  await expect(student.getByText('Đã chấm', { exact: true })).toBeVisible();
  await expect(student.getByRole('link', { name: 'nhan-xet.pdf' })).toBeVisible();
  await expect(student.getByText('7.5 / 10 điểm')).toBeVisible();
  await expect(student.getByText('Cấu hình OSPF: Đầy đủ (6)')).toBeVisible();
  await expect(student.getByText(/Báo cáo cần thêm bảng định tuyến/)).toBeVisible();
  await expectAccessible(student, 'assignment (student, graded)');
});

test('a grade CSV import with one bad row: the preview names it, the valid row is imported', async ({
  page,
  browser,
  request,
}, testInfo) => {
  const { id } = await assignmentHandedIn(
    { page, browser, request },
    testInfo,
    { title: `${title} CSV` },
    pdfFile('bai.pdf', 'Bai'),
  );
  await page.goto(`/assignment/${id}`);
  const csv = `MSSV,Điểm,Nhận xét\n${logins.student.id},"8,5",Tốt\n99999999,7,Không có\n`;
  const chooser = page.waitForEvent('filechooser');
  await page.getByLabel('Tệp điểm').click();
  await (await chooser).setFiles({ name: 'diem.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  const preview = page.getByRole('table', { name: 'Các dòng điểm đã kiểm tra' });
  await expect(page.getByText('1 dòng hợp lệ, 1 dòng có lỗi.')).toBeVisible();
  await expect(preview.getByRole('row').filter({ hasText: '99999999' })).toContainText('Không có sinh viên này');
  await expect(preview.getByRole('row').filter({ hasText: logins.student.id })).toContainText('Hợp lệ');
  await expectAccessible(page, 'grade import preview');
  await page.getByRole('button', { name: 'Nhập 1 điểm' }).click();
  await expect(page.getByText('Đã nhập 1 điểm; bỏ qua 1 dòng.')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: `(${logins.student.id})` });
  await expect(row.getByRole('cell', { name: '8.5', exact: true })).toBeVisible();
});

const afterReleaseTitle =
  'after the release: the grading view says what becomes of later grades; on a 1366x768 laptop the hand-in and ' +
  'the form sit side by side; an empty reason shows the app’s own message (vi and en)';
test(afterReleaseTitle, async ({ page, browser, request }, testInfo) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1366, height: 768 });
  const { id } = await assignmentHandedIn(
    { page, browser, request },
    testInfo,
    { title: `${title} sau công bố` },
    pdfFile('bao-cao-sau.pdf', 'Bao cao'),
  );
  const teacherAuth = bearer(await page.evaluate(() => localStorage.getItem('token')));
  expect(
    (
      await request.put(`/api/assignments/${id}/grades/${logins.student.id}`, {
        headers: teacherAuth,
        data: { points: 6 },
      })
    ).status(),
  ).toBe(200);
  expect((await request.post(`/api/assignments/${id}/grades/release`, { headers: teacherAuth })).status()).toBe(200);

  await page.goto(`/assignment/${id}`);
  await expect(
    page.getByText(
      /Điểm chấm sau thời điểm này được công bố ngay cho sinh viên; sửa một điểm sinh viên đã thấy cần ghi lý do\.$/,
    ),
  ).toBeVisible();
  await page
    .locator('label')
    .filter({ hasText: /^Tất cả$/ })
    .click();
  const row = page.getByRole('row').filter({ hasText: `(${logins.student.id})` });
  await row.getByRole('button', { name: /^Xem bài nộp của / }).click();
  const viewer = page.locator('iframe[title="Tệp PDF bao-cao-sau.pdf"]');
  await expect(viewer).toBeVisible();
  const form = page.getByRole('form', { name: /^Chấm điểm cho / });
  // The panel at the top of the window: the grading form beside the viewer, its save button in view.
  await page.getByRole('region', { name: /^Bài của / }).evaluate((panel) => panel.scrollIntoView({ block: 'start' }));
  const [viewerBox, formBox] = [await viewer.boundingBox(), await form.boundingBox()];
  expect(formBox!.x).toBeGreaterThanOrEqual(viewerBox!.x + viewerBox!.width);
  expect(formBox!.y).toBeLessThan(viewerBox!.y + viewerBox!.height);
  await expect(form.getByRole('button', { name: 'Lưu điểm' })).toBeInViewport({ ratio: 1 });

  // A changed released grade with no reason: the app's own message, not the browser's bubble.
  const reason = form.getByRole('textbox', { name: /^Lý do thay đổi/ });
  await expect(reason).not.toHaveAttribute('required');
  await form.getByLabel('Điểm (tối đa 10)').fill('8');
  await form.getByRole('button', { name: 'Lưu điểm' }).click();
  await expect(form.getByText('Vui lòng nhập lý do thay đổi: sinh viên đã thấy điểm này.')).toBeVisible();
  await expect(reason).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page, 'grading after the release (laptop, empty reason)');

  await page.evaluate(() => localStorage.setItem('language', 'en'));
  await page.reload();
  await expect(
    page.getByText(
      /A grade given after that is released to the student at once; changing a grade the student has seen needs a reason\.$/,
    ),
  ).toBeVisible();
  await page
    .getByRole('row')
    .filter({ hasText: `(${logins.student.id})` })
    .getByRole('button', { name: /^Show / })
    .click();
  const formEn = page.getByRole('form', { name: /^Grade for / });
  await formEn.getByLabel('Points (out of 10)').fill('8');
  await formEn.getByRole('button', { name: 'Save grade' }).click();
  await expect(formEn.getByText('Please give a reason for the change: the student has seen this grade.')).toBeVisible();
  await expectAccessible(page, 'grading after the release (English, empty reason)');
  // With a reason the change is saved.
  await formEn.getByRole('textbox', { name: /^Reason for the change/ }).fill('Re-marked the report');
  await formEn.getByRole('button', { name: 'Save grade' }).click();
  await expect(page.getByText(/grade is saved\.$/)).toBeVisible();
  await page.evaluate(() => localStorage.setItem('language', 'vi'));
});
