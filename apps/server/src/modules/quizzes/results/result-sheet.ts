import type { Readable } from 'node:stream';
import { formatVietnamTime, type QuizGradingMethod, type QuizResultStudent } from '@netclass/shared';
import { sheetCsv, toSheetRows, type SheetCell } from '../../../lib/sheet-csv.js';

const METHOD_WORDS: Record<QuizGradingMethod, string> = {
  highest: 'cao nhất',
  last: 'lần cuối',
  average: 'trung bình',
};

/**
 * A quiz's results as CSV, a row per student of the class by name: student id, full name,
 * attempts submitted, the counted grade (the grading method and maximum in its header; empty
 * without a submitted attempt), the last submission in Vietnam time, focus losses.
 */
export const quizResultsHeader = (quiz: { max_points: number; grading_method: QuizGradingMethod }): SheetCell[] => [
  'Mã sinh viên',
  'Họ tên',
  'Số lượt đã nộp',
  `Điểm (${METHOD_WORDS[quiz.grading_method]}, tối đa ${quiz.max_points})`,
  'Nộp lần cuối',
  'Số lần rời trang',
];

export const quizResultsRow = (student: QuizResultStudent): SheetCell[] => [
  student.student_id,
  student.name,
  student.attempts.filter((attempt) => attempt.submitted_at !== null).length,
  student.grade,
  student.last_submitted_at === null ? null : formatVietnamTime(new Date(student.last_submitted_at)),
  student.focus_events,
];

export const quizResultsCsv = (
  quiz: { max_points: number; grading_method: QuizGradingMethod },
  students: Readable,
): Readable => sheetCsv(quizResultsHeader(quiz), toSheetRows(students, quizResultsRow));
