import { Transform, pipeline, type Readable } from 'node:stream';

/** A spreadsheet cell of an export (the progress report, the gradebook): text, a number, or empty. */
export type SheetCell = string | number | null;

/** The media types of the exports. */
export const SHEET_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

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
 * A sheet as CSV text, UTF-8 with BOM and CRLF line ends, written line by line as `rows`
 * (arrays of cells) yields them: nothing is held but the line at hand, and destroying the
 * answer destroys `rows` (docs/decisions/014).
 */
export function sheetCsv(header: readonly SheetCell[], rows: Readable): Readable {
  const lines = new Transform({
    writableObjectMode: true,
    transform(row: SheetCell[], _encoding, done) {
      done(null, csvLine(row));
    },
  });
  lines.push(BOM + csvLine(header));
  return pipeline(rows, lines, () => undefined);
}

/** `source`'s objects as sheet rows, one by one, with back-pressure; destroying the rows destroys `source`. */
export function toSheetRows<T>(source: Readable, row: (item: T) => SheetCell[]): Readable {
  const rows = new Transform({ objectMode: true, transform: (item: T, _encoding, done) => done(null, row(item)) });
  return pipeline(source, rows, () => undefined);
}
