import { expect, test } from '@playwright/test';
import { expectAccessible } from './accessibility';
import { logins, logInAndLand } from './support';

const tag = `e2e${Date.now().toString(36).slice(-5)}`;
/** The demo seed's first course, and a second student of it. */
const COURSE_ID = 101;
const STUDENT = '20210002';

test('a teacher gives a student extra time at a quiz: an emptied field is said in place, then given, listed, taken back', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await logInAndLand(page, logins.teacher.id, logins.teacher.password, /\/admin-dashboard$/);
  const headers = { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token'))}` };
  // A student of the course (adding a member again is harmless) and a draft quiz, through the API.
  const joined = await request.post(`/api/courses/${COURSE_ID}/members`, {
    headers,
    data: { user_ids: [Number(STUDENT)], role: 'student' },
  });
  expect(joined.ok(), await joined.text()).toBe(true);
  const created = await request.post(`/api/courses/${COURSE_ID}/quizzes`, {
    headers,
    data: { title: `Kiểm tra ${tag}` },
  });
  expect(created.status(), await created.text()).toBe(201);
  const quizId = ((await created.json()) as { quiz: { id: number } }).quiz.id;

  await page.goto(`/quiz/${quizId}/edit`);
  const allowances = page.getByRole('region', { name: 'Cộng thêm cho sinh viên' });
  await allowances.getByRole('combobox', { name: 'Sinh viên' }).fill(STUDENT);
  await page.getByRole('option', { name: new RegExp(`\\(${STUDENT}\\)$`) }).click();
  const minutes = allowances.getByLabel('Thêm phút');
  await minutes.fill('');
  await allowances.getByRole('button', { name: 'Lưu' }).click();
  await expect(minutes).toHaveAttribute('aria-invalid', 'true');
  await expect(minutes).toHaveAccessibleDescription('Thời gian cộng thêm phải từ 0 đến 24 giờ.');
  await expectAccessible(page, 'quiz allowances with a field error');

  await minutes.fill('15');
  await allowances.getByRole('button', { name: 'Lưu' }).click();
  await expect(page.getByText('Đã lưu phần cộng thêm.')).toBeVisible();
  await expect(allowances.getByRole('cell', { name: '15', exact: true })).toBeVisible();
  expect(
    (
      (await (await request.get(`/api/quizzes/${quizId}/allowances/${STUDENT}`, { headers })).json()) as {
        allowance: { extra_seconds: number };
      }
    ).allowance.extra_seconds,
  ).toBe(900);
  await allowances.getByRole('button', { name: /^Bỏ phần cộng thêm của / }).click();
  await expect(allowances.getByText('Chưa sinh viên nào được cộng thêm.')).toBeVisible();
});
