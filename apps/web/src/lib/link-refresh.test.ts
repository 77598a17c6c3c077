import { describe, expect, it } from 'vitest';
import { MAX_TIMER_DELAY_MS, refetchBeforeExpiry } from './link-refresh';

const now = Date.parse('2026-03-01T08:00:00Z');
const inMs = (ms: number) => new Date(now + ms).toISOString();
const HOUR = 3600_000;
const DAY = 24 * HOUR;

describe('refetchBeforeExpiry', () => {
  it('no links: no refetch', () => {
    expect(refetchBeforeExpiry([], now)).toBe(false);
  });

  it('a minute before the first link expires', () => {
    expect(refetchBeforeExpiry([inMs(4 * HOUR), inMs(2 * HOUR), inMs(3 * HOUR)], now)).toBe(2 * HOUR - 60_000);
  });

  it('links expired or about to: in 5 s, never at once', () => {
    expect(refetchBeforeExpiry([inMs(30_000)], now)).toBe(5_000);
    expect(refetchBeforeExpiry([inMs(-DAY)], now)).toBe(5_000);
  });

  it('a long-lived link: the delay stays within what a timer takes (no overflow, no refetch storm)', () => {
    expect(refetchBeforeExpiry([inMs(30 * DAY)], now)).toBe(MAX_TIMER_DELAY_MS);
    expect(refetchBeforeExpiry([inMs(365 * DAY), inMs(90 * DAY)], now)).toBe(MAX_TIMER_DELAY_MS);
    expect(MAX_TIMER_DELAY_MS).toBe(2_147_483_647);
  });

  it('an unreadable expiry is left out', () => {
    expect(refetchBeforeExpiry(['not a date', inMs(HOUR)], now)).toBe(HOUR - 60_000);
    expect(refetchBeforeExpiry(['not a date'], now)).toBe(false);
  });
});
