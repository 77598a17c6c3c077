import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { PROGRESS_MESSAGES as M } from '@netclass/shared';
import type { DbOrTx } from '../../db/client.js';
import { lessonProgress, lessons, materials, users } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import type { Actor } from '../../policies/index.js';

/**
 * Progress belongs to students only: any other id answers 404. A student asking for their own
 * needs no query (their session says who and what they are; a role never changes and a deleted
 * account's sessions end with it): the hot path of every lesson page.
 */
export async function requireStudent(db: DbOrTx, actor: Actor, studentId: number): Promise<void> {
  if (actor.role === 'student' && actor.id === studentId) return;
  const [user] = await db.select({ role: users.role }).from(users).where(eq(users.id, studentId));
  if (user?.role !== 'student') throw notFound(M.studentNotFound);
}

export async function requireLesson(db: DbOrTx, lessonId: number): Promise<{ id: number; courseId: number }> {
  const [lesson] = await db.select({ id: lessons.id, courseId: lessons.courseId }).from(lessons).where(eq(lessons.id, lessonId));
  if (!lesson) throw notFound(M.lessonInvalid);
  return lesson;
}

const readyCount = sql<number>`count(${materials.id})::int`;

/** A course's lessons with their ready-material counts, by order_num then id: one query. */
export function lessonsWithCounts(db: DbOrTx, courseId: number) {
  return db
    .select({ id: lessons.id, title: lessons.title, orderNum: lessons.orderNum, readyCount })
    .from(lessons)
    .leftJoin(materials, and(eq(materials.lessonId, lessons.id), eq(materials.status, 'ready')))
    .where(eq(lessons.courseId, courseId))
    .groupBy(lessons.id)
    .orderBy(asc(lessons.orderNum), asc(lessons.id));
}

/** Lessons of the courses `where` selects, with ready-material counts and one student's stored progress (null: not started). */
export function lessonsWithStudentProgress(db: DbOrTx, where: SQL, studentId: number) {
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
    .leftJoin(materials, and(eq(materials.lessonId, lessons.id), eq(materials.status, 'ready')))
    .leftJoin(lessonProgress, and(eq(lessonProgress.lessonId, lessons.id), eq(lessonProgress.studentId, studentId)))
    .where(where)
    .groupBy(lessons.id, lessonProgress.studentId, lessonProgress.lessonId)
    .orderBy(asc(lessons.courseId), asc(lessons.orderNum), asc(lessons.id));
}
