import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './accessibility';
import { mp4File, pdfFile, type SampleFile } from './sample-files';
import { logInAndLand, logins } from './support';

/** Unique per run: a word of letters and digits the search can match as it is. */
const tag = `e2e${Date.now().toString(36).slice(-5)}`;
const names = {
  category: `Học kỳ kiểm thử ${tag}`,
  course: `Mạng máy tính ${tag}`,
  courseId: String(800_000 + Math.floor(Math.random() * 100_000)),
  lesson: `Định tuyến tĩnh ${tag}`,
  pdf: `Slide định tuyến tĩnh ${tag}`,
  video: `Video cấu hình route ${tag}`,
  later: `Bài tập định tuyến ${tag}`,
};

/** A material card of the lesson page: named by what it shows (title … file, size, action), then that it opens a new tab. */
const materialCard = (page: Page, title: string, action: string) =>
  page.getByRole('link', { name: new RegExp(`^${title} .* ${action} \\(mở trong thẻ mới\\)$`) });

async function choose(page: Page, select: RegExp, option: string): Promise<void> {
  await page.getByRole('combobox', { name: select }).click();
  await page.getByRole('option', { name: option }).click();
}

/**
 * Records every value the upload progress bar shows (a tiny local upload can pass 0→100
 * faster than an assertion polls), into `window.__uploadProgress`.
 */
async function watchUploadProgress(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { __uploadProgress: number[] }).__uploadProgress = seen;
    new MutationObserver(() => {
      const bar = document.querySelector('[role="progressbar"]');
      const value = bar ? Number(bar.getAttribute('aria-valuenow')) : NaN;
      if (!Number.isNaN(value) && seen.at(-1) !== value) seen.push(value);
    }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-valuenow'] });
  });
}

/** Uploads from this page go at about 256 KB/s, so a ~150 KB video shows its progress on the way. */
async function slowUploads(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: 256 * 1024,
  });
}

/**
 * Uploads `file` as `title` from the materials mode of the lesson admin: the progress bar
 * runs up to 100% (through values in between, with `inSteps`), then the list shows it.
 */
async function upload(page: Page, title: string, file: SampleFile, { inSteps = false } = {}): Promise<void> {
  await page.evaluate(() => ((window as unknown as { __uploadProgress: number[] }).__uploadProgress.length = 0));
  await page.getByLabel(/^Tiêu đề tài liệu/).fill(title);
  await page.locator('input[type="file"]').setInputFiles(file);
  await page.getByRole('button', { name: 'Tải lên', exact: true }).click();
  await expect(page.getByText(`Đã tải lên tài liệu "${title}".`)).toBeVisible();
  const seen = await page.evaluate(() => [...(window as unknown as { __uploadProgress: number[] }).__uploadProgress]);
  expect(seen.at(-1), `progress shown: ${seen.join(', ')}`).toBe(100);
  expect(seen).toEqual([...seen].sort((a, b) => a - b));
  if (inSteps)
    expect(
      seen.filter((value) => value > 0 && value < 100).length,
      `progress shown: ${seen.join(', ')}`,
    ).toBeGreaterThan(1);
  await expect(page.getByRole('table').getByRole('link', { name: title, exact: true })).toBeVisible();
}

