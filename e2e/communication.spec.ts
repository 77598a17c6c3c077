import { expect, test } from '@playwright/test';
import { expectAccessible } from './accessibility';
import { DEMO_PASSWORD, logInAndLand, secondPage } from './support';

/** Unique per run, so texts from earlier runs on the same data never match. */
const tag = Date.now().toString(36).slice(-5);
const students = {
  hung: { id: '20210002', password: DEMO_PASSWORD, name: 'Lê Văn Hùng' },
  ha: { id: '20210003', password: DEMO_PASSWORD, name: 'Phạm Thu Hà' },
} as const;

test('two students chat and each sees the other live', async ({ page, browser }, testInfo) => {
  const other = await secondPage(browser, testInfo);
  await logInAndLand(page, students.hung.id, students.hung.password, /\/dashboard$/);
  await logInAndLand(other, students.ha.id, students.ha.password, /\/dashboard$/);

  // Hùng goes through the header's Messages link; Hà opens the page directly.
  const nav = page.getByRole('navigation', { name: 'Điều hướng chính' });
  if (await nav.isVisible()) await nav.getByRole('link', { name: 'Tin nhắn' }).click();
  else {
    await page.getByRole('button', { name: 'Mở menu điều hướng' }).click();
    await page.getByRole('menuitem', { name: 'Tin nhắn' }).click();
  }
  await expect(page).toHaveURL(/\/chat$/);
  await other.goto('/chat');
  for (const p of [page, other]) await expect(p.getByRole('log', { name: 'Tin nhắn của lớp' })).toBeVisible();

  const input = page.getByRole('textbox', { name: 'Nội dung tin nhắn' });
  const send = page.getByRole('button', { name: 'Gửi tin nhắn' });
  await expect(send).toBeDisabled();
  const hello = `Chào Hà, hôm nay học VLAN nhé ${tag}`;
  await input.fill(hello);
  await input.press('Enter');
  await expect(input).toHaveValue('');

  // Hùng sees his message once (the answer and the live event carry the same id), on his side.
  const mine = page.getByRole('article', { name: 'Tin nhắn của bạn' }).filter({ hasText: hello });
  await expect(mine).toHaveCount(1);
  await expect(mine).toHaveAttribute('data-own', 'true');
  // Hà sees it live, from Hùng.
  await expect(
    other.getByRole('article', { name: `Tin nhắn của ${students.hung.name}` }).filter({ hasText: hello }),
  ).toBeVisible();

  const answer = `Ok Hùng, mình vào lớp ngay ${tag}`;
  await other.getByRole('textbox', { name: 'Nội dung tin nhắn' }).fill(answer);
  await other.getByRole('textbox', { name: 'Nội dung tin nhắn' }).press('Enter');
  await expect(
    page.getByRole('article', { name: `Tin nhắn của ${students.ha.name}` }).filter({ hasText: answer }),
  ).toBeVisible();
  await expect(other.getByRole('article', { name: 'Tin nhắn của bạn' }).filter({ hasText: answer })).toHaveCount(1);
  await expectAccessible(page, 'chat');

  // Hùng deletes his message after confirming; it disappears for Hà too.
  await mine.getByRole('button', { name: 'Xóa tin nhắn' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Xóa' }).click();
  await expect(page.getByText(hello)).toHaveCount(0);
  await expect(other.getByText(hello)).toHaveCount(0);
  await expect(other.getByText(answer)).toBeVisible();
  await other.context().close();
});

test('a student sending chat messages too fast is told how long to wait, next to the composer, and keeps the text', async ({
  page,
}) => {
  const student = { id: '20210001', password: DEMO_PASSWORD };
  await logInAndLand(page, student.id, student.password, /\/dashboard$/);
  await page.goto('/chat');
  const input = page.getByRole('textbox', { name: 'Nội dung tin nhắn' });
  const refusal = page.getByText(/^Bạn gửi quá nhanh, vui lòng thử lại sau \d+ giây\.$/);
  // The default budget is 10 messages per 10 s: sending one after another is refused within a few more.
  let text = '';
  for (let n = 1; n <= 25; n += 1) {
    text = `Tin nhắn nhanh ${n} ${tag}`;
    await input.fill(text);
    await input.press('Enter');
    await expect.poll(async () => (await refusal.isVisible()) || (await input.inputValue()) === '').toBe(true);
    if (await refusal.isVisible()) break;
  }
  await expect(refusal).toBeVisible();
  await expect(refusal).toHaveAttribute('role', 'alert');
  await expect(input).toHaveValue(text);
  await expect(page.getByRole('article', { name: 'Tin nhắn của bạn' }).filter({ hasText: text })).toHaveCount(0);
});

test('a reply to a comment reaches its author live, with a notification', async ({
  page,
  browser,
  request,
}, testInfo) => {
  const replier = await secondPage(browser, testInfo);
  await logInAndLand(page, students.ha.id, students.ha.password, /\/dashboard$/);
  await logInAndLand(replier, students.hung.id, students.hung.password, /\/dashboard$/);
  const authorToken = await page.evaluate(() => localStorage.getItem('token'));
  const auth = { authorization: `Bearer ${authorToken}` };

  // A lesson of the demo course (101).
  const lessons = (await (await request.get('/api/lessons/101', { headers: auth })).json()) as {
    lessons: { id: number }[];
  };
  const lessonId = lessons.lessons.at(-1)!.id;
  const unreadBefore = (
    (await (await request.get('/api/userannouncements?unread=true', { headers: auth })).json()) as {
      unread_count: number;
    }
  ).unread_count;

  await page.goto(`/lesson/${lessonId}`);
  const question = `Tầng giao vận khác tầng mạng thế nào? ${tag}`;
  await page.getByLabel('Viết bình luận').fill(question);
  await page.getByRole('button', { name: 'Gửi bình luận' }).click();
  const authorComment = page
    .getByRole('article', { name: `Bình luận của ${students.ha.name}` })
    .filter({ hasText: question });
  await expect(authorComment).toHaveCount(1);

  await replier.goto(`/lesson/${lessonId}`);
  const theirComment = replier
    .getByRole('article', { name: `Bình luận của ${students.ha.name}` })
    .filter({ hasText: question });
  await theirComment.getByRole('button', { name: `Trả lời ${students.ha.name}` }).click();
  const reply = `Tầng giao vận nối tiến trình với tiến trình ${tag}`;
  await replier.getByRole('textbox', { name: `Trả lời bình luận của ${students.ha.name}` }).fill(reply);
  await expectAccessible(replier, 'lesson (comments, reply form)');
  await replier.getByRole('button', { name: 'Gửi trả lời' }).click();
  await expect(
    replier.getByRole('article', { name: `Bình luận của ${students.hung.name}` }).filter({ hasText: reply }),
  ).toHaveCount(1);

  // The author sees the reply appear live, nested under the comment, without reloading.
  const replyThere = page
    .getByRole('article', { name: `Bình luận của ${students.hung.name}` })
    .filter({ hasText: reply });
  await expect(replyThere).toHaveCount(1);
  await expect(
    page.getByRole('listitem').filter({ has: authorComment }).filter({ has: replyThere }).first(),
  ).toBeVisible();

  // ...and is notified: the header bell counts it and lists it.
  const bell = page.getByRole('button', { name: `Thông báo (${unreadBefore + 1} chưa đọc)` });
  await expect(bell).toBeVisible();
  await bell.click();
  await expect(
    page
      .getByRole('menuitem')
      .filter({ hasText: `${students.hung.name} đã trả lời bình luận của bạn` })
      .filter({ hasText: reply }),
  ).toBeVisible();
  const list = (await (await request.get('/api/userannouncements?unread=true', { headers: auth })).json()) as {
    notifications: { content: string; link: string | null }[];
  };
  expect(list.notifications.find((item) => item.content.includes(reply))?.link).toBe(`/lesson/${lessonId}`);
  await replier.context().close();
});
