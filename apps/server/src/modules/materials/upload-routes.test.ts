import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app.js';
import { publish } from '../../../test/progress.js';
import { filesUnder, SAMPLE_BYTES as B } from '../../../test/files.js';
import { materials } from '../../db/schema/index.js';

let h: TestApp;
let teacherToken = '';
let studentToken = '';
let lessonId = 0;

beforeAll(async () => {
  h = await buildTestApp();
  const teacher = await h.createUser({ role: 'teacher' });
  teacherToken = await h.loginAs(teacher);
  studentToken = await h.loginAs(await h.createUser());
  const course = await h.createCourse({ categoryId: (await h.createCategory()).id, teacherId: teacher.id });
  lessonId = (await h.createLesson({ courseId: course.id })).id;
});
afterAll(async () => {
  await h?.close();
});

/** POST /api/materials for a file of this name and size; answers the pending id and upload URL. */
async function createPending(fileName: string, size: number, title = 'Tài liệu') {
  const response = await h.app.inject({
    method: 'POST',
    url: '/api/materials',
    headers: h.authHeader(teacherToken),
    payload: { title, lesson_id: lessonId, file_name: fileName, file_size: size },
  });
  expect(response.statusCode, response.body).toBe(201);
  const body = response.json<{ material: { id: number }; uploadUrl: string }>();
  return { id: body.material.id, uploadUrl: body.uploadUrl };
}
const put = (
  url: string,
  bytes: Buffer,
  headers: Record<string, string> = { 'content-type': 'application/octet-stream' },
) => h.app.inject({ method: 'PUT', url, payload: bytes, headers });
const rowOf = async (id: number) => (await h.db.select().from(materials).where(eq(materials.id, id)))[0];
const storedFiles = () => filesUnder(path.join(h.dataDir, 'files'));
const listed = async () =>
  (await h.app.inject({ url: `/api/materials?lesson_id=${lessonId}`, headers: h.authHeader(studentToken) }))
    .json<{ materials: Array<{ id: number }> }>()
    .materials.map((m) => m.id);

