import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './accessibility';
import { pdfFile, uploadPdf } from './sample-files';
import { logins, logInAndLand } from './support';

const tag = `e2e${Date.now().toString(36).slice(-5)}`;
const TERM = `Học kỳ sửa nội dung ${tag}`;
const COURSE = `Chuyển mạch ${tag}`;
const courseId = 40_000 + (Date.now() % 100_000);
const LESSON = `VLAN ${tag}`;
const RENAMED_LESSON = `VLAN và trunking ${tag}`;
const MATERIAL = `Slide VLAN ${tag}`;
const RENAMED_MATERIAL = `Slide VLAN (bản sửa) ${tag}`;

async function choose(page: Page, select: RegExp, option: string): Promise<void> {
  await page.getByRole('combobox', { name: select }).click();
  await page.getByRole('option', { name: option }).click();
}

test('a teacher edits a lesson title, then renames a material and gives it a new file', async ({ page, request }) => {
  await logInAndLand(page, logins.teacher.id, logins.teacher.password, /\/admin-dashboard$/);
  const headers = { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token'))}` };
  const term = await request.post('/api/categories', { headers, data: { name: TERM } });
  expect(term.status()).toBe(201);
  const categoryId = ((await term.json()) as { category: { id: number } }).category.id;
  const course = await request.post('/api/courses', {
    headers,
    data: { id: courseId, name: COURSE, teacher_id: Number(logins.teacher.id), category_id: categoryId },
  });
  expect(course.status(), await course.text()).toBe(201);
  const lesson = await request.post('/api/lessons', {
    headers,
    data: { title: LESSON, content: 'Nội dung VLAN', course_id: courseId, order_num: 1 },
  });
  expect(lesson.status(), await lesson.text()).toBe(201);
  const lessonId = ((await lesson.json()) as { lesson: { id: number } }).lesson.id;
  await uploadPdf(request, headers, lessonId, MATERIAL);

  // The lesson: its edit dialog, a new title saved, the list shows it.
  await page.goto('/admin-dashboard/courses/lessons');
  await choose(page, /^Danh mục/, TERM);
  await choose(page, /^Học phần/, `${COURSE} (ID ${courseId})`);
  await page.getByRole('button', { name: `Sửa bài học ${LESSON}`, exact: true }).click();
  const lessonDialog = page.getByRole('dialog', { name: 'Sửa bài học' });
  const lessonTitle = lessonDialog.getByLabel(/^Tiêu đề bài học/);
  await expect(lessonTitle).toHaveValue(LESSON);
  await expectAccessible(page, 'edit lesson dialog');
  await lessonTitle.fill(RENAMED_LESSON);
  await lessonDialog.getByRole('button', { name: 'Lưu thay đổi' }).click();
  await expect(page.getByText(`Đã lưu bài học "${RENAMED_LESSON}".`)).toBeVisible();
  await expect(lessonDialog).toBeHidden();
  await expect(page.getByRole('button', { name: `Sửa bài học ${RENAMED_LESSON}`, exact: true })).toBeVisible();

  // The material: renamed and given a new file in one save; the list shows both.
  await page
    .locator('label')
    .filter({ hasText: /^Quản lý tài liệu$/ })
    .click();
  await choose(page, /^Bài học/, `1. ${RENAMED_LESSON}`);
  await page.getByRole('button', { name: `Sửa tài liệu ${MATERIAL}`, exact: true }).click();
  const materialDialog = page.getByRole('dialog', { name: 'Sửa tài liệu' });
  const materialTitle = materialDialog.getByLabel(/^Tiêu đề tài liệu/);
  await expect(materialTitle).toHaveValue(MATERIAL);
  await expectAccessible(page, 'edit material dialog');
  await materialTitle.fill(RENAMED_MATERIAL);
  const newFile = pdfFile('vlan-ban-sua.pdf', RENAMED_MATERIAL);
  await materialDialog.locator('input[type="file"]').setInputFiles(newFile);
  await expectAccessible(page, 'edit material dialog (new file chosen)');
  await materialDialog.getByRole('button', { name: 'Lưu thay đổi' }).click();
  await expect(page.getByText(`Đã lưu tài liệu "${RENAMED_MATERIAL}".`)).toBeVisible();
  await expect(materialDialog).toBeHidden();
  const table = page.getByRole('table');
  await expect(table.getByRole('link', { name: RENAMED_MATERIAL, exact: true })).toBeVisible();
  await expect(table.getByText('vlan-ban-sua.pdf', { exact: true })).toBeVisible();
  await expectAccessible(page, 'lesson admin (material edited)');

  // The server has the new title and file on the same material.
  const saved = (await (await request.get(`/api/materials?lesson_id=${lessonId}`, { headers })).json()) as {
    materials: { title: string; file_name: string }[];
  };
  expect(saved.materials.map(({ title, file_name }) => ({ title, file_name }))).toEqual([
    { title: RENAMED_MATERIAL, file_name: 'vlan-ban-sua.pdf' },
  ]);
});

test('a teacher renames a term and a course, then moves a lesson to another course they teach', async ({
  page,
  request,
}) => {
  const term = `Học kỳ đổi tên ${tag}`;
  const renamedTerm = `Học kỳ đã đổi tên ${tag}`;
  const from = { id: courseId + 1, name: `Định tuyến ${tag}` };
  const to = { id: courseId + 2, name: `Bảo mật mạng ${tag}` };
  const renamedCourse = `Bảo mật mạng nâng cao ${tag}`;
  const lessonTitle = `Tường lửa ${tag}`;
  await logInAndLand(page, logins.teacher.id, logins.teacher.password, /\/admin-dashboard$/);
  const headers = { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token'))}` };
  const created = await request.post('/api/categories', { headers, data: { name: term } });
  expect(created.status()).toBe(201);
  const categoryId = ((await created.json()) as { category: { id: number } }).category.id;
  for (const course of [from, to]) {
    const answer = await request.post('/api/courses', {
      headers,
      data: { ...course, teacher_id: Number(logins.teacher.id), category_id: categoryId },
    });
    expect(answer.status(), await answer.text()).toBe(201);
  }
  const lesson = await request.post('/api/lessons', {
    headers,
    data: { title: lessonTitle, content: 'ACL và tường lửa', course_id: from.id, order_num: 1 },
  });
  expect(lesson.status(), await lesson.text()).toBe(201);
  const lessonId = ((await lesson.json()) as { lesson: { id: number } }).lesson.id;

  // The term: renamed from its edit dialog.
  await page.goto('/admin-dashboard/courses/create');
  await page.getByRole('button', { name: `Sửa danh mục ${term}`, exact: true }).click();
  const termDialog = page.getByRole('dialog', { name: 'Sửa danh mục' });
  await expect(termDialog.getByLabel(/^Tên danh mục/)).toHaveValue(term);
  await expectAccessible(page, 'edit term dialog');
  await termDialog.getByLabel(/^Tên danh mục/).fill(renamedTerm);
  await termDialog.getByRole('button', { name: 'Lưu thay đổi' }).click();
  await expect(page.getByText(`Đã lưu danh mục "${renamedTerm}".`)).toBeVisible();
  const section = page.getByRole('region', { name: renamedTerm });
  await expect(section.getByRole('heading', { name: renamedTerm })).toBeVisible();

  // The course: renamed from its row; an empty name is refused on the field first.
  await section.getByRole('button', { name: 'Hiện học phần' }).click();
  await section.getByRole('button', { name: `Sửa học phần ${to.name}`, exact: true }).click();
  const courseDialog = page.getByRole('dialog', { name: 'Sửa học phần' });
  const courseName = courseDialog.getByLabel(/^Tên học phần/);
  await expect(courseName).toHaveValue(to.name);
  await courseName.fill('');
  await courseDialog.getByRole('button', { name: 'Lưu thay đổi' }).click();
  await expect(courseName).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page, 'edit course dialog (error)');
  await courseName.fill(renamedCourse);
  await courseDialog.getByRole('button', { name: 'Lưu thay đổi' }).click();
  await expect(page.getByText(`Đã lưu học phần "${renamedCourse}".`)).toBeVisible();
  await expect(courseDialog).toBeHidden();
  await expect(section.getByText(renamedCourse, { exact: true })).toBeVisible();

  // The lesson: moved to the renamed course from its edit dialog.
  await page.goto('/admin-dashboard/courses/lessons');
  await choose(page, /^Danh mục/, renamedTerm);
  await choose(page, /^Học phần/, `${from.name} (ID ${from.id})`);
  await page.getByRole('button', { name: `Sửa bài học ${lessonTitle}`, exact: true }).click();
  const lessonDialog = page.getByRole('dialog', { name: 'Sửa bài học' });
  await expect(lessonDialog.getByRole('combobox', { name: /^Học phần/ })).toHaveValue(`${from.name} (ID ${from.id})`);
  await lessonDialog.getByRole('combobox', { name: /^Học phần/ }).click();
  await page.getByRole('option', { name: `${renamedCourse} (ID ${to.id})` }).click();
  await expectAccessible(page, 'edit lesson dialog (move)');
  await lessonDialog.getByRole('button', { name: 'Lưu thay đổi' }).click();
  await expect(lessonDialog).toBeHidden();
  await expect(page.getByText('Học phần này chưa có bài học nào.')).toBeVisible();

  const moved = (await (await request.get(`/api/lessons/details/${lessonId}`, { headers })).json()) as {
    lesson: { course_id: number; order_num: number };
  };
  expect(moved.lesson).toMatchObject({ course_id: to.id, order_num: 1 });
});
