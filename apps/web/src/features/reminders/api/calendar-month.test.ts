import { describe, expect, it } from 'vitest';
import {
  MONTH_NAMES,
  WEEKDAY_HEADERS,
  apiMonth,
  formatDay,
  isoDay,
  monthOf,
  monthTitle,
  monthWeeks,
  shiftMonth,
  spokenDay,
  todayInVietnam,
  weekdayHeaders,
} from './calendar-month';

describe('calendar month', () => {
  it('sends the 0-11 month as 1-12', () => {
    expect(apiMonth(0)).toBe(1);
    expect(apiMonth(11)).toBe(12);
    expect(monthOf('2026-12-31')).toEqual({ year: 2026, month: 11 });
    expect(isoDay(2026, 0, 5)).toBe('2026-01-05');
  });

  it('names months and weekdays in Vietnamese, Sunday first', () => {
    expect(MONTH_NAMES).toHaveLength(12);
    expect(monthTitle({ year: 2026, month: 0 })).toBe('Tháng 1 năm 2026');
    expect(monthTitle({ year: 2026, month: 11 })).toBe('Tháng 12 năm 2026');
    expect(WEEKDAY_HEADERS).toEqual(['CN', 'T2', 'T3', 'T4', 'T5', 'T6', 'T7']);
    expect(weekdayHeaders('vi')).toBe(WEEKDAY_HEADERS);
  });

  it('names them in English in the English interface', () => {
    expect(monthTitle({ year: 2026, month: 0 }, 'en')).toBe('January 2026');
    expect(monthTitle({ year: 2026, month: 11 }, 'en')).toBe('December 2026');
    expect(weekdayHeaders('en')).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    expect(spokenDay('2026-05-04', 'en')).toBe('May 4, 2026');
  });

  it('moves across years', () => {
    expect(shiftMonth({ year: 2026, month: 0 }, -1)).toEqual({ year: 2025, month: 11 });
    expect(shiftMonth({ year: 2025, month: 11 }, 1)).toEqual({ year: 2026, month: 0 });
  });

  it('lays the days out in weeks starting on Sunday', () => {
    // 1 May 2026 is a Friday; May has 31 days.
    const weeks = monthWeeks({ year: 2026, month: 4 });
    expect(weeks[0]).toEqual([null, null, null, null, null, 1, 2]);
    expect(weeks.at(-1)).toEqual([31, null, null, null, null, null, null]);
    expect(weeks.flat().filter((day) => day !== null)).toHaveLength(31);
    // February 2026 starts on a Sunday and fills four weeks exactly.
    expect(monthWeeks({ year: 2026, month: 1 })).toHaveLength(4);
  });

  it('takes today in Vietnam, whatever the browser zone', () => {
    expect(todayInVietnam(new Date('2026-05-14T16:59:00Z'))).toBe('2026-05-14');
    expect(todayInVietnam(new Date('2026-05-14T17:00:00Z'))).toBe('2026-05-15');
    expect(formatDay('2026-05-04')).toBe('04/05/2026');
    expect(spokenDay('2026-05-04')).toBe('4 tháng 5 năm 2026');
  });
});
