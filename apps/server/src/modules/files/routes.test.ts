import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app.js';
import { SAMPLE_BYTES } from '../../../test/files.js';

let h: TestApp;
let lessonId = 0;
/** A small video: 1000 bytes starting with an mp4 signature, then a counting pattern. */
const video = Buffer.concat([
  SAMPLE_BYTES.mp4,
  Buffer.from(Array.from({ length: 1000 - SAMPLE_BYTES.mp4.length }, (_, i) => i % 256)),
]);

beforeAll(async () => {
  h = await buildTestApp();
  const teacher = await h.createUser({ role: 'teacher' });
  const course = await h.createCourse({ categoryId: (await h.createCategory()).id, teacherId: teacher.id });
  lessonId = (await h.createLesson({ courseId: course.id })).id;
});
afterAll(async () => {
  await h?.close();
});

async function linkFor(fileName: string, bytes: Buffer) {
  const row = await h.createMaterial({ lessonId, bytes, fileName });
  return { row, ...(await h.app.services.storage.downloadLink(row.storageKey, row.originalName)) };
}
const get = (url: string, headers: Record<string, string> = {}) => h.app.inject({ url, headers });

describe('GET /api/files/:token/:name', () => {
  test('no bearer needed: the whole file, its type, nosniff, inline for a PDF, a private cache time', async () => {
    const { url } = await linkFor('Bài giảng.pdf', SAMPLE_BYTES.pdf);
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(SAMPLE_BYTES.pdf)).toBe(true);
    expect(response.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-length': String(SAMPLE_BYTES.pdf.length),
      'accept-ranges': 'bytes',
      'x-content-type-options': 'nosniff',
      'content-disposition': `inline; filename="Bai giang.pdf"; filename*=UTF-8''B%C3%A0i%20gi%E1%BA%A3ng.pdf`,
    });
    expect(response.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
  });

  test.each([
    ['Định tuyến.mp4', 'video/mp4', 'inline', 'Dinh tuyen.mp4', SAMPLE_BYTES.mp4],
    [
      'Bài tập "VLAN".docx',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'attachment',
      'Bai tap _VLAN_.docx',
      SAMPLE_BYTES.zip,
    ],
    ['slide.ppt', 'application/vnd.ms-powerpoint', 'attachment', 'slide.ppt', SAMPLE_BYTES.ole2],
    ['Mạng LAN.pkt', 'application/octet-stream', 'attachment', 'Mang LAN.pkt', SAMPLE_BYTES.packetTracer],
  ])('%s: %s, %s, ASCII fallback %s', async (fileName, type, disposition, ascii, bytes) => {
    const { url } = await linkFor(fileName, bytes);
    const response = await get(url);
    expect(response.headers['content-type']).toBe(type);
    const encoded = encodeURIComponent(fileName).replace(
      /['()*]/g,
      (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
    );
    expect(response.headers['content-disposition']).toBe(
      `${disposition}; filename="${ascii}"; filename*=UTF-8''${encoded}`,
    );
  });

  describe('Range requests (video seeking)', () => {
    test.each([
      ['bytes=0-99', 0, 99],
      ['bytes=500-', 500, 999],
      ['bytes=-100', 900, 999],
      ['bytes=990-5000', 990, 999],
    ])('%s: 206 with bytes %i-%i', async (range, start, end) => {
      const { url } = await linkFor('video.mp4', video);
      const response = await get(url, { range });
      expect(response.statusCode).toBe(206);
      expect(response.headers['content-range']).toBe(`bytes ${start}-${end}/1000`);
      expect(response.headers['content-length']).toBe(String(end - start + 1));
      expect(response.rawPayload.equals(video.subarray(start, end + 1))).toBe(true);
    });

    test.each([['bytes=1000-'], ['bytes=5000-6000'], ['bytes=-0']])('%s: 416 with the size', async (range) => {
      const { url } = await linkFor('video.mp4', video);
      const response = await get(url, { range });
      expect(response.statusCode).toBe(416);
      expect(response.headers['content-range']).toBe('bytes */1000');
    });

    test.each([['bytes=0-10,20-30'], ['items=0-10'], ['bytes=50-10']])(
      '%s (not understood): the whole file',
      async (range) => {
        const { url } = await linkFor('video.mp4', video);
        const response = await get(url, { range });
        expect(response.statusCode).toBe(200);
        expect(response.rawPayload.length).toBe(1000);
      },
    );
  });

  test('an expired link: 403 LINK_EXPIRED', async () => {
    const { row } = await linkFor('a.pdf', SAMPLE_BYTES.pdf);
    const { token } = h.app.services.links.sign('download', { k: row.storageKey, n: 'a.pdf' }, -1000);
    const response = await get(`/api/files/${token}/a.pdf`);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'LINK_EXPIRED' });
  });

  test('a tampered link: 403 LINK_INVALID (another key, a longer life, a wrong signature)', async () => {
    const { row, url } = await linkFor('a.pdf', SAMPLE_BYTES.pdf);
    const other = await h.createMaterial({ lessonId, bytes: SAMPLE_BYTES.pdf, fileName: 'secret.pdf' });
    const token = url.split('/')[3]!;
    const [body, mac] = token.split('.') as [string, string];
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString());
    const forge = (changes: object) =>
      `${Buffer.from(JSON.stringify({ ...claims, ...changes })).toString('base64url')}.${mac}`;
    for (const bad of [
      forge({ k: other.storageKey }),
      forge({ x: claims.x + 86_400 }),
      `${body}.${mac.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'))}`,
      `${body}.`,
      'x',
    ]) {
      const response = await get(`/api/files/${bad}/a.pdf`);
      expect(response.statusCode, bad).toBe(403);
      expect(response.json()).toMatchObject({ code: 'LINK_INVALID' });
    }
    expect(row.storageKey).not.toBe(other.storageKey);
  });

  test('an upload token is no download link', async () => {
    const { row } = await linkFor('a.pdf', SAMPLE_BYTES.pdf);
    const { token } = h.app.services.links.sign('upload', { k: row.storageKey, n: 'a.pdf' }, 60_000);
    expect((await get(`/api/files/${token}/a.pdf`)).statusCode).toBe(403);
  });

  test('a link to a deleted file: 404', async () => {
    const { row, url } = await linkFor('a.pdf', SAMPLE_BYTES.pdf);
    await h.app.services.storage.delete(row.storageKey);
    expect((await get(url)).statusCode).toBe(404);
  });
});
