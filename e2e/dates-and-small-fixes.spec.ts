import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './accessibility';
import { DEMO_PASSWORD, logins, logInAndLand, secondPage } from './support';

/** Unique per run, so items from earlier runs on the same data never match. */
const tag = `e2e${Date.now().toString(36).slice(-5)}`;
/** The demo seed's term and its first course (id 101, taught by the demo teacher). */
const TERM = 'Học kỳ 1 năm học 2026-2027';
const COURSE = 'Mạng máy tính';
const COURSE_ID = 101;
const student = { id: '20210003', password: DEMO_PASSWORD };

const tokenOf = async (page: Page) => ({
  authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token'))}`,
});
/** Vietnam's calendar day of an instant, `YYYY-MM-DD`. */
const vietnamDay = (date: Date) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Ho_Chi_Minh',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(date);

async function choose(page: Page, select: RegExp, option: string): Promise<void> {
  await page.getByRole('combobox', { name: select }).click();
  await page.getByRole('option', { name: option }).click();
}

const scheduledByTypingTitle =
  'a lesson scheduled by typing its time: the picker is named and readable, a past time is refused (by the ' +
  'server too), and the lesson admin keeps its course after "view as a student"';
test(scheduledByTypingTitle, async ({ page, request }) => {
  test.setTimeout(240_000);
  await logInAndLand(page, logins.teacher.id, logins.teacher.password, /\/admin-dashboard$/);
  const teacherAuth = await tokenOf(page);
  const lessonTitle = `Bài hẹn giờ gõ tay ${tag}`;
  const created = await request.post('/api/lessons', {
    headers: teacherAuth,
    data: { title: lessonTitle, content: 'Bài này được hẹn giờ.', course_id: COURSE_ID, order_num: 98 },
  });
  expect(created.status(), await created.text()).toBe(201);
  const lessonId = (await created.json()).lesson.id as number;

  // The server never publishes a past time, whatever the client sends.
  const past = await request.put(`/api/lessons/${lessonId}/publication`, {
    headers: teacherAuth,
    data: { state: 'scheduled', publish_at: '2020-01-01T08:00:00' },
  });
  expect(past.status()).toBe(400);
  expect((await past.json()).message).toBe('Thời điểm xuất bản phải ở tương lai.');

  // The lesson admin keeps the term and course through "view as a student" and back.
  await page.goto('/admin-dashboard/courses/lessons');
  await choose(page, /^Danh mục/, TERM);
  await choose(page, /^Học phần/, `${COURSE} (ID 101)`);
  const row = page.getByRole('row').filter({ hasText: lessonTitle });
  await row.getByRole('link', { name: `Xem bài "${lessonTitle}" như sinh viên` }).click();
  await expect(page).toHaveURL(new RegExp(`/lesson/${lessonId}/preview$`));
  await expect(page.getByRole('heading', { name: lessonTitle })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('combobox', { name: /^Học phần/ })).toHaveValue(`${COURSE} (ID 101)`);
  await expect(page.getByRole('combobox', { name: /^Danh mục/ })).toHaveValue(TERM);
  await expect(row.getByText('Nháp', { exact: true })).toBeVisible();
  await expectAccessible(page, 'lesson admin (back from the preview)');

  // A time typed in the past: refused with a message, the lesson stays a draft.
  await row.getByRole('button', { name: `Lên lịch xuất bản "${lessonTitle}"` }).click();
  const dialog = page.getByRole('dialog', { name: `Lên lịch xuất bản "${lessonTitle}"` });
  const time = dialog.getByRole('textbox', { name: /^Thời điểm xuất bản/ });
  await time.fill('01/01/2020 08:00');
  // The calendar under the field: its arrows named, its days readable.
  await expect(page.getByRole('button', { name: 'Tháng trước' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Tháng sau' })).toBeVisible();
  await expectAccessible(page, 'schedule dialog with its calendar open');
  await dialog.getByRole('button', { name: 'Lưu lịch' }).click();
  await expect(dialog.getByText(/^Thời điểm này đã qua/)).toBeVisible();
  await expectAccessible(page, 'schedule dialog (a past time refused)');
  await expect(row.getByText('Nháp', { exact: true })).toBeAttached();

  // A later time, typed: scheduled for then.
  await time.fill('31/12/2030 08:30');
  await dialog.getByRole('button', { name: 'Lưu lịch' }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByText('Đã lên lịch · 08:30 31/12/2030')).toBeVisible();
});

test('an assignment: a past due date gets a message; on a phone its rubric scrolls by keyboard; its deadline is listed under its calendar day', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(240_000);
  await logInAndLand(page, logins.teacher.id, logins.teacher.password, /\/admin-dashboard$/);

  // The form: a due date typed in the past is said plainly (allowed: an assignment set after the fact).
  await page.goto(`/course/${COURSE_ID}/assignments/new`);
  const form = page.getByRole('form', { name: 'Tạo bài tập' });
  const due = form.getByRole('textbox', { name: /^Hạn nộp/ });
  await due.fill('01/03/2020 23:59');
  await expect(form.getByRole('status').filter({ hasText: /^Hạn nộp này đã qua/ })).toBeVisible();
  await expectAccessible(page, 'assignment form (due date typed, its calendar open)');
  await due.fill('');

  // Through the API: one due in two hours, with a rubric, published.
  const title = `Lab định tuyến ${tag}`;
  const teacherAuth = await tokenOf(page);
  const dueAt = new Date(Date.now() + 2 * 60 * 60 * 1000);
  const rubric = [
    {
      title: 'Cấu hình định tuyến tĩnh trên cả ba router',
      levels: [
        { label: 'Đầy đủ, có kiểm tra bằng ping và traceroute', points: 6 },
        { label: 'Thiếu một phần', points: 3 },
      ],
    },
  ];
  const created = await request.post(`/api/courses/${COURSE_ID}/assignments`, {
    headers: teacherAuth,
    data: {
      title,
      instructions: '',
      allowed_types: ['pkt'],
      max_file_mb: 1,
      due_at: dueAt.toISOString(),
      accepts_until: null,
      max_points: 10,
      rubric,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = (await created.json()).assignment.id as number;
  expect(
    (
      await request.put(`/api/assignments/${id}/publication`, { headers: teacherAuth, data: { state: 'published' } })
    ).ok(),
  ).toBe(true);

  // The student's calendar: the day with the red mark lists the deadline.
  const learner = await secondPage(browser, testInfo);
  await logInAndLand(learner, student.id, student.password, /\/dashboard$/);
  const dueDay = vietnamDay(dueAt);
  // The calendar is in the side column, which comes after the page's first paint.
  await expect(learner.getByTestId('calendar-month')).toBeVisible({ timeout: 30_000 });
  if (dueDay.slice(0, 7) !== vietnamDay(new Date()).slice(0, 7))
    await learner.getByRole('button', { name: 'Tháng sau' }).click();
  const day = learner.locator(`[data-day="${dueDay}"]`);
  await expect(day).toHaveAttribute('data-has-deadlines');
  await day.click();
  const dayDialog = learner.getByRole('dialog', { name: /^Ghi chú ngày/ });
  await expect(dayDialog.getByRole('link', { name: title, exact: true })).toHaveAttribute('href', `/assignment/${id}`);
  await expectAccessible(learner, 'a calendar day with a deadline');
  await learner.keyboard.press('Escape');

  // On a phone, the rubric's sideways scroll area is in the tab order, with a name.
  await learner.setViewportSize({ width: 360, height: 740 });
  await learner.goto(`/assignment/${id}`);
  const rubricArea = learner.getByRole('region', { name: 'Bảng tiêu chí chấm (cuộn ngang được)' });
  await expect(rubricArea).toHaveAttribute('tabindex', '0', { timeout: 30_000 });
  await rubricArea.focus();
  await expect(rubricArea).toBeFocused();
  await expectAccessible(learner, 'assignment on a phone (student)');
});

test('the roster import refuses a picture with the files it takes; the join-success link reads at 4.5:1', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  await logInAndLand(page, logins.teacher.id, logins.teacher.password, /\/admin-dashboard$/);
  const teacherAuth = await tokenOf(page);
  await page.goto('/admin-dashboard/courses/create');
  const term = page.getByRole('region', { name: TERM, exact: true });
  await term.getByRole('button', { name: 'Hiện học phần', exact: true }).click();
  await term.getByRole('link', { name: `Thành viên của học phần ${COURSE}`, exact: true }).click();
  await expect(page.getByText('Nhận tệp CSV, Excel (xlsx, xls) hoặc ODS, tối đa 5 MB.')).toBeVisible();

  // A PNG chosen anyway: the form refuses it, and so does the server.
  const png = Buffer.from(
    '89504e470d0a1a0a0000000d4948445200000001000000010802000000907753de0000000c49444154789c63f8cfc0000003010100c9fe92ef0000000049454e44ae426082',
    'hex',
  );
  await page.locator('input[type=file]').setInputFiles({ name: 'so-do-mang.png', mimeType: 'image/png', buffer: png });
  await expect(
    page.getByText('Tệp này không phải bảng tính danh sách lớp. Hãy chọn tệp CSV, Excel (xlsx, xls) hoặc ODS.'),
  ).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Dòng tiêu đề' })).toHaveCount(0);
  await expectAccessible(page, 'roster import (a picture refused)');
  const refused = await request.post(`/api/courses/${COURSE_ID}/roster/read`, {
    headers: { ...teacherAuth, 'content-type': 'image/png' },
    data: png,
  });
  expect(refused.status()).toBe(415);
  expect((await refused.json()).message).toBe(
    'Tệp này không phải bảng tính danh sách lớp. Hãy chọn tệp CSV, Excel (xlsx, xls) hoặc ODS.',
  );

  // A student joins with the class code: the success message's link passes the contrast check.
  const codeResponse = await request.put(`/api/courses/${COURSE_ID}/join-code`, { headers: teacherAuth });
  expect(codeResponse.ok()).toBe(true);
  const code = (await codeResponse.json()).code as string;
  const learner = await secondPage(browser, testInfo);
  await logInAndLand(learner, student.id, student.password, /\/dashboard$/);
  await learner.goto(`/join/${code}`);
  await learner.getByRole('button', { name: 'Tham gia', exact: true }).click();
  await expect(learner.getByRole('link', { name: 'Mở học phần' })).toBeVisible();
  await expectAccessible(learner, 'join a course (success)');
});
