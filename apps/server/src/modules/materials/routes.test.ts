import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, type TestApp, type TestUser } from '../../../test/app.js';
import { materials } from '../../db/schema/index.js';

let h: TestApp;
let teacher: TestUser;
let lessonId = 0;
let othersLessonId = 0;
const tokens = { admin: '', teacher: '', student: '' };
const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n%%EOF\n');

beforeAll(async () => {
  h = await buildTestApp({ env: { MAX_UPLOAD_BYTES: String(1024 * 1024) } });
  teacher = await h.createUser({ role: 'teacher' });
  const other = await h.createUser({ role: 'teacher' });
  tokens.admin = await h.loginAs(await h.createUser({ role: 'admin' }));
  tokens.teacher = await h.loginAs(teacher);
  tokens.student = await h.loginAs(await h.createUser({ role: 'student' }));
  const category = await h.createCategory();
  const course = await h.createCourse({ categoryId: category.id, teacherId: teacher.id });
  const othersCourse = await h.createCourse({ categoryId: category.id, teacherId: other.id });
  lessonId = (await h.createLesson({ courseId: course.id })).id;
  othersLessonId = (await h.createLesson({ courseId: othersCourse.id })).id;
});
afterAll(async () => {
  await h?.close();
});

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token?: string, payload?: object) =>
  h.app.inject({ method, url, headers: token ? h.authHeader(token) : {}, ...(payload ? { payload } : {}) });
const rowOf = async (id: number) => (await h.db.select().from(materials).where(eq(materials.id, id)))[0];
const material = (overrides: object = {}) => ({
  title: 'Mô hình OSI',
  lesson_id: lessonId,
  file_name: 'Mô hình OSI.pdf',
  file_size: 1234,
  ...overrides,
});

describe('GET /api/materials?lesson_id=', () => {
  test('ready materials only, in their order, each with a signed url and file_path', async () => {
    const lesson = await h.createLesson({
      courseId: (await h.createCourse({ categoryId: (await h.createCategory()).id, teacherId: teacher.id })).id,
    });
    const first = await h.createMaterial({
      lessonId: lesson.id,
      bytes: pdf,
      fileName: 'Bài 1.pdf',
      title: 'Bài giảng',
    });
    const second = await h.createMaterial({
      lessonId: lesson.id,
      bytes: Buffer.from('PK\x03\x04rest'),
      fileName: 'slide.pptx',
    });
    await call('POST', '/api/materials', tokens.teacher, material({ lesson_id: lesson.id, title: 'Chưa tải lên' }));

    const response = await call('GET', `/api/materials?lesson_id=${lesson.id}`, tokens.student);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.can_manage).toBe(false);
    expect(body.materials.map((m: { id: number }) => m.id)).toEqual([first.id, second.id]);
    expect(body.materials[0]).toEqual({
      id: first.id,
      title: 'Bài giảng',
      lesson_id: lesson.id,
      file_type: 'pdf',
      file_ext: 'pdf',
      file_name: 'Bài 1.pdf',
      file_size: pdf.length,
      order_num: 0,
      file_path: `materials/${first.id}/Bài 1.pdf`,
      url: expect.stringMatching(/^\/api\/files\/[\w-]+\.[\w-]+\/B%C3%A0i%201\.pdf$/),
      url_expires_at: expect.any(String),
      created_at: expect.any(String),
      publication: 'published',
      publish_at: expect.any(String),
    });
    expect(body.materials[1]).toMatchObject({ file_type: 'ppt', file_ext: 'pptx' });
    expect(new Date(body.materials[0].url_expires_at).getTime()).toBeGreaterThan(Date.now() + 60 * 60 * 1000);

    const file = await h.app.inject({ url: body.materials[0].url });
    expect(file.statusCode, file.body).toBe(200);
    expect(file.rawPayload.equals(pdf)).toBe(true);
  });

  test('can_manage: the course teacher and admins', async () => {
    expect((await call('GET', `/api/materials?lesson_id=${lessonId}`, tokens.teacher)).json().can_manage).toBe(true);
    expect((await call('GET', `/api/materials?lesson_id=${othersLessonId}`, tokens.teacher)).json().can_manage).toBe(
      false,
    );
    expect((await call('GET', `/api/materials?lesson_id=${othersLessonId}`, tokens.admin)).json().can_manage).toBe(
      true,
    );
  });

  test('errors carry `error` too: missing lesson_id 400, unknown lesson 404, no session 401', async () => {
    const missing = await call('GET', '/api/materials', tokens.student);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      message: expect.any(String),
      error: expect.any(String),
      code: 'VALIDATION',
      field: 'lesson_id',
    });
    const unknown = await call('GET', '/api/materials?lesson_id=987654', tokens.student);
    expect(unknown.statusCode).toBe(404);
    const message = 'Không tìm thấy bài học hoặc bài học không hợp lệ.';
    expect(unknown.json()).toMatchObject({ message, error: message, code: 'NOT_FOUND' });
    expect((await call('GET', `/api/materials?lesson_id=${lessonId}`)).statusCode).toBe(401);
  });
});

