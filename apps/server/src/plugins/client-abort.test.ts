import http from 'node:http';
import path from 'node:path';
import type { IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { filesUnder } from '../../test/files.js';
import { classAnnouncements } from '../db/schema/index.js';
import { closedByClient } from '../lib/client-gone.js';

/** A client that goes away mid-request (a closed tab) is not a server error. */
let h: TestApp;
let token = '';

beforeAll(async () => {
  h = await buildTestApp({ listen: true });
  token = await h.loginAs(await h.createUser({ role: 'teacher' }));
});
afterAll(async () => {
  // close() fails the file if the app logged anything at error level.
  await h?.close();
});

/** Log lines (parsed) the app writes at info level and above while `run` runs. */
async function logsDuring(run: () => Promise<void>): Promise<Array<{ level: number; msg: string }>> {
  h.app.log.level = 'info';
  try {
    await run();
  } finally {
    h.app.log.level = 'error';
  }
  return h.errorLogs.splice(0).map((line) => JSON.parse(line) as { level: number; msg: string });
}

/** Sends the start of a body that claims to be far longer, then closes the connection. */
function sendPartOf(url: string, headers: Record<string, string>, start: Buffer): Promise<void> {
  return new Promise((resolve) => {
    const request = http.request(`${h.url}${url}`, {
      method: 'POST',
      headers: { ...headers, 'content-length': String(10 * 1024 * 1024) },
      agent: false,
    });
    request.on('error', () => undefined);
    request.on('close', () => resolve());
    request.write(start, () => request.destroy());
  });
}

describe('a request cut off by its client', () => {
  test('an announcement with a file, cut mid-file: logged at info as a client abort, no error, nothing kept', async () => {
    const boundary = 'cut-off-boundary';
    const start = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="content"\r\n\r\nBài tập\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="attachment"; filename="a.pdf"\r\nContent-Type: ` +
        `application/pdf\r\n\r\n%PDF-1.7\n${' '.repeat(200_000)}`,
    );
    const logs = await logsDuring(async () => {
      await sendPartOf(
        '/api/announcements',
        { ...h.authHeader(token), 'content-type': `multipart/form-data; boundary=${boundary}` },
        start,
      );
      await vi.waitFor(() => expect(h.errorLogs.join('')).toContain('the client closed the request'));
    });
    expect(logs.filter((line) => line.level >= 40)).toEqual([]);
    expect(logs).toContainEqual(
      expect.objectContaining({ level: 30, msg: 'the client closed the request before it was answered' }),
    );
    expect(await h.db.select().from(classAnnouncements)).toEqual([]);
    await vi.waitFor(() => expect(filesUnder(path.join(h.dataDir, 'files', '.tmp'))).toEqual([]));
  });
});

describe('closedByClient', () => {
  const request = (destroyed: boolean) => ({ destroyed, socket: { destroyed } }) as unknown as IncomingMessage;
  const aborted = Object.assign(new Error('aborted'), { code: 'ECONNRESET' });

  test('a client error on a closed connection: yes', () => {
    expect(closedByClient(aborted, request(true))).toBe(true);
    expect(
      closedByClient(
        Object.assign(new Error('Premature close'), { code: 'ERR_STREAM_PREMATURE_CLOSE' }),
        request(true),
      ),
    ).toBe(true);
  });

  test('the same error while the client is still connected (e.g. a reset database connection): no', () => {
    expect(closedByClient(aborted, request(false))).toBe(false);
  });

  test('another failure, even on a closed connection: no', () => {
    expect(closedByClient(new Error('boom'), request(true))).toBe(false);
    expect(closedByClient(undefined, request(true))).toBe(false);
  });
});
