import type { Readable } from 'node:stream';
import type { GradebookStudent, GradedItem } from '@netclass/shared';
import { sheetCsv, toSheetRows, type SheetCell } from '../../lib/sheet-csv.js';
import { sheetXlsx } from '../../lib/sheet-xlsx.js';

/**
 * The gradebook in the registrar's layout, for the CSV and the XLSX alike: student id, full
 * name, one column per graded item (its title; the points that count, empty when none), the
 * total on the 10-point scale.
 */
export const GRADEBOOK_SHEET_NAME = 'Bảng điểm';

export const gradebookHeader = (items: readonly GradedItem[]): SheetCell[] => [
  'Mã sinh viên',
  'Họ tên',
  ...items.map((item) => item.title),
  'Tổng điểm (thang 10)',
];

export const gradebookRow = (student: GradebookStudent): SheetCell[] => [
  student.student_id,
  student.name,
  ...student.cells.map((cell) => cell.points),
  student.total.scale10,
];

export const gradebookCsv = (items: readonly GradedItem[], students: Readable): Readable =>
  sheetCsv(gradebookHeader(items), toSheetRows(students, gradebookRow));

export const gradebookXlsx = (items: readonly GradedItem[], students: Readable): Readable =>
  sheetXlsx(GRADEBOOK_SHEET_NAME, gradebookHeader(items), toSheetRows(students, gradebookRow));
