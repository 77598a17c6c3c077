import { describe, expect, it } from 'vitest';
import { addMonthsToWallClock, formatDateTime, vietnamWallClock, wallClockToApi } from './format-date';

describe('Vietnam wall-clock helpers', () => {
  it('gives the time in Vietnam, whatever the browser zone', () => {
    expect(vietnamWallClock('2026-09-01T17:30:05Z')).toBe('2026-09-02 00:30:05');
  });

  it('adds a month to the wall-clock time', () => {
    expect(addMonthsToWallClock('2026-09-02 00:30:05', 1)).toBe('2026-10-02 00:30:05');
    expect(addMonthsToWallClock('2026-12-15 08:00:00', 1)).toBe('2027-01-15 08:00:00');
  });

  it('sends the picker value as a local ISO time the server reads as Vietnam time', () => {
    expect(wallClockToApi('2026-09-02 00:30:05')).toBe('2026-09-02T00:30:05');
    expect(wallClockToApi('2026-09-02 00:30')).toBe('2026-09-02T00:30:00');
    expect(wallClockToApi(null)).toBe('');
  });

  it('shows dates the Vietnamese way, 24-hour', () => {
    expect(formatDateTime('2026-09-01T14:30:00Z')).toBe('21:30 01/09/2026');
  });
});
