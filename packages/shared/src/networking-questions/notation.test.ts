import { describe, expect, it } from 'vitest';
import { readAnswer } from './notation.js';
import type { AnswerKind } from './types.js';

/** Each kind: texts read as the same value as the first, then texts that are not answers of that kind. */
const CASES: Record<AnswerKind, { same: string[]; rejected: string[] }> = {
  ipv4: {
    same: ['192.168.1.10', ' 192.168.1.10 ', '192 . 168 . 1 . 10', '192.168.001.010', '192.168.01.10'],
    rejected: ['192.168.1', '192.168.1.256', '192.168.1.1.1', '0xC0.168.1.10', '192,168,1,10', '3232235786', '', 'abc'],
  },
  mask: {
    same: ['255.255.255.0', '/24', '24', ' / 24', '255.255.255.000'],
    rejected: ['255.0.255.0', '/33', '33', '255.255.255.256', '255.255.255', '/2 4 x', ''],
  },
  prefix: { same: ['/26', '26', '255.255.255.192', '026'], rejected: ['/-1', '26.5', 'abc'] },
  wildcard: { same: ['0.0.3.255', '0.0.03.255', '0 . 0 . 3 . 255'], rejected: ['/22', '22', '0.0.3.256'] },
  integer: {
    same: ['65534', '65 534', '65,534', '65.534', '065534', '65\u00a0534'],
    rejected: ['65,53', '6553.4', '65534.5', '1,234.567', '-2', '6e4', '', 'x'],
  },
  binary: {
    same: [
      '11000000.10101000.00000001.00000001',
      '11000000101010000000000100000001',
      '11000000 10101000 00000001 00000001',
      '11000000.10101000.1.1',
      '1100 0000 1010 1000 0000 0001 0000 0001',
    ],
    rejected: [
      '11000000.10101000.00000001.00000002',
      '110000001.10101000.00000001.00000001',
      '1'.repeat(33),
      '0b1',
      '',
    ],
  },
  hex: {
    same: ['C0A80101', '0xC0A80101', '0Xc0a80101', 'c0 a8 01 01', 'C0.A8.1.1', 'C0A8:0101'],
    rejected: ['G0A80101', '0x', '1C0.A8.1.1', '1C0A80101', ''],
  },
  ipv6: {
    same: [
      '2001:db8::1',
      '2001:DB8::1',
      '2001:0db8:0000:0000:0000:0000:0000:0001',
      '2001:db8:0:0:0:0:0:1',
      ' 2001:db8:0::1 ',
    ],
    rejected: ['2001:db8::1::', '2001:db8::1%eth0', '12345::1', '2001:db8::g', '2001:db8:0:0:0:0:0:0:1', '192.168.1.1'],
  },
  'ipv6-compressed': {
    same: ['2001:db8::ff00:42:8329', '2001:DB8::FF00:42:8329', ' 2001:db8::ff00:42:8329'],
    rejected: [
      '2001:0db8::ff00:42:8329',
      '2001:db8:0:0:0:ff00:42:8329',
      '2001:db8:0::ff00:42:8329',
      '2001:db8::ff00:0042:8329',
    ],
  },
  'ipv6-expanded': {
    same: ['2001:0db8:0000:0000:0000:ff00:0042:8329', '2001:0DB8:0000:0000:0000:FF00:0042:8329'],
    rejected: ['2001:db8:0:0:0:ff00:42:8329', '2001:0db8::ff00:0042:8329', '2001:0db8:0000:0000:0000:ff00:0042'],
  },
};

describe('answer notations', () => {
  describe.each(Object.entries(CASES) as [AnswerKind, (typeof CASES)[AnswerKind]][])(
    '%s',
    (kind, { same, rejected }) => {
      const expected = readAnswer(kind, same[0] ?? '');

      it('reads the first notation', () => expect(expected).not.toBeNull());
      it.each(same)('reads %j as the same answer', (text) => expect(readAnswer(kind, text)).toBe(expected));
      it.each(rejected)('does not read %j', (text) => expect(readAnswer(kind, text)).toBeNull());
    },
  );

  it('reads a mask and its prefix as the same answer, and different prefixes apart', () => {
    expect(readAnswer('mask', '255.255.240.0')).toBe(readAnswer('prefix', '/20'));
    expect(readAnswer('mask', '/0')).toBe(readAnswer('mask', '0.0.0.0'));
    expect(readAnswer('mask', '/32')).toBe(readAnswer('mask', '255.255.255.255'));
    expect(readAnswer('mask', '/23')).not.toBe(readAnswer('mask', '/24'));
  });

  it('reads binary and hex octets with or without leading zeros', () => {
    expect(readAnswer('binary', '1010')).toBe(readAnswer('binary', '00001010'));
    expect(readAnswer('binary', '0000 1010')).toBe(readAnswer('binary', '00001010'));
    expect(readAnswer('hex', 'a')).toBe(readAnswer('hex', '0x0A'));
    expect(readAnswer('hex', '0A')).not.toBe(readAnswer('hex', 'A0'));
  });
});
