import { sql, type SQL } from 'drizzle-orm';
import { isStudentMemberSql } from '../../policies/index.js';

/**
 * Whether the user `userId` (a column of the caller's row) is in an assignment's class: a
 * student member of its course, or anyone who handed in to it (a student of an open course, or
 * one who has left since). The hand-ins list reads the same class as a set (assignments/hand-in-list.ts);
 * the gradebook and My grades ask it for a course's published assignments at once
 * (`assignmentIds`: an id, or a statement of ids).
 */
export const inAssignmentClassSql = (courseId: number | SQL, assignmentIds: number | SQL, userId: SQL): SQL =>
  sql`(${isStudentMemberSql(courseId, userId)}
    or exists (select 1 from hand_ins h where h.assignment_id in (${assignmentIds}) and h.student_id = ${userId}))`;
