import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './accessibility';
import { DEMO_PASSWORD, logins, logInAndLand, secondPage } from './support';

/**
 * Issue 15's whole journey: a teacher imports a GIFT file (one answer key wrong), builds a quiz of
 * 5 random questions and 3 generated subnetting questions with a 10-minute limit; two students get
 * different numbers; one reloads mid-attempt and goes on, then reviews the worked explanations;
 * the other closes the browser and is submitted by the server at the end; the teacher fixes the
 * key, regrades, and the gradebook follows.
 */
/** The second student (the first is `logins.student`). */
const SECOND = { id: '20210002', password: DEMO_PASSWORD } as const;
const tag = `e2e${Date.now().toString(36).slice(-5)}`;
const TERM = `Học kỳ trọn vẹn ${tag}`;
const COURSE = `Mạng máy tính trọn vẹn ${tag}`;
const courseId = 40_000 + (Date.now() % 20_000);
const CATEGORY = `Chương 3 ${tag}`;
const QUIZ = `Kiểm tra giữa kỳ ${tag}`;
/** The attempt's end is cut at the close time: this long after publishing, the closed browser's attempt is submitted by the server. */
const CLOSES_AFTER_MS = 150_000;

/** Four single-choice questions and one true/false question whose key is wrong (a 48-bit MAC address is true). */
const QUESTIONS: { title: string; text: string; answer: string }[] = [
  { title: `Cổng ${tag}`, text: 'Thiết bị nào là cổng mặc định của mạng LAN?', answer: 'Router' },
  { title: `Tầng ${tag}`, text: 'Giao thức IP thuộc tầng nào của mô hình OSI?', answer: 'Tầng mạng' },
  { title: `DNS ${tag}`, text: 'Dịch vụ nào đổi tên miền thành địa chỉ IP?', answer: 'DNS' },
  { title: `Cổng TCP ${tag}`, text: 'HTTPS dùng cổng TCP nào theo mặc định?', answer: '443' },
];
const MAC = { title: `MAC ${tag}`, text: 'Địa chỉ MAC dài 48 bit.' };
const GIFT = `::${QUESTIONS[0]!.title}::${QUESTIONS[0]!.text} {=Router ~Switch ~Hub}

::${QUESTIONS[1]!.title}::${QUESTIONS[1]!.text} {=Tầng mạng ~Tầng liên kết dữ liệu ~Tầng vận chuyển}

::${QUESTIONS[2]!.title}::${QUESTIONS[2]!.text} {=DNS ~DHCP ~ARP}

::${QUESTIONS[3]!.title}::${QUESTIONS[3]!.text} {=443 ~80 ~21}

::${MAC.title}::${MAC.text}{F}
`;

