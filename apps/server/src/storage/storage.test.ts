import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { contentDisposition, parseRange } from './http-file.js';
import { SignedLinks } from './signed-links.js';

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

describe('contentDisposition', () => {
  test.each([
    ['osi.pdf', `inline; filename="osi.pdf"; filename*=UTF-8''osi.pdf`],
    [
      'Đề cương (2026).docx',
      `attachment; filename="De cuong (2026).docx"; filename*=UTF-8''%C4%90%E1%BB%81%20c%C6%B0%C6%A1ng%20%282026%29.docx`,
    ],
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
