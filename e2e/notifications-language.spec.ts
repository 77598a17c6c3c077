import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessible } from './accessibility';
import { DEMO_PASSWORD, logins, logInAndLand, secondPage } from './support';

/** docs/decisions/024: notifications in the reader's language, course announcements, mark all read, mutes. */
const tag = `${Date.now()}`;
/** The English reader, and the student who replies to them (the demo seed's). */
const reader = { id: '20210002', password: DEMO_PASSWORD, name: 'Lê Văn Hùng' };
const replier = { id: '20210001', password: DEMO_PASSWORD, name: 'Nguyễn Thị Lan' };
/** The demo seed's term and its first course (id 101, taught by the demo teacher). */
const TERM = 'Học kỳ 1 năm học 2026-2027';
const COURSE = 'Mạng máy tính';

const tokenOf = (page: Page) => page.evaluate(() => localStorage.getItem('token'));
const post = async (request: APIRequestContext, token: string | null, url: string, data: object) => {
  const response = await request.post(url, { headers: { authorization: `Bearer ${token}` }, data });
  expect(response.status(), await response.text()).toBe(201);
  return response.json();
};

test('an English reader sees a reply to their comment in English, marks all read, and mutes a kind of notification by keyboard', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  await logInAndLand(page, reader.id, reader.password, /\/dashboard$/);
  await page.getByRole('radiogroup', { name: 'Ngôn ngữ' }).getByText('EN', { exact: true }).click();
  // The calendar names its month in English too.
  await expect(page.getByTestId('calendar-month')).toHaveText(
    /^(January|February|March|April|May|June|July|August|September|October|November|December) \d{4}$/,
  );

  const other = await secondPage(browser, testInfo);
  await logInAndLand(other, replier.id, replier.password, /\/dashboard$/);
  const lessons = (await (
    await request.get('/api/lessons/101', { headers: { authorization: `Bearer ${await tokenOf(page)}` } })
  ).json()) as { lessons: { id: number; title: string }[] };
  const lesson = lessons.lessons[0]!;
  const question = await post(request, await tokenOf(page), '/api/comments', {
    lesson_id: lesson.id,
    content: `What does the transport layer do? ${tag}`,
  });
  await post(request, await tokenOf(other), '/api/comments', {
    lesson_id: lesson.id,
    content: `It joins process to process ${tag}`,
    parent_id: question.comment.id,
  });
  await other.context().close();

  // Live, in English: the bell counts it and shows it in the reader's language.
  const english = `${replier.name} replied to your comment in the lesson "${lesson.title}": It joins process to process ${tag}`;
  await page.getByRole('button', { name: /^Notifications \([1-9]\d* unread\)$/ }).click();
  await expect(page.getByRole('menuitem').filter({ hasText: english })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/all-notifications');
  const card = page.getByRole('article').filter({ hasText: english });
  await expect(card).toBeVisible();
  await expectAccessible(page, 'all notifications (English)');
  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(page.getByRole('button', { name: 'Notifications (0 unread)' })).toBeVisible();
  await expect(card).toHaveAttribute('aria-label', 'Read');

  // Mute this course's comment replies from the notification, then find it in the settings.
  await card.getByRole('button', { name: 'Mute this kind of notification for this course' }).click();
  await expect(page.getByText('This kind of notification is muted for the course.')).toBeVisible();
  await page.getByRole('link', { name: 'Notification settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Notification settings' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: `Replies to your comments — ${COURSE}` })).toBeVisible();
  await expectAccessible(page, 'notification settings (English)');

  // By keyboard: a kind switched off everywhere, and on again.
  const newLessons = page.getByRole('switch', { name: 'New lessons' });
  await newLessons.focus();
  await page.keyboard.press('Space');
  await expect(newLessons).not.toBeChecked();
  await expect(newLessons).toBeFocused();
  await page.keyboard.press('Space');
  await expect(newLessons).toBeChecked();
  await page.getByRole('button', { name: `Unmute: Replies to your comments — ${COURSE}` }).click();
  await expect(page.getByText('No kind of notification is muted for a single course.')).toBeVisible();
});

test("a teacher's announcement for one course shows on the course page", async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  await logInAndLand(page, logins.teacher.id, logins.teacher.password, /\/admin-dashboard$/);
  await page.goto('/admin-dashboard/announcements/create');
  const form = page.getByRole('form', { name: 'Tạo thông báo' });
  await form.getByRole('radiogroup', { name: 'Gửi đến' }).getByText('Một học phần', { exact: true }).click();
  await form.getByRole('combobox', { name: /^Danh mục/ }).click();
  await page.getByRole('option', { name: TERM, exact: true }).click();
  await form.getByRole('combobox', { name: /^Học phần/ }).click();
  await page.getByRole('option', { name: new RegExp(`^${COURSE} \\(ID 101\\)$`) }).click();
  const text = `Thi giữa kỳ vào thứ Sáu ${tag}`;
  await form.getByRole('textbox', { name: /Nội dung thông báo/ }).fill(text);
  await expectAccessible(page, 'announcement form (one course)');
  await form.getByRole('button', { name: 'Đăng thông báo' }).click();
  await expect(page.getByText('Đã đăng thông báo.')).toBeVisible();

  const student = await secondPage(browser, testInfo);
  await logInAndLand(student, logins.student.id, logins.student.password, /\/dashboard$/);
  const categories = (await (
    await request.get('/api/categories', { headers: { authorization: `Bearer ${await tokenOf(student)}` } })
  ).json()) as { categories: { id: number; name: string }[] };
  const term = categories.categories.find((category) => category.name === TERM)!;
  // The course's address (as a notification of it leads): its term's page with the course open.
  await student.goto(`/category/${term.id}/courses?course=101`);
  const section = student.getByRole('region', { name: 'Thông báo của học phần' });
  await expect(section.getByRole('article').filter({ hasText: text })).toBeVisible();
  await expectAccessible(student, 'course page with its announcements');
  await student.context().close();
});
