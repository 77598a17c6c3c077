import { expect, test } from '@playwright/test';
import { expectAccessible } from './accessibility';
import { logins, logInAndLand, secondPage } from './support';

const tag = `e2e${Date.now().toString(36).slice(-5)}`;
/** This journey's own term, course (open, published), bank category and questions, made through the API. */
const TERM = `Học kỳ kiểm tra ${tag}`;
const COURSE = `Mạng máy tính kiểm tra ${tag}`;
const courseId = 60_000 + (Date.now() % 100_000);
const CATEGORY = `IPv4 ${tag}`;
const QUIZ = `Kiểm tra 15 phút ${tag}`;

const question = (title: string) => ({
  type: 'single_choice',
  title,
  text: `${title}: thiết bị nào chuyển gói tin giữa các mạng?`,
  options: [
    { id: 1, text: 'Router', fraction: 1 },
    { id: 2, text: 'Switch', fraction: 0 },
  ],
});

const quizAuthoringTitle =
  'a teacher makes a quiz (a fixed question, 2 random from a category, a generated subnetting one, 10 minutes) ' +
  'and publishes it; a student sees it in the course';
test(quizAuthoringTitle, async ({ page, request, browser }, testInfo) => {
  test.setTimeout(120_000);
  await logInAndLand(page, logins.teacher.id, logins.teacher.password, /\/admin-dashboard$/);
  const headers = { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token'))}` };
  const term = await request.post('/api/categories', { headers, data: { name: TERM } });
  expect(term.status()).toBe(201);
  const termId = ((await term.json()) as { category: { id: number } }).category.id;
  const course = await request.post('/api/courses', {
    headers,
    data: { id: courseId, name: COURSE, teacher_id: Number(logins.teacher.id), category_id: termId },
  });
  expect(course.status(), await course.text()).toBe(201);
  expect(
    (await request.put(`/api/courses/${courseId}/publication`, { headers, data: { state: 'published' } })).ok(),
  ).toBe(true);
  const category = await request.post(`/api/courses/${courseId}/question-categories`, {
    headers,
    data: { name: CATEGORY },
  });
  expect(category.status(), await category.text()).toBe(201);
  const categoryId = ((await category.json()) as { category: { id: number } }).category.id;
  for (const title of [`Cổng mặc định ${tag}`, `Mặt nạ ${tag}`, `Lớp địa chỉ ${tag}`]) {
    const made = await request.post(`/api/courses/${courseId}/questions`, {
      headers,
      data: { category_id: categoryId, question: question(title) },
    });
    expect(made.status(), await made.text()).toBe(201);
  }

  // The settings.
  await page.goto(`/course/${courseId}/quizzes/new`);
  await expect(page.getByRole('heading', { name: 'Tạo bài kiểm tra', level: 1 })).toBeVisible();
  const settings = page.getByRole('form', { name: 'Cài đặt bài kiểm tra' });
  await settings.getByLabel('Tên bài kiểm tra').fill(QUIZ);
  await settings.getByLabel('Thời gian làm bài (phút)').fill('10');
  await expectAccessible(page, 'new quiz');
  await settings.getByRole('button', { name: 'Lưu cài đặt' }).click();
  await expect(page.getByText(`Đã lưu bài kiểm tra “${QUIZ}”.`)).toBeVisible();
  await expect(page).toHaveURL(/\/quiz\/\d+\/edit$/);
  await expect(page.getByRole('heading', { name: `Sửa bài kiểm tra: ${QUIZ}`, level: 1 })).toBeVisible();
  await expect(page.getByLabel('Thời gian làm bài (phút)')).toHaveValue('10');

  // The questions: one fixed from the bank (by search), two random from the category, one generated.
  const slots = page.getByRole('region', { name: 'Câu hỏi' });
  await slots.getByRole('button', { name: 'Thêm câu hỏi từ ngân hàng' }).click();
  const picker = page.getByRole('dialog', { name: 'Chọn câu hỏi từ ngân hàng' });
  await picker.getByLabel('Tìm theo tiêu đề hoặc nội dung').fill(`Cổng mặc định ${tag}`);
  await expect(picker.getByRole('button', { name: /^Thêm câu hỏi / })).toHaveCount(1);
  await expectAccessible(page, 'quiz question picker');
  await picker.getByRole('button', { name: `Thêm câu hỏi Cổng mặc định ${tag}` }).click();
  await expect(picker.getByRole('button', { name: `Thêm câu hỏi Cổng mặc định ${tag}` })).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(picker).toBeHidden();

  await slots.getByRole('combobox', { name: 'Nhóm câu hỏi' }).click();
  await page.getByRole('option', { name: `${CATEGORY} (3 câu)` }).click();
  await slots.getByLabel('Số câu').fill('2');
  await slots.getByRole('button', { name: 'Thêm 2 câu ngẫu nhiên' }).click();
  await slots.getByRole('combobox', { name: 'Dạng bài tập mạng' }).click();
  await page.getByRole('option', { name: 'Chia mạng con theo số mạng con' }).click();
  await slots.getByRole('button', { name: 'Thêm câu sinh tự động' }).click();
  await expect(slots.getByText('4 câu, tổng 4 điểm')).toBeVisible();
  await slots.getByLabel('Điểm câu 4').fill('3');
  await expect(slots.getByText('4 câu, tổng 6 điểm')).toBeVisible();
  await expect(slots.getByText(`Ngẫu nhiên từ “${CATEGORY}”`)).toHaveCount(2);
  await expectAccessible(page, 'quiz slots editor');
  await slots.getByRole('button', { name: 'Lưu câu hỏi' }).click();
  await expect(page.getByText('Đã lưu câu hỏi: tổng 6 điểm.')).toBeVisible();

  // Published now; the course page lists it for staff.
  await page.getByRole('button', { name: `Xuất bản ngay "${QUIZ}"` }).click();
  await expect(page.getByText(`Đã xuất bản "${QUIZ}".`)).toBeVisible();
  await expectAccessible(page, 'quiz editor (published)');

  // A student sees it in the course's list, with its limit and attempts.
  const student = await secondPage(browser, testInfo);
  await logInAndLand(student, logins.student.id, logins.student.password, /\/dashboard$/);
  await student.goto(`/category/${termId}/courses?course=${courseId}`);
  const quizzes = student.getByRole('region', { name: 'Bài kiểm tra' });
  await expect(quizzes.getByRole('link', { name: QUIZ })).toHaveAttribute('href', /\/quiz\/\d+$/);
  await expect(quizzes.getByText('10 phút · Đã làm 0/1 lượt')).toBeVisible();
  await expectAccessible(student, 'course quizzes (student)');
});