test('a teacher builds a lesson with a PDF and a video; a student finds it without accents and sees new material live', async ({
  page,
  browser,
}) => {
  // Slowed uploads and an accessibility check on each of its eleven screens take longer than the default (48 s on a quiet machine).
  test.setTimeout(120_000);
  // Teacher: a term, a course in it.
  await logInAndLand(page, logins.teacher.id, logins.teacher.password, /\/admin-dashboard$/);
  await page.goto('/admin-dashboard/courses/create');
  await page.getByLabel(/^Tên danh mục/).fill(names.category);
  await page.getByRole('button', { name: 'Thêm danh mục', exact: true }).click();
  await expect(page.getByText(`Đã thêm danh mục "${names.category}".`)).toBeVisible();

  const term = page.getByRole('region', { name: names.category, exact: true });
  await term.getByRole('button', { name: 'Thêm học phần', exact: true }).click();
  const courseForm = term.getByRole('form', { name: 'Thêm học phần' });
  // Sent empty, each required field says so; the id takes digits only.
  await courseForm.getByRole('button', { name: 'Thêm học phần', exact: true }).click();
  const courseId = courseForm.getByLabel(/^ID học phần/);
  await expect(courseId).toHaveAttribute('aria-invalid', 'true');
  await expect(courseId).toHaveAccessibleDescription('ID, tên học phần và giáo viên không được để trống.');
  await expect(courseForm.getByLabel(/^Tên học phần/)).toHaveAccessibleDescription(
    'ID, tên học phần và giáo viên không được để trống.',
  );
  await expectAccessible(page, 'add course (field errors)');
  await courseId.pressSequentially('x-1');
  await expect(courseId).toHaveValue('1');
  await courseId.fill(names.courseId);
  await courseForm.getByLabel(/^Tên học phần/).fill(names.course);
  // A teacher is the course's teacher, already chosen.
  await expect(courseForm.getByRole('combobox', { name: /^Giáo viên/ })).toHaveValue(/\(1001\)$/);
  await courseForm.getByRole('button', { name: 'Thêm học phần', exact: true }).click();
  await expect(page.getByText(`Đã thêm học phần "${names.course}".`)).toBeVisible();
  await expect(term.getByText(names.course)).toBeVisible();
  // A new course is a draft: the teacher publishes it.
  await expect(term.getByText('Nháp', { exact: true })).toBeVisible();
  await expectAccessible(page, 'category management');
  await term.getByRole('button', { name: `Xuất bản ngay "${names.course}"` }).click();
  await expect(page.getByText(`Đã xuất bản "${names.course}".`)).toBeVisible();
  await expect(term.getByText('Đã xuất bản', { exact: true })).toBeVisible();

  // A lesson in the course; yes to adding materials now.
  await page.goto('/admin-dashboard/courses/lessons');
  await choose(page, /^Danh mục/, names.category);
  await choose(page, /^Học phần/, `${names.course} (ID ${names.courseId})`);
  // A field left empty says so on the field itself, and the order number takes digits only.
  const lessonTitle = page.getByLabel(/^Tiêu đề bài học/);
  await lessonTitle.focus();
  await lessonTitle.blur();
  await expect(lessonTitle).toHaveAttribute('aria-invalid', 'true');
  await expect(lessonTitle).toHaveAccessibleDescription('Vui lòng điền đầy đủ tất cả các trường!');
  await expectAccessible(page, 'lesson admin (field error)');
  await lessonTitle.fill(names.lesson);
  await expect(lessonTitle).not.toHaveAttribute('aria-invalid', 'true');
  // The next order number is filled in (the course has no lessons yet); typed over, it takes digits only.
  const orderNum = page.getByLabel(/^Số thứ tự/);
  await expect(orderNum).toHaveValue('1');
  await orderNum.press('ControlOrMeta+a');
  await orderNum.pressSequentially('a-1');
  await expect(orderNum).toHaveValue('1');
  await page
    .getByLabel(/^Nội dung/)
    .fill('Cấu hình định tuyến tĩnh trên router.\nLệnh: ip route 10.0.0.0 255.0.0.0 192.168.1.2');
  await expectAccessible(page, 'lesson admin (create lesson)');
  await page.getByRole('button', { name: 'Tạo bài học', exact: true }).click();
  await expect(page.getByText('Tạo bài học thành công!')).toBeVisible();
  await expectAccessible(page, 'add materials dialog');
  await page.getByRole('dialog', { name: 'Thêm tài liệu?' }).getByRole('button', { name: 'Có, thêm tài liệu' }).click();
  await expect(page.getByRole('combobox', { name: /^Bài học/ })).toHaveValue(`1. ${names.lesson}`);

  // A PDF and a video, each with the progress bar running to 100%.
  await watchUploadProgress(page);
  await slowUploads(page);
  await upload(page, names.pdf, pdfFile('dinh-tuyen-tinh.pdf', names.pdf, ['ip route 10.0.0.0 255.0.0.0 192.168.1.2']));
  await upload(page, names.video, mp4File('cau-hinh-route.mp4'), { inSteps: true });
  await expectAccessible(page, 'lesson admin (materials)');

  // The lesson is a draft until the teacher publishes it; its draft materials go out with it.
  await page
    .locator('label')
    .filter({ hasText: /^Thêm bài học$/ })
    .click();
  await page.getByRole('button', { name: `Xuất bản ngay "${names.lesson}"` }).click();
  await expect(page.getByText(`Đã xuất bản "${names.lesson}".`)).toBeVisible();
  await expectAccessible(page, 'lesson admin (lesson published)');
  await page
    .locator('label')
    .filter({ hasText: /^Quản lý tài liệu$/ })
    .click();

  // Student, in a browser of their own: search without accents, open the lesson.
  const studentContext = await browser.newContext();
  const student = await studentContext.newPage();
  await logInAndLand(student, logins.student.id, logins.student.password, /\/dashboard$/);
  const search = student.getByRole('searchbox', { name: 'Tìm kiếm' });
  // A course result opens its term's page with that course's lessons shown.
  await search.fill(`mang may tinh ${tag}`);
  await expect(student.getByRole('option', { name: new RegExp(`^${names.course}.*Học phần$`) })).toBeVisible();
  await expectAccessible(student, 'search results');
  await student.getByRole('option', { name: new RegExp(`^${names.course}.*Học phần$`) }).click();
  await expect(student).toHaveURL(new RegExp(`/category/\\d+/courses\\?course=${names.courseId}$`));
  await expect(student.getByRole('button', { name: new RegExp(`^${names.course}`) })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(student.getByRole('link', { name: new RegExp(`^${names.lesson}`) })).toBeVisible();
  await expectAccessible(student, 'category courses (course open)');
  await search.fill(`dinh tuyen tinh ${tag}`);
  await student.getByRole('option', { name: new RegExp(`^${names.lesson}.*Bài học$`) }).click();
  await expect(student).toHaveURL(/\/lesson\/\d+$/);
  await expect(student.getByRole('heading', { name: names.lesson })).toBeVisible();
  const pdfCard = materialCard(student, names.pdf, 'Đọc tài liệu');
  await expect(pdfCard).toBeVisible();
  await expect(materialCard(student, names.video, 'Xem video')).toBeVisible();
  await expectAccessible(student, 'lesson');

  // The PDF opens in the viewer, in a new tab, and the file arrives as a PDF.
  const pdfAnswer = studentContext.waitForEvent('response', (response) =>
    /\/api\/files\/[^/]+\/dinh-tuyen-tinh\.pdf$/.test(response.url()),
  );
  const [viewer] = await Promise.all([studentContext.waitForEvent('page'), pdfCard.click()]);
  await expect(viewer).toHaveURL(/\/lesson\/\d+\/material\/\d+$/);
  await expect(viewer.getByRole('heading', { name: names.pdf })).toBeVisible();
  await expect(viewer.locator(`iframe[title="${names.pdf}"]`)).toBeVisible();
  await expectAccessible(viewer, 'material viewer (pdf)');
  const file = await pdfAnswer;
  expect([200, 206]).toContain(file.status());
  expect(file.headers()['content-type']).toMatch(/^application\/pdf/);
  await viewer.close();

  // While the student's lesson page stays open, the teacher adds a material and publishes it: it appears there live.
  await student.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  await upload(page, names.later, pdfFile('bai-tap.pdf', names.later));
  await page.getByRole('button', { name: `Xuất bản ngay "${names.later}"` }).click();
  await expect(materialCard(student, names.later, 'Đọc tài liệu')).toBeVisible();
  expect(await student.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  await studentContext.close();
});