describe('GET /api/materials/:id', () => {
  test('a ready material with a fresh url; a pending one is not found', async () => {
    const ready = await h.createMaterial({ lessonId, bytes: pdf, fileName: 'a.pdf' });
    const response = await call('GET', `/api/materials/${ready.id}`, tokens.student);
    expect(response.statusCode).toBe(200);
    expect(response.json().material).toMatchObject({ id: ready.id, url: expect.stringMatching(/^\/api\/files\//) });
    const pending = (await call('POST', '/api/materials', tokens.teacher, material())).json().material;
    expect((await call('GET', `/api/materials/${pending.id}`, tokens.student)).statusCode).toBe(404);
  });
});

describe('POST /api/materials', () => {
  test('the teacher creates a pending material: 201 with a single-use uploadUrl', async () => {
    const response = await call('POST', '/api/materials', tokens.teacher, material({ file_type: 'application/pdf' }));
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      material: {
        id: expect.any(Number),
        title: 'Mô hình OSI',
        lesson_id: lessonId,
        file_type: 'pdf',
        file_ext: 'pdf',
        file_name: 'Mô hình OSI.pdf',
        file_size: 1234,
        order_num: expect.any(Number),
        created_at: expect.any(String),
        status: 'pending',
        publication: 'draft',
        publish_at: null,
      },
      uploadUrl: expect.stringMatching(/^\/api\/uploads\/[\w-]+\.[\w-]+$/),
      upload_expires_at: expect.any(String),
    });
    expect(await rowOf(body.material.id)).toMatchObject({ status: 'pending', uploadedBy: teacher.id });
  });

  test.each([
    ['video.MP4', 'video', 'mp4'],
    ['baitap.doc', 'word', 'doc'],
    ['baitap.docx', 'word', 'docx'],
    ['slide.ppt', 'ppt', 'ppt'],
    ['lab.pka', 'pkt', 'pka'],
    ['topo.pkt', 'pkt', 'pkt'],
    ['C:\\Users\\lan\\lab.pkt', 'pkt', 'pkt'],
  ])('%s: file_type %s', async (fileName, type, ext) => {
    const response = await call('POST', '/api/materials', tokens.admin, material({ file_name: fileName }));
    expect(response.statusCode).toBe(201);
    expect(response.json().material).toMatchObject({ file_type: type, file_ext: ext });
  });

  test.each([['virus.exe'], ['page.html'], ['noextension'], ['bang.xlsx']])(
    "%s: 415 'Loại file không hợp lệ…', with error",
    async (fileName) => {
      const response = await call('POST', '/api/materials', tokens.teacher, material({ file_name: fileName }));
      expect(response.statusCode).toBe(415);
      const message = 'Loại file không hợp lệ. Cho phép: video, pdf, word, ppt';
      expect(response.json()).toMatchObject({ message, error: message, code: 'UNSUPPORTED_TYPE' });
    },
  );

  test('over MAX_UPLOAD_BYTES: 413, nothing created', async () => {
    const before = (await h.db.select().from(materials)).length;
    const response = await call('POST', '/api/materials', tokens.teacher, material({ file_size: 1024 * 1024 + 1 }));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', error: expect.stringContaining('Tệp quá lớn') });
    expect((await h.db.select().from(materials)).length).toBe(before);
  });

  const required = 'Vui lòng nhập tiêu đề, chọn file và chọn bài học';
  test.each([
    ['no title', { title: ' ' }, 'title'],
    ['no file', { file_name: undefined, file_size: undefined }, 'file_name'],
    ['no lesson', { lesson_id: undefined }, 'lesson_id'],
  ])('%s: 400 with the spec message, about that field', async (_case, overrides, field) => {
    const response = await call('POST', '/api/materials', tokens.teacher, material(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: required, error: required, code: 'VALIDATION', field });
  });

  test("another teacher's lesson: 403; a student: 403; no session: 401", async () => {
    expect(
      (await call('POST', '/api/materials', tokens.teacher, material({ lesson_id: othersLessonId }))).statusCode,
    ).toBe(403);
    expect((await call('POST', '/api/materials', tokens.student, material())).statusCode).toBe(403);
    expect((await call('POST', '/api/materials', undefined, material())).statusCode).toBe(401);
  });

  test('an unknown lesson: 404', async () => {
    expect((await call('POST', '/api/materials', tokens.admin, material({ lesson_id: 987654 }))).statusCode).toBe(404);
  });
});

describe('DELETE /api/materials/:id', () => {
  test('the teacher deletes a material: row and file are gone', async () => {
    const row = await h.createMaterial({ lessonId, bytes: pdf, fileName: 'x.pdf' });
    expect(await h.app.services.storage.stat(row.storageKey)).toEqual({ size: pdf.length });
    const response = await call('DELETE', `/api/materials/${row.id}`, tokens.teacher);
    expect(response.statusCode).toBe(200);
    expect(await rowOf(row.id)).toBeUndefined();
    expect(await h.app.services.storage.stat(row.storageKey)).toBeUndefined();
  });

  test("another teacher's material: 403; a student: 403; kept", async () => {
    const row = await h.createMaterial({ lessonId: othersLessonId, bytes: pdf, fileName: 'x.pdf' });
    expect((await call('DELETE', `/api/materials/${row.id}`, tokens.teacher)).statusCode).toBe(403);
    const response = await call('DELETE', `/api/materials/${row.id}`, tokens.student);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'FORBIDDEN', error: expect.any(String) });
    expect(await rowOf(row.id)).toBeDefined();
  });

  test('unknown id: 404; no session: 401', async () => {
    expect((await call('DELETE', '/api/materials/987654', tokens.admin)).statusCode).toBe(404);
    expect((await call('DELETE', '/api/materials/1')).statusCode).toBe(401);
  });
});
