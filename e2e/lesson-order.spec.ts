import { expect, test } from '@playwright/test';
import { expectAccessible } from './accessibility';
import { uploadPdf } from './sample-files';
import { logins, logInAndLand } from './support';

const tag = `e2e${Date.now().toString(36).slice(-5)}`;
const TERM = `Học kỳ sắp xếp ${tag}`;
const COURSE = `Định tuyến ${tag}`;
const courseId = 30_000 + (Date.now() % 100_000);
const TITLES = ['Định tuyến tĩnh', 'RIP', 'OSPF'];

test('with the keyboard, a teacher moves a lesson down one place; the order is saved and read out', async ({
  page,
  request,
}) => {
  await logInAndLand(page, logins.teacher.id, logins.teacher.password, /\/admin-dashboard$/);
  const teacherAuth = { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token'))}` };
  const term = await request.post('/api/categories', { headers: teacherAuth, data: { name: TERM } });
  expect(term.status()).toBe(201);
  const categoryId = ((await term.json()) as { category: { id: number } }).category.id;
  const course = await request.post('/api/courses', {
    headers: teacherAuth,
    data: { id: courseId, name: COURSE, teacher_id: Number(logins.teacher.id), category_id: categoryId },
  });
  expect(course.status(), await course.text()).toBe(201);
  for (const [index, title] of TITLES.entries()) {
    const lesson = await request.post('/api/lessons', {
      headers: teacherAuth,
      data: { title, content: `Nội dung ${title}`, course_id: courseId, order_num: index + 1 },
    });
    expect(lesson.status(), await lesson.text()).toBe(201);
  }

  await page.goto('/admin-dashboard/courses/lessons');
  await page.getByRole('combobox', { name: /^Danh mục/ }).click();
  await page.getByRole('option', { name: TERM }).click();
  await page.getByRole('combobox', { name: /^Học phần/ }).click();
  await page.getByRole('option', { name: `${COURSE} (ID ${courseId})` }).click();
  const rows = page.getByRole('row').filter({ has: page.getByRole('button', { name: /^Di chuyển bài học / }) });
  await expect(rows).toHaveCount(3);
  await expectAccessible(page, 'lesson admin (reorder)');

  const orderRequests: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().endsWith(`/api/courses/${courseId}/lesson-order`)) orderRequests.push(sent.method());
  });

  // Space picks the first lesson up, the down arrow moves it below the second, Space drops it.
  const handle = page.getByRole('button', { name: `Di chuyển bài học ${TITLES[0]}`, exact: true });
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(page.getByText(`Đã chọn bài học ${TITLES[0]}, vị trí 1 trên 3.`)).toBeAttached();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByText(`Bài học ${TITLES[0]} được đưa tới vị trí 2 trên 3.`)).toBeAttached();
  await page.keyboard.press('Space');
  await expect(page.getByText(`Đã thả bài học ${TITLES[0]} ở vị trí 2 trên 3.`)).toBeAttached();

  await expect(rows.nth(0)).toContainText(TITLES[1]!);
  await expect(rows.nth(1)).toContainText(TITLES[0]!);
  await expect(rows.nth(2)).toContainText(TITLES[2]!);
  await expect
    .poll(async () => {
      const saved = (await (await request.get(`/api/lessons/${courseId}`, { headers: teacherAuth })).json()) as {
        lessons: { title: string; order_num: number }[];
      };
      return [...saved.lessons].sort((a, b) => a.order_num - b.order_num).map((lesson) => lesson.title);
    })
    .toEqual([TITLES[1], TITLES[0], TITLES[2]]);
  // One request for the drop, none while the lesson moved.
  expect(orderRequests).toEqual(['PUT']);
});

test("with the keyboard, a teacher moves a lesson's last material to the top", async ({ page, request }) => {
  const materials = ['Slide OSPF', 'Lab OSPF', 'Đáp án lab OSPF'];
  await logInAndLand(page, logins.teacher.id, logins.teacher.password, /\/admin-dashboard$/);
  const headers = { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token'))}` };
  const term = await request.post('/api/categories', { headers, data: { name: `${TERM} (tài liệu)` } });
  expect(term.status()).toBe(201);
  const categoryId = ((await term.json()) as { category: { id: number } }).category.id;
  const materialCourseId = courseId + 1;
  const course = await request.post('/api/courses', {
    headers,
    data: { id: materialCourseId, name: COURSE, teacher_id: Number(logins.teacher.id), category_id: categoryId },
  });
  expect(course.status(), await course.text()).toBe(201);
  const lesson = await request.post('/api/lessons', {
    headers,
    data: { title: 'OSPF', content: 'OSPF', course_id: materialCourseId, order_num: 1 },
  });
  const lessonId = ((await lesson.json()) as { lesson: { id: number } }).lesson.id;
  for (const title of materials) await uploadPdf(request, headers, lessonId, title);

  await page.goto('/admin-dashboard/courses/lessons');
  await page
    .locator('label')
    .filter({ hasText: /^Quản lý tài liệu$/ })
    .click();
  await page.getByRole('combobox', { name: /^Danh mục/ }).click();
  await page.getByRole('option', { name: `${TERM} (tài liệu)` }).click();
  await page.getByRole('combobox', { name: /^Học phần/ }).click();
  await page.getByRole('option', { name: `${COURSE} (ID ${materialCourseId})` }).click();
  await page.getByRole('combobox', { name: /^Bài học/ }).click();
  await page.getByRole('option', { name: '1. OSPF' }).click();
  const rows = page.getByRole('row').filter({ has: page.getByRole('button', { name: /^Di chuyển tài liệu / }) });
  await expect(rows).toHaveCount(3);
  await expectAccessible(page, 'lesson admin (material reorder)');

  const handle = page.getByRole('button', { name: `Di chuyển tài liệu ${materials[2]}`, exact: true });
  await handle.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(`Đã chọn tài liệu ${materials[2]}, vị trí 3 trên 3.`)).toBeAttached();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(page.getByText(`Tài liệu ${materials[2]} được đưa tới vị trí 1 trên 3.`)).toBeAttached();
  await page.keyboard.press('Enter');
  await expect(page.getByText(`Đã thả tài liệu ${materials[2]} ở vị trí 1 trên 3.`)).toBeAttached();

  await expect(rows.nth(0)).toContainText(materials[2]!);
  await expect
    .poll(async () => {
      const saved = (await (await request.get(`/api/materials?lesson_id=${lessonId}`, { headers })).json()) as {
        materials: { title: string }[];
      };
      return saved.materials.map((material) => material.title);
    })
    .toEqual([materials[2], materials[0], materials[1]]);
});
