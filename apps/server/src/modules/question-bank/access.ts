import { and, eq, isNull } from 'drizzle-orm';
import { CONTENT_MESSAGES, QUESTION_BANK_MESSAGES as M } from '@netclass/shared';
import type { DbOrTx } from '../../db/client.js';
import { courses, questionCategories, questions } from '../../db/schema/index.js';
import { badRequest, notFound, type AppError } from '../../lib/errors.js';
import { authorize, can, courseAccessColumns, type Actor, type CourseForActor } from '../../policies/index.js';

export type CategoryRow = typeof questionCategories.$inferSelect;
export type QuestionRow = typeof questions.$inferSelect;

/**
 * The bank is there for those who may enter its course (404 for others, as for a course that
 * does not exist: decision 023) and managed by its teachers and admins (403 for the rest).
 */
function requireBank<C extends CourseForActor>(
  actor: Actor,
  course: C | undefined,
  missing: () => AppError,
): asserts course is C {
  if (!course || !can(actor, 'course.read', course)) throw missing();
  authorize(actor, 'questionBank.manage', course);
}

/** The course whose bank `actor` manages: its id. */
export async function bankCourse(db: DbOrTx, actor: Actor, courseId: number): Promise<number> {
  const [course] = await db
    .select({ id: courses.id, ...courseAccessColumns(actor) })
    .from(courses)
    .where(eq(courses.id, courseId));
  requireBank(actor, course, () => notFound(CONTENT_MESSAGES.courseInvalid));
  return course.id;
}

/** A category of a bank `actor` manages. */
export async function bankCategory(
  db: DbOrTx,
  actor: Actor,
  id: number,
  options: { lock?: boolean } = {},
): Promise<CategoryRow> {
  const query = db
    .select({ category: questionCategories, course: courseAccessColumns(actor) })
    .from(questionCategories)
    .innerJoin(courses, eq(courses.id, questionCategories.courseId))
    .where(eq(questionCategories.id, id));
  const [row] = await (options.lock ? query.for('update', { of: questionCategories }) : query);
  requireBank(actor, row?.course, () => notFound(M.categoryNotFound));
  return row!.category;
}

/** A question (not deleted) of a bank `actor` manages. */
export async function bankQuestion(
  db: DbOrTx,
  actor: Actor,
  id: number,
  options: { lock?: boolean } = {},
): Promise<QuestionRow> {
  const query = db
    .select({ question: questions, course: courseAccessColumns(actor) })
    .from(questions)
    .innerJoin(courses, eq(courses.id, questions.courseId))
    .where(and(eq(questions.id, id), isNull(questions.deletedAt)));
  const [row] = await (options.lock ? query.for('update', { of: questions }) : query);
  requireBank(actor, row?.course, () => notFound(M.questionNotFound));
  return row!.question;
}

/** A category of the course `courseId` (400 `categoryNotFound` otherwise: a body field), locked against deletion. */
export async function categoryOfCourse(db: DbOrTx, courseId: number, categoryId: number): Promise<CategoryRow> {
  const [category] = await db
    .select()
    .from(questionCategories)
    .where(and(eq(questionCategories.id, categoryId), eq(questionCategories.courseId, courseId)))
    .for('share');
  if (!category) throw badRequest(M.categoryNotFound, 'VALIDATION', 'category_id');
  return category;
}
