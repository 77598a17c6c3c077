import { sql } from 'drizzle-orm';
import { isAdminRole, isTeacherRole } from '@netclass/shared';
import type { Actor } from './actor.js';

/**
 * A student's progress across courses ('progress.readStudent'): their own; admins'; a
 * teacher's of a student they teach (`taughtByActor`, in SQL `taughtBySql`), who then reads
 * those courses only.
 */
export const readsStudentProgress = (actor: Actor, owner: { studentId: number; taughtByActor: boolean }) =>
  isAdminRole(actor.role) || actor.id === owner.studentId || (isTeacherRole(actor.role) && owner.taughtByActor);

/**
 * A teacher (`actor`) teaches the student `studentId` when the student is a member of, or has
 * progress in, a course the teacher is a teacher member of. Over `users`, for the student's row.
 */
export const taughtBySql = (actor: Actor, studentId: number) => sql<boolean>`exists (
  select 1 from course_members t where t.user_id = ${actor.id} and t.role = 'teacher' and (
    exists (select 1 from course_members s where s.course_id = t.course_id and s.user_id = ${studentId})
    or exists (select 1 from lesson_progress lp join lessons pl on pl.id = lp.lesson_id where lp.student_id = ${studentId} and pl.course_id = t.course_id)))`;
