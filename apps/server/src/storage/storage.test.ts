import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, describe, expect, test, vi } from 'vitest';
import { z } from 'zod';
import { filesUnder } from '../../test/files.js';
import { contentDisposition, parseRange } from './http-file.js';
import { LocalDiskStorage } from './local-disk.js';
import { SignedLinks } from './signed-links.js';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'netclass-storage-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('SignedLinks', () => {
  const claims = z.object({ k: z.string() });
  let now = 1_000_000_000_000;
  const links = new SignedLinks(new TextEncoder().encode('a secret of the app'), () => now);

  test('a token verifies for its purpose until it expires', () => {
    const { token, expiresAt } = links.sign('download', { k: 'materials/a.pdf' }, 60_000);
    expect(expiresAt.getTime()).toBe(now + 60_000);
    expect(links.verify('download', token, claims)).toEqual({ ok: true, claims: { k: 'materials/a.pdf' } });
    expect(links.verify('upload', token, claims)).toEqual({ ok: false, reason: 'invalid' });
    now += 60_000;
    expect(links.verify('download', token, claims)).toEqual({ ok: false, reason: 'expired' });
  });

  test('another secret, or changed claims, do not verify', () => {
    const { token } = links.sign('download', { k: 'a' }, 60_000);
    const other = new SignedLinks(new TextEncoder().encode('another secret'), () => now);
    expect(other.verify('download', token, claims).ok).toBe(false);
    const [, mac] = token.split('.');
    const changed = `${Buffer.from(JSON.stringify({ k: 'b', p: 'download', x: now / 1000 + 60 })).toString('base64url')}.${mac}`;
    expect(links.verify('download', changed, claims)).toEqual({ ok: false, reason: 'invalid' });
  });

  test('claims the schema refuses do not verify', () => {
    const { token } = links.sign('download', { k: 42 }, 60_000);
    expect(links.verify('download', token, claims)).toEqual({ ok: false, reason: 'invalid' });
  });
});

describe('LocalDiskStorage', () => {
  const storage = new LocalDiskStorage(root, new SignedLinks(new Uint8Array(32)), 60_000);

  test('put stages the bytes; commit makes them visible under the key; open reads ranges', async () => {
    const staged = await storage.put(Readable.from([Buffer.from('hello '), Buffer.from('world')]));
    expect(staged.size).toBe(11);
    expect(await storage.stat('materials/x.txt')).toBeUndefined();
    await staged.commit('materials/x.txt');
    expect(await storage.stat('materials/x.txt')).toEqual({ size: 11 });
    expect(await text((await storage.open('materials/x.txt'))!)).toBe('hello world');
    expect(await text((await storage.open('materials/x.txt', { start: 6, end: 10 }))!)).toBe('world');
    await storage.delete('materials/x.txt');
    expect(await storage.open('materials/x.txt')).toBeUndefined();
    await storage.delete('materials/x.txt');
  });

  test('a failing stream leaves nothing, and its error comes through', async () => {
    const failing = new Readable({
      read() {
        this.push(Buffer.alloc(1000));
        this.destroy(new Error('refused'));
      },
    });
    await expect(storage.put(failing)).rejects.toThrow('refused');
    expect(filesUnder(path.join(root, '.tmp'))).toEqual([]);
  });

  test('discard throws staged bytes away', async () => {
    const staged = await storage.put(Readable.from([Buffer.from('x')]));
    await staged.discard();
    expect(filesUnder(path.join(root, '.tmp'))).toEqual([]);
  });

  test.each([['../escape'], ['/etc/passwd'], ['a/../../b'], ['.hidden'], ['']])('refuses the key %j', async (key) => {
    await expect(storage.stat(key)).rejects.toThrow('invalid storage key');
  });

  test('removeAbandoned drops what a killed process left in .tmp, never what an upload of this one is writing or holds', async () => {
    const tmp = path.join(root, '.tmp');
    fs.mkdirSync(tmp, { recursive: true });
    fs.writeFileSync(path.join(tmp, 'left-by-a-killed-process'), 'x'); // as recent as can be
    const staged = await storage.put(Readable.from([Buffer.from('staged, not yet committed')]));
    const writing = new PassThrough();
    const putting = storage.put(writing);
    writing.write('half of a file');
    await vi.waitFor(() => expect(filesUnder(tmp)).toHaveLength(3));

    expect(await storage.removeAbandoned()).toBe(1);
    expect(filesUnder(tmp)).toHaveLength(2);
    writing.end(' and the rest');
    await (await putting).commit('materials/finished.txt');
    await staged.commit('materials/staged.txt');
    expect(await text((await storage.open('materials/finished.txt'))!)).toBe('half of a file and the rest');
    expect(await text((await storage.open('materials/staged.txt'))!)).toBe('staged, not yet committed');
    expect(filesUnder(tmp)).toEqual([]);
  });
});

describe('contentDisposition', () => {
  test.each([
    ['osi.pdf', `inline; filename="osi.pdf"; filename*=UTF-8''osi.pdf`],
    ['Đề cương (2026).docx', `attachment; filename="De cuong (2026).docx"; filename*=UTF-8''%C4%90%E1%BB%81%20c%C6%B0%C6%A1ng%20%282026%29.docx`],
    ['a"b\\c%d.pkt', `attachment; filename="a_b_c_d.pkt"; filename*=UTF-8''a%22b%5Cc%25d.pkt`],
    ['ảnh.PNG', `inline; filename="anh.PNG"; filename*=UTF-8''%E1%BA%A3nh.PNG`],
  ])('%s', (name, expected) => {
    expect(contentDisposition(name)).toBe(expected);
  });
});

describe('parseRange', () => {
  test.each([
    [undefined, undefined],
    ['bytes=0-0', { start: 0, end: 0 }],
    ['bytes=10-', { start: 10, end: 99 }],
    ['bytes=-10', { start: 90, end: 99 }],
    ['bytes=-500', { start: 0, end: 99 }],
    ['bytes=100-', 'unsatisfiable'],
    ['bytes=-0', 'unsatisfiable'],
    ['bytes=9-3', undefined],
    ['bytes=1-2,4-5', undefined],
    ['bytes=-', undefined],
  ] as const)('%s on 100 bytes -> %j', (header, expected) => {
    expect(parseRange(header, 100)).toEqual(expected);
  });
});
