import { describe, expect, test } from 'vitest';
import { buildCalendar, escapeText, foldLine } from './ical.js';

describe('iCalendar text', () => {
  test('escapes backslash, semicolon, comma and line breaks', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  test('folds at 75 octets without splitting a UTF-8 character', () => {
    const line = `SUMMARY:${'ệ'.repeat(60)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(Buffer.byteLength(part, 'utf8')).toBeLessThanOrEqual(75);
    expect(parts.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(parts.map((part, i) => (i ? part.slice(1) : part)).join('')).toBe(line);
  });

  test('a short line is left alone', () => {
    expect(foldLine('VERSION:2.0')).toBe('VERSION:2.0');
  });

  test('one all-day event per note, CRLF line ends', () => {
    const text = buildCalendar({
      name: 'Ghi chú của An',
      uidDomain: 'netclass',
      now: new Date('2025-03-01T08:00:00Z'),
      notes: [
        { id: 7, date: '2025-12-31', note: 'Nộp bài; ôn tập, chương 2', createdAt: new Date('2025-02-01T01:02:03Z') },
      ],
    });
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toContain('\n');
    const lines = text.split('\r\n');
    expect(lines.slice(0, 2)).toEqual(['BEGIN:VCALENDAR', 'VERSION:2.0']);
    expect(lines).toEqual(
      expect.arrayContaining([
        'BEGIN:VEVENT',
        'UID:reminder-7@netclass',
        'DTSTAMP:20250301T080000Z',
        'CREATED:20250201T010203Z',
        'DTSTART;VALUE=DATE:20251231',
        'DTEND;VALUE=DATE:20260101',
        'SUMMARY:Nộp bài\\; ôn tập\\, chương 2',
        'END:VEVENT',
        'END:VCALENDAR',
      ]),
    );
  });

  test('a deadline is a timed event in UTC with a stable UID and a link to the assignment', () => {
    const text = buildCalendar({
      name: 'Lịch',
      uidDomain: 'netclass',
      appUrl: 'https://lms.example',
      now: new Date('2025-03-01T08:00:00Z'),
      notes: [],
      deadlines: [
        {
          kind: 'assignment',
          id: 12,
          moment: 'due',
          title: 'Lab 3: VLAN',
          courseName: 'Mạng, máy tính',
          dueAt: new Date('2025-03-09T16:59:00.000Z'),
        },
      ],
    });
    const lines = text.split('\r\n');
    expect(lines.slice(lines.indexOf('BEGIN:VEVENT'), lines.indexOf('END:VEVENT') + 1)).toEqual([
      'BEGIN:VEVENT',
      'UID:assignment-12@netclass',
      'DTSTAMP:20250301T080000Z',
      'DTSTART:20250309T165900Z',
      'DTEND:20250309T165900Z',
      'SUMMARY:Hạn nộp: Lab 3: VLAN (Mạng\\, máy tính)',
      'URL:https://lms.example/assignment/12',
      'BEGIN:VALARM',
      'ACTION:DISPLAY',
      'DESCRIPTION:Hạn nộp: Lab 3: VLAN (Mạng\\, máy tính)',
      'TRIGGER:-PT24H',
      'END:VALARM',
      'END:VEVENT',
    ]);
  });

  test("in English the calendar's name and titles are English; a quiz opens and closes, only the close has an alarm", () => {
    const text = buildCalendar({
      name: 'An',
      language: 'en',
      uidDomain: 'netclass',
      appUrl: 'https://lms.example',
      now: new Date('2025-03-01T08:00:00Z'),
      notes: [],
      deadlines: [
        {
          kind: 'quiz',
          id: 7,
          moment: 'opens',
          title: 'Quiz 1',
          courseName: 'Networks',
          dueAt: new Date('2025-03-08T01:00:00.000Z'),
        },
        {
          kind: 'quiz',
          id: 7,
          moment: 'closes',
          title: 'Quiz 1',
          courseName: 'Networks',
          dueAt: new Date('2025-03-09T16:59:00.000Z'),
        },
      ],
    });
    const lines = text.split('\r\n');
    expect(lines).toContain("X-WR-CALNAME:An's notes");
    expect(lines).toContain('SUMMARY:Quiz opens: Quiz 1 (Networks)');
    expect(lines).toContain('SUMMARY:Quiz closes: Quiz 1 (Networks)');
    expect(lines).toContain('UID:quiz-7-closes@netclass');
    expect(lines).toContain('URL:https://lms.example/quiz/7');
    expect(lines.filter((line) => line === 'BEGIN:VALARM')).toHaveLength(1);
    expect(lines[lines.indexOf('BEGIN:VALARM') - 1]).toBe('URL:https://lms.example/quiz/7');
    expect(lines.slice(lines.indexOf('BEGIN:VALARM'), lines.indexOf('END:VALARM') + 1)).toEqual([
      'BEGIN:VALARM',
      'ACTION:DISPLAY',
      'DESCRIPTION:Quiz closes: Quiz 1 (Networks)',
      'TRIGGER:-PT24H',
      'END:VALARM',
    ]);
    expect(text).not.toContain('Hạn nộp');
    expect(text).not.toContain('Ghi chú');
  });
});
