import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessible } from './accessibility';
import { logins, logInAndLand } from './support';

const PASSWORD = 'e2e-practice-pass';

/** A student of this journey's own (the journeys share one database), past the first password change. */
async function newStudent(request: APIRequestContext): Promise<string> {
  const admin = (await (
    await request.post('/api/auth/login', { data: { id: Number(logins.admin.id), password: logins.admin.password } })
  ).json()) as { token: string };
  const id = 20_300_000 + Math.floor(Math.random() * 90_000);
  const created = await request.post('/api/admin', {
    headers: { Authorization: `Bearer ${admin.token}` },
    data: { id, name: 'Sinh viên luyện tập', role: 'student' },
  });
  expect(created.status()).toBe(201);
  const login = (await (await request.post('/api/auth/login', { data: { id, password: `${id}@1` } })).json()) as {
    token: string;
  };
  const changed = await request.put('/api/user/profile', {
    headers: { Authorization: `Bearer ${login.token}` },
    data: { currentPassword: `${id}@1`, newPassword: PASSWORD, confirmPassword: PASSWORD },
  });
  expect(changed.status()).toBe(200);
  return String(id);
}

/** Chooses or redraws a wildcard question and answers its prefix, read from what the server sent. */
async function drawn(page: Page, draw: () => Promise<void>): Promise<number> {
  const response = page.waitForResponse(
    (answer) => answer.url().endsWith('/api/practice/questions') && answer.request().method() === 'POST',
  );
  await draw();
  const { question } = (await (await response).json()) as { question: { params: { prefix: number } } };
  return question.params.prefix;
}

/** The wildcard of a prefix, worked here on its own: 255 minus each octet of the mask. */
function wildcardOf(prefix: number): string {
  const hostBits = 32 - prefix;
  return [24, 16, 8, 0].map((shift) => (shift >= hostBits ? 0 : Math.min(255, 2 ** (hostBits - shift) - 1))).join('.');
}

test('a student practises: a wrong answer shows the expected one and the worked steps, a right one counts, and the streak shows on the dashboard', async ({
  page,
  request,
}) => {
  const student = await newStudent(request);
  await logInAndLand(page, student, PASSWORD, /\/dashboard$/);
  const streakCard = page.getByRole('region', { name: 'Luyện tập' });
  await expect(streakCard.getByTestId('practice-streak')).toHaveText('Chuỗi 0 ngày luyện tập');
  await expectAccessible(page, 'dashboard with the practice streak');

  await streakCard.getByRole('link', { name: 'Luyện tập' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Luyện tập' })).toBeVisible();
  await expectAccessible(page, 'practice, no question yet');

  // A wrong answer, sent with Enter: marked, with the expected answer and the worked steps.
  const first = await drawn(
    page,
    async () => void (await page.getByLabel('Loại câu hỏi').selectOption('wildcard-from-prefix')),
  );
  const field = page.getByRole('textbox', { name: 'Wildcard mask' });
  await expect(field).toBeFocused();
  await field.fill('1.2.3.4');
  await field.press('Enter');
  await expect(page.getByText(`Sai. Đáp án: ${wildcardOf(first)}`)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Lời giải chi tiết' })).toBeVisible();
  await expect(page.getByText('Đúng 0/1')).toBeVisible();
  await expect(page.getByTestId('practice-counters')).toHaveText('Loại này: đã làm 1 câu, đúng hoàn toàn 0 câu.');
  await expectAccessible(page, 'practice, a wrong answer checked');

  // "Câu khác" has the focus: Enter draws the next; a right answer.
  await expect(page.getByRole('button', { name: 'Câu khác' })).toBeFocused();
  const second = await drawn(page, () => page.keyboard.press('Enter'));
  await expect(field).toHaveValue('');
  await field.fill(wildcardOf(second));
  await page.getByRole('button', { name: 'Kiểm tra' }).click();
  await expect(page.getByText('Đúng 1/1')).toBeVisible();
  await expect(page.getByTestId('practice-counters')).toHaveText('Loại này: đã làm 2 câu, đúng hoàn toàn 1 câu.');

  // On a phone, the checked question still reads.
  await page.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(page, 'practice, a right answer checked, phone width');

  await page.goto('/dashboard');
  await expect(streakCard.getByTestId('practice-streak')).toHaveText('Chuỗi 1 ngày luyện tập');
  await expect(streakCard.getByText('Hôm nay bạn đã luyện tập.')).toBeVisible();
});
