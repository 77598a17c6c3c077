/**
 * iCalendar (RFC 5545) text for a user's notes and deadlines: one all-day VEVENT per note, one
 * timed VEVENT (UTC) per assignment due. Lines end in
 * CRLF and are folded at 75 octets without splitting a UTF-8 character; text values escape
 * backslash, semicolon, comma and line breaks.
 */

export interface CalendarNote {
  id: number;
  /** YYYY-MM-DD */
  date: string;
  note: string;
  createdAt: Date;
}

/** An assignment due, at the date that holds for the reader. */
export interface CalendarDeadline {
  assignmentId: number;
  title: string;
  courseName: string;
  dueAt: Date;
}

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

const stamp = (date: Date) => date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

export interface CalendarContent {
  name: string;
  uidDomain: string;
  notes: CalendarNote[];
  deadlines?: CalendarDeadline[];
  /** The web app's origin, for each deadline's URL (e.g. https://netclass.example). */
  appUrl?: string;
  now?: Date;
}

export function buildCalendar(options: CalendarContent): string {
  const now = stamp(options.now ?? new Date());
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//NetClass//Calendar notes//VI',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(options.name)}`,
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
    // A stable UID per assignment: a moved due date updates the same event in the reader's calendar.
    lines.push(
      'BEGIN:VEVENT',
      `UID:assignment-${deadline.assignmentId}@${options.uidDomain}`,
      `DTSTAMP:${now}`,
      `DTSTART:${stamp(deadline.dueAt)}`,
      `DTEND:${stamp(deadline.dueAt)}`,
      `SUMMARY:${escapeText(`Hạn nộp: ${deadline.title} (${deadline.courseName})`)}`,
      ...(options.appUrl ? [`URL:${options.appUrl}/assignment/${deadline.assignmentId}`] : []),
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
