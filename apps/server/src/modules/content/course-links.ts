import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { gradeCategories, lessons } from '../../db/schema/index.js';
import { badRequest } from '../../lib/errors.js';

/**
 * What a course's graded work (an assignment, a quiz) may name: a lesson and a grade category
 * of the same course, or none (400 on the body field `field` otherwise).
 */
export async function checkCourseLesson(
  db: DbOrTx,
  courseId: number,
  lessonId: number | null | undefined,
  message: string,
): Promise<void> {
  if (lessonId === null || lessonId === undefined) return;
  const [lesson] = await db
    .select({ id: lessons.id })
    .from(lessons)
    .where(and(eq(lessons.id, lessonId), eq(lessons.courseId, courseId)));
  if (!lesson) throw badRequest(message, 'VALIDATION', 'lesson_id');
}

export async function checkCourseGradeCategory(
  db: DbOrTx,
  courseId: number,
  categoryId: number | null | undefined,
  message: string,
): Promise<void> {
  if (categoryId === null || categoryId === undefined) return;
  const [category] = await db
    .select({ id: gradeCategories.id })
    .from(gradeCategories)
    .where(and(eq(gradeCategories.id, categoryId), eq(gradeCategories.courseId, courseId)));
  if (!category) throw badRequest(message, 'VALIDATION', 'grade_category_id');
}
