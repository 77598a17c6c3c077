import { createHash } from 'node:crypto';
import { PassThrough, Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FileStorage } from './file-storage.js';
import { contentDisposition } from './http-file.js';

/** One backend, set up for the contract suite. */
export interface StorageFixture {
  storage: FileStorage;
  /** Opens a download link as the browser would (a relative one at the app). */
  fetchLink(url: string, headers?: Record<string, string>): Promise<Response>;
  /** Leaves staged bytes behind, as a process killed after its upload would. */
  leaveAbandoned(): Promise<void>;
  /** Staged files there are (committed or discarded ones are gone). */
  stagedCount(): Promise<number>;
  close(): Promise<void>;
}

const MiB = 1024 ** 2;
const UPLOAD_ID = '3f1c9a2e-5b7d-4e8f-9a0b-1c2d3e4f5a6b';

/** `size` bytes that differ from place to place (a counter hashed), in 64 KiB chunks, never held whole. */
function generated(size: number): { stream: () => Readable; sha256: string } {
  const chunk = (index: number, length: number) => {
    const block = createHash('sha256').update(String(index)).digest();
    return Buffer.alloc(length, block);
  };
  const chunks = function* () {
    for (let offset = 0, index = 0; offset < size; offset += 64 * 1024, index++)
      yield chunk(index, Math.min(64 * 1024, size - offset));
  };
  const hash = createHash('sha256');
  for (const piece of chunks()) hash.update(piece);
  return { stream: () => Readable.from(chunks()), sha256: hash.digest('hex') };
}

const sha256Of = async (body: Readable | undefined) => {
  const hash = createHash('sha256');
  for await (const piece of body ?? Readable.from([])) hash.update(piece as Buffer);
  return hash.digest('hex');
};

/** A stream that sends `bytes` and then, a moment later, fails with `message` (a refused or dropped upload). */
function failingAfter(bytes: Buffer, message: string): Readable {
  let sent = false;
  return new Readable({
    read() {
      if (sent) return void setTimeout(() => this.destroy(new Error(message)), 20);
      sent = true;
      this.push(bytes);
    },
  });
}

const text = async (body: Readable | undefined) => (body ? (await buffer(body)).toString('utf8') : undefined);

/**
 * What every FileStorage backend must do alike (docs/decisions/031): run by
 * storage.local.test.ts against the local disk and by storage.s3.test.ts against an
 * S3-compatible server.
 */
