import type { Readable } from 'node:stream';
import {
  exportTexts,
  interpolate,
  type GradebookStudent,
  type GradedItem,
  type MessageLanguage,
} from '@netclass/shared';
import { sheetCsv, toSheetRows, type SheetCell } from '../../lib/sheet-csv.js';
import { sheetXlsx } from '../../lib/sheet-xlsx.js';

/**
 * The gradebook in the registrar's layout, for the CSV and the XLSX alike: student id, full
 * name, one column per graded item (its title; the points that count, empty when none), the
 * total on the 10-point scale. Its words in the language asked for (locales/exports.*.json of
 * the shared package).
 */
export const GRADEBOOK_SHEET_NAME = exportTexts('vi').gradebook.sheet;

export const gradebookHeader = (items: readonly GradedItem[], language: MessageLanguage = 'vi'): SheetCell[] => {
  const { common, gradebook } = exportTexts(language);
  return [common.studentId, common.name, ...items.map((item) => item.title), gradebook.total];
};

export const gradebookRow = (student: GradebookStudent): SheetCell[] => [
  student.student_id,
  student.name,
  ...student.cells.map((cell) => cell.points),
  student.total.scale10,
];

/** The download's name without its extension (`Gradebook - <course>` in English). */
export const gradebookFileName = (course: string, language: MessageLanguage = 'vi'): string =>
  interpolate(exportTexts(language).gradebook.fileName, { course });

export const gradebookCsv = (
  items: readonly GradedItem[],
  students: Readable,
  language: MessageLanguage = 'vi',
): Readable => sheetCsv(gradebookHeader(items, language), toSheetRows(students, gradebookRow));

export const gradebookXlsx = (
  items: readonly GradedItem[],
  students: Readable,
  language: MessageLanguage = 'vi',
): Readable =>
  sheetXlsx(
    exportTexts(language).gradebook.sheet,
    gradebookHeader(items, language),
    toSheetRows(students, gradebookRow),
  );
