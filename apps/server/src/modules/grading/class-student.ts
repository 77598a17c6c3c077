import { sql } from 'drizzle-orm';
import { GRADEBOOK_MESSAGES as M } from '@netclass/shared';
import type { DbOrTx } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { inAssignmentClassSql } from './assignment-class.js';
import { inQuizClassSql } from './quiz-class.js';

/** A graded item of a course: an assignment or a quiz. */
export interface ClassItem {
  kind: 'assignment' | 'quiz';
  id: number;
  courseId: number;
}

/**
 * The one rule for what a teacher may give a single student of an item (a grade, an
 * extension, extra quiz time, a gradebook override): the student must be in the item's class,
 * a student member of its course or one who handed in to it (for a quiz: started it), so a
 * student who has left keeps what was given. 404 "not in the class" otherwise, the same answer
 * for all four (docs/decisions/037).
 */
export async function requireClassStudent(db: DbOrTx, item: ClassItem, studentId: number): Promise<void> {
  const inClass = item.kind === 'quiz' ? inQuizClassSql : inAssignmentClassSql;
  const { rows } = await db.execute(
    sql`select 1 from users u where u.id = ${studentId} and u.role = 'student' and ${inClass(item.courseId, item.id, sql`u.id`)}`,
  );
  if (!rows.length) throw notFound(M.studentNotInClass);
}
