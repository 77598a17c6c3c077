import { sql, type SQL } from 'drizzle-orm';
import { isStudentMemberSql } from '../../policies/index.js';

/**
 * Whether `userId` is in the class of the quizzes `quizIds` (an id, or a statement of ids) of
 * course `courseId`: a student member of the course, or anyone who started one of them (a
 * student of an open course, or one who has left since). The gradebook, My grades and the
 * results page read the same class (docs/decisions/030, "Results"), as assignments do theirs.
 */
export const inQuizClassSql = (courseId: number | SQL, quizIds: number | SQL, userId: SQL): SQL =>
  sql`(${isStudentMemberSql(courseId, userId)}
    or exists (select 1 from quiz_attempts qa where qa.student_id = ${userId} and qa.quiz_id in (${quizIds})))`;

/**
 * A student's quiz grade by the quiz's grading method (`method`, a column) over their submitted
 * attempts (`attempts`, a relation with `points`, `submitted_at`, `number`): the highest, the
 * last submitted, or the average to 0.01; null with none. An aggregate: one row per group.
 */
export const quizGradeSql = (method: SQL, attempts: string): SQL => sql`case ${method}
    when 'highest' then max(${sql.raw(attempts)}.points)
    when 'average' then round(avg(${sql.raw(attempts)}.points), 2)
    else (array_agg(${sql.raw(attempts)}.points order by ${sql.raw(attempts)}.submitted_at desc, ${sql.raw(attempts)}.number desc))[1] end`;

/** Whether a quiz's review shows marks now (`q`: the quiz's alias): after each attempt, after its close, never. */
export const quizMarksShownSql = (q: string): SQL =>
  sql.raw(
    `(${q}.review_marks = 'after_attempt' or (${q}.review_marks = 'after_close' and ${q}.close_at is not null and ${q}.close_at <= now()))`,
  );
