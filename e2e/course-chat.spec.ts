import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './accessibility';
import { DEMO_PASSWORD, logins, logInAndLand, secondPage } from './support';

/** Unique per run, so texts from earlier runs on the same data never match. */
const tag = Date.now().toString(36).slice(-5);
/** The demo course (101, taught by the demo teacher) and two demo students made its members here. */
const COURSE = 'Mạng máy tính';
const asker = { id: '20210001', name: 'Nguyễn Thị Lan' };
const classmate = { id: '20210002' };

const rooms = (page: Page) => page.getByRole('navigation', { name: 'Phòng trò chuyện' });

test('a student posts in a course room and asks privately; the teacher sees the badge, reads and answers; a classmate never sees the question', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  // The teacher makes both students members of the course (the members page's own journey is class-code.spec.ts).
  await logInAndLand(page, logins.teacher.id, logins.teacher.password, /\/admin-dashboard$/);
  const auth = { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token'))}` };
  const joined = await request.post('/api/courses/101/members', {
    headers: auth,
    data: { user_ids: [Number(asker.id), Number(classmate.id)], role: 'student' },
  });
  expect(joined.ok()).toBe(true);
  await page.goto('/chat');
  await expect(rooms(page).getByRole('link', { name: /^Cả lớp/ })).toBeVisible();

  const student = await secondPage(browser, testInfo);
  await logInAndLand(student, asker.id, DEMO_PASSWORD, /\/dashboard$/);
  await student.goto('/chat');
  await rooms(student)
    .getByRole('link', { name: new RegExp(`^${COURSE}`) })
    .click();
  await expect(student.getByRole('heading', { name: COURSE, exact: true })).toBeVisible();
  const inCourse = `Cả lớp ơi, ai có slide bài 3 không ${tag}`;
  await student.getByRole('textbox', { name: 'Nội dung tin nhắn' }).fill(inCourse);
  await student.getByRole('textbox', { name: 'Nội dung tin nhắn' }).press('Enter');
  await expect(student.getByRole('article', { name: 'Tin nhắn của bạn' }).filter({ hasText: inCourse })).toBeVisible();

  // The private question, by keyboard.
  await student.getByRole('button', { name: 'Hỏi riêng giảng viên' }).click();
  const dialog = student.getByRole('dialog', { name: 'Câu hỏi riêng cho giảng viên' });
  // Their only course is chosen already.
  await expect(dialog.getByRole('combobox', { name: 'Học phần' })).toHaveValue(COURSE);
  const question = `Thưa thầy, em chưa hiểu VLAN trunking ${tag}`;
  await dialog.getByRole('textbox', { name: 'Câu hỏi' }).fill(question);
  await expectAccessible(student, 'chat: ask a private question');
  await dialog.getByRole('button', { name: 'Gửi câu hỏi' }).click();
  await expect(student.getByRole('heading', { name: `Hỏi giảng viên · ${COURSE}` })).toBeVisible();
  await expect(student.getByRole('article', { name: 'Tin nhắn của bạn' }).filter({ hasText: question })).toBeVisible();
  await expectAccessible(student, 'chat: a private question');

  // The teacher's list gains the question live, with unread badges; opening it reads it.
  await expect(
    rooms(page).getByRole('link', { name: new RegExp(`^${COURSE} \\(\\d+ tin chưa đọc\\)$`) }),
  ).toBeVisible();
  const questionLink = rooms(page).getByRole('link', { name: new RegExp(`^${asker.name} · ${COURSE}`) });
  await expect(questionLink).toHaveAccessibleName(`${asker.name} · ${COURSE} (1 tin chưa đọc)`);
  await expectAccessible(page, 'chat rooms with unread badges');
  await questionLink.click();
  await expect(
    page.getByRole('article', { name: `Tin nhắn của ${asker.name}` }).filter({ hasText: question }),
  ).toBeVisible();
  await expect(questionLink).toHaveAccessibleName(`${asker.name} · ${COURSE}`);
  const reply = `Em xem lại slide 12 về 802.1Q nhé ${tag}`;
  await page.getByRole('textbox', { name: 'Nội dung tin nhắn' }).fill(reply);
  await page.getByRole('textbox', { name: 'Nội dung tin nhắn' }).press('Enter');
  await expect(student.getByRole('article', { name: /^Tin nhắn của / }).filter({ hasText: reply })).toBeVisible();
  await page.reload();
  await expect(rooms(page).getByRole('link', { name: new RegExp(`^${asker.name} · ${COURSE}`) })).toHaveAccessibleName(
    `${asker.name} · ${COURSE}`,
  );

  // A classmate sees the course room and the message there, but no question of anyone else's, not even by its address.
  const other = await secondPage(browser, testInfo);
  await logInAndLand(other, classmate.id, DEMO_PASSWORD, /\/dashboard$/);
  await other.goto('/chat');
  await expect(rooms(other).getByRole('link', { name: new RegExp(`^${COURSE}`) })).toBeVisible();
  await expect(rooms(other).getByRole('link', { name: /Hỏi giảng viên|·/ })).toHaveCount(0);
  const questionUrl = new URL(page.url());
  await other.goto(`/chat${questionUrl.search}`);
  await expect(other.getByText(question)).toHaveCount(0);
  const otherAuth = { authorization: `Bearer ${await other.evaluate(() => localStorage.getItem('token'))}` };
  const roomId = questionUrl.searchParams.get('room');
  expect((await request.get(`/api/chat/rooms/${roomId}/messages`, { headers: otherAuth })).status()).toBe(403);
  await rooms(other)
    .getByRole('link', { name: new RegExp(`^${COURSE}`) })
    .click();
  await expect(other.getByText(inCourse)).toBeVisible();
  await student.context().close();
  await other.context().close();
});
