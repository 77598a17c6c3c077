import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app.js';
import { filesUnder, SAMPLE_BYTES } from '../../../test/files.js';
import { multipart, type FilePart } from '../../../test/multipart.js';

const MAX = 4096;
let h: TestApp;
const tokens = { teacher: '', otherTeacher: '', student: '' };

beforeAll(async () => {
  h = await buildTestApp({ env: { MAX_ATTACHMENT_BYTES: String(MAX) } });
  tokens.teacher = await h.loginAs(await h.createUser({ role: 'teacher' }));
  tokens.otherTeacher = await h.loginAs(await h.createUser({ role: 'teacher' }));
  tokens.student = await h.loginAs(await h.createUser());
});
afterAll(async () => {
  await h?.close();
});

type Attachment = { name: string; ext: string; size: number; url: string };
const send = (
  method: 'POST' | 'PUT',
  url: string,
  token: string,
  fields: Record<string, string>,
  files: FilePart[] = [],
) => {
  const form = multipart(fields, files);
  return h.app.inject({ method, url, headers: { ...h.authHeader(token), ...form.headers }, payload: form.payload });
};
const create = (fields: Record<string, string>, files: FilePart[] = [], token = tokens.teacher) =>
  send('POST', '/api/announcements', token, fields, files);
const stored = () => filesUnder(path.join(h.dataDir, 'files', 'announcements'));
const staging = () => filesUnder(path.join(h.dataDir, 'files', '.tmp'));
const download = (url: string) => h.app.inject({ method: 'GET', url });

