import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app.js';
import { filesUnder } from '../../../test/files.js';
import { materials } from '../../db/schema/index.js';

/** Uploads over a real socket: streaming without buffering, and interrupted uploads. */
let h: TestApp;
let token = '';
let lessonId = 0;

beforeAll(async () => {
  h = await buildTestApp({ listen: true });
  const teacher = await h.createUser({ role: 'teacher' });
  token = await h.loginAs(teacher);
  const course = await h.createCourse({ categoryId: (await h.createCategory()).id, teacherId: teacher.id });
  lessonId = (await h.createLesson({ courseId: course.id })).id;
});
afterAll(async () => {
  await h?.close();
});

async function createPending(fileName: string, size: number) {
  const response = await h.app.inject({
    method: 'POST',
    url: '/api/materials',
    headers: h.authHeader(token),
    payload: { title: 'Video', lesson_id: lessonId, file_name: fileName, file_size: size },
  });
  return response.json<{ material: { id: number }; uploadUrl: string }>();
}
const rowOf = async (id: number) => (await h.db.select().from(materials).where(eq(materials.id, id)))[0];

const CHUNK = 64 * 1024;
const FIRST = Buffer.alloc(CHUNK, 0x20);
FIRST.write('%PDF-1.7\n');
/** The same buffer is sent again and again: the client side allocates nothing per chunk. */
const REST = Buffer.alloc(CHUNK, 0x20);

interface UploadOptions {
  declared?: number;
  /** Cut the connection after this many chunks. */
  stopAfter?: number;
  /** Called before each chunk; the upload waits while it runs. */
  beforeChunk?: (index: number) => Promise<void> | void;
}

/** PUTs `chunks` 64 KiB chunks, waiting for the socket to drain as a browser does; answers the status. */
function upload(url: string, chunks: number, options: UploadOptions = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const headers =
      options.declared === undefined
        ? { 'transfer-encoding': 'chunked' }
        : { 'content-length': String(options.declared) };
    const request = http.request(`${h.url}${url}`, { method: 'PUT', headers, agent: false });
    request.on('response', (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on('error', (error) => (options.stopAfter === undefined ? reject(error) : resolve(0)));
    void (async () => {
      for (let i = 0; i < chunks; i++) {
        if (i === options.stopAfter) return void request.destroy();
        await options.beforeChunk?.(i);
        if (!request.write(i === 0 ? FIRST : REST)) await new Promise((done) => request.once('drain', done));
      }
      request.end();
    })();
  });
}

const tmpBytes = () => {
  const dir = path.join(h.dataDir, 'files', '.tmp');
  return filesUnder(dir).reduce((sum, name) => sum + fs.statSync(path.join(dir, name)).size, 0);
};

describe('streaming uploads', () => {
  test('bytes reach the disk while the client is still sending (the body is never buffered)', async () => {
    const chunks = 256;
    const { material, uploadUrl } = await createPending('streamed.pdf', chunks * CHUNK);
    const status = await upload(uploadUrl, chunks, {
      declared: chunks * CHUNK,
      // Halfway through, wait until most of what was sent is already in the temporary file.
      beforeChunk: async (i) => {
        if (i === chunks / 2)
          await vi.waitFor(() => expect(tmpBytes()).toBeGreaterThanOrEqual((chunks / 4) * CHUNK), { timeout: 5000 });
      },
    });
    expect(status).toBe(200);
    expect(await rowOf(material.id)).toMatchObject({ status: 'ready', fileSize: chunks * CHUNK });
  });

  test('128 MiB upload: memory stays far below the size of the file', async () => {
    const chunks = 2048;
    const size = chunks * CHUNK;
    const { material, uploadUrl } = await createPending('big.pdf', size);
    const baseline = process.memoryUsage();
    const peak = { rss: baseline.rss, arrayBuffers: baseline.arrayBuffers };
    const status = await upload(uploadUrl, chunks, {
      declared: size,
      beforeChunk: (i) => {
        if (i % 32 !== 0) return;
        const now = process.memoryUsage();
        peak.rss = Math.max(peak.rss, now.rss);
        peak.arrayBuffers = Math.max(peak.arrayBuffers, now.arrayBuffers);
      },
    });
    expect(status).toBe(200);
    expect(await rowOf(material.id)).toMatchObject({ status: 'ready', fileSize: size });
    const mib = (bytes: number) => Math.round(bytes / 1024 / 1024);
    // Holding the body would add at least 128 MiB; what is measured is garbage not yet collected.
    const growth = { buffers: mib(peak.arrayBuffers - baseline.arrayBuffers), rss: mib(peak.rss - baseline.rss) };
    expect(growth.buffers, `Buffer memory growth in MiB (${JSON.stringify(growth)})`).toBeLessThan(64);
    expect(growth.rss, `RSS growth in MiB (${JSON.stringify(growth)})`).toBeLessThan(96);
  });

  test('a chunked body longer than declared is cut off at the limit: 413, nothing left', async () => {
    const files = filesUnder(path.join(h.dataDir, 'files'));
    const { material, uploadUrl } = await createPending('over.pdf', 3 * CHUNK);
    expect(await upload(uploadUrl, 50)).toBe(413);
    expect(await rowOf(material.id)).toBeUndefined();
    expect(filesUnder(path.join(h.dataDir, 'files'))).toEqual(files);
  });

  test('an interrupted upload leaves no material and no file (not even a partial one)', async () => {
    const files = filesUnder(path.join(h.dataDir, 'files'));
    const size = 200 * CHUNK;
    const { material, uploadUrl } = await createPending('cut.pdf', size);
    await upload(uploadUrl, 200, { declared: size, stopAfter: 20 });
    await vi.waitFor(async () => expect(await rowOf(material.id)).toBeUndefined(), { timeout: 5000 });
    await vi.waitFor(() => expect(filesUnder(path.join(h.dataDir, 'files'))).toEqual(files), { timeout: 5000 });
  });
});
