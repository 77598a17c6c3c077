import { expect, test } from '@playwright/test';
import { expectAccessible } from './accessibility';
import { logins, logInAndLand } from './support';

const tag = `e2e${Date.now().toString(36).slice(-5)}`;
/** The demo seed's term and its first course (id 101, taught by the demo teacher). */
const TERM = 'Học kỳ 1 năm học 2026-2027';
const COURSE = 'Mạng máy tính';
const nextTerm = `Học kỳ 2 ${tag}`;
const copyName = `${COURSE} ${tag}`;
const copyId = String(20_000 + (Date.now() % 100_000));

test('copy a course to a new term', async ({ page, request }) => {
  test.setTimeout(120_000);
  await logInAndLand(page, logins.teacher.id, logins.teacher.password, /\/admin-dashboard$/);
  await page.goto('/admin-dashboard/courses/create');
  // Next term, empty.
  await page.getByLabel(/^Tên danh mục/).fill(nextTerm);
  await page.getByRole('button', { name: 'Thêm danh mục', exact: true }).click();
  await expect(page.getByText(`Đã thêm danh mục "${nextTerm}".`)).toBeVisible();

  // This term's course: its lessons and the copy action.
  const term = page.getByRole('region', { name: TERM, exact: true });
  await term.getByRole('button', { name: 'Hiện học phần', exact: true }).click();
  const lessonCount = await term
    .getByText(/^\d+ bài học$/)
    .first()
    .textContent();
  await term.getByRole('button', { name: `Sao chép sang học kỳ khác: ${COURSE}`, exact: true }).click();

  const dialog = page.getByRole('dialog', { name: `Sao chép "${COURSE}" sang học kỳ khác` });
  await expect(dialog.getByLabel(/^Tên học phần/)).toHaveValue(COURSE);
  await expectAccessible(page, 'course copy dialog');
  // Nothing chosen yet: the form says what is missing, on its field.
  await dialog.getByRole('button', { name: 'Sao chép', exact: true }).click();
  await expect(dialog.getByText('Danh mục không hợp lệ!')).toBeVisible();
  await expectAccessible(page, 'course copy dialog (errors)');

  await dialog.getByRole('combobox', { name: /^Học kỳ/ }).click();
  await page.getByRole('option', { name: nextTerm }).click();
  await dialog.getByLabel(/^ID học phần/).fill(copyId);
  await dialog.getByLabel(/^Tên học phần/).fill(copyName);
  await dialog.getByRole('button', { name: 'Sao chép', exact: true }).click();
  await expect(
    page.getByText(`Đã sao chép thành học phần "${copyName}" (ID ${copyId}), ở trạng thái nháp.`),
  ).toBeVisible();
  await expect(dialog).toBeHidden();

  // The copy is in the new term, a draft, with the original's lessons (drafts too).
  const copiedTerm = page.getByRole('region', { name: nextTerm, exact: true });
  await copiedTerm.getByRole('button', { name: 'Hiện học phần', exact: true }).click();
  await expect(copiedTerm.getByText(copyName)).toBeVisible();
  await expect(copiedTerm.getByText('Nháp', { exact: true })).toBeVisible();
  await expect(copiedTerm.getByText(lessonCount!, { exact: true })).toBeVisible();
  await expectAccessible(page, 'category management (a copied course)');

  // Students see nothing of it.
  const login = await request.post('/api/auth/login', {
    data: { id: logins.student.id, password: logins.student.password },
  });
  const studentAuth = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  expect((await request.get(`/api/lessons/${copyId}`, { headers: studentAuth })).status()).toBe(404);
});
