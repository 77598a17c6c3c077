import { normalizeSearchText, type RosterEntry, type RosterResult } from '@netclass/shared';

/** Which columns of the file hold what: `name` is one column, or two joined (family and middle name, then given name). */
export interface RosterMapping {
  /** Index of the header row; the rows below it are the students. */
  header: number;
  id: number | null;
  name: number[];
  email: number | null;
}

/** Headings as registrars and teachers write them, accents and case aside. */
const HEADINGS = {
  id: [
    'mssv',
    'ma sv',
    'ma sinh vien',
    'ma so sinh vien',
    'ma hoc vien',
    'ma so',
    'student id',
    'student number',
    'id',
  ],
  fullName: ['ho va ten', 'ho ten', 'ho va ten sinh vien', 'ten sinh vien', 'full name', 'name', 'student name'],
  familyName: ['ho dem', 'ho lot', 'ho va ten dem', 'ho', 'last name', 'family name', 'surname'],
  givenName: ['ten', 'first name', 'given name'],
  email: ['email', 'e-mail', 'thu dien tu', 'mail'],
} as const;

const columnOf = (cells: readonly string[], names: readonly string[]) => {
  const index = cells.findIndex((cell) => (names as readonly string[]).includes(normalizeSearchText(cell)));
  return index === -1 ? null : index;
};

/** The header row: the first within the first 20 whose cells name an id column; else the first row. */
export function guessHeaderRow(rows: readonly string[][]): number {
  const found = rows.slice(0, 20).findIndex((row) => columnOf(row, HEADINGS.id) !== null);
  return found === -1 ? 0 : found;
}

/** The columns the header row names; a name split in two columns maps to both. */
export function guessMapping(rows: readonly string[][], header = guessHeaderRow(rows)): RosterMapping {
  const cells = rows[header] ?? [];
  const fullName = columnOf(cells, HEADINGS.fullName);
  const family = columnOf(cells, HEADINGS.familyName);
  const given = columnOf(cells, HEADINGS.givenName);
  const name =
    fullName !== null
      ? [fullName]
      : family !== null && given !== null
        ? [family, given]
        : given !== null
          ? [given]
          : [];
  return { header, id: columnOf(cells, HEADINGS.id), name, email: columnOf(cells, HEADINGS.email) };
}

/** The rows below the header as roster entries (`line` = the row's number in the file); rows with nothing mapped are left out. */
export function rosterEntries(rows: readonly string[][], mapping: RosterMapping): RosterEntry[] {
  if (mapping.id === null || mapping.name.length === 0) return [];
  const idColumn = mapping.id;
  return rows.flatMap((row, index) => {
    if (index <= mapping.header) return [];
    const entry = {
      line: index + 1,
      id: row[idColumn] ?? '',
      name: mapping.name
        .map((column) => row[column] ?? '')
        .filter((part) => part !== '')
        .join(' '),
      email: mapping.email === null ? '' : (row[mapping.email] ?? ''),
    };
    return entry.id === '' && entry.name === '' && entry.email === '' ? [] : [entry];
  });
}

/** A spreadsheet cell as CSV: quoted when it holds a separator, a quote or a line break. */
const csvCell = (value: string) => (/[",\n\r]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

/** The import's result as a CSV file's text (UTF-8 with a BOM, for Excel): one line per row, with the headings and words given. */
export function rosterResultCsv(
  result: RosterResult,
  headings: string[],
  describe: (row: RosterResult['rows'][number]) => [string, string],
): string {
  const lines = [headings, ...result.rows.map((row) => [String(row.line), row.id, row.name, ...describe(row)])];
  return `\uFEFF${lines.map((cells) => cells.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