describe('attachments', () => {
  test('a file is stored, opened through its signed link, and named as uploaded', async () => {
    const response = await create({ content: 'Đề cương' }, [{ name: 'Đề cương môn học.pdf', bytes: SAMPLE_BYTES.pdf }]);
    expect(response.statusCode, response.body).toBe(201);
    const { attachment, file_attachment } = response.json().announcement as {
      attachment: Attachment;
      file_attachment: string;
    };
    expect(attachment).toMatchObject({ name: 'Đề cương môn học.pdf', ext: 'pdf', size: SAMPLE_BYTES.pdf.length });
    expect(file_attachment).toBe(attachment.url);
    expect(decodeURIComponent(file_attachment.split('/').pop()!)).toBe('Đề cương môn học.pdf');
    const file = await download(attachment.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.equals(SAMPLE_BYTES.pdf)).toBe(true);
  });

  test.each<[string, FilePart]>([
    ['docx', { name: 'bai-tap.docx', bytes: SAMPLE_BYTES.zip }],
    ['xls', { name: 'diem.xls', bytes: SAMPLE_BYTES.ole2 }],
    [
      'png',
      {
        name: 'so-do.png',
        bytes: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(20, 1)]),
      },
    ],
    ['txt', { name: 'ghi-chu.txt', bytes: Buffer.from('Xin chào cả lớp\n') }],
    ['pkt', { name: 'lab.pkt', bytes: SAMPLE_BYTES.packetTracer }],
    ['mp4', { name: 'video.MP4', bytes: SAMPLE_BYTES.mp4 }],
  ])('%s is accepted', async (_case, file) => {
    expect((await create({ content: 'tệp' }, [file])).statusCode).toBe(201);
  });

  test.each<[string, FilePart, number]>([
    ['an exe', { name: 'setup.exe', bytes: SAMPLE_BYTES.exe }, 415],
    ['no extension', { name: 'README', bytes: Buffer.from('x') }, 415],
    ['a program named .pdf', { name: 'bai.pdf', bytes: SAMPLE_BYTES.elf }, 415],
    ['a web page named .txt', { name: 'trang.txt', bytes: SAMPLE_BYTES.html }, 415],
    ['a zip named .png', { name: 'anh.png', bytes: SAMPLE_BYTES.zip }, 415],
    ['over MAX_ATTACHMENT_BYTES', { name: 'lon.txt', bytes: Buffer.alloc(MAX + 1, 0x61) }, 413],
    ['an empty file', { name: 'rong.txt', bytes: Buffer.alloc(0) }, 400],
  ])('%s: %i, and nothing is left behind', async (_case, file, status) => {
    const before = stored();
    const response = await create({ content: 'bị từ chối' }, [file]);
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json().code).toBe({ 413: 'PAYLOAD_TOO_LARGE', 415: 'UNSUPPORTED_TYPE', 400: 'VALIDATION' }[status]);
    expect(stored()).toEqual(before);
    expect(staging()).toEqual([]);
  });

  test('exactly MAX_ATTACHMENT_BYTES is fine', async () => {
    expect((await create({ content: 'vừa đủ' }, [{ name: 'du.txt', bytes: Buffer.alloc(MAX, 0x62) }])).statusCode).toBe(
      201,
    );
  });

  test('two files: 400; an empty file input counts as no file', async () => {
    const two = await create({ content: 'hai tệp' }, [
      { name: 'a.txt', bytes: Buffer.from('a') },
      { name: 'b.txt', bytes: Buffer.from('b') },
    ]);
    expect(two.statusCode).toBe(400);
    expect(staging()).toEqual([]);
    const none = await create({ content: 'không tệp' }, [{ name: '', bytes: Buffer.alloc(0) }]);
    expect(none.statusCode).toBe(201);
    expect(none.json().announcement.attachment).toBeNull();
  });

  test('a blank content with a file: 400, and the file is dropped', async () => {
    const before = stored();
    const response = await create({ content: ' ' }, [{ name: 'a.pdf', bytes: SAMPLE_BYTES.pdf }]);
    expect(response.json().code).toBe('ANNOUNCEMENT_CONTENT_REQUIRED');
    expect(stored()).toEqual(before);
    expect(staging()).toEqual([]);
  });

  test('a student sending a file: 403 before it is stored', async () => {
    const before = stored();
    expect(
      (await create({ content: 'x' }, [{ name: 'a.pdf', bytes: SAMPLE_BYTES.pdf }], tokens.student)).statusCode,
    ).toBe(403);
    expect(stored()).toEqual(before);
  });

  test('a broken multipart body: 400', async () => {
    const response = await h.app.inject({
      method: 'POST',
      url: '/api/announcements',
      headers: { ...h.authHeader(tokens.teacher), 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: '--xyz\r\nContent-Disposition: form-data; name="content"\r\n\r\nunterminated',
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('editing and deleting attachments', () => {
  test('a new file replaces the old one; remove_attachment drops it; delete removes it', async () => {
    const created = (await create({ content: 'v1' }, [{ name: 'v1.pdf', bytes: SAMPLE_BYTES.pdf }])).json()
      .announcement;
    const firstUrl = created.attachment.url as string;
    const before = stored();

    const replaced = await send('PUT', `/api/announcements/${created.id}`, tokens.teacher, { content: 'v2' }, [
      { name: 'v2.txt', bytes: Buffer.from('mới') },
    ]);
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json().announcement.attachment).toMatchObject({ name: 'v2.txt', size: Buffer.byteLength('mới') });
    expect(stored()).toHaveLength(before.length);
    expect((await download(firstUrl)).statusCode).toBe(404);

    const kept = await send('PUT', `/api/announcements/${created.id}`, tokens.teacher, { content: 'v3' });
    expect(kept.json().announcement.attachment).toMatchObject({ name: 'v2.txt' });

    const removed = await send('PUT', `/api/announcements/${created.id}`, tokens.teacher, {
      content: 'v4',
      remove_attachment: 'true',
    });
    expect(removed.json().announcement).toMatchObject({ content: 'v4', attachment: null, file_attachment: null });
    expect(stored()).toHaveLength(before.length - 1);

    const again = (
      await send('PUT', `/api/announcements/${created.id}`, tokens.teacher, { content: 'v5' }, [
        { name: 'v5.pdf', bytes: SAMPLE_BYTES.pdf },
      ])
    ).json().announcement;
    expect(stored()).toHaveLength(before.length);
    await h.app.inject({
      method: 'DELETE',
      url: `/api/announcements/${created.id}`,
      headers: h.authHeader(tokens.teacher),
    });
    expect(stored()).toHaveLength(before.length - 1);
    expect((await download(again.attachment.url)).statusCode).toBe(404);
  });

  test("another teacher's upload to someone else's announcement: 403, the file untouched", async () => {
    const created = (await create({ content: 'của tôi' }, [{ name: 'goc.pdf', bytes: SAMPLE_BYTES.pdf }])).json()
      .announcement;
    const before = stored();
    const response = await send('PUT', `/api/announcements/${created.id}`, tokens.otherTeacher, { content: 'x' }, [
      { name: 'thay.pdf', bytes: SAMPLE_BYTES.pdf },
    ]);
    expect(response.statusCode).toBe(403);
    expect(stored()).toEqual(before);
    expect((await download(created.attachment.url)).statusCode).toBe(200);
  });
});
