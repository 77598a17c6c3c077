import { expect, test } from '@playwright/test';
import { expectAccessible } from './accessibility';
import { DEMO_PASSWORD, logins, logInAndLand, secondPage } from './support';

/** The demo seed's term and its first course (id 101, taught by the demo teacher). */
const TERM = 'Học kỳ 1 năm học 2026-2027';
const COURSE = 'Mạng máy tính';
/** A demo student no journey before this one adds to the course (progress.spec.ts, later in the run, enrols them too: its report lists members). */
const STUDENT = '20210003';

test('a student joins a course with the class code the teacher projects; switched off, it joins nobody', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  await logInAndLand(page, logins.teacher.id, logins.teacher.password, /\/admin-dashboard$/);
  await page.goto('/admin-dashboard/courses/create');
  const term = page.getByRole('region', { name: TERM, exact: true });
  await term.getByRole('button', { name: 'Hiện học phần', exact: true }).click();
  await term.getByRole('link', { name: `Thành viên của học phần ${COURSE}`, exact: true }).click();

  // A code, with its link and QR code; projected full screen.
  const create = page.getByRole('button', { name: 'Tạo mã tham gia' });
  const shown = page.getByTestId('join-code');
  await expect(create.or(shown)).toBeVisible();
  if (await create.isVisible()) await create.click();
  const code = (await shown.textContent())!;
  expect(code).toMatch(/^[A-Z2-9]{8}$/);
  await expect(page.getByRole('img', { name: 'Mã QR của liên kết tham gia' })).toBeVisible();
  await expectAccessible(page, 'course members with a class code');
  await page.getByRole('button', { name: 'Trình chiếu' }).click();
  const projected = page.getByRole('dialog', { name: `Tham gia học phần ${COURSE}` });
  await expect(projected.getByText(code, { exact: true })).toBeVisible();
  await expectAccessible(page, 'class code projected');
  await page.keyboard.press('Escape');
  await expect(projected).toBeHidden();

  // The student opens the link (typed in lower case with a dash, as read off the screen), joins, and opens the course.
  const student = await secondPage(browser, testInfo);
  await logInAndLand(student, STUDENT, DEMO_PASSWORD, /\/dashboard$/);
  await student.goto('/study');
  await student.getByRole('link', { name: 'Tham gia lớp bằng mã' }).click();
  await expect(student.getByRole('heading', { level: 1, name: 'Tham gia học phần' })).toBeVisible();
  await student.getByLabel('Mã lớp').fill('abc');
  await student.getByRole('button', { name: 'Tham gia', exact: true }).click();
  await expect(student.getByText('Mã lớp gồm 8 chữ cái và chữ số.')).toBeVisible();
  await expectAccessible(student, 'join a course (a wrong code)');
  await student.getByLabel('Mã lớp').fill(`${code.slice(0, 4).toLowerCase()}-${code.slice(4)}`);
  await student.getByRole('button', { name: 'Tham gia', exact: true }).click();
  await expect(student.getByText(/^Bạn đã (tham gia|là thành viên của) học phần "Mạng máy tính"\.$/)).toBeVisible();
  await student.getByRole('link', { name: 'Mở học phần' }).click();
  await expect(student).toHaveURL(/\/category\/\d+\/courses\?course=101$/);

  // The teacher sees the student among the members.
  await page.getByRole('textbox', { name: 'Lọc thành viên' }).fill(STUDENT);
  await expect(page.getByRole('table', { name: 'Thành viên của học phần' }).getByRole('row').nth(1)).toContainText(
    STUDENT,
  );

  // Switched off: the same link joins nobody.
  await page.getByRole('button', { name: 'Tắt mã' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Đồng ý' }).click();
  await expect(page.getByText('Mã tham gia đang tắt: sinh viên không thể tự tham gia.')).toBeVisible();
  await student.goto(`/join/${code}`);
  await expect(student.getByLabel('Mã lớp')).toHaveValue(code);
  await student.getByRole('button', { name: 'Tham gia', exact: true }).click();
  await expect(student.getByText('Mã lớp không đúng hoặc đã bị tắt.')).toBeVisible();
  await student.context().close();
});