async function bearer(page: Page) {
  return { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token'))}` };
}

/** The question shown at `position`, reached through the navigator (answered or not). */
async function goToQuestion(page: Page, position: number) {
  await page
    .getByRole('navigation', { name: 'Danh sách câu hỏi' })
    .getByRole('button', { name: new RegExp(`^Câu ${position}, `) })
    .click();
  return page.getByRole('region', { name: `Câu ${position}` });
}

/** Answers the bank questions rightly (by their text, whatever order they were drawn in) and the MAC question "Đúng"; saved each time. */
async function answerBankQuestions(page: Page) {
  for (let position = 1; position <= 5; position++) {
    const question = await goToQuestion(page, position);
    const text = await question.innerText();
    const known = QUESTIONS.find((q) => text.includes(q.text));
    await question.getByRole('radio', { name: known ? known.answer : 'Đúng', exact: true }).check();
    await expect(page.getByTestId('save-state')).toHaveText('Đã lưu');
  }
}

/** The text of the generated questions (positions 6–8): their numbers. */
async function generatedTexts(page: Page): Promise<string> {
  const texts: string[] = [];
  for (let position = 6; position <= 8; position++) texts.push(await (await goToQuestion(page, position)).innerText());
  return texts.join('\n');
}

const issue15JourneyTitle =
  'issue 15 journey: GIFT import, a quiz of 5 random and 3 generated questions, reload, a closed browser ' +
  'submitted at the end, review, regrade, gradebook';
test(issue15JourneyTitle, async ({ page, request, browser }, testInfo) => {
  test.setTimeout(420_000);

  // The teacher's own term and open course, through the API; the bank through the screens.
  await logInAndLand(page, logins.teacher.id, logins.teacher.password, /\/admin-dashboard$/);
  const headers = await bearer(page);
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

  await page.goto(`/course/${courseId}/question-bank`);
  await page.getByLabel('Tên nhóm mới').fill(CATEGORY);
  await page.getByRole('button', { name: 'Thêm nhóm' }).click();
  await page.getByRole('button', { name: 'Nhập câu hỏi' }).click();
  const importing = page.getByRole('dialog', { name: 'Nhập câu hỏi từ tệp' });
  await importing
    .locator('input[type="file"]')
    .setInputFiles({ name: 'chuong3.gift', mimeType: 'text/plain', buffer: Buffer.from(GIFT, 'utf8') });
  await importing.getByRole('button', { name: 'Kiểm tra' }).click();
  await expect(importing.getByText('5 câu hỏi hợp lệ, 0 câu bị lỗi.')).toBeVisible();
  await importing.getByRole('button', { name: 'Nhập 5 câu hỏi' }).click();
  await expect(page.getByText('Đã nhập 5 câu hỏi.')).toBeVisible();

  // The quiz: 10 minutes, 5 random from the category, 3 generated subnetting questions.
  await page.goto(`/course/${courseId}/quizzes/new`);
  const settings = page.getByRole('form', { name: 'Cài đặt bài kiểm tra' });
  await settings.getByLabel('Tên bài kiểm tra').fill(QUIZ);
  await settings.getByLabel('Thời gian làm bài (phút)').fill('10');
  await settings.getByRole('button', { name: 'Lưu cài đặt' }).click();
  await expect(page).toHaveURL(/\/quiz\/\d+\/edit$/);
  const quizId = Number(/\/quiz\/(\d+)\/edit$/.exec(page.url())![1]);
  const slots = page.getByRole('region', { name: 'Câu hỏi' });
  await slots.getByRole('combobox', { name: 'Nhóm câu hỏi' }).click();
  await page.getByRole('option', { name: `${CATEGORY} (5 câu)` }).click();
  await slots.getByLabel('Số câu').fill('5');
  await slots.getByRole('button', { name: 'Thêm 5 câu ngẫu nhiên' }).click();
  await slots.getByRole('combobox', { name: 'Dạng bài tập mạng' }).click();
  await page.getByRole('option', { name: 'Chia mạng con theo số mạng con' }).click();
  for (let i = 0; i < 3; i++) await slots.getByRole('button', { name: 'Thêm câu sinh tự động' }).click();
  await expect(slots.getByText('8 câu, tổng 8 điểm')).toBeVisible();
  await slots.getByRole('button', { name: 'Lưu câu hỏi' }).click();
  await expect(page.getByText('Đã lưu câu hỏi: tổng 8 điểm.')).toBeVisible();
  await page.getByRole('button', { name: `Xuất bản ngay "${QUIZ}"` }).click();
  await expect(page.getByText(`Đã xuất bản "${QUIZ}".`)).toBeVisible();
  // It closes soon (so the abandoned attempt ends within the test), and reviews show everything once submitted.
  const closeAt = new Date(Date.now() + CLOSES_AFTER_MS).toISOString();
  const patched = await request.patch(`/api/quizzes/${quizId}`, {
    headers,
    data: { close_at: closeAt, review_answers: 'after_attempt', review_feedback: 'after_attempt' },
  });
  expect(patched.status(), await patched.text()).toBe(200);

  // The second student starts, answers one question, and closes the browser.
  const second = await secondPage(browser, testInfo);
  await logInAndLand(second, SECOND.id, SECOND.password, /\/dashboard$/);
  await second.goto(`/quiz/${quizId}`);
  await second.getByRole('button', { name: 'Bắt đầu làm bài' }).click();
  await expect(second).toHaveURL(/\/quiz-attempt\/\d+$/);
  const secondAttemptId = Number(/\/quiz-attempt\/(\d+)$/.exec(second.url())![1]);
  const secondNumbers = await generatedTexts(second);
  const firstOfSecond = await goToQuestion(second, 1);
  const secondText = await firstOfSecond.innerText();
  const secondKnown = QUESTIONS.find((q) => secondText.includes(q.text));
  await firstOfSecond.getByRole('radio', { name: secondKnown ? secondKnown.answer : 'Đúng', exact: true }).check();
  await expect(second.getByTestId('save-state')).toHaveText('Đã lưu');
  await second.context().close();

  // The first student: different numbers; answers, reloads, goes on, submits, reviews.
  const student = await secondPage(browser, testInfo);
  await logInAndLand(student, logins.student.id, logins.student.password, /\/dashboard$/);
  await student.goto(`/quiz/${quizId}`);
  await student.getByRole('button', { name: 'Bắt đầu làm bài' }).click();
  await expect(student).toHaveURL(/\/quiz-attempt\/\d+$/);
  await expect(student.getByRole('timer')).toHaveText(/^\d+:\d\d$/);
  expect(await generatedTexts(student)).not.toEqual(secondNumbers);
  await answerBankQuestions(student);
  await student.reload();
  const navigator = student.getByRole('navigation', { name: 'Danh sách câu hỏi' });
  for (let position = 1; position <= 5; position++)
    await expect(navigator.getByRole('button', { name: `Câu ${position}, đã trả lời` })).toBeVisible();
  const sixth = await goToQuestion(student, 6);
  await sixth.getByRole('textbox').first().fill('255.255.255.0');
  await expect(student.getByTestId('save-state')).toHaveText('Đã lưu');
  await student.getByRole('button', { name: 'Nộp bài' }).click();
  await student.getByRole('dialog', { name: 'Nộp bài?' }).getByRole('button', { name: 'Nộp bài' }).click();
  await expect(student.getByText(/^Điểm: \d+(\.\d+)? \/ 8$/)).toBeVisible();
  await expect(student.getByRole('heading', { name: 'Lời giải chi tiết' }).first()).toBeVisible();
  await expectAccessible(student, 'quiz review with worked explanations');

  // The closed browser's attempt is submitted by the server at the close time.
  type AttemptView = { attempt: { submitted_by: string | null } };
  await expect
    .poll(
      async () =>
        ((await (await request.get(`/api/quiz-attempts/${secondAttemptId}`, { headers })).json()) as AttemptView)
          .attempt.submitted_by,
      {
        timeout: CLOSES_AFTER_MS + 60_000,
        intervals: [5_000],
      },
    )
    .toBe('timer');
  type Results = { students: { student_id: number; grade: number | null }[] };
  const gradeOf = async () => {
    const body = (await (
      await request.get(`/api/quizzes/${quizId}/results?q=${logins.student.id}`, { headers })
    ).json()) as Results;
    return body.students.find((row) => row.student_id === Number(logins.student.id))!.grade!;
  };
  const before = await gradeOf();

  // The teacher fixes the key of the MAC question, then regrades from the results page.
  await page.goto(`/course/${courseId}/question-bank`);
  await page.getByRole('region', { name: 'Câu hỏi' }).getByRole('button', { name: MAC.title, exact: true }).click();
  const edit = page.getByRole('form', { name: 'Sửa câu hỏi' });
  await edit.getByRole('radio', { name: 'Đúng', exact: true }).check();
  await edit.getByRole('button', { name: 'Lưu' }).click();
  await expect(page.getByText('Đã lưu câu hỏi.')).toBeVisible();

  await page.goto(`/quiz/${quizId}/results`);
  await expect(page.getByRole('heading', { name: `Kết quả: ${QUIZ}`, level: 1 })).toBeVisible();
  await expectAccessible(page, 'quiz results with a changed question');
  await page.getByRole('button', { name: 'Chấm lại' }).first().click();
  const confirm = page.getByRole('dialog', { name: 'Chấm lại câu hỏi?' });
  await confirm.getByRole('button', { name: 'Chấm lại' }).click();
  await expect(page.getByText(/^Đã chấm lại [12] lượt làm\.$/)).toBeVisible();
  expect(await gradeOf()).toBeCloseTo(before + 1, 2);

  // The gradebook has the quiz's column with the regraded points.
  type Gradebook = {
    items: { kind: string; id: number }[];
    students: { student_id: number; cells: { points: number | null }[] }[];
  };
  const gradebook = (await (
    await request.get(`/api/courses/${courseId}/gradebook?q=${logins.student.id}`, { headers })
  ).json()) as Gradebook;
  const column = gradebook.items.findIndex((item) => item.kind === 'quiz' && item.id === quizId);
  expect(
    gradebook.students.find((row) => row.student_id === Number(logins.student.id))!.cells[column]!.points,
  ).toBeCloseTo(before + 1, 2);
  await page.goto(`/admin-dashboard/courses/${courseId}/gradebook`);
  await expect(page.getByRole('columnheader', { name: new RegExp(QUIZ) })).toBeVisible();
  await expectAccessible(page, 'gradebook with the quiz');
});
