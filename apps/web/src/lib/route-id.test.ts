import { describe, expect, it } from 'vitest';
import { parseRouteId } from './route-id';

describe('parseRouteId', () => {
  it('takes positive whole numbers', () => {
    expect(parseRouteId('12')).toBe(12);
  });

  it.each(['abc', '1.5', '-3', '0', '', '1e3', ' 7', undefined])('refuses %s', (text) => {
    expect(parseRouteId(text)).toBeNull();
  });
});
