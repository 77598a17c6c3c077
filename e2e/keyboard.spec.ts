import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAccessible } from './accessibility';
import { expectLanded, logins } from './support';

/** Unique per run, so texts from earlier runs on the same data never match. */
const tag = Date.now().toString(36).slice(-5);
const TERM = 'Học kỳ 1 năm học 2026-2027';
const COURSE = 'Mạng máy tính';
/** A demo lesson with one material, which no other journey opens as this student. */
const LESSON = 'Tầng giao vận: TCP và UDP';
const MATERIAL = 'Tóm tắt: so sánh TCP và UDP';

/** Presses Tab (Shift+Tab with `backwards`) until `target` has the focus, as a keyboard user gets there. */
async function tabTo(page: Page, target: Locator, { backwards = false } = {}): Promise<void> {
  await expect(target).toBeAttached();
  for (let presses = 0; presses < 60; presses += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${String(target)}`);
}

/** The focused element shows where the focus is: an outline or a ring drawn as a box shadow. */
async function expectFocusRing(target: Locator): Promise<void> {
  await expect(target).toBeFocused();
  const ring = await target.evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      outline: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0,
      shadow: style.boxShadow !== 'none',
    };
  });
  expect(ring.outline || ring.shadow, `focus ring on ${String(target)}`).toBe(true);
}

test('with the keyboard only, a student logs in, opens a lesson, completes its material and posts a comment', async ({
  page,
  context,
}) => {
  // Log in: Tab to each field, type, Enter submits.
  await page.goto('/login');
  const id = page.getByRole('textbox', { name: 'Mã số (ID)' });
  await tabTo(page, id);
  await page.keyboard.type(logins.student.id);
  await tabTo(page, page.getByLabel('Mật khẩu', { exact: true }));
  await page.keyboard.type(logins.student.password);
  await page.keyboard.press('Enter');
  await expectLanded(page, /\/dashboard$/);

  // The first Tab shows 'skip to main content'; Enter puts the focus on the page's main region.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Bỏ qua đến nội dung chính' });
  await expectFocusRing(skip);
  expect((await skip.boundingBox())?.y).toBeGreaterThanOrEqual(0);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();

  // Back up into the header to Study, then term, course (a toggle) and lesson.
  const study = page.getByRole('navigation', { name: 'Điều hướng chính' }).getByRole('link', { name: 'Học tập' });
  await tabTo(page, study, { backwards: true });
  await expectFocusRing(study);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/study$/);
  await tabTo(page, page.getByRole('link', { name: new RegExp(TERM) }));
  await page.keyboard.press('Enter');
  const course = page.getByRole('button', { name: new RegExp(`^${COURSE}`) });
  await tabTo(page, course);
  await page.keyboard.press('Space');
  await expect(course).toHaveAttribute('aria-expanded', 'true');
  await tabTo(page, page.getByRole('link', { name: new RegExp(`^${LESSON}`) }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: LESSON })).toBeVisible();

  // Enter on the material card opens it in a new tab and marks it done here.
  const message = page.getByTestId('lesson-progress-message');
  await expect(message).toHaveText('Bạn chưa học nội dung nào');
  const card = page.getByRole('list', { name: 'Tài liệu' }).getByRole('link', { name: new RegExp(`^${MATERIAL}`) });
  await tabTo(page, card);
  await expectFocusRing(card);
  const [tab] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('Enter')]);
  await tab.close();
  await expect(card.getByRole('img', { name: 'Đã hoàn thành' })).toBeVisible();
  await expect(message).toHaveText('Chúc mừng! Bạn đã hoàn thành tất cả tài liệu của bài học này.');

  // A comment: Tab to the field, type, Tab to send, Enter.
  const comment = `Em gõ bình luận này chỉ bằng bàn phím ${tag}`;
  const field = page.getByRole('textbox', { name: 'Viết bình luận' });
  await tabTo(page, field);
  await page.keyboard.type(comment);
  await tabTo(page, page.getByRole('button', { name: 'Gửi bình luận' }));
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('article', { name: 'Bình luận của Nguyễn Thị Lan' }).filter({ hasText: comment }),
  ).toHaveCount(1);
  await expect(field).toHaveValue('');
  await expectAccessible(page, 'lesson (after the keyboard journey)');
});
