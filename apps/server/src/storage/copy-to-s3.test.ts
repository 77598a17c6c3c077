import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startS3Server, type TestS3Server } from '../../test/s3-server.js';
import { copyLocalFilesToS3 } from './copy-to-s3.js';
import { S3Storage } from './s3.js';

let s3: TestS3Server;
const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'netclass-files-'));
const UPLOAD_ID = '9c8b7a6f-5e4d-4c3b-8a2f-1e0d9c8b7a6f';
const write = (name: string, bytes: Buffer | string) => {
  fs.mkdirSync(path.dirname(path.join(filesDir, name)), { recursive: true });
  fs.writeFileSync(path.join(filesDir, name), bytes);
};
beforeAll(async () => {
  s3 = await startS3Server();
  write('materials/a.pdf', '%PDF-a');
  write('hand-ins/b.zip', Buffer.alloc(9 * 1024 ** 2, 3)); // past one multipart part
  write(`.partial/${UPLOAD_ID}`, '%PDF-half');
  write('.tmp/staged-by-a-running-upload', 'x');
  write('Not A Key!.txt', 'x');
});
afterAll(async () => {
  await s3?.close();
  fs.rmSync(filesDir, { recursive: true, force: true });
});

test('copies every file and partial upload under its key, skips what is there with the same size, names what it cannot copy', async () => {
  const first = await copyLocalFilesToS3(filesDir, s3.settings);
  expect(first).toEqual({
    copied: 3,
    bytes: 6 + 9 * 1024 ** 2 + 9,
    skipped: 0,
    failed: [expect.stringMatching(/^Not A Key!\.txt: invalid storage key/)],
  });
  const storage = new S3Storage(s3.settings, { linkTtlMs: 60_000, abandonedAfterMs: 0 });
  expect((await buffer((await storage.open('materials/a.pdf'))!)).toString()).toBe('%PDF-a');
  expect(await storage.stat('hand-ins/b.zip')).toEqual({ size: 9 * 1024 ** 2 });
  expect((await storage.partial(UPLOAD_ID).head(100)).toString()).toBe('%PDF-half');
  expect(await storage.removeAbandoned()).toBe(0);

  write('materials/a.pdf', '%PDF-a, replaced');
  write(`.partial/${UPLOAD_ID}`, '%PDF-half and more');
  const again = await copyLocalFilesToS3(filesDir, s3.settings);
  expect(again).toMatchObject({ copied: 2, skipped: 1 });
  expect((await buffer((await storage.open('materials/a.pdf'))!)).toString()).toBe('%PDF-a, replaced');
  expect((await storage.partial(UPLOAD_ID).head(100)).toString()).toBe('%PDF-half and more');
  expect(await copyLocalFilesToS3(filesDir, s3.settings)).toMatchObject({ copied: 0, skipped: 3 });
});
