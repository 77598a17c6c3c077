import path from 'node:path';
import { PassThrough } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { HAND_IN_UPLOADS_PER_ASSIGNMENT, type HandInUpload } from '@netclass/shared';
import { filesUnder, SAMPLE_BYTES } from '../../../test/files.js';
import { handInUploads } from '../../db/schema/index.js';
import { assignmentFixture, call, publishedAssignment, type AssignmentFixture } from './assignments.fixtures.js';

let f: AssignmentFixture;
let assignmentId = 0;
beforeAll(async () => {
  f = await assignmentFixture();
  assignmentId = await publishedAssignment(f, { allowed_types: ['pdf', 'pkt'] });
});
afterAll(async () => {
  await f?.h.close();
});

/** A PDF of 100 kB: a signature, then bytes that say where they are. */
const pdf = Buffer.concat([
  SAMPLE_BYTES.pdf,
  Buffer.from(Array.from({ length: 100_000 - SAMPLE_BYTES.pdf.length }, (_, i) => i % 251)),
]);
const start = async (
  body: object = { file_name: 'Báo cáo.pdf', file_size: pdf.length },
  token = f.tokens.student,
  id = assignmentId,
) => call(f.h, 'POST', `/api/assignments/${id}/hand-in-uploads`, token, body);
const started = async (size = pdf.length, name = 'Báo cáo.pdf') => {
  const response = await start({ file_name: name, file_size: size });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().upload as HandInUpload;
};
const piece = (
  id: string,
  from: number,
  to: number,
  bytes: Buffer = pdf,
  token = f.tokens.student,
  total = bytes.length,
) =>
  f.h.app.inject({
    method: 'PUT',
    url: `/api/hand-in-uploads/${id}`,
    headers: {
      ...f.h.authHeader(token),
      'content-type': 'application/octet-stream',
      'content-range': `bytes ${from}-${to}/${total}`,
    },
    payload: bytes.subarray(from, to + 1),
  });
const offsetOf = async (id: string, token = f.tokens.student) => {
  const response = await call(f.h, 'GET', `/api/hand-in-uploads/${id}`, token);
  return response.statusCode === 200 ? (response.json().upload.offset as number) : response.statusCode;
};
const handIn = (ids: string[], token = f.tokens.student) =>
  call(f.h, 'POST', `/api/assignments/${assignmentId}/hand-ins/from-uploads`, token, { upload_ids: ids });
const partials = () => filesUnder(path.join(f.h.dataDir, 'files', '.partial'));

