import { describe, expect, it } from 'vitest';
import { buildQuestion, explainQuestion } from './index.js';
import { explainedAnswers } from './test-helpers.js';

describe('number conversions', () => {
  it.each([
    [{ from: 'decimal', to: 'binary', width: 8, value: '138' }, '10001010', 'binary'],
    [{ from: 'binary', to: 'decimal', width: 8, value: '10001010' }, '138', 'integer'],
    [{ from: 'decimal', to: 'hex', width: 8, value: '138' }, '8A', 'hex'],
    [{ from: 'hex', to: 'decimal', width: 8, value: '8A' }, '138', 'integer'],
    [{ from: 'binary', to: 'hex', width: 8, value: '00001010' }, '0A', 'hex'],
    [{ from: 'hex', to: 'binary', width: 8, value: '00' }, '00000000', 'binary'],
    [
      { from: 'decimal', to: 'binary', width: 32, value: '192.168.1.1' },
      '11000000.10101000.00000001.00000001',
      'binary',
    ],
    [{ from: 'binary', to: 'decimal', width: 32, value: '00001010.11111111.00000000.00000001' }, '10.255.0.1', 'ipv4'],
    [{ from: 'decimal', to: 'hex', width: 32, value: '192.168.1.1' }, 'C0A80101', 'hex'],
    [{ from: 'hex', to: 'decimal', width: 32, value: 'FFFFFF00' }, '255.255.255.0', 'ipv4'],
  ] as const)('%o is %s', (params, value, kind) => {
    const question = buildQuestion('number-conversion', params);
    expect(question.answer).toEqual({ value });
    expect(question.fields).toEqual([{ key: 'value', kind, label: 'converted', labelParams: { width: params.width } }]);
    expect(explainedAnswers(question)).toEqual({ value });
  });

  it('works each octet by place values, or by 16 × high + low', () => {
    const toBinary = explainQuestion(
      buildQuestion('number-conversion', { from: 'decimal', to: 'binary', width: 8, value: '138' }),
    );
    expect(toBinary[0]).toMatchObject({
      key: 'octet_decimal_binary',
      params: { decimal: 138, sum: '128 + 8 + 2', binary: '10001010' },
    });
    const toHex = explainQuestion(
      buildQuestion('number-conversion', { from: 'decimal', to: 'hex', width: 32, value: '10.0.0.255' }),
    );
    expect(toHex.map((step) => step.key)).toEqual([
      'octet_decimal_hex',
      'octet_decimal_hex',
      'octet_decimal_hex',
      'octet_decimal_hex',
      'conversionResult',
    ]);
    expect(toHex[3]).toMatchObject({ params: { decimal: 255, high: 15, low: 15, hex: 'FF' } });
  });
});

describe('wildcard masks', () => {
  it.each([
    [22, '0.0.3.255'],
    [8, '0.255.255.255'],
    [30, '0.0.0.3'],
    [32, '0.0.0.0'],
    [0, '255.255.255.255'],
  ])('/%i has the wildcard %s', (prefix, wildcard) => {
    const question = buildQuestion('wildcard-from-prefix', { prefix, mask: '' });
    expect(question.answer).toEqual({ wildcard });
  });

  it('explains the wildcard as 255 minus each mask octet', () => {
    const question = buildQuestion('wildcard-from-prefix', { prefix: 22, mask: '255.255.252.0' });
    expect(explainedAnswers(question)).toEqual({ wildcard: '0.0.3.255' });
  });

  it('gives the ACL entry that matches a range exactly', () => {
    const question = buildQuestion('acl-wildcard-range', { first: '192.168.16.0', last: '192.168.31.255' });
    expect(question.answer).toEqual({ address: '192.168.16.0', wildcard: '0.0.15.255' });
    expect(explainedAnswers(question)).toEqual(question.answer);
  });
});
