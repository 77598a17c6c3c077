import type { Readable } from 'node:stream';
import {
  TIME_ZONE,
  exportTexts,
  interpolate,
  type MessageLanguage,
  type ReportLesson,
  type ReportStudent,
} from '@netclass/shared';
import { sheetCsv, toSheetRows, type SheetCell } from '../../lib/sheet-csv.js';
import { sheetXlsx } from '../../lib/sheet-xlsx.js';

/**
 * The report as a spreadsheet, for the CSV and the XLSX alike: one row per student, one
 * column per lesson (empty where the lesson has no ready material); its words in the language asked
 * for (locales/exports.*.json of the shared package).
 */
export const SHEET_NAME = exportTexts('vi').progress.sheet;

const localTime = new Intl.DateTimeFormat('sv-SE', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

/** `2026-03-05 14:07` in Vietnam time: a spreadsheet reads it as a date-time. */
const formatTime = (iso: string | null) => (iso ? localTime.format(new Date(iso)) : null);

export function sheetHeader(lessons: readonly ReportLesson[], language: MessageLanguage = 'vi'): SheetCell[] {
  const { common, progress } = exportTexts(language);
  return [
    common.studentId,
    common.name,
    progress.status,
    progress.percentage,
    progress.completed,
    progress.notStarted,
    progress.lastActivity,
    ...lessons.map((lesson) => interpolate(progress.lesson, { order: lesson.order_num, title: lesson.title })),
  ];
}

export function sheetRow(student: ReportStudent, language: MessageLanguage = 'vi'): SheetCell[] {
  const { common, progress } = exportTexts(language);
  return [
    student.student_id,
    student.name,
    progress[student.status],
    student.progress_percentage,
    student.completed_lesson_count,
    student.not_started ? common.yes : common.no,
    formatTime(student.last_activity_at),
    ...student.lesson_percentages,
  ];
}

/** The download's name without its extension (`Progress - <course>` in English). */
export const reportFileName = (course: string, language: MessageLanguage = 'vi'): string =>
  interpolate(exportTexts(language).progress.fileName, { course });

/** The report as CSV, as `students` (ReportStudent objects) yields them (lib/sheet-csv.ts). */
export const reportCsv = (
  lessons: readonly ReportLesson[],
  students: Readable,
  language: MessageLanguage = 'vi',
): Readable =>
  sheetCsv(
    sheetHeader(lessons, language),
    toSheetRows(students, (student: ReportStudent) => sheetRow(student, language)),
  );

/** The report as an XLSX workbook, as `students` yields them (lib/sheet-xlsx.ts). */
export const reportXlsx = (
  lessons: readonly ReportLesson[],
  students: Readable,
  language: MessageLanguage = 'vi',
): Readable =>
  sheetXlsx(
    exportTexts(language).progress.sheet,
    sheetHeader(lessons, language),
    toSheetRows(students, (student: ReportStudent) => sheetRow(student, language)),
  );
