import { expect, test } from '@playwright/test';
import { expectAccessible } from './accessibility';
import { logins, logInAndLand } from './support';

const tag = `e2e${Date.now().toString(36).slice(-5)}`;
/** The demo seed's first course: its teacher and student. */
const COURSE_ID = 101;

test('a student takes a quiz: answers are saved as given, survive a reload, and the review shows the worked explanation', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  // Setup as the teacher, through the API: a category and a question of the bank, the quiz, its slots, published.
  const login = await request.post('/api/auth/login', {
    data: { id: Number(logins.teacher.id), password: logins.teacher.password },
  });
  const headers = { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const category = await request.post(`/api/courses/${COURSE_ID}/question-categories`, {
    headers,
    data: { name: `Kiểm tra ${tag}` },
  });
  expect(category.status(), await category.text()).toBe(201);
  const question = await request.post(`/api/courses/${COURSE_ID}/questions`, {
    headers,
    data: {
      category_id: ((await category.json()) as { category: { id: number } }).category.id,
      question: {
        type: 'single_choice',
        text: 'Thiết bị nào nối hai **mạng** khác nhau?',
        options: [
          { id: 1, text: 'Router', fraction: 1, feedback: 'Đúng: router định tuyến giữa các mạng.' },
          { id: 2, text: 'Hub', fraction: 0 },
        ],
      },
    },
  });
  expect(question.status(), await question.text()).toBe(201);
  const title = `Kiểm tra 10 phút ${tag}`;
  const review = { review_answers: 'after_attempt', review_marks: 'after_attempt', review_feedback: 'after_attempt' };
  const quiz = await request.post(`/api/courses/${COURSE_ID}/quizzes`, {
    headers,
    data: {
      title,
      description: 'Làm trong 10 phút. Câu trả lời được **lưu tự động**.',
      time_limit_seconds: 600,
      ...review,
    },
  });
  expect(quiz.status(), await quiz.text()).toBe(201);
  const quizId = ((await quiz.json()) as { quiz: { id: number } }).quiz.id;
  const questionId = ((await question.json()) as { question: { id: number } }).question.id;
  const slots = await request.put(`/api/quizzes/${quizId}/slots`, {
    headers,
    data: {
      slots: [
        { kind: 'question', question_id: questionId, points: 1 },
        { kind: 'generated', networking_type: 'ipv4-subnet-facts', points: 2 },
      ],
    },
  });
  expect(slots.status(), await slots.text()).toBe(200);
  expect(
    (await request.put(`/api/quizzes/${quizId}/publication`, { headers, data: { state: 'published' } })).status(),
  ).toBe(200);

  await logInAndLand(page, logins.student.id, logins.student.password, /\/dashboard$/);
  await page.goto(`/quiz/${quizId}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Thời gian làm bài: 10 phút')).toBeVisible();
  await expect(page.getByTestId('quiz-description').locator('strong')).toHaveText('lưu tự động');
  await expectAccessible(page, 'quiz intro');

  await page.getByRole('button', { name: 'Bắt đầu làm bài' }).click();
  await expect(page).toHaveURL(/\/quiz-attempt\/\d+$/);
  await expect(page.getByRole('timer')).toHaveText(/^(10:00|9:\d\d)$/);
  await expect(page.getByTestId('attempt-question-text').locator('strong')).toHaveText('mạng');
  await page.getByRole('radio', { name: 'Router' }).check();
  await expect(page.getByTestId('save-state')).toHaveText('Đã lưu');
  await expectAccessible(page, 'quiz attempt, a question answered');

  const navigator = page.getByRole('navigation', { name: 'Danh sách câu hỏi' });
  await navigator.getByRole('button', { name: 'Câu 2, chưa trả lời' }).click();
  await page.getByRole('textbox', { name: 'Địa chỉ mạng' }).fill('10.0.0.0');
  await expect(page.getByTestId('save-state')).toHaveText('Đã lưu');

  // A reload (or another device) continues the same attempt with the answers kept.
  await page.reload();
  await expect(page.getByRole('radio', { name: 'Router' })).toBeChecked();
  await expect(navigator.getByRole('button', { name: 'Câu 2, đã trả lời' })).toBeVisible();
  await navigator.getByRole('button', { name: 'Câu 2, đã trả lời' }).click();
  await expect(page.getByRole('textbox', { name: 'Địa chỉ mạng' })).toHaveValue('10.0.0.0');

  await page.getByRole('button', { name: 'Nộp bài' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nộp bài?' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, 'quiz attempt, submit confirmation');
  await dialog.getByRole('button', { name: 'Nộp bài' }).click();

  await expect(page.getByText(/^Điểm: \d+(\.\d+)? \/ 3$/)).toBeVisible();
  await expect(page.getByText('Đúng: router định tuyến giữa các mạng.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Lời giải chi tiết' })).toBeVisible();
  await expectAccessible(page, 'quiz attempt review');

  await page.getByRole('link', { name: 'Về bài kiểm tra' }).click();
  await expect(page.getByRole('link', { name: 'Lượt 1' })).toBeVisible();
});
