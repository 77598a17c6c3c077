import { expect, test } from '@playwright/test';
import { expectAccessible } from './accessibility';
import { pngFile } from './sample-files';
import { logins, logInAndLand } from './support';

const tag = `e2e${Date.now().toString(36).slice(-5)}`;
/** The demo seed's first course, taught by the demo teacher; this journey's category and questions carry `tag`. */
const COURSE_ID = 101;
const GIFT = `::Cổng ${tag}::Thiết bị nào là cổng mặc định của mạng LAN? {=Router ~Switch ~Hub}

::Hỏng ${tag}::Câu này thiếu dấu đóng {=A ~B

::MAC ${tag}::Địa chỉ MAC dài 48 bit.{T}
`;

const bankJourneyTitle =
  'a teacher makes a category, imports a GIFT file (the bad question shown in the preview), edits a question, ' +
  'writes a multiple-choice one by hand with a picture and exports the category';
test(bankJourneyTitle, async ({ page }) => {
  test.setTimeout(90_000);
  await logInAndLand(page, logins.teacher.id, logins.teacher.password, /\/admin-dashboard$/);
  await page.goto(`/course/${COURSE_ID}/question-bank`);
  await expect(page.getByRole('heading', { name: 'Ngân hàng câu hỏi', level: 1 })).toBeVisible();

  const category = `Mạng ${tag}`;
  await page.getByLabel('Tên nhóm mới').fill(category);
  await page.getByRole('button', { name: 'Thêm nhóm' }).click();
  await expect(page.getByRole('button', { name: `${category} 0 câu hỏi` })).toHaveAttribute('aria-current', 'true');
  await expect(page.getByText('Chưa có câu hỏi nào.')).toBeVisible();
  await expectAccessible(page, 'question bank');

  await page.getByRole('button', { name: 'Nhập câu hỏi' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nhập câu hỏi từ tệp' });
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: 'chuong3.gift', mimeType: 'text/plain', buffer: Buffer.from(GIFT, 'utf8') });
  await dialog.getByRole('button', { name: 'Kiểm tra' }).click();
  await expect(dialog.getByText('2 câu hỏi hợp lệ, 1 câu bị lỗi.')).toBeVisible();
  await expect(dialog.getByText(`Dòng 3: Hỏng ${tag}:`)).toBeVisible();
  await expect(dialog.getByRole('cell', { name: new RegExp(`^Cổng ${tag}`) })).toBeVisible();
  await expectAccessible(page, 'question import preview');
  await dialog.getByRole('button', { name: 'Nhập 2 câu hỏi' }).click();
  await expect(page.getByText('Đã nhập 2 câu hỏi.')).toBeVisible();

  const list = page.getByRole('region', { name: 'Câu hỏi' });
  await expect(list.getByText(`Cổng ${tag}`, { exact: true })).toBeVisible();
  await expect(list.getByText(`MAC ${tag}`, { exact: true })).toBeVisible();
  await list.getByLabel('Tìm theo tên hoặc nội dung').fill('MAC dai 48');
  await expect(list.getByText(`Cổng ${tag}`, { exact: true })).toHaveCount(0);
  await expect(list.getByText(`MAC ${tag}`, { exact: true })).toBeVisible();

  // Edit an imported question: a new title.
  await list.getByLabel('Tìm theo tên hoặc nội dung').fill('');
  await list.getByRole('button', { name: `Cổng ${tag}`, exact: true }).click();
  const edit = page.getByRole('form', { name: 'Sửa câu hỏi' });
  await expect(edit.getByLabel('Phương án 1', { exact: true })).toHaveValue('Router');
  await edit.getByLabel('Tên câu hỏi').fill(`Cổng LAN ${tag}`);
  await expectAccessible(page, 'question editor');
  await edit.getByRole('button', { name: 'Lưu' }).click();
  await expect(page.getByText('Đã lưu câu hỏi.')).toBeVisible();
  await expect(list.getByRole('button', { name: `Cổng LAN ${tag}`, exact: true })).toBeVisible();

  // A multiple-choice question by hand, with a picture described for those who cannot see it, seen as a student first.
  await page.getByRole('button', { name: 'Thêm câu hỏi' }).click();
  const create = page.getByRole('form', { name: 'Thêm câu hỏi' });
  await create.getByRole('combobox', { name: 'Loại câu hỏi' }).click();
  await page.getByRole('option', { name: 'Nhiều lựa chọn' }).click();
  await create.getByLabel('Tên câu hỏi').fill(`Tầng giao vận ${tag}`);
  const questionText = create.getByLabel(/^Nội dung câu hỏi/);
  await questionText.fill('Chọn các giao thức tầng giao vận:');
  await create.locator('input[type="file"][accept*=".webp"]').setInputFiles(pngFile('tang-giao-van.png'));
  const describing = page.getByRole('dialog', { name: 'Mô tả ảnh' });
  await expect(describing.getByLabel(/^Ảnh thể hiện gì/)).toHaveValue('tang-giao-van');
  await describing.getByLabel(/^Ảnh thể hiện gì/).fill('Sơ đồ các tầng TCP/IP');
  await expectAccessible(page, 'question picture description');
  await describing.getByRole('button', { name: 'Tải lên và chèn' }).click();
  await expect(questionText).toHaveValue(
    /^Chọn các giao thức tầng giao vận:!\[Sơ đồ các tầng TCP\/IP\]\(question-image:[0-9a-f-]{36}\)$/,
  );
  await create.getByLabel('Phương án 1', { exact: true }).fill('TCP');
  await create.getByLabel('Phương án 2', { exact: true }).fill('IP');
  await create.getByRole('button', { name: 'Thêm Phương án' }).click();
  await create.getByLabel('Phương án 3', { exact: true }).fill('UDP');
  await create.getByLabel('Phương án 3 là đáp án đúng').check();
  await create.getByRole('button', { name: 'Đưa Phương án 3 lên' }).click();
  await expect(create.getByLabel('Phương án 2', { exact: true })).toHaveValue('UDP');
  await create.getByRole('tab', { name: 'Xem như sinh viên' }).click();
  await expect(create.getByRole('checkbox', { name: 'UDP' })).toBeDisabled();
  const picture = create.getByRole('img', { name: 'Sơ đồ các tầng TCP/IP' });
  await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(64);
  await expectAccessible(page, 'question preview');
  await create.getByRole('button', { name: 'Lưu' }).click();
  await expect(page.getByText('Đã lưu câu hỏi.')).toBeVisible();
  await expect(list.getByRole('button', { name: `Tầng giao vận ${tag}`, exact: true })).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Xuất GIFT' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${category}.gift`);
  const text = await (await file.createReadStream()).toArray();
  const gift = Buffer.concat(text as Buffer[]).toString('utf8');
  expect(gift).toContain(`$CATEGORY: ${category}`);
  expect(gift).toContain(`::Cổng LAN ${tag}::[markdown]Thiết bị nào là cổng mặc định của mạng LAN? {`);
  expect(gift).toContain(
    `::Tầng giao vận ${tag}::[markdown]Chọn các giao thức tầng giao vận\\:![Sơ đồ các tầng TCP/IP](question-image\\:`,
  );
  expect(gift).toContain(`) {\n\t~%50%TCP\n\t~%50%UDP\n\t~%-50%IP\n}`);
  expect(gift).toContain(`::MAC ${tag}::[markdown]Địa chỉ MAC dài 48 bit. {\n\tTRUE\n}`);
  expect(gift).not.toContain(`Hỏng ${tag}`);
});