describe('PUT /api/uploads/:token', () => {
  test('a whole PDF: the material becomes ready, listed (published before its upload finished), stored, and opens byte for byte', async () => {
    const { id, uploadUrl } = await createPending('Mô hình OSI.pdf', B.pdf.length, 'Mô hình OSI');
    await publish(h, teacherToken, 'materials', id);
    expect(await listed()).not.toContain(id);
    const response = await put(uploadUrl, B.pdf, { 'content-type': 'application/pdf' });
    expect(response.statusCode, response.body).toBe(200);
    const { material } = response.json();
    expect(material).toMatchObject({
      id,
      title: 'Mô hình OSI',
      file_type: 'pdf',
      file_size: B.pdf.length,
      url: expect.stringMatching(/^\/api\/files\//),
    });
    const row = await rowOf(id);
    expect(row).toMatchObject({ status: 'ready', fileSize: B.pdf.length, readyAt: expect.any(Date) });
    expect(storedFiles()).toContain(row!.storageKey);
    expect(await listed()).toContain(id);
    const file = await h.app.inject({ url: material.url });
    expect(file.rawPayload.equals(B.pdf)).toBe(true);
  });

  test.each([
    ['lecture.mp4', B.mp4],
    ['baitap.doc', B.ole2],
    ['slide.ppt', B.ole2],
    ['baitap.docx', B.zip],
    ['slide.pptx', B.zip],
    ['lab.pka', B.packetTracer],
    ['topology.pkt', B.packetTracer],
  ])('%s with fitting first bytes is accepted', async (fileName, bytes) => {
    const { id, uploadUrl } = await createPending(fileName, bytes.length);
    expect((await put(uploadUrl, bytes)).statusCode).toBe(200);
    expect((await rowOf(id))?.status).toBe('ready');
  });

  test('any content type, or none, is taken as raw bytes (a JSON type is not parsed)', async () => {
    const variants: Array<Record<string, string>> = [
      { 'content-type': 'application/json' },
      { 'content-type': 'multipart/form-data; boundary=x' },
      {},
    ];
    for (const headers of variants) {
      const { id, uploadUrl } = await createPending('a.pdf', B.pdf.length);
      expect((await put(uploadUrl, B.pdf, headers)).statusCode).toBe(200);
      expect((await rowOf(id))?.status).toBe('ready');
    }
  });

  test('the URL is single use: a second PUT is refused with 409 and changes nothing', async () => {
    const { id, uploadUrl } = await createPending('a.pdf', B.pdf.length);
    expect((await put(uploadUrl, B.pdf)).statusCode).toBe(200);
    const before = await rowOf(id);
    const files = storedFiles();
    const again = await put(uploadUrl, B.pdf);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'UPLOAD_ALREADY_USED',
      message: expect.any(String),
      error: expect.any(String),
    });
    expect(await rowOf(id)).toEqual(before);
    expect(storedFiles()).toEqual(files);
  });

  test.each([
    ['a ZIP named .pdf', 'fake.pdf', B.zip],
    ['a PDF named .docx', 'fake.docx', B.pdf],
    ['an ELF binary named .mp4', 'fake.mp4', B.elf],
    ['a PDF named .doc', 'fake.doc', B.pdf],
    ['a PDF named .pkt', 'fake.pkt', B.pdf],
    ['a ZIP named .pka', 'fake.pka', B.zip],
    ['a Windows program named .pkt', 'setup.pkt', B.exe],
    ['a web page named .pkt', 'page.pkt', B.html],
  ])('%s: 415, and nothing is left behind', async (_case, fileName, bytes) => {
    const files = storedFiles();
    const { id, uploadUrl } = await createPending(fileName, bytes.length);
    const response = await put(uploadUrl, bytes);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({
      code: 'UNSUPPORTED_TYPE',
      message: 'Nội dung tệp không khớp với loại file.',
      error: 'Nội dung tệp không khớp với loại file.',
    });
    expect(await rowOf(id)).toBeUndefined();
    expect(storedFiles()).toEqual(files);
    expect(await listed()).not.toContain(id);
    expect((await put(uploadUrl, bytes)).statusCode).toBe(404);
  });

  test('more bytes than declared: 413, nothing left behind', async () => {
    const files = storedFiles();
    const { id, uploadUrl } = await createPending('a.pdf', 10);
    const response = await put(uploadUrl, B.pdf);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', error: expect.any(String) });
    expect(await rowOf(id)).toBeUndefined();
    expect(storedFiles()).toEqual(files);
  });

  test('fewer bytes than declared: 400 UPLOAD_INCOMPLETE, nothing left behind', async () => {
    const files = storedFiles();
    const { id, uploadUrl } = await createPending('a.pdf', B.pdf.length + 100);
    const response = await put(uploadUrl, B.pdf);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'UPLOAD_INCOMPLETE' });
    expect(await rowOf(id)).toBeUndefined();
    expect(storedFiles()).toEqual(files);
  });

  test('a tampered token: 403 LINK_INVALID; the material stays pending and usable', async () => {
    const { id, uploadUrl } = await createPending('a.pdf', B.pdf.length);
    const [prefix, token] = [
      uploadUrl.slice(0, uploadUrl.lastIndexOf('/') + 1),
      uploadUrl.slice(uploadUrl.lastIndexOf('/') + 1),
    ];
    const [body, mac] = token.split('.') as [string, string];
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(body, 'base64url').toString()), m: id + 1 }),
    ).toString('base64url');
    for (const bad of [`${forged}.${mac}`, `${body}.${mac.slice(0, -2)}AA`, body, 'garbage']) {
      const response = await put(prefix + bad, B.pdf);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'LINK_INVALID' });
    }
    expect((await rowOf(id))?.status).toBe('pending');
    expect((await put(uploadUrl, B.pdf)).statusCode).toBe(200);
  });

  test('an expired token: 403 LINK_EXPIRED; a download token is no upload token', async () => {
    const { id } = await createPending('a.pdf', B.pdf.length);
    const expired = h.app.services.links.sign('upload', { m: id }, -1000).token;
    expect((await put(`/api/uploads/${expired}`, B.pdf)).json()).toMatchObject({ code: 'LINK_EXPIRED' });
    const download = h.app.services.links.sign('download', { m: id }, 60_000).token;
    expect((await put(`/api/uploads/${download}`, B.pdf)).json()).toMatchObject({ code: 'LINK_INVALID' });
    expect((await rowOf(id))?.status).toBe('pending');
  });

  test('a material deleted before its upload: 404', async () => {
    const { id, uploadUrl } = await createPending('a.pdf', B.pdf.length);
    await h.app.inject({ method: 'DELETE', url: `/api/materials/${id}`, headers: h.authHeader(teacherToken) });
    expect((await put(uploadUrl, B.pdf)).statusCode).toBe(404);
  });
});
