import { and, asc, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { PROGRESS_MESSAGES as M, isStudentRole, isTeacherRole } from '@netclass/shared';
import type { DbOrTx } from '../../db/client.js';
import { courses, lessonProgress, lessons, materials, users } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import { authorize, entersSql, managesSql, taughtBySql, type Actor } from '../../policies/index.js';

/**
 * Progress belongs to students only: any other id answers 404. A student asking for their own
 * needs no query (their session says who and what they are; a role never changes and a deleted
 * account's sessions end with it): the hot path of every lesson page.
 */
export async function requireStudent(db: DbOrTx, actor: Actor, studentId: number): Promise<void> {
  if (isStudentRole(actor.role) && actor.id === studentId) return;
  const [user] = await db.select({ role: users.role }).from(users).where(eq(users.id, studentId));
  if (!(user && isStudentRole(user.role))) throw notFound(M.studentNotFound);
}

/**
 * A student's progress across courses ('progress.readStudent'): their own (no query), an
 * admin's, a teacher's who teaches them; 403 for anyone else, 404 when `studentId` is no student.
 * Each read then keeps to `progressCoursesSql`.
 */
export async function requireReadableStudent(db: DbOrTx, actor: Actor, studentId: number): Promise<void> {
  if (isStudentRole(actor.role)) return authorize(actor, 'progress.readStudent', { studentId, taughtByActor: false });
  const [user] = await db
    .select({
      role: users.role,
      taught: isTeacherRole(actor.role) ? taughtBySql(actor, studentId) : sql<boolean>`false`,
    })
    .from(users)
    .where(eq(users.id, studentId));
  if (!(user && isStudentRole(user.role))) throw notFound(M.studentNotFound);
  authorize(actor, 'progress.readStudent', { studentId, taughtByActor: user.taught });
}

/**
 * The courses (the outer `courses` row) whose progress of `studentId` `actor` reads: a student's own in the courses
 * they may enter; the courses a teacher teaches; all for admins.
 */
export const progressCoursesSql = (actor: Actor, studentId: number): SQL =>
  isStudentRole(actor.role) && actor.id === studentId ? entersSql(actor, 'courses') : managesSql(actor, 'courses');

/** Progress is of published lessons of published courses only (decision 015), that `actor` may enter: any other answers 404. */
export async function requireLesson(
  db: DbOrTx,
  actor: Actor,
  lessonId: number,
): Promise<{ id: number; courseId: number }> {
  const [lesson] = await db
    .select({ id: lessons.id, courseId: lessons.courseId })
    .from(lessons)
    .innerJoin(courses, eq(courses.id, lessons.courseId))
    .where(and(eq(lessons.id, lessonId), publishedLesson, entersSql(actor, 'courses')));
  if (!lesson) throw notFound(M.lessonInvalid);
  return lesson;
}

const readyCount = sql<number>`count(${materials.id})::int`;
/** The materials that count: ready and published (a draft or a pending upload never does). */
const countedMaterialOf = and(
  eq(materials.lessonId, lessons.id),
  eq(materials.status, 'ready'),
  eq(materials.publication, 'published'),
);
/** A lesson students see (with `courses` joined). */
export const publishedLesson = and(eq(lessons.publication, 'published'), eq(courses.publication, 'published'));

/** A course's published lessons with their counted-material counts, by order_num then id: one query. */
export function lessonsWithCounts(db: DbOrTx, courseId: number) {
  return db
    .select({ id: lessons.id, title: lessons.title, orderNum: lessons.orderNum, readyCount })
    .from(lessons)
    .leftJoin(materials, countedMaterialOf)
    .where(and(eq(lessons.courseId, courseId), eq(lessons.publication, 'published')))
    .groupBy(lessons.id)
    .orderBy(asc(lessons.orderNum), asc(lessons.id));
}

/** Published lessons of the published courses `where` selects, with counted-material counts and one student's stored progress (null: not started). */
export function lessonsWithStudentProgress(db: DbOrTx, where: SQL, studentId: number | SQLWrapper) {
  return db
    .select({
      id: lessons.id,
      courseId: lessons.courseId,
      title: lessons.title,
      orderNum: lessons.orderNum,
      readyCount,
      percentage: lessonProgress.progressPercentage,
    })
    .from(lessons)
    .innerJoin(courses, eq(courses.id, lessons.courseId))
    .leftJoin(materials, countedMaterialOf)
    .leftJoin(lessonProgress, and(eq(lessonProgress.lessonId, lessons.id), eq(lessonProgress.studentId, studentId)))
    .where(and(where, publishedLesson))
    .groupBy(lessons.id, lessonProgress.studentId, lessonProgress.lessonId)
    .orderBy(asc(lessons.courseId), asc(lessons.orderNum), asc(lessons.id));
}
