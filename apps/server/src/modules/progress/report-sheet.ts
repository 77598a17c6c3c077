import type { Readable } from 'node:stream';
import { TIME_ZONE, type ReportLesson, type ReportStudent } from '@netclass/shared';
import { sheetCsv, toSheetRows, type SheetCell } from '../../lib/sheet-csv.js';
import { sheetXlsx } from '../../lib/sheet-xlsx.js';

/**
 * The report as a spreadsheet, for the CSV and the XLSX alike: one row per student, one
 * column per lesson (empty where the lesson has no ready material).
 */
export const SHEET_NAME = 'Tiến độ';

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

const STATUS = { active: 'Đang hoạt động', inactive: 'Ngừng hoạt động' } as const;

export function sheetHeader(lessons: readonly ReportLesson[]): SheetCell[] {
  return [
    'Mã sinh viên',
    'Họ tên',
    'Trạng thái tài khoản',
    'Tiến độ học phần (%)',
    'Số bài đã hoàn thành',
    'Chưa bắt đầu',
    'Hoạt động gần nhất',
    ...lessons.map((lesson) => `Bài ${lesson.order_num}: ${lesson.title} (%)`),
  ];
}

export function sheetRow(student: ReportStudent): SheetCell[] {
  return [
    student.student_id,
    student.name,
    STATUS[student.status],
    student.progress_percentage,
    student.completed_lesson_count,
    student.not_started ? 'Có' : 'Không',
    formatTime(student.last_activity_at),
    ...student.lesson_percentages,
  ];
}

/** The report as CSV, as `students` (ReportStudent objects) yields them (lib/sheet-csv.ts). */
export const reportCsv = (lessons: readonly ReportLesson[], students: Readable): Readable =>
  sheetCsv(sheetHeader(lessons), toSheetRows(students, sheetRow));

/** The report as an XLSX workbook, as `students` yields them (lib/sheet-xlsx.ts). */
export const reportXlsx = (lessons: readonly ReportLesson[], students: Readable): Readable =>
  sheetXlsx(SHEET_NAME, sheetHeader(lessons), toSheetRows(students, sheetRow));
