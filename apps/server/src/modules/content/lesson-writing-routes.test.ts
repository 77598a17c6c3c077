import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { MAX_LESSON_IMAGE_BYTES } from '@netclass/shared';
import { buildTestApp, type TestApp } from '../../../test/app.js';
import { SAMPLE_BYTES as B } from '../../../test/files.js';
import { multipart, type FilePart } from '../../../test/multipart.js';
import { lessonImages, lessons } from '../../db/schema/index.js';

let h: TestApp;
let course: { id: number };
let othersCourse: { id: number };
const tokens = { admin: '', teacher: '', student: '' };

beforeAll(async () => {
  h = await buildTestApp();
  const teacher = await h.createUser({ role: 'teacher' });
  const other = await h.createUser({ role: 'teacher' });
  tokens.admin = await h.loginAs(await h.createUser({ role: 'admin' }));
  tokens.teacher = await h.loginAs(teacher);
  tokens.student = await h.loginAs(await h.createUser({ role: 'student' }));
  const category = await h.createCategory({ name: 'Học kỳ 1' });
  course = await h.createCourse({ categoryId: category.id, teacherId: teacher.id });
  othersCourse = await h.createCourse({ categoryId: category.id, teacherId: other.id });
});
afterAll(async () => {
  await h?.close();
});

const preview = (payload: object, token?: string) =>
  h.app.inject({ method: 'POST', url: '/api/lessons/preview', headers: token ? h.authHeader(token) : {}, payload });

const upload = (courseId: number | string, files: FilePart[], token?: string) => {
  const form = multipart({}, files);
  return h.app.inject({
    method: 'POST',
    url: `/api/courses/${courseId}/lesson-images`,
    headers: { ...(token ? h.authHeader(token) : {}), ...form.headers },
    payload: form.payload,
  });
};
const png = (name = 'sơ đồ mạng.png'): FilePart => ({ field: 'image', name, bytes: B.png, type: 'image/png' });

