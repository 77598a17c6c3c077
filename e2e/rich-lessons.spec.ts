import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAccessible, TAGS } from './accessibility';
import { pngFile } from './sample-files';
import { logInAndLand, logins } from './support';

const tag = `e2e${Date.now().toString(36).slice(-5)}`;
const title = `Cấu hình cổng router ${tag}`;
const longLine = `Router(config-if)# description ${'Nối tới switch tầng 2 qua cáp quang đa mode, '.repeat(4)}`;
const config = [
  'Router>enable',
  'Router#configure terminal',
  'Router(config)#interface GigabitEthernet0/1',
  'Router(config-if)# ip address 192.168.10.1 255.255.255.0',
  longLine,
  'Router(config-if)# no shutdown',
  '!',
  'Router(config-if)#end',
].join('\n');

async function choose(page: Page, select: RegExp, option: string): Promise<void> {
  await page.getByRole('combobox', { name: select }).click();
  await page.getByRole('option', { name: option }).click();
}

/** The lesson content as rendered by the server: heading under the title, list, IOS code block, picture. */
async function expectRichContent(content: Locator): Promise<void> {
  await expect(content.getByRole('heading', { level: 2, name: 'Cấu hình cổng' })).toBeVisible();
  await expect(content.getByRole('listitem')).toHaveText(['Vào chế độ cấu hình', 'Đặt địa chỉ IP và bật cổng']);
  const code = content.locator('pre code.language-ios');
  await expect(code.locator('.hljs-meta').first()).toHaveText('Router>');
  await expect(code.locator('.hljs-variable')).toHaveText('GigabitEthernet0/1');
  await expect(code.locator('.hljs-number')).toHaveText(['192.168.10.1', '255.255.255.0']);
  await expect(code.locator('.hljs-comment')).toHaveText('!');
  // A configuration keeps its lines: the block scrolls sideways instead of wrapping.
  const pre = content.locator('pre');
  await expect(pre).toHaveCSS('white-space', 'pre');
  expect(await pre.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  const picture = content.getByRole('img', { name: 'so-do-mang' });
  await expect(picture).toHaveAttribute('src', /^\/api\/files\//);
  await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(64);
}

test('a teacher writes a lesson in Markdown with an IOS configuration and a picture, previews it, saves; a student sees it rendered', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await logInAndLand(page, logins.teacher.id, logins.teacher.password, /\/admin-dashboard$/);
  await page.goto('/admin-dashboard/courses/lessons');
  await choose(page, /^Danh mục/, 'Học kỳ 1 năm học 2026-2027');
  await choose(page, /^Học phần/, 'Mạng máy tính (ID 101)');
  await page.getByLabel(/^Tiêu đề bài học/).fill(title);
  await page.getByLabel(/^Số thứ tự/).fill('90');

  const content = page.getByRole('textbox', { name: /^Nội dung/ });
  await content.fill('# Cấu hình cổng\n\nCác bước:\n- Vào chế độ cấu hình\n- Đặt địa chỉ IP và bật cổng\n\nSơ đồ: ');
  const toolbar = page.getByRole('toolbar', { name: 'Định dạng nội dung' });
  await page.locator('input[type="file"][accept*=".webp"]').setInputFiles(pngFile('so-do-mang.png'));
  await expect(content).toHaveValue(/Sơ đồ: !\[so-do-mang\]\(lesson-image:[0-9a-f-]{36}\)$/);
  await toolbar.getByRole('button', { name: 'Khối mã cấu hình (IOS)' }).click();
  await page.keyboard.insertText(config);
  await expect(content).toHaveValue(/```ios\nRouter>enable\n[\s\S]*Router\(config-if\)#end\n```$/);
  await expectAccessible(page, 'lesson editor (write)');

  await page.getByRole('tab', { name: 'Xem trước' }).click();
  await expectRichContent(page.getByTestId('lesson-preview'));
  await expectAccessible(page, 'lesson editor (preview)');

  await page.getByRole('button', { name: 'Tạo bài học', exact: true }).click();
  await expect(page.getByText('Tạo bài học thành công!')).toBeVisible();
  await page.getByRole('dialog', { name: 'Thêm tài liệu?' }).getByRole('button', { name: 'Không' }).click();
  // A new lesson is a draft (decision 015): the teacher publishes it for students to see.
  await page.getByRole('button', { name: `Xuất bản ngay "${title}"` }).click();
  await expect(page.getByText(`Đã xuất bản "${title}".`)).toBeVisible();

  const student = await (await browser.newContext()).newPage();
  await logInAndLand(student, logins.student.id, logins.student.password, /\/dashboard$/);
  await student.getByRole('searchbox', { name: 'Tìm kiếm' }).fill(`cau hinh cong router ${tag}`);
  await student.getByRole('option', { name: new RegExp(`^${title}.*Bài học$`) }).click();
  await expect(student).toHaveURL(/\/lesson\/\d+$/);
  await expect(student.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expectRichContent(student.getByTestId('lesson-content'));
  await expectAccessible(student, 'lesson (rich content)');

  // The dark scheme (Mantine keeps the choice in localStorage; the app offers no switch yet, and
  // its shell is not checked in dark): the lesson content and its code colours keep their contrast.
  await student.evaluate(() => localStorage.setItem('mantine-color-scheme-value', 'dark'));
  await student.reload();
  await expect(student.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expectRichContent(student.getByTestId('lesson-content'));
  const dark = await new AxeBuilder({ page: student })
    .include('[data-testid="lesson-content"]')
    .withTags(TAGS)
    .analyze();
  expect(
    dark.violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`),
  ).toEqual([]);
});
