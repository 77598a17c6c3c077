import { Transform, pipeline, type Readable } from 'node:stream';
import type { ReportLesson, ReportStudent } from '@netclass/shared';
import { sheetHeader, sheetRow, type SheetCell } from './report-sheet.js';

/** Makes Excel read the file as UTF-8 (Vietnamese names) instead of the system code page. */
const BOM = '\uFEFF';

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote or line break, quotes
 * doubled. A text starting like a formula (= + - @, tab, CR) gets a leading apostrophe
 * so a spreadsheet shows it instead of running it (OWASP CSV injection).
 */
export function csvField(value: SheetCell): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const csvLine = (cells: readonly SheetCell[]) => `${cells.map(csvField).join(',')}\r\n`;

/**
 * The report as CSV text, UTF-8 with BOM and CRLF line ends, written line by line as
 * `students` (ReportStudent objects) yields them: nothing is held but the line at hand,
 * and destroying the answer destroys `students`.
 */
export function reportCsv(lessons: readonly ReportLesson[], students: Readable): Readable {
  const lines = new Transform({
    writableObjectMode: true,
    transform(student: ReportStudent, _encoding, done) {
      done(null, csvLine(sheetRow(student)));
    },
  });
  lines.push(BOM + csvLine(sheetHeader(lessons)));
  return pipeline(students, lines, () => undefined);
}
