import { describe, expect, it } from 'vitest';
import { TIME_ZONE, formatVietnamTime, todayInVietnam, vietnamClock } from './constants.js';

/** The time zone database's answer, which the fixed offset must agree with. */
const intlParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});
const viaIntl = (at: Date) =>
  Object.fromEntries(
    intlParts
      .formatToParts(at)
      .filter(({ type }) => type !== 'literal')
      .map(({ type, value }) => [type, value]),
  );

describe("Vietnam's wall clock", () => {
  it('agrees with the time zone database from 1976 to 2100, around midnight at the ends of six months a year', () => {
    const instants: Date[] = [];
    for (let year = 1976; year <= 2100; year += 1) {
      for (const month of [0, 1, 2, 5, 9, 11]) {
        const monthEnd = Date.UTC(year, month + 1, 1) - 7 * 3_600_000;
        for (const offsetMinutes of [-61, -1, 0, 1, 59, 6 * 60 + 59, 7 * 60, 17 * 60 + 30])
          instants.push(new Date(monthEnd + offsetMinutes * 60_000 + 5_000));
      }
    }
    for (const at of instants) expect(vietnamClock(at), at.toISOString()).toEqual(viaIntl(at));
  });

  it("writes today's date and a moment the interface's way, whatever the machine's zone", () => {
    expect(todayInVietnam(new Date('2026-11-30T16:59:59Z'))).toBe('2026-11-30');
    expect(todayInVietnam(new Date('2026-11-30T17:00:00Z'))).toBe('2026-12-01');
    expect(formatVietnamTime('2026-12-31T17:05:00Z')).toBe('00:05 01/01/2027');
    expect(formatVietnamTime(Date.UTC(2026, 8, 1, 14, 30))).toBe('21:30 01/09/2026');
  });
});