export function storageContract(name: string, setup: () => Promise<StorageFixture>): void {
  describe(`FileStorage contract: ${name}`, () => {
    let fixture: StorageFixture;
    let storage: FileStorage;
    beforeAll(async () => {
      fixture = await setup();
      storage = fixture.storage;
    });
    afterAll(() => fixture.close());

    test('put stages the bytes; commit makes them visible under the key; delete removes them', async () => {
      const staged = await storage.put(Readable.from([Buffer.from('hello '), Buffer.from('world')]));
      expect(staged.size).toBe(11);
      expect(await storage.stat('materials/hello.txt')).toBeUndefined();
      await staged.commit('materials/hello.txt');
      expect(await storage.stat('materials/hello.txt')).toEqual({ size: 11 });
      expect(await text(await storage.open('materials/hello.txt'))).toBe('hello world');
      expect(await fixture.stagedCount()).toBe(0);
      await storage.delete('materials/hello.txt');
      expect(await storage.stat('materials/hello.txt')).toBeUndefined();
      expect(await storage.open('materials/hello.txt')).toBeUndefined();
      await storage.delete('materials/hello.txt');
    });

    test('open reads byte ranges: the first byte, the middle, and up to the end when the range runs past it', async () => {
      await (await storage.put(Readable.from([Buffer.from('0123456789')]))).commit('materials/digits.txt');
      expect(await text(await storage.open('materials/digits.txt', { start: 0, end: 0 }))).toBe('0');
      expect(await text(await storage.open('materials/digits.txt', { start: 3, end: 6 }))).toBe('3456');
      expect(await text(await storage.open('materials/digits.txt', { start: 7, end: 100 }))).toBe('789');
    });

    test('an empty file is a file', async () => {
      const staged = await storage.put(Readable.from([]));
      expect(staged.size).toBe(0);
      await staged.commit('materials/empty.txt');
      expect(await storage.stat('materials/empty.txt')).toEqual({ size: 0 });
    });

    test('a 20 MB file streams in and back whole, byte for byte', { timeout: 60_000 }, async () => {
      const file = generated(20 * 1000 * 1000);
      const staged = await storage.put(file.stream());
      expect(staged.size).toBe(20 * 1000 * 1000);
      await staged.commit('materials/lecture.mp4');
      expect(await storage.stat('materials/lecture.mp4')).toEqual({ size: 20 * 1000 * 1000 });
      expect(await sha256Of(await storage.open('materials/lecture.mp4'))).toBe(file.sha256);
      const tail = await buffer(
        (await storage.open('materials/lecture.mp4', { start: 20 * 1000 * 1000 - 10, end: 20 * 1000 * 1000 - 1 }))!,
      );
      expect(tail).toHaveLength(10);
    });

    test.each([
      ['a small', Buffer.from('the first bytes')],
      ['a large (past one multipart part)', Buffer.alloc(9 * MiB, 7)],
    ])(
      '%s upload whose stream fails rejects with its error and leaves nothing',
      { timeout: 30_000 },
      async (_kind, sent) => {
        await expect(storage.put(failingAfter(sent, 'refused'))).rejects.toThrow('refused');
        expect(await fixture.stagedCount()).toBe(0);
      },
    );

    test('discard throws staged bytes away', async () => {
      const staged = await storage.put(Readable.from([Buffer.from('x')]));
      await staged.discard();
      expect(await fixture.stagedCount()).toBe(0);
    });

    test.each([['../escape'], ['/etc/passwd'], ['a/../../b'], ['.hidden'], ['.tmp/x'], ['']])(
      'refuses the key %j',
      async (key) => {
        await expect(storage.stat(key)).rejects.toThrow('invalid storage key');
        await expect(storage.downloadLink(key, 'x.pdf')).rejects.toThrow('invalid storage key');
      },
    );

    test('removeAbandoned drops what a killed process left staged, never what an upload of this one is writing or holds', async () => {
      await fixture.leaveAbandoned();
      const staged = await storage.put(Readable.from([Buffer.from('staged, not yet committed')]));
      const writing = new PassThrough();
      const putting = storage.put(writing);
      writing.write('half of a file');

      expect(await storage.removeAbandoned()).toBe(1);
      writing.end(' and the rest');
      await (await putting).commit('materials/finished.txt');
      await staged.commit('materials/staged.txt');
      expect(await text(await storage.open('materials/finished.txt'))).toBe('half of a file and the rest');
      expect(await text(await storage.open('materials/staged.txt'))).toBe('staged, not yet committed');
      expect(await fixture.stagedCount()).toBe(0);
      expect(await storage.removeAbandoned()).toBe(0);
    });

    describe('download links', () => {
      const name = 'Đề cương (2026).pdf';
      beforeAll(async () => {
        await (await storage.put(Readable.from([Buffer.from('%PDF-0123456789')]))).commit('materials/outline.pdf');
      });

      test('open the file with its type, its disposition and its Vietnamese name, until they expire', async () => {
        const before = Date.now();
        const link = await storage.downloadLink('materials/outline.pdf', name);
        expect(link.expiresAt.getTime()).toBeGreaterThan(before + 60_000);
        const response = await fixture.fetchLink(link.url);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe('application/pdf');
        expect(response.headers.get('content-disposition')).toBe(contentDisposition(name));
        expect(await response.text()).toBe('%PDF-0123456789');
      });

      test('a type the browser should not open is an attachment', async () => {
        const response = await fixture.fetchLink(
          (await storage.downloadLink('materials/outline.pdf', 'bảng điểm.xlsx')).url,
        );
        expect(response.headers.get('content-type')).toBe(
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        );
        expect(response.headers.get('content-disposition')).toMatch(/^attachment; /);
      });

      test.each([
        ['bytes=0-0', 206, '%', 'bytes 0-0/15'],
        ['bytes=5-8', 206, '0123', 'bytes 5-8/15'],
        ['bytes=-3', 206, '789', 'bytes 12-14/15'],
        ['bytes=10-999', 206, '56789', 'bytes 10-14/15'],
      ])('answer the range %s (video seeking)', async (range, status, body, contentRange) => {
        const response = await fixture.fetchLink((await storage.downloadLink('materials/outline.pdf', name)).url, {
          range,
        });
        expect(response.status).toBe(status);
        expect(response.headers.get('content-range')).toBe(contentRange);
        expect(await response.text()).toBe(body);
      });

      test('a range past the end is 416', async () => {
        const response = await fixture.fetchLink((await storage.downloadLink('materials/outline.pdf', name)).url, {
          range: 'bytes=15-',
        });
        expect(response.status).toBe(416);
      });

      test('a link to a file since deleted is 404', async () => {
        await (await storage.put(Readable.from([Buffer.from('soon gone')]))).commit('materials/gone.pdf');
        const link = await storage.downloadLink('materials/gone.pdf', 'gone.pdf');
        await storage.delete('materials/gone.pdf');
        expect((await fixture.fetchLink(link.url)).status).toBe(404);
      });
    });

    describe('partial files (resumable uploads)', () => {
      test('grow piece by piece; a piece cut short keeps what arrived; handed in they become one file', async () => {
        const partial = storage.partial(UPLOAD_ID);
        expect(await partial.size()).toBe(0);
        expect(await partial.append(Readable.from([Buffer.from('%PDF-')]))).toBe(5);
        await expect(partial.append(failingAfter(Buffer.from('abc'), 'connection dropped'))).rejects.toThrow(
          'connection dropped',
        );
        expect(await partial.size()).toBe(8);
        expect(await storage.partialIds()).toContain(UPLOAD_ID);
        expect(await partial.append(Readable.from([Buffer.from('defg')]))).toBe(12);
        expect((await partial.head(6)).toString()).toBe('%PDF-a');
        expect((await partial.head(100)).toString()).toBe('%PDF-abcdefg');

        const staged = partial.staged(12);
        await staged.discard(); // a failed hand-in keeps the bytes for another try
        expect(await partial.size()).toBe(12);
        await staged.commit('hand-ins/resumed.pdf');
        expect(await text(await storage.open('hand-ins/resumed.pdf'))).toBe('%PDF-abcdefg');
        expect(await storage.partialIds()).not.toContain(UPLOAD_ID);
      });

      test('a large upload in pieces of any size comes out byte for byte', { timeout: 60_000 }, async () => {
        const id = '0b7e4d2c-8a9f-4c1b-9e3d-5f6a7b8c9d0e';
        const file = generated(11 * MiB + 5);
        const whole = await buffer(file.stream());
        const partial = storage.partial(id);
        for (const [start, end] of [
          [0, 3 * MiB],
          [3 * MiB, 9 * MiB + 1],
          [9 * MiB + 1, whole.length],
        ] as const) {
          expect(await partial.append(Readable.from([whole.subarray(start, end)]))).toBe(end);
        }
        await partial.staged(whole.length).commit('hand-ins/capture.pcapng');
        expect(await storage.stat('hand-ins/capture.pcapng')).toEqual({ size: whole.length });
        expect(await sha256Of(await storage.open('hand-ins/capture.pcapng'))).toBe(file.sha256);
      });

      test('remove drops the bytes; removing none is fine; ids are checked', async () => {
        const id = '6d5c4b3a-2f1e-4d0c-8b9a-7e6f5d4c3b2a';
        await storage.partial(id).append(Readable.from([Buffer.from('bytes')]));
        expect(await storage.partialIds()).toContain(id);
        await storage.partial(id).remove();
        await storage.partial(id).remove();
        expect(await storage.partialIds()).not.toContain(id);
        expect(await storage.partial(id).size()).toBe(0);
        expect(() => storage.partial('../../etc')).toThrow('invalid upload id');
      });
    });
  });
}