describe('POST /api/lessons/preview', () => {
  test('answers the HTML the lesson page will show', async () => {
    const response = await preview(
      { course_id: course.id, content: '# OSPF\n\n```ios\nR1(config)#router ospf 1\n```\n<script>x</script>' },
      tokens.teacher,
    );
    expect(response.statusCode, response.body).toBe(200);
    const { html } = response.json();
    expect(html).toContain('<h2>OSPF</h2>');
    expect(html).toContain('<span class="hljs-meta prompt_">R1(config)#</span>');
    expect(html).toContain('&lt;script&gt;x&lt;/script&gt;');
    expect((await preview({ course_id: othersCourse.id, content: 'x' }, tokens.admin)).statusCode).toBe(200);
  });

  test("401 without a session; 403 for students and for another teacher's course", async () => {
    expect((await preview({ course_id: course.id, content: 'x' })).statusCode).toBe(401);
    expect((await preview({ course_id: course.id, content: 'x' }, tokens.student)).statusCode).toBe(403);
    expect((await preview({ course_id: othersCourse.id, content: 'x' }, tokens.teacher)).statusCode).toBe(403);
  });

  test.each([
    ['no content', { content: undefined }, 'Vui lòng nhập nội dung bài học.'],
    ['blank content', { content: '  \n ' }, 'Vui lòng nhập nội dung bài học.'],
    ['content too long', { content: 'a'.repeat(100_001) }, 'Nội dung tối đa 100000 ký tự.'],
    ['no course', { course_id: undefined }, 'Không tìm thấy học phần.'],
    ['a course id that is no id', { course_id: 'abc' }, 'Không tìm thấy học phần.'],
  ])('400 for %s', async (_case, change, message) => {
    const response = await preview({ course_id: course.id, content: 'x', ...change }, tokens.teacher);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  test('404 for a course that does not exist', async () => {
    expect((await preview({ course_id: 987_654, content: 'x' }, tokens.admin)).statusCode).toBe(404);
  });
});

describe('GET /api/lessons/details/:lessonId renders what is stored now', () => {
  test('a changed source is rendered again, not served from the cache', async () => {
    const lesson = await h.createLesson({ courseId: course.id, content: '# Một' });
    const read = async () =>
      (
        await h.app.inject({
          method: 'GET',
          url: `/api/lessons/details/${lesson.id}`,
          headers: h.authHeader(tokens.student),
        })
      ).json().lesson.content_html;
    expect(await read()).toBe('<h2>Một</h2>\n');
    expect(await read()).toBe('<h2>Một</h2>\n');
    await h.db.update(lessons).set({ content: '- Hai' }).where(eq(lessons.id, lesson.id));
    expect(await read()).toBe('<ul>\n<li>Hai</li>\n</ul>\n');
  });
});

describe('POST /api/courses/:courseId/lesson-images', () => {
  test('keeps the picture; the lesson and its preview show it to readers through a signed link', async () => {
    const response = await upload(course.id, [png()], tokens.teacher);
    expect(response.statusCode, response.body).toBe(201);
    const { image } = response.json();
    expect(image).toEqual({
      id: expect.any(String),
      name: 'sơ đồ mạng.png',
      size: B.png.length,
      markdown: `![sơ đồ mạng](lesson-image:${image.id})`,
    });
    const [row] = await h.db.select().from(lessonImages).where(eq(lessonImages.id, image.id));
    expect(row?.courseId).toBe(course.id);

    const lesson = await h.createLesson({ courseId: course.id, content: `Sơ đồ:\n\n${image.markdown}` });
    const read = await h.app.inject({
      method: 'GET',
      url: `/api/lessons/details/${lesson.id}`,
      headers: h.authHeader(tokens.student),
    });
    const src = /<img src="([^"]+)" alt="sơ đồ mạng" loading="lazy">/.exec(read.json().lesson.content_html)?.[1];
    expect(src).toMatch(/^\/api\/files\//);
    const file = await h.app.inject({ method: 'GET', url: src!.replaceAll('&amp;', '&') });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(B.png)).toBe(true);

    const previewed = (await preview({ course_id: course.id, content: image.markdown }, tokens.teacher)).json().html;
    expect(previewed).toMatch(/<img src="\/api\/files\/[^"]+" alt="sơ đồ mạng"/);
  });

  test('a picture of another course shows as its alt text only', async () => {
    const { image } = (await upload(othersCourse.id, [png('khác.png')], tokens.admin)).json();
    const lesson = await h.createLesson({ courseId: course.id, content: image.markdown });
    const read = await h.app.inject({
      method: 'GET',
      url: `/api/lessons/details/${lesson.id}`,
      headers: h.authHeader(tokens.student),
    });
    expect(read.json().lesson.content_html).toBe('<p>khác</p>\n');
  });

  test('deleting a course (no lessons left) removes its pictures and their files', async () => {
    const admin = h.authHeader(tokens.admin);
    const emptied = await h.createCourse({
      categoryId: (await h.createCategory({ name: 'Học kỳ 2' })).id,
      teacherId: null,
    });
    const { image } = (await upload(emptied.id, [png()], tokens.admin)).json();
    const [row] = await h.db.select().from(lessonImages).where(eq(lessonImages.id, image.id));
    expect(await h.app.services.storage.stat(row!.storageKey)).toEqual({ size: B.png.length });
    expect(
      (await h.app.inject({ method: 'DELETE', url: `/api/courses/${emptied.id}`, headers: admin })).statusCode,
    ).toBe(200);
    expect(await h.db.select().from(lessonImages).where(eq(lessonImages.id, image.id))).toEqual([]);
    expect(await h.app.services.storage.stat(row!.storageKey)).toBeUndefined();
  });

  test.each([
    ['jpg', B.jpeg],
    ['webp', B.webp],
    ['gif', B.gif],
  ])('takes %s', async (ext, bytes) => {
    expect((await upload(course.id, [{ name: `hình.${ext}`, bytes }], tokens.teacher)).statusCode).toBe(201);
  });

  test("401 without a session; 403 for students and for another teacher's course", async () => {
    expect((await upload(course.id, [png()])).statusCode).toBe(401);
    expect((await upload(course.id, [png()], tokens.student)).statusCode).toBe(403);
    expect((await upload(othersCourse.id, [png()], tokens.teacher)).statusCode).toBe(403);
  });

  test('400 without a file, with two files, an empty file or a course id that is no id', async () => {
    const noFile = await upload(course.id, [], tokens.teacher);
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().message).toBe('Vui lòng chọn một ảnh.');
    expect((await upload(course.id, [png('a.png'), png('b.png')], tokens.teacher)).statusCode).toBe(400);
    const empty = await upload(course.id, [{ name: 'a.png', bytes: Buffer.alloc(0) }], tokens.teacher);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Tệp ảnh trống.');
    expect((await upload('abc', [png()], tokens.teacher)).statusCode).toBe(400);
  });

  test('404 for a course that does not exist', async () => {
    expect((await upload(987_654, [png()], tokens.admin)).statusCode).toBe(404);
  });

  test('415 for a body that is not a multipart form', async () => {
    const json = await h.app.inject({
      method: 'POST',
      url: `/api/courses/${course.id}/lesson-images`,
      headers: h.authHeader(tokens.teacher),
      payload: { image: 'x' },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().message).toBe('Dữ liệu biểu mẫu không hợp lệ.');
  });

  test('415 for another type, or content that is not what the name says; 413 past the limit', async () => {
    expect(
      (await upload(course.id, [{ name: 'a.svg', bytes: Buffer.from('<svg onload="alert(1)"/>') }], tokens.teacher))
        .statusCode,
    ).toBe(415);
    const disguised = await upload(course.id, [{ name: 'a.png', bytes: B.html }], tokens.teacher);
    expect(disguised.statusCode).toBe(415);
    expect(disguised.json().message).toBe('Nội dung tệp không phải là ảnh đúng loại.');
    expect((await upload(course.id, [{ name: 'a.gif', bytes: B.png }], tokens.teacher)).statusCode).toBe(415);
    const huge = await upload(
      course.id,
      [{ name: 'a.png', bytes: Buffer.concat([B.png, Buffer.alloc(MAX_LESSON_IMAGE_BYTES)]) }],
      tokens.teacher,
    );
    expect(huge.statusCode).toBe(413);
    expect(await h.db.select().from(lessonImages).where(eq(lessonImages.originalName, 'a.png'))).toEqual([]);
  });
});
