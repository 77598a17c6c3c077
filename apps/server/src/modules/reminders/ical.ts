import { exportTexts, type DeadlineMoment } from '@netclass/shared';

/**
 * iCalendar (RFC 5545) text for a user's notes and deadlines: one all-day VEVENT per note, one
 * timed VEVENT (UTC) per assignment due and per quiz opening or closing, titled in the reader's
 * language (locales/exports.*.json of the shared package), a due date and a close time with a
 * VALARM 24 hours before. Lines end in CRLF and are folded at 75 octets without splitting a
 * UTF-8 character; text values escape backslash, semicolon, comma and line breaks.
 */

export interface CalendarNote {
  id: number;
  /** YYYY-MM-DD */
  date: string;
  note: string;
  createdAt: Date;
}

/** An assignment due, at the date that holds for the reader, or a quiz opening or closing. */
export interface CalendarDeadline {
  kind: 'assignment' | 'quiz';
  id: number;
  moment: DeadlineMoment;
  title: string;
  courseName: string;
  dueAt: Date;
}

/** The calendar's languages: the web app's. */
export const CALENDAR_LANGUAGES = ['vi', 'en'] as const;
export type CalendarLanguage = (typeof CALENDAR_LANGUAGES)[number];

/** `template` with each `{{name}}` replaced by its value (a missing one by nothing). */
const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');

/** How long before a due date or close time the calendar app alarms (as the in-app reminder, docs/decisions/026). */
export const ALARM_TRIGGER = '-PT24H';

export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** Splits a content line into lines of at most 75 octets, continuations starting with a space. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    // Continuation lines start with a space, which counts toward their 75.
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const compactDate = (date: string) => date.replaceAll('-', '');

/** The day after `date` (YYYY-MM-DD), compact: an all-day event ends the next day. */
const nextDay = (date: string) => {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return compactDate(day.toISOString().slice(0, 10));
};

const stamp = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

export interface CalendarContent {
  /** The user's name, for the calendar's own name. */
  name: string;
  /** The language of the calendar's texts (default Vietnamese). */
  language?: CalendarLanguage;
  uidDomain: string;
  notes: CalendarNote[];
  deadlines?: CalendarDeadline[];
  /** The web app's origin, for each deadline's URL (e.g. https://netclass.example). */
  appUrl?: string;
  now?: Date;
}

export function buildCalendar(options: CalendarContent): string {
  const now = stamp(options.now ?? new Date());
  const texts = exportTexts(options.language ?? 'vi').calendar;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//NetClass//Calendar notes//VI',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(fill(texts.name, { name: options.name }))}`,
  ];
  for (const note of options.notes) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:reminder-${note.id}@${options.uidDomain}`,
      `DTSTAMP:${now}`,
      `CREATED:${stamp(note.createdAt)}`,
      `DTSTART;VALUE=DATE:${compactDate(note.date)}`,
      `DTEND;VALUE=DATE:${nextDay(note.date)}`,
      `SUMMARY:${escapeText(note.note)}`,
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
    );
  }
  for (const deadline of options.deadlines ?? []) {
    // A stable UID per assignment and per quiz moment: a moved date updates the same event in the reader's calendar.
    const uid = deadline.kind === 'assignment' ? `assignment-${deadline.id}` : `quiz-${deadline.id}-${deadline.moment}`;
    const summary = escapeText(fill(texts[deadline.moment], { title: deadline.title, course: deadline.courseName }));
    lines.push(
      'BEGIN:VEVENT',
      `UID:${uid}@${options.uidDomain}`,
      `DTSTAMP:${now}`,
      `DTSTART:${stamp(deadline.dueAt)}`,
      `DTEND:${stamp(deadline.dueAt)}`,
      `SUMMARY:${summary}`,
      ...(options.appUrl ? [`URL:${options.appUrl}/${deadline.kind}/${deadline.id}`] : []),
      ...(deadline.moment === 'opens'
        ? []
        : ['BEGIN:VALARM', 'ACTION:DISPLAY', `DESCRIPTION:${summary}`, `TRIGGER:${ALARM_TRIGGER}`, 'END:VALARM']),
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
