import { expect, test } from '@playwright/test';
import { expectAccessible } from './accessibility';
import { DEMO_PASSWORD, logInAndLand, logins, secondPage } from './support';

/** A student no other journey studies with, so their progress starts at 0 in the demo course (class-code.spec.ts, earlier in the run, makes them a member). */
const student = { id: '20210003', password: DEMO_PASSWORD, name: 'Phạm Thu Hà' } as const;
const TERM = 'Học kỳ 1 năm học 2026-2027';
const COURSE = 'Mạng máy tính';
const LESSON = 'Mô hình OSI và TCP/IP';

/** The server's rule: rounded, above 0 once one is done, below 100 until all are. */
const percentOf = (done: number, total: number) =>
  done >= total ? 100 : Math.min(99, Math.max(1, Math.round((100 * done) / total)));

test("a student opens each material of a lesson; the teacher's report follows live", async ({
  page,
  browser,
  request,
}, testInfo) => {
  // Teacher: category management, the course's progress button, the report.
  await logInAndLand(page, logins.teacher.id, logins.teacher.password, /\/admin-dashboard$/);
  // The report lists the course's members: the student is made one here, so the journey also runs alone (left as they are after class-code.spec.ts).
  const auth = { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token'))}` };
  const joined = await request.post('/api/courses/101/members', {
    headers: auth,
    data: { user_ids: [Number(student.id)], role: 'student' },
  });
  expect(joined.ok()).toBe(true);
  await page.goto('/admin-dashboard/courses/create');
  const term = page.getByRole('region', { name: TERM, exact: true });
  await term.getByRole('button', { name: 'Hiện học phần' }).click();
  await term.getByRole('link', { name: `Tiến độ học phần ${COURSE}` }).click();
  await expect(page).toHaveURL(/\/admin-dashboard\/courses\/101\/progress$/);
  await expect(page.getByRole('heading', { name: `Tiến độ: ${COURSE}` })).toBeVisible();
  const row = page.getByTestId(`report-row-${student.id}`);
  // The server searches the class by id or name (accents ignored) and pages it.
  await page.getByRole('textbox', { name: 'Lọc sinh viên' }).fill(String(student.id));
  await expect(page.getByTestId(/^report-row-/)).toHaveCount(1);
  await expect(page.getByText('Sinh viên 1–1 trên 1')).toBeVisible();
  await expect(row).toContainText(student.name);
  // Both exports are whole-class files from the server.
  for (const [button, extension] of [
    ['Xuất CSV', 'csv'],
    ['Xuất Excel (XLSX)', 'xlsx'],
  ]) {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: button }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`Tiến độ - ${COURSE}.${extension}`);
  }
  await expect(row.getByText('Chưa bắt đầu')).toBeVisible();
  // The lesson's column: id, name and course progress come first.
  const lessonColumn = await page
    .getByRole('columnheader')
    .evaluateAll((headers, title) => headers.findIndex((header) => header.textContent?.includes(title)), LESSON);
  expect(lessonColumn).toBeGreaterThan(2);
  const lessonCell = row.getByRole('cell').nth(lessonColumn);
  await expect(lessonCell).toHaveText('0%');
  await expectAccessible(page, 'course progress report');
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));

  // Student, in a browser of their own: from the study pages to the lesson.
  const learner = await secondPage(browser, testInfo);
  await logInAndLand(learner, student.id, student.password, /\/dashboard$/);
  await learner.goto('/study');
  await expect(learner.getByRole('link', { name: new RegExp(TERM) })).toBeVisible();
  await expectAccessible(learner, 'study (terms)');
  await learner.getByRole('link', { name: new RegExp(TERM) }).click();
  await learner.getByRole('button', { name: new RegExp(`^${COURSE}`) }).click();
  await learner.getByRole('link', { name: new RegExp(`^${LESSON}`) }).click();
  await expect(learner.getByRole('heading', { name: LESSON })).toBeVisible();
  const message = learner.getByTestId('lesson-progress-message');
  await expect(message).toHaveText('Bạn chưa học nội dung nào');

  const cards = learner.getByRole('list', { name: 'Tài liệu' }).getByRole('link');
  const total = await cards.count();
  expect(total).toBeGreaterThan(1);
  for (let done = 1; done <= total; done += 1) {
    const card = cards.nth(done - 1);
    // Each material opens in a new tab; the lesson page counts it at once.
    const [tab] = await Promise.all([learner.context().waitForEvent('page'), card.click()]);
    await tab.close();
    const percent = percentOf(done, total);
    if (done < total) await expect(message).toHaveText(`Bạn đã hoàn thành ${percent}% (còn ${total - done} tài liệu)`);
    else await expect(message).toHaveText('Chúc mừng! Bạn đã hoàn thành tất cả tài liệu của bài học này.');
    await expect(card.getByRole('img', { name: 'Đã hoàn thành' })).toBeVisible();
    // The teacher's report, never reloaded, follows.
    await expect(lessonCell).toHaveText(`${percent}%`);
    await expect(row.getByText('Chưa bắt đầu')).toBeHidden();
  }
  await expect(learner.getByText('Chưa lưu')).toBeHidden();
  await expectAccessible(learner, 'lesson (all materials done)');
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);

  // A reload shows what the server stored.
  await learner.reload();
  await expect(message).toHaveText('Chúc mừng! Bạn đã hoàn thành tất cả tài liệu của bài học này.');
  await learner.context().close();
});