describe('resumable hand-in uploads', () => {
  test('pieces at the offset, the offset asked again, then handed in whole as a version', async () => {
    const upload = await started();
    expect(upload).toMatchObject({ file_name: 'Báo cáo.pdf', size: pdf.length, offset: 0 });
    expect((await piece(upload.id, 0, 39_999)).json().upload.offset).toBe(40_000);
    expect(await offsetOf(upload.id)).toBe(40_000);
    const last = await piece(upload.id, 40_000, pdf.length - 1);
    expect(last.statusCode, last.body).toBe(200);
    expect(last.json().upload.offset).toBe(pdf.length);

    const handed = await handIn([upload.id]);
    expect(handed.statusCode, handed.body).toBe(201);
    expect(handed.json().hand_in.files).toEqual([expect.objectContaining({ name: 'Báo cáo.pdf', size: pdf.length })]);
    const download = await f.h.app.inject({ method: 'GET', url: handed.json().hand_in.files[0].url });
    expect(download.rawPayload.equals(pdf)).toBe(true);
    expect(await offsetOf(upload.id)).toBe(404);
    expect(partials()).toEqual([]);
  });

  test('a dropped connection keeps the bytes that arrived; the client resumes from the offset', async () => {
    const upload = await started();
    // The request's body stream fails after 30,000 bytes, as when the connection drops.
    const body = new PassThrough();
    const receiving = f.h.app.services.handInUploads.receive(
      { id: f.students[0]!.id, role: 'student' },
      upload.id,
      `bytes 0-${pdf.length - 1}/${pdf.length}`,
      body,
    );
    body.write(pdf.subarray(0, 30_000));
    await new Promise((resolve) => setTimeout(resolve, 100));
    body.destroy(Object.assign(new Error('aborted'), { code: 'ECONNRESET' }));
    await expect(receiving).rejects.toMatchObject({ statusCode: 400, code: 'UPLOAD_INCOMPLETE' });
    const offset = await offsetOf(upload.id);
    expect(offset).toBe(30_000);
    expect((await piece(upload.id, 30_000, pdf.length - 1)).json().upload.offset).toBe(pdf.length);
    expect((await handIn([upload.id])).statusCode).toBe(201);
  });

  test('a piece at the wrong offset is 409 and writes nothing; a range past the declared size is 416; no or a bad Content-Range is 400', async () => {
    const upload = await started();
    await piece(upload.id, 0, 9_999);
    const ahead = await piece(upload.id, 20_000, 29_999);
    expect(ahead.statusCode).toBe(409);
    expect(ahead.json().code).toBe('UPLOAD_OFFSET_MISMATCH');
    expect((await piece(upload.id, 0, 9_999)).statusCode).toBe(409);
    expect(await offsetOf(upload.id)).toBe(10_000);
    expect(
      (await piece(upload.id, 10_000, pdf.length, Buffer.concat([pdf, Buffer.from('x')]), f.tokens.student, pdf.length))
        .statusCode,
    ).toBe(416);
    expect((await piece(upload.id, 10_000, 19_999, pdf, f.tokens.student, pdf.length + 1)).statusCode).toBe(416);
    const noRange = await f.h.app.inject({
      method: 'PUT',
      url: `/api/hand-in-uploads/${upload.id}`,
      headers: { ...f.h.authHeader(f.tokens.student), 'content-type': 'application/octet-stream' },
      payload: pdf.subarray(10_000, 20_000),
    });
    expect(noRange.statusCode).toBe(400);
    expect(await offsetOf(upload.id)).toBe(10_000);
  });

  test('not complete: handing in is 409; content that does not fit the extension is 415 at the last piece and the upload is gone', async () => {
    const upload = await started();
    await piece(upload.id, 0, 9_999);
    expect((await handIn([upload.id])).json().code).toBe('UPLOAD_INCOMPLETE');
    const fake = Buffer.concat([SAMPLE_BYTES.zip, Buffer.alloc(5_000, 1)]);
    const wrong = await started(fake.length, 'bao-cao.pdf');
    expect((await piece(wrong.id, 0, fake.length - 1, fake)).statusCode).toBe(415);
    expect(await offsetOf(wrong.id)).toBe(404);
  });

  test('the assignment’s rules at the start: type 415, size 413, empty and a bad name 400, a closed assignment 409', async () => {
    expect((await start({ file_name: 'lab.docx', file_size: 10 })).statusCode).toBe(415);
    expect((await start({ file_name: 'lab.pdf', file_size: 1024 ** 2 + 1 })).statusCode).toBe(413);
    expect((await start({ file_name: 'lab.pdf', file_size: 0 })).statusCode).toBe(400);
    expect((await start({ file_name: 'lab\u0007.pdf', file_size: 10 })).statusCode).toBe(400);
    expect((await start({ file_name: 'lab.pdf' })).statusCode).toBe(400);
    const closed = await publishedAssignment(f, {
      due_at: new Date(Date.now() - 2 * 86_400_000).toISOString(),
      accepts_until: new Date(Date.now() - 86_400_000).toISOString(),
    });
    expect((await start(undefined, f.tokens.student, closed)).json().code).toBe('HAND_IN_CLOSED');
  });

  test('who: 401 signed out; a teacher 403; another student’s upload 404 to read, send, hand in and cancel', async () => {
    expect(
      (
        await call(f.h, 'POST', `/api/assignments/${assignmentId}/hand-in-uploads`, undefined, {
          file_name: 'a.pdf',
          file_size: 10,
        })
      ).statusCode,
    ).toBe(401);
    expect((await start(undefined, f.tokens.teacher)).statusCode).toBe(403);
    const upload = await started();
    expect((await call(f.h, 'GET', `/api/hand-in-uploads/${upload.id}`)).statusCode).toBe(401);
    expect(await offsetOf(upload.id, f.tokens.otherStudent)).toBe(404);
    expect((await piece(upload.id, 0, 9_999, pdf, f.tokens.otherStudent)).statusCode).toBe(404);
    expect((await handIn([upload.id], f.tokens.otherStudent)).statusCode).toBe(404);
    expect((await call(f.h, 'DELETE', `/api/hand-in-uploads/${upload.id}`, f.tokens.otherStudent)).statusCode).toBe(
      404,
    );
    expect((await call(f.h, 'GET', '/api/hand-in-uploads/not-a-uuid', f.tokens.student)).statusCode).toBe(400);
    expect(await offsetOf(upload.id)).toBe(0);
  });

  test('cancel removes the bytes; the sweep drops an upload a day after its last piece, and bytes with no upload', async () => {
    const cancelled = await started();
    await piece(cancelled.id, 0, 9_999);
    expect((await call(f.h, 'DELETE', `/api/hand-in-uploads/${cancelled.id}`, f.tokens.student)).statusCode).toBe(204);
    expect(partials()).not.toContain(cancelled.id);

    const stale = await started();
    const fresh = await started();
    await piece(stale.id, 0, 9_999);
    await piece(fresh.id, 0, 9_999);
    await f.h.db
      .update(handInUploads)
      .set({ touchedAt: sql`now() - interval '25 hours'` })
      .where(eq(handInUploads.id, stale.id));
    await f.h.app.services.handInUploads.sweep();
    expect(await offsetOf(stale.id)).toBe(404);
    expect(partials()).not.toContain(stale.id);
    expect(await offsetOf(fresh.id)).toBe(10_000);
  });

  test('at most the limit of unfinished uploads per assignment (409)', async () => {
    await f.h.db.delete(handInUploads);
    for (let i = 0; i < HAND_IN_UPLOADS_PER_ASSIGNMENT; i++) await started(100);
    expect((await start({ file_name: 'a.pdf', file_size: 100 })).json().code).toBe('HAND_IN_UPLOADS_LIMIT');
  });
});
