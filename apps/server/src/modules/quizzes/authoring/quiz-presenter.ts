import type { QuestionType } from '@netclass/shared';
import type { NetworkingQuestionType } from '@netclass/shared/networking-questions';
import type { QuizSlot, QuizSummary } from '@netclass/shared/quiz-authoring';
import { presentPublication } from '../../content/index.js';
import { textStart } from '../../question-bank/index.js';
import type { QuizRow } from '../access.js';

/** A student's own figures for a quiz (null for teachers and admins). */
export type StudentQuizFigures = QuizSummary['mine'];

export const presentQuizSummary = (row: QuizRow, mine: StudentQuizFigures, canManage: boolean): QuizSummary => ({
  id: row.id,
  course_id: row.courseId,
  lesson_id: row.lessonId,
  grade_category_id: row.categoryId,
  title: row.title,
  open_at: row.openAt?.toISOString() ?? null,
  close_at: row.closeAt?.toISOString() ?? null,
  time_limit_seconds: row.timeLimitSeconds,
  max_attempts: row.maxAttempts,
  max_points: row.maxPoints,
  can_manage: canManage,
  mine,
  ...presentPublication(row),
});

/** A slot as its query reads it: the slot with its question or category, when it has one. */
export interface SlotRow {
  id: number;
  kind: QuizSlot['kind'];
  points: number;
  networkingType: string | null;
  question: { id: number; title: string | null; text: string; type: QuestionType; deleted: boolean } | null;
  category: { id: number; name: string; questionCount: number } | null;
}

export const presentSlot = (row: SlotRow): QuizSlot => ({
  id: row.id,
  kind: row.kind,
  points: row.points,
  question: row.question && {
    id: row.question.id,
    title: row.question.title,
    text_start: textStart(row.question.text),
    type: row.question.type,
    deleted: row.question.deleted,
  },
  category: row.category && {
    id: row.category.id,
    name: row.category.name,
    question_count: row.category.questionCount,
  },
  networking_type: row.networkingType as NetworkingQuestionType | null,
});
