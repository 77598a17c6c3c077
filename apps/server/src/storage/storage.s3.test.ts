import { PutObjectCommand } from '@aws-sdk/client-s3';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startS3Server, type TestS3Server } from '../../test/s3-server.js';
import { downloadOrigin } from './http-file.js';
import { s3Client, S3Storage } from './s3.js';
import { S3Bucket } from './s3-bucket.js';
import { storageContract } from './storage-contract.js';

const HOUR = 60 * 60 * 1000;

storageContract('S3 (s3rver)', async () => {
  const server = await startS3Server();
  // Nothing here is held by another instance: a leftover counts at once.
  const storage = new S3Storage(server.settings, { linkTtlMs: HOUR, abandonedAfterMs: 0 });
  const bucket = new S3Bucket(s3Client(server.settings), server.settings.bucket);
  return {
    storage,
    fetchLink: (url, headers) => fetch(url, { headers }),
    leaveAbandoned: () => bucket.put('.tmp/left-by-a-killed-process', Buffer.from('x')),
    stagedCount: async () => (await bucket.list('.tmp/')).length,
    close: () => server.close(),
  };
});

describe('S3Storage', () => {
  let server: TestS3Server;
  beforeAll(async () => {
    server = await startS3Server();
  });
  afterAll(() => server.close());

  test('a download link is a presigned GET at the bucket, valid as long as the app says', async () => {
    const storage = new S3Storage(server.settings, { linkTtlMs: HOUR, abandonedAfterMs: HOUR });
    const url = new URL((await storage.downloadLink('materials/a.pdf', 'a.pdf')).url);
    expect(url.origin).toBe(server.settings.endpoint);
    expect(url.pathname).toBe('/netclass-test/materials/a.pdf');
    expect(url.searchParams.get('X-Amz-Expires')).toBe('3600');
    expect(url.searchParams.get('response-content-type')).toBe('application/pdf');
    expect(url.searchParams.get('response-cache-control')).toBe('private, max-age=3600');
  });

  test('with S3_PUBLIC_ENDPOINT the links point there, and the pages may load files from there', async () => {
    const storage = new S3Storage(
      { ...server.settings, publicEndpoint: 'https://files.example.edu.vn' },
      { linkTtlMs: HOUR, abandonedAfterMs: HOUR },
    );
    expect((await storage.downloadLink('materials/a.pdf', 'a.pdf')).url).toMatch(
      /^https:\/\/files\.example\.edu\.vn\/netclass-test\/materials\/a\.pdf\?/,
    );
    expect(await downloadOrigin(storage)).toBe('https://files.example.edu.vn');
  });

  test('removeAbandoned leaves staged objects younger than its delay: another instance may be about to commit them', async () => {
    const storage = new S3Storage(server.settings, { linkTtlMs: HOUR, abandonedAfterMs: HOUR });
    await s3Client(server.settings).send(
      new PutObjectCommand({ Bucket: server.settings.bucket, Key: '.tmp/another-instance', Body: 'x' }),
    );
    expect(await storage.removeAbandoned()).toBe(0);
    const staged = await storage.put(Readable.from([Buffer.from('mine')]));
    expect(await new S3Storage(server.settings, { linkTtlMs: HOUR, abandonedAfterMs: 0 }).removeAbandoned()).toBe(2);
    await expect(staged.commit('materials/mine.txt')).rejects.toThrow();
  });
});
