import type { GradeImportEntry } from '@netclass/shared';

/**
 * A grade file's rows (read by the server as a roster's are) as import entries: the first
 * three columns are the student id, the points and the comment; a first row whose id cell
 * holds no digit is the header; blank rows are left out. `line` is the row's number in the file.
 */
export function gradeEntries(rows: readonly string[][]): GradeImportEntry[] {
  const start = rows[0] && !/\d/.test(rows[0][0] ?? '') ? 1 : 0;
  return rows.flatMap((row, index) => {
    if (index < start || row.every((cell) => cell === '')) return [];
    return [{ line: index + 1, student_id: row[0] ?? '', points: row[1] ?? '', comment: row[2] ?? '' }];
  });
}
