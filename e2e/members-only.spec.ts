import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectAccessible } from './accessibility';
import { DEMO_PASSWORD, logins, logInAndLand, secondPage } from './support';

const tag = `e2e${Date.now().toString(36).slice(-5)}`;
const TERM = `Học kỳ thành viên ${tag}`;
const OPEN_COURSE = `Mở cho mọi người ${tag}`;
const COURSE = `Lớp riêng ${tag}`;
const LESSON = `Bài riêng ${tag}`;
const courseId = 40_000 + (Date.now() % 100_000);
/** A demo student the teacher adds; logins.student stays outside the course. */
const MEMBER = '20210002';

const bearer = (token: string | null) => ({ authorization: `Bearer ${token}` });

/** A published course (with a published lesson) in a term of its own, made through the API as the teacher. */
async function publishedCourse(
  request: APIRequestContext,
  headers: Record<string, string>,
  categoryId: number,
  id: number,
  name: string,
): Promise<number> {
  expect(
    (
      await request.post('/api/courses', {
        headers,
        data: { id, name, teacher_id: Number(logins.teacher.id), category_id: categoryId },
      })
    ).status(),
  ).toBe(201);
  expect(
    (await request.put(`/api/courses/${id}/publication`, { headers, data: { state: 'published' } })).status(),
  ).toBe(200);
  const lesson = await request.post('/api/lessons', {
    headers,
    data: { title: `${LESSON} ${id}`, content: 'Nội dung', course_id: id, order_num: 1 },
  });
  expect(lesson.status()).toBe(201);
  const lessonId = ((await lesson.json()) as { lesson: { id: number } }).lesson.id;
  expect(
    (await request.put(`/api/lessons/${lessonId}/publication`, { headers, data: { state: 'published' } })).status(),
  ).toBe(200);
  return lessonId;
}

test('a teacher makes a course members only: a student outside it finds it nowhere, by link nor API; a member does', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  await logInAndLand(page, logins.teacher.id, logins.teacher.password, /\/admin-dashboard$/);
  const teacherAuth = bearer(await page.evaluate(() => localStorage.getItem('token')));
  const term = await request.post('/api/categories', { headers: teacherAuth, data: { name: TERM } });
  expect(term.status()).toBe(201);
  const categoryId = ((await term.json()) as { category: { id: number } }).category.id;
  await publishedCourse(request, teacherAuth, categoryId, courseId + 1, OPEN_COURSE);
  const lessonId = await publishedCourse(request, teacherAuth, categoryId, courseId, COURSE);

  // The teacher switches the course to members only and adds one student.
  await page.goto(`/admin-dashboard/courses/${courseId}/members`);
  const access = page.getByRole('radiogroup', { name: 'Ai được xem học phần' });
  await expect(access.getByRole('radio', { name: /^Mọi sinh viên/ })).toBeChecked();
  await access.getByRole('radio', { name: /^Chỉ thành viên/ }).check();
  await expect(page.getByText('Học phần giờ chỉ dành cho thành viên.')).toBeVisible();
  await expect(access.getByRole('radio', { name: /^Chỉ thành viên/ })).toBeChecked();
  await page.getByRole('combobox', { name: 'Tìm sinh viên' }).fill(MEMBER);
  await page.getByRole('option', { name: new RegExp(`\\(${MEMBER}\\)$`) }).click();
  await page.getByRole('button', { name: 'Thêm vào học phần' }).click();
  await expect(page.getByText('Đã thêm 1 sinh viên.')).toBeVisible();
  await expectAccessible(page, 'course members (members only)');

  // A student who is not a member: not in the term's list, not found by its lesson's link nor through the API.
  const outsider = await secondPage(browser, testInfo);
  await logInAndLand(outsider, logins.student.id, logins.student.password, /\/dashboard$/);
  await outsider.goto(`/category/${categoryId}/courses`);
  await expect(outsider.getByRole('button', { name: new RegExp(`^${OPEN_COURSE}`) })).toBeVisible();
  await expect(outsider.getByRole('button', { name: new RegExp(`^${COURSE}`) })).toHaveCount(0);
  await expectAccessible(outsider, 'term courses without the members-only course');
  await outsider.goto(`/lesson/${lessonId}`);
  await expect(outsider.getByRole('alert')).toHaveText('Không tìm thấy bài học hoặc bài học không hợp lệ.');
  await expectAccessible(outsider, 'lesson not found (members only)');
  const outsiderAuth = bearer(await outsider.evaluate(() => localStorage.getItem('token')));
  for (const url of [`/api/lessons/${courseId}`, `/api/lessons/details/${lessonId}`]) {
    expect((await request.get(url, { headers: outsiderAuth })).status(), url).toBe(404);
  }
  await outsider.context().close();

  // The member sees it in the list and opens its lesson.
  const member = await secondPage(browser, testInfo);
  await logInAndLand(member, MEMBER, DEMO_PASSWORD, /\/dashboard$/);
  await member.goto(`/category/${categoryId}/courses`);
  await member.getByRole('button', { name: new RegExp(`^${COURSE}`) }).click();
  await member.getByRole('link', { name: new RegExp(`^${LESSON} ${courseId}`) }).click();
  await expect(member.getByRole('heading', { name: `${LESSON} ${courseId}` })).toBeVisible();
  await member.context().close();
});
