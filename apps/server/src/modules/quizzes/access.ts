import { eq } from 'drizzle-orm';
import { QUIZ_MESSAGES as M } from '@netclass/shared';
import type { DbOrTx } from '../../db/client.js';
import { courses, quizAttempts, quizzes } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import { authorize, can, courseAccessColumns, isVisible, type Actor } from '../../policies/index.js';
import type { CourseFacts } from '../assignments/index.js';

export type QuizRow = typeof quizzes.$inferSelect;
export type QuizAttemptRow = typeof quizAttempts.$inferSelect;
export interface QuizWithCourse {
  quiz: QuizRow;
  course: CourseFacts;
}

const courseFacts = (actor: Actor) => ({
  id: courses.id,
  publication: courses.publication,
  ...courseAccessColumns(actor),
});
type Lock = { lock?: 'update' | 'share' };

/**
 * The quiz `actor` may see, with its course (404 otherwise: a draft quiz, or one of a course
 * hidden from them, is as if it did not exist), by the shared visibility module.
 */
export async function visibleQuiz(db: DbOrTx, actor: Actor, id: number, options: Lock = {}): Promise<QuizWithCourse> {
  const query = db
    .select({ quiz: quizzes, course: courseFacts(actor) })
    .from(quizzes)
    .innerJoin(courses, eq(courses.id, quizzes.courseId))
    .where(eq(quizzes.id, id));
  const [row] = await (options.lock ? query.for(options.lock, { of: quizzes }) : query);
  if (!row || !isVisible(actor, row.course, row.course.publication, row.quiz.publication)) throw notFound(M.notFound);
  return row;
}

/** The quiz `actor` manages (404 unseen, 403 seen but not theirs to manage). */
export async function managedQuiz(db: DbOrTx, actor: Actor, id: number, options: Lock = {}): Promise<QuizWithCourse> {
  const row = await visibleQuiz(db, actor, id, options);
  authorize(actor, 'quiz.manage', row.course);
  return row;
}

/**
 * An attempt `actor` may read: their own, or any of a quiz whose course they manage (404
 * otherwise, also for a quiz they cannot see: another student's attempt is as if it did not exist).
 */
export async function readableAttempt(
  db: DbOrTx,
  actor: Actor,
  id: number,
  options: Lock = {},
): Promise<QuizWithCourse & { attempt: QuizAttemptRow }> {
  const query = db
    .select({ attempt: quizAttempts, quiz: quizzes, course: courseFacts(actor) })
    .from(quizAttempts)
    .innerJoin(quizzes, eq(quizzes.id, quizAttempts.quizId))
    .innerJoin(courses, eq(courses.id, quizzes.courseId))
    .where(eq(quizAttempts.id, id));
  const [row] = await (options.lock ? query.for(options.lock, { of: quizAttempts }) : query);
  if (!row || !isVisible(actor, row.course, row.course.publication, row.quiz.publication))
    throw notFound(M.attemptNotFound);
  if (!can(actor, 'quizAttempt.read', { studentId: row.attempt.studentId, course: row.course }))
    throw notFound(M.attemptNotFound);
  return row;
}
