import { describe, expect, it } from 'vitest';
import { MAX_ID, parseId } from '../constants.js';
import { idSchema, idWith } from './common.js';

describe('the id schema', () => {
  const id = idWith('bad id', { required: 'id required', tooLarge: 'id too large' });
  const messageOf = (value: unknown) => id.safeParse(value).error?.issues[0]?.message;

  it.each([
    [1, 1],
    ['12', 12],
    [MAX_ID, MAX_ID],
    [String(MAX_ID), MAX_ID],
  ])('takes %j', (value, expected) => {
    expect(id.parse(value)).toBe(expected);
  });

  it('refuses ids past the database integer columns (2^31 and up) as too large', () => {
    expect(messageOf(MAX_ID + 1)).toBe('id too large');
    expect(messageOf(String(MAX_ID + 1))).toBe('id too large');
  });

  it.each([-1, 0, 1.5, '-1', '0', '1.5', 'abc', '1e3', ' 7', '0x10', true, {}, [], 1e20])(
    'refuses %j as invalid',
    (value) => {
      expect(messageOf(value)).toBe('bad id');
    },
  );

  it.each([undefined, null, '', '  '])('answers required for %j', (value) => {
    expect(messageOf(value)).toBe('id required');
  });

  it('parseId reads an address segment, null for anything that is not an id', () => {
    expect(parseId('12')).toBe(12);
    expect(parseId(String(MAX_ID + 1))).toBeNull();
    expect(parseId(undefined)).toBeNull();
    expect(parseId('7abc')).toBeNull();
  });

  it.each([
    1,
    '12',
    MAX_ID,
    String(MAX_ID),
    MAX_ID + 1,
    String(MAX_ID + 1),
    -1,
    0,
    1.5,
    '-1',
    '0',
    '1.5',
    'abc',
    '1e3',
    ' 7',
    '0x10',
    '007',
    true,
    {},
    [],
    1e20,
    null,
    '',
  ])('parseId agrees with the id schema on %j', (value) => {
    const parsed = idSchema.safeParse(value);
    expect(parseId(value)).toBe(parsed.success ? parsed.data : null);
  });
});
