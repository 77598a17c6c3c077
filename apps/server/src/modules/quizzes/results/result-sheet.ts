import type { Readable } from 'node:stream';
import {
  exportTexts,
  formatVietnamTime,
  interpolate,
  type MessageLanguage,
  type QuizGradingMethod,
  type QuizResultStudent,
} from '@netclass/shared';
import { sheetCsv, toSheetRows, type SheetCell } from '../../../lib/sheet-csv.js';

/**
 * A quiz's results as CSV, a row per student of the class by name: student id, full name,
 * attempts submitted, the counted grade (the grading method and maximum in its header; empty
 * without a submitted attempt), the last submission in Vietnam time, focus losses. Its words in
 * the language asked for (locales/exports.*.json of the shared package).
 */
export const quizResultsHeader = (
  quiz: { max_points: number; grading_method: QuizGradingMethod },
  language: MessageLanguage = 'vi',
): SheetCell[] => {
  const { common, quizResults } = exportTexts(language);
  return [
    common.studentId,
    common.name,
    quizResults.submitted,
    interpolate(quizResults.grade, { method: quizResults[quiz.grading_method], max: quiz.max_points }),
    quizResults.lastSubmitted,
    quizResults.focusLosses,
  ];
};

export const quizResultsRow = (student: QuizResultStudent): SheetCell[] => [
  student.student_id,
  student.name,
  student.attempts.filter((attempt) => attempt.submitted_at !== null).length,
  student.grade,
  student.last_submitted_at === null ? null : formatVietnamTime(new Date(student.last_submitted_at)),
  student.focus_events,
];

/** The download's name without its extension (`Results - <quiz>` in English). */
export const quizResultsFileName = (quiz: string, language: MessageLanguage = 'vi'): string =>
  interpolate(exportTexts(language).quizResults.fileName, { quiz });

export const quizResultsCsv = (
  quiz: { max_points: number; grading_method: QuizGradingMethod },
  students: Readable,
  language: MessageLanguage = 'vi',
): Readable => sheetCsv(quizResultsHeader(quiz, language), toSheetRows(students, quizResultsRow));
