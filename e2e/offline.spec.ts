import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessible } from './accessibility';
import { logins, logInAndLand } from './support';

/**
 * Losing the network, and a chunk gone with a new deployment, never blank the page
 * (docs/decisions/035): the page stays with its layout, says it is offline, and carries on
 * when the connection is back; a piece of code that cannot be had shows a "reload" message in place.
 */
const tag = `e2e${Date.now().toString(36).slice(-5)}`;
/** The demo seed's first course: its teacher and student. */
const COURSE_ID = 101;
/** How long each journey stays offline. */
const OFFLINE_MS = 10_000;

const offlineNotice = (page: Page) => page.getByRole('status').filter({ hasText: 'Mất kết nối mạng' });

/** Offline for ten seconds: the notice shows at once and the page keeps its layout throughout. */
async function offlineFor10s(page: Page, during: () => Promise<void>): Promise<void> {
  await page.context().setOffline(true);
  await expect(offlineNotice(page)).toBeVisible();
  await during();
  await page.waitForTimeout(OFFLINE_MS);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('main')).toBeVisible();
  await expect(offlineNotice(page)).toBeVisible();
  await page.context().setOffline(false);
  await expect(offlineNotice(page)).toHaveCount(0);
}

async function teacherHeaders(request: APIRequestContext) {
  const login = await request.post('/api/auth/login', {
    data: { id: Number(logins.teacher.id), password: logins.teacher.password },
  });
  return { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
}

test('offline for ten seconds in the middle of a quiz attempt: the attempt stays on screen, its clock and answers kept, and goes on when back', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const headers = await teacherHeaders(request);
  const category = await request.post(`/api/courses/${COURSE_ID}/question-categories`, {
    headers,
    data: { name: `Mất mạng ${tag}` },
  });
  expect(category.status(), await category.text()).toBe(201);
  const question = await request.post(`/api/courses/${COURSE_ID}/questions`, {
    headers,
    data: {
      category_id: ((await category.json()) as { category: { id: number } }).category.id,
      question: {
        type: 'single_choice',
        text: 'Thiết bị nào nối hai mạng khác nhau?',
        options: [
          { id: 1, text: 'Router', fraction: 1 },
          { id: 2, text: 'Hub', fraction: 0 },
        ],
      },
    },
  });
  expect(question.status(), await question.text()).toBe(201);
  const quiz = await request.post(`/api/courses/${COURSE_ID}/quizzes`, {
    headers,
    data: { title: `Kiểm tra khi mất mạng ${tag}`, description: '', time_limit_seconds: 600 },
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
  await page.getByRole('button', { name: 'Bắt đầu làm bài' }).click();
  await expect(page).toHaveURL(/\/quiz-attempt\/\d+$/);
  await page.getByRole('radio', { name: 'Router' }).check();
  await expect(page.getByTestId('save-state')).toHaveText('Đã lưu');

  await offlineFor10s(page, async () => {
    await expect(page.getByRole('timer')).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Router' })).toBeChecked();
    await expectAccessible(page, 'quiz attempt, offline');
  });

  // Back: the same attempt, its clock still running and the answer kept; the next answer is saved.
  await expect(page.getByRole('timer')).toHaveText(/^\d+:\d\d$/);
  await expect(page.getByRole('radio', { name: 'Router' })).toBeChecked();
  await page
    .getByRole('navigation', { name: 'Danh sách câu hỏi' })
    .getByRole('button', { name: 'Câu 2, chưa trả lời' })
    .click();
  await page.getByRole('textbox', { name: 'Địa chỉ mạng' }).fill('10.0.0.0');
  await expect(page.getByTestId('save-state')).toHaveText('Đã lưu');
});

test('offline for ten seconds during a resumable hand-in: the form and its progress stay, and the upload finishes and shows when back', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const headers = await teacherHeaders(request);
  const title = `Lab mất mạng ${tag}`;
  const created = await request.post(`/api/courses/${COURSE_ID}/assignments`, {
    headers,
    data: {
      title,
      instructions: '',
      allowed_types: ['pkt'],
      max_file_mb: 20,
      due_at: new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString(),
      accepts_until: null,
      max_points: 10,
      rubric: null,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = ((await created.json()) as { assignment: { id: number } }).assignment.id;
  expect(
    (await request.put(`/api/assignments/${id}/publication`, { headers, data: { state: 'published' } })).ok(),
  ).toBe(true);

  // Three pieces (4, 4 and 1 MiB): the connection drops while the second is on its way.
  let pieces = 0;
  let secondPieceSent!: () => void;
  const secondPiece = new Promise<void>((resolve) => (secondPieceSent = resolve));
  let offline!: () => void;
  const wentOffline = new Promise<void>((resolve) => (offline = resolve));
  await page.route('**/api/hand-in-uploads/*', async (route) => {
    if (route.request().method() !== 'PUT') return route.continue();
    pieces += 1;
    if (pieces !== 2) return route.continue();
    secondPieceSent();
    await wentOffline;
    return route.abort('internetdisconnected');
  });

  await logInAndLand(page, logins.student.id, logins.student.password, /\/dashboard$/);
  await page.goto(`/assignment/${id}`);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible({ timeout: 30_000 });
  const handIn = page.getByRole('form', { name: 'Nộp bài' });
  const bytes = Buffer.alloc(9 * 1024 ** 2, 0x5a);
  bytes.set([0x3f, 0x12, 0xa4, 0x09, 0x77, 0x81, 0x5c, 0xe2]);
  await handIn
    .locator('input[type="file"]')
    .setInputFiles([{ name: 'lab-mat-mang.pkt', mimeType: 'application/octet-stream', buffer: bytes }]);
  await handIn.getByRole('button', { name: 'Nộp bài', exact: true }).click();
  await secondPiece;

  await offlineFor10s(page, async () => {
    offline();
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(handIn.getByRole('progressbar')).toBeVisible();
    await expectAccessible(page, 'hand-in upload, offline');
  });

  await expect(page.getByText('Đã nộp bài (lần 1).')).toBeVisible({ timeout: 120_000 });
  await expect(
    page.getByRole('list', { name: 'Các lần nộp' }).getByRole('link', { name: 'lab-mat-mang.pkt' }),
  ).toBeVisible();
  expect(pieces).toBeGreaterThanOrEqual(4);
});

test('offline for ten seconds on the dashboard: it stays, a screen asked for meanwhile opens when back', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await logInAndLand(page, logins.student.id, logins.student.password, /\/dashboard$/);
  // A fresh load: nothing fetched but what the dashboard needed.
  await page.goto('/dashboard');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  const title = await heading.textContent();

  await offlineFor10s(page, async () => {
    await expectAccessible(page, 'dashboard, offline');
    // A screen whose code has not been fetched yet: the dashboard stays until it can be.
    await page.getByRole('link', { name: 'Hỗ trợ' }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title ?? '');
  });

  await expect(page).toHaveURL(/\/support$/);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(title ?? '');
  await expect(page.getByText('Đã kết nối mạng trở lại')).toBeVisible();
});

test('a chunk removed by a new deployment while the tab is open: a "reload" message in place, the layout kept', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await logInAndLand(page, logins.student.id, logins.student.password, /\/dashboard$/);
  // The practice screen's code and the notification list's styles are gone from the server.
  const gone = /\/assets\/(practice-page-[^/]*\.js|notifications-list-[^/]*\.css)$/;
  await page.route(gone, (route) => route.fulfill({ status: 404, body: 'Not found' }));
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Tài khoản' }).click();
  await page.getByRole('menuitem', { name: 'Luyện tập' }).click();
  await expect(page).toHaveURL(/\/practice$/);
  const main = page.getByRole('main');
  await expect(main.getByText('Không tải được phần này của trang')).toBeVisible();
  await expect(main.getByRole('button', { name: 'Tải lại trang' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Điều hướng chính' })).toBeVisible();
  await expectAccessible(page, 'a screen whose code is gone');

  // The header still works: another screen opens in its place.
  await page.getByRole('link', { name: 'Hỗ trợ' }).first().click();
  await expect(page).toHaveURL(/\/support$/);
  await expect(main.getByText('Không tải được phần này của trang')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // A notification needs the list whose styles are gone: the page stays, with a reload message.
  await page.context().setOffline(true);
  await expect(offlineNotice(page)).toBeVisible();
  await page.context().setOffline(false);
  await expect(page.getByText('Không tải được phần này của trang')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page, 'a notification whose code is gone');

  // Reloading fetches the files the server has now.
  await page.unroute(gone);
  await page.goto('/practice');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Không tải được phần này của trang')).toHaveCount(0);
});
