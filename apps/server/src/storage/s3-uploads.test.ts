import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startS3Server, type TestS3Server } from '../../test/s3-server.js';
import { SAMPLE_BYTES } from '../../test/files.js';
import {
  assignmentFixture,
  call,
  publishedAssignment,
  type AssignmentFixture,
} from '../modules/assignments/assignments.fixtures.js';
import { contentDisposition } from './http-file.js';

/** The app on STORAGE=s3: uploads land in the bucket and the links the app hands out open there. */
let s3: TestS3Server;
let f: AssignmentFixture;
beforeAll(async () => {
  s3 = await startS3Server();
  f = await assignmentFixture({ env: s3.env });
});
afterAll(async () => {
  await f?.h.close();
  await s3?.close();
});

const pdf = Buffer.concat([
  SAMPLE_BYTES.pdf,
  Buffer.from(Array.from({ length: 100_000 - SAMPLE_BYTES.pdf.length }, (_, i) => i % 251)),
]);
const bytesOf = async (response: Response) => Buffer.from(await response.arrayBuffer());
const atTheBucket = (url: string) =>
  expect(url.startsWith(`${s3.settings.endpoint}/${s3.settings.bucket}/`), url).toBe(true);

describe('STORAGE=s3', () => {
  test('a material: uploaded through the app, opened from the bucket with its type, name and ranges; deleted with its file', async () => {
    const created = await call(f.h, 'POST', '/api/materials', f.tokens.teacher, {
      title: 'Mô hình OSI',
      lesson_id: f.lessonId,
      file_name: 'Mô hình OSI.pdf',
      file_size: pdf.length,
    });
    expect(created.statusCode, created.body).toBe(201);
    const { material: pending, uploadUrl } = created.json<{ material: { id: number }; uploadUrl: string }>();
    const uploaded = await f.h.app.inject({
      method: 'PUT',
      url: uploadUrl,
      payload: pdf,
      headers: { 'content-type': 'application/pdf' },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const { url } = uploaded.json<{ material: { url: string } }>().material;
    atTheBucket(url);

    const file = await fetch(url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toBe(contentDisposition('Mô hình OSI.pdf'));
    expect((await bytesOf(file)).equals(pdf)).toBe(true);
    const head = await fetch(url, { headers: { range: 'bytes=0-4' } });
    expect([head.status, await head.text()]).toEqual([206, '%PDF-']);

    expect((await call(f.h, 'DELETE', `/api/materials/${pending.id}`, f.tokens.teacher)).statusCode).toBe(200);
    expect((await fetch(url)).status).toBe(404);
  });

  test('a resumable hand-in: pieces kept in the bucket, handed in whole, opened from the bucket', async () => {
    const assignmentId = await publishedAssignment(f, { allowed_types: ['pdf'] });
    const started = await call(f.h, 'POST', `/api/assignments/${assignmentId}/hand-in-uploads`, f.tokens.student, {
      file_name: 'Báo cáo.pdf',
      file_size: pdf.length,
    });
    expect(started.statusCode, started.body).toBe(201);
    const { id } = started.json<{ upload: { id: string } }>().upload;
    for (const [from, to] of [
      [0, 39_999],
      [40_000, pdf.length - 1],
    ] as const) {
      const piece = await f.h.app.inject({
        method: 'PUT',
        url: `/api/hand-in-uploads/${id}`,
        headers: {
          ...f.h.authHeader(f.tokens.student),
          'content-type': 'application/octet-stream',
          'content-range': `bytes ${from}-${to}/${pdf.length}`,
        },
        payload: pdf.subarray(from, to + 1),
      });
      expect(piece.statusCode, piece.body).toBe(200);
      expect(piece.json().upload.offset).toBe(to + 1);
    }
    const handed = await call(f.h, 'POST', `/api/assignments/${assignmentId}/hand-ins/from-uploads`, f.tokens.student, {
      upload_ids: [id],
    });
    expect(handed.statusCode, handed.body).toBe(201);
    const { url } = handed.json<{ hand_in: { files: Array<{ url: string }> } }>().hand_in.files[0]!;
    atTheBucket(url);
    expect((await bytesOf(await fetch(url))).equals(pdf)).toBe(true);
    expect(await f.h.app.services.storage.partialIds()).toEqual([]);
  });

  test('the pages may load pictures, videos, PDFs and previews from the bucket; the sweeps run on it', async () => {
    // A page's policy (API answers carry one that loads nothing).
    const csp = (await f.h.app.inject({ url: '/dashboard' })).headers['content-security-policy'] as string;
    for (const directive of ['img-src', 'media-src', 'frame-src', 'connect-src'])
      expect(csp).toMatch(new RegExp(`${directive} [^;]*${s3.settings.endpoint}`));
    expect(await f.h.app.services.uploads.sweep()).toEqual({ materials: 0, files: 0 });
    expect(await f.h.app.services.handInUploads.sweep()).toBe(0);
  });
});
