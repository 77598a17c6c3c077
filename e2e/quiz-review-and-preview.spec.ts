import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './accessibility';
import { logins, logInAndLand, secondPage } from './support';

/**
 * The review students reach and the teacher's preview (docs/decisions/038): a quiz with the
 * default review settings is in the student's to-do; the teacher previews it as a student
 * without recording an attempt; the student finishes it and reads when the answers open; the
 * teacher releases them and the student's review shows them, in Vietnamese and English.
 */
const tag = `e2e${Date.now().toString(36).slice(-5)}`;
const courseId = 60_000 + (Date.now() % 20_000);
const QUIZ = `Kiểm tra xem lại ${tag}`;
const QUESTION = 'Thiết bị nào nối hai mạng khác nhau?';

async function bearer(page: Page) {
  return { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token'))}` };
}

test('default review, preview without an attempt, release of the solutions, the quiz in the to-do', async ({
  page,
  request,
  browser,
}, testInfo) => {
  test.setTimeout(240_000);

  // The teacher's course, bank and quiz (one bank question, one generated), through the API.
  await logInAndLand(page, logins.teacher.id, logins.teacher.password, /\/admin-dashboard$/);
  const headers = await bearer(page);
  const created = async (url: string, data: object) => {
    const response = await request.post(url, { headers, data });
    expect(response.status(), await response.text()).toBe(201);
    return response.json();
  };
  const term = (await created('/api/categories', { name: `Học kỳ xem lại ${tag}` })).category.id as number;
  await created('/api/courses', {
    id: courseId,
    name: `Mạng máy tính xem lại ${tag}`,
    teacher_id: Number(logins.teacher.id),
    category_id: term,
  });
  expect(
    (await request.put(`/api/courses/${courseId}/publication`, { headers, data: { state: 'published' } })).ok(),
  ).toBe(true);
  const category = (await created(`/api/courses/${courseId}/question-categories`, { name: `Định tuyến ${tag}` }))
    .category.id as number;
  const question = (
    await created(`/api/courses/${courseId}/questions`, {
      category_id: category,
      question: {
        type: 'single_choice',
        text: QUESTION,
        general_feedback: 'Xem lại bài 3.',
        options: [
          { id: 1, text: 'Router', fraction: 1, feedback: 'Chính xác: router nối các mạng.' },
          { id: 2, text: 'Switch', fraction: 0 },
        ],
      },
    })
  ).question.id as number;
  const quizId = (await created(`/api/courses/${courseId}/quizzes`, { title: QUIZ })).quiz.id as number;
  const slots = await request.put(`/api/quizzes/${quizId}/slots`, {
    headers,
    data: {
      slots: [
        { kind: 'question', question_id: question, points: 1 },
        { kind: 'generated', networking_type: 'ipv6-compress', points: 1 },
      ],
    },
  });
  expect(slots.status(), await slots.text()).toBe(200);
  expect(
    (await request.put(`/api/quizzes/${quizId}/publication`, { headers, data: { state: 'published' } })).ok(),
  ).toBe(true);
  const attemptsRecorded = async () => {
    const results = (await (await request.get(`/api/quizzes/${quizId}/results`, { headers })).json()) as {
      students: { attempts: unknown[] }[];
    };
    return results.students.reduce((sum, row) => sum + row.attempts.length, 0);
  };

  // The teacher previews it as a student: the questions, read-only; no attempt is recorded.
  await page.goto(`/quiz/${quizId}/edit`);
  await page.getByRole('link', { name: 'Xem như sinh viên' }).click();
  await expect(page).toHaveURL(new RegExp(`/quiz/${quizId}/preview$`));
  await expect(page.getByRole('heading', { level: 1, name: QUIZ })).toBeVisible();
  await expect(page.getByText(QUESTION)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Câu 2' })).toBeVisible();
  await expectAccessible(page, 'quiz preview as a student');
  expect(await attemptsRecorded()).toBe(0);

  // The published quiz is in the student's to-do. With no closing time it sorts after every dated
  // item, and it is the newest quiz: on the list's last page once other journeys have filled it.
  const student = await secondPage(browser, testInfo);
  await logInAndLand(student, logins.student.id, logins.student.password, /\/dashboard$/);
  const toDo = student.getByRole('region', { name: 'Việc cần làm' });
  await expect(toDo.getByRole('link').first()).toBeVisible();
  const pageButtons = toDo.getByRole('button', { name: /^\d+$/ });
  if ((await pageButtons.count()) > 0) await pageButtons.last().click();
  await expect(toDo.getByRole('link', { name: new RegExp(QUIZ) })).toBeVisible();

  // The student finishes it with the default settings: the marks now, the answers when released.
  await student.goto(`/quiz/${quizId}`);
  await student.getByRole('button', { name: 'Bắt đầu làm bài' }).click();
  await expect(student).toHaveURL(/\/quiz-attempt\/\d+$/);
  await student.getByRole('radio', { name: 'Router', exact: true }).check();
  await expect(student.getByTestId('save-state')).toHaveText('Đã lưu');
  await student.getByRole('button', { name: 'Nộp bài' }).click();
  await student.getByRole('dialog', { name: 'Nộp bài?' }).getByRole('button', { name: 'Nộp bài' }).click();
  await expect(student.getByTestId('review-schedule')).toContainText('Đáp án và lời giải hiện khi giảng viên công bố.');
  await expect(student.getByText('Đáp án đúng')).toHaveCount(0);
  await expectAccessible(student, 'quiz review before the release');

  // The teacher releases the answers and solutions; the student's review shows them.
  await page.goto(`/quiz/${quizId}/edit`);
  await page.getByRole('button', { name: 'Công bố đáp án' }).click();
  await expect(page.getByRole('button', { name: 'Công bố đáp án' })).toHaveCount(0);
  await student.reload();
  await expect(student.getByTestId('review-schedule')).toContainText('Giảng viên đã công bố đáp án và lời giải.');
  await expect(student.getByText('Đáp án đúng')).toBeVisible();
  await expect(student.getByText('Chính xác: router nối các mạng.')).toBeVisible();
  await expect(student.getByText(/Đúng \/|of correct/)).toHaveCount(0);
  await expectAccessible(student, 'quiz review after the release');

  await student.getByText('EN', { exact: true }).click();
  await expect(student.getByTestId('review-schedule')).toContainText(
    'Your teacher has released the answers and worked solutions.',
  );
  await expect(student.getByText('Right answer')).toBeVisible();
  await expect(student.getByText(/Đúng \/|of correct/)).toHaveCount(0);
  await expectAccessible(student, 'quiz review after the release (English)');
});
