import { todayInVietnam } from '@netclass/shared';

/** Today in Vietnam (`YYYY-MM-DD`): the server's dashboard month is of the same day. */
export { todayInVietnam };

/** A month as the calendar holds it: `month` is 0-11 (docs/product/messages.md#constants); the API takes month + 1. */
export interface CalendarMonth {
  year: number;
  month: number;
}

/** Vietnamese month names (docs/product/screens-and-roles.md#student-dashboard); the English interface has English ones. */
export const MONTH_NAMES = [
  'Tháng 1',
  'Tháng 2',
  'Tháng 3',
  'Tháng 4',
  'Tháng 5',
  'Tháng 6',
  'Tháng 7',
  'Tháng 8',
  'Tháng 9',
  'Tháng 10',
  'Tháng 11',
  'Tháng 12',
] as const;

/** Weekday headers, the week starting on Sunday (Chủ nhật). */
export const WEEKDAY_HEADERS = ['CN', 'T2', 'T3', 'T4', 'T5', 'T6', 'T7'] as const;
const ENGLISH_WEEKDAY_HEADERS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/** The calendar's languages: the interface's. */
export type CalendarLanguage = 'vi' | 'en';

/** Weekday headers in `language`, Sunday first. */
export const weekdayHeaders = (language: CalendarLanguage): readonly string[] =>
  language === 'en' ? ENGLISH_WEEKDAY_HEADERS : WEEKDAY_HEADERS;

/** A calendar day (month 0-11) formatted in English, whatever the browser's time zone. */
const english = (options: Intl.DateTimeFormatOptions, year: number, month: number, day = 1) =>
  new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' }).format(new Date(Date.UTC(year, month, day)));

/** The month number the API takes (1-12) for the calendar's 0-11. */
export const apiMonth = (month: number): number => month + 1;

const pad = (value: number) => String(value).padStart(2, '0');

/** `YYYY-MM-DD` of a day of the calendar (month 0-11). */
export const isoDay = (year: number, month: number, day: number): string => `${year}-${pad(month + 1)}-${pad(day)}`;

/** The month that holds a `YYYY-MM-DD` day. */
export function monthOf(day: string): CalendarMonth {
  const [year = 1970, month = 1] = day.split('-').map(Number);
  return { year, month: month - 1 };
}

export function shiftMonth({ year, month }: CalendarMonth, by: number): CalendarMonth {
  const index = year * 12 + month + by;
  return { year: Math.floor(index / 12), month: ((index % 12) + 12) % 12 };
}

/**
 * The month's days in weeks of seven, Sunday first; `null` fills the cells before the 1st
 * and after the last day.
 */
export function monthWeeks({ year, month }: CalendarMonth): (number | null)[][] {
  const firstWeekday = new Date(Date.UTC(year, month, 1)).getUTCDay();
  const days = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const cells: (number | null)[] = [
    ...Array<null>(firstWeekday).fill(null),
    ...Array.from({ length: days }, (_, index) => index + 1),
  ];
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (number | null)[][] = [];
  for (let start = 0; start < cells.length; start += 7) weeks.push(cells.slice(start, start + 7));
  return weeks;
}

/** 'Tháng 5 năm 2026', in English 'May 2026'. */
export const monthTitle = ({ year, month }: CalendarMonth, language: CalendarLanguage = 'vi'): string =>
  language === 'en' ? english({ month: 'long', year: 'numeric' }, year, month) : `${MONTH_NAMES[month]} năm ${year}`;

/**
 * '4 tháng 5 năm 2026' (in English 'May 4, 2026') for a `YYYY-MM-DD` day: a calendar cell's
 * name, which holds the number the cell shows.
 */
export function spokenDay(day: string, language: CalendarLanguage = 'vi'): string {
  const [year = 1970, month = 1, date = 1] = day.split('-').map(Number);
  return language === 'en'
    ? english({ month: 'long', day: 'numeric', year: 'numeric' }, year, month - 1, date)
    : `${date} tháng ${month} năm ${year}`;
}

/** '14/05/2026' for a `YYYY-MM-DD` day (Vietnamese order, no time zone involved). */
export function formatDay(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}/${month}/${year}`;
}
