import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAccessible } from './accessibility';
import { DEMO_PASSWORD, logins, logInAndLand, secondPage } from './support';

/** Unique per run, so items from earlier runs on the same data never match. */
const tag = Date.now().toString(36).slice(-5);
const title = `Lab NAT ${tag}`;
/** The demo seed's first course, open to every student. */
const COURSE_ID = 101;
const student = { id: '20210003', password: DEMO_PASSWORD };
const pkt = {
  name: 'nat.pkt',
  mimeType: 'application/octet-stream',
  buffer: Buffer.from([
    0x3f, 0x12, 0xa4, 0x09, 0x77, 0x81, 0x5c, 0xe2, 0x10, 0x44, 0x9b, 0x2d, 0xc0, 0x6e, 0x31, 0xf8, 0x01, 0x02,
  ]),
};

/** A link in a paged dashboard list, turning its pages until it shows (other journeys share the data). */
async function findOnPages(list: Locator, name: string): Promise<Locator> {
  const link = list.getByRole('link', { name, exact: true });
  for (let page = 2; page <= 20 && !(await link.isVisible()); page++) {
    const next = list.getByRole('button', { name: String(page), exact: true });
    if (!(await next.isVisible())) break;
    await next.click();
    await expect(list.getByRole('button', { name: String(page), exact: true })).toHaveAttribute('data-active', 'true');
  }
  await expect(link).toBeVisible();
  return link;
}

const vietnamMonth = (date: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh', year: 'numeric', month: '2-digit' }).format(date);
const tokenOf = async (page: Page) => `Bearer ${await page.evaluate(() => localStorage.getItem('token'))}`;

test('a student finds a published assignment in the to-do list and on the calendar; once handed in, the teacher finds it to grade', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  // The teacher publishes an assignment due in three hours (through the API: the form's journey is assignments.spec.ts).
  await logInAndLand(page, logins.teacher.id, logins.teacher.password, /\/admin-dashboard$/);
  const teacherAuth = { authorization: await tokenOf(page) };
  const due = new Date(Date.now() + 3 * 60 * 60 * 1000);
  const created = await request.post(`/api/courses/${COURSE_ID}/assignments`, {
    headers: teacherAuth,
    data: {
      title,
      instructions: '',
      allowed_types: ['pkt'],
      max_file_mb: 1,
      due_at: due.toISOString(),
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

  // The student's dashboard: the to-do item, and the due item in the calendar, apart from notes.
  const learner = await secondPage(browser, testInfo);
  await logInAndLand(learner, student.id, student.password, /\/dashboard$/);
  const toDo = learner.getByRole('region', { name: 'Việc cần làm' });
  const item = await findOnPages(toDo, title);
  await expect(item).toHaveAttribute('href', `/assignment/${id}`);
  const calendar = learner.getByRole('region', { name: 'Hạn nộp bài trong tháng' });
  if (vietnamMonth(due) !== vietnamMonth(new Date())) await learner.getByRole('button', { name: 'Tháng sau' }).click();
  await expect(calendar.getByRole('link', { name: title, exact: true })).toHaveAttribute('href', `/assignment/${id}`);
  await expect(learner.locator('[data-has-deadlines]').first()).toBeVisible();
  await expectAccessible(learner, 'dashboard with deadlines (student)');

  // The calendar address for a calendar app carries the deadline; a new address stops the old one.
  await learner.getByRole('button', { name: 'Liên kết lịch' }).click();
  const dialog = learner.getByRole('dialog', { name: 'Liên kết lịch cho ứng dụng lịch' });
  await dialog.getByRole('button', { name: 'Tạo liên kết mới' }).click();
  const address = dialog.getByRole('textbox', { name: 'Liên kết của bạn' });
  await expect(address).toHaveValue(/\/api\/calendar-feed\/[\w-]{43}\/calendar\.ics\?lang=vi$/);
  const feedUrl = await address.inputValue();
  await expectAccessible(learner, 'calendar link dialog');
  const feed = await request.get(feedUrl);
  expect(feed.status()).toBe(200);
  expect(await feed.text()).toContain(`UID:assignment-${id}@netclass`);
  await dialog.getByRole('button', { name: 'Tạo liên kết mới' }).click();
  await expect(address).not.toHaveValue(feedUrl);
  expect((await request.get(feedUrl)).status()).toBe(404);
  await learner.keyboard.press('Escape');

  // Handed in, it leaves the to-do list.
  await item.click();
  const handIn = learner.getByRole('form', { name: 'Nộp bài' });
  await handIn.locator('input[type="file"]').setInputFiles([pkt]);
  await handIn.getByRole('button', { name: 'Nộp bài', exact: true }).click();
  await expect(learner.getByText('Đã nộp bài (lần 1).')).toBeVisible();
  await learner.goto('/dashboard');
  await expect(toDo.getByRole('heading', { name: 'Việc cần làm' })).toBeVisible();
  await expect(toDo.getByRole('link', { name: title, exact: true })).toHaveCount(0);

  // The teacher's dashboard: "Cần chấm" leads to the grading queue filtered to what is to grade.
  await page.goto('/dashboard');
  const toGrade = page.getByRole('region', { name: 'Cần chấm' });
  const gradeLink = await findOnPages(toGrade, title);
  await expect(gradeLink.locator('xpath=ancestor::li')).toContainText('1 bài cần chấm');
  await expectAccessible(page, 'dashboard with to-grade (teacher)');
  await gradeLink.click();
  await expect(page).toHaveURL(new RegExp(`/assignment/${id}\\?status=to_grade$`));
  await expect(page.getByRole('radio', { name: 'Cần chấm' })).toBeChecked();
  await expect(page.getByRole('row').filter({ hasText: student.id })).toBeVisible();
});
