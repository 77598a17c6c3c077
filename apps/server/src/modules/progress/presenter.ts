import type { LessonProgress, MaterialCompletion } from '@netclass/shared';
import type { lessonProgress } from '../../db/schema/index.js';

type LessonProgressRow = typeof lessonProgress.$inferSelect;

/** A student's progress in a lesson, over HTTP and in `lessonProgress*` events alike. */
export const presentLessonProgress = (row: LessonProgressRow): LessonProgress => ({
  studentId: row.studentId,
  lessonId: row.lessonId,
  progress_percentage: row.progressPercentage,
  is_completed: row.isCompleted,
  completed_at: row.completedAt?.toISOString() ?? null,
});

/** A lesson the student has not started: nothing is stored for it. */
export const zeroLessonProgress = (studentId: number, lessonId: number): LessonProgress => ({
  studentId,
  lessonId,
  progress_percentage: 0,
  is_completed: false,
  completed_at: null,
});

export const presentCompletion = (completion: {
  studentId: number;
  materialId: number;
  lessonId: number;
  completedAt: Date;
  newlyCompleted: boolean;
}): MaterialCompletion => ({
  student_id: completion.studentId,
  material_id: completion.materialId,
  lesson_id: completion.lessonId,
  completed_at: completion.completedAt.toISOString(),
  newly_completed: completion.newlyCompleted,
});
