import { sql } from 'drizzle-orm';
import type { HandInStatus, StudentStatus } from '@netclass/shared';

/** An assignment's dates, or a student's extension of them. */
export interface Deadline {
  dueAt: Date;
  /** Nothing is accepted after it; null: late hand-ins are accepted at any time. */
  acceptsUntil: Date | null;
}

/**
 * The dates that hold for one student (docs/decisions/026): an extension's own, where it has
 * no accepted-until date, the assignment's, never before the extended due date.
 */
export function deadlineFor(assignment: Deadline, extension: Deadline | null): Deadline {
  if (!extension) return assignment;
  if (extension.acceptsUntil || !assignment.acceptsUntil)
    return { dueAt: extension.dueAt, acceptsUntil: extension.acceptsUntil };
  const until = assignment.acceptsUntil > extension.dueAt ? assignment.acceptsUntil : extension.dueAt;
  return { dueAt: extension.dueAt, acceptsUntil: until };
}

/** Whether a hand-in at `at` is accepted: up to and including the accepted-until instant. */
export const acceptsAt = (deadline: Deadline, at: Date) =>
  deadline.acceptsUntil === null || at.getTime() <= deadline.acceptsUntil.getTime();

/** Late: after the due instant (exactly at it is on time). */
export const isLate = (deadline: Deadline, at: Date) => at.getTime() > deadline.dueAt.getTime();

/** A student's status from their latest hand-in's time. */
export const statusOf = (deadline: Deadline, lastSubmittedAt: Date | null): HandInStatus =>
  lastSubmittedAt === null ? 'not_handed_in' : isLate(deadline, lastSubmittedAt) ? 'late' : 'handed_in';

/** A released grade as the student's status sees it. */
export interface ReleasedGrade {
  returned: boolean;
  gradedAt: Date;
}

/**
 * The student's own status (docs/decisions/026): graded or returned for revision once their
 * grade is released, until they hand in a version after it; else the hand-in's status.
 */
export function studentStatusOf(
  deadline: Deadline,
  lastSubmittedAt: Date | null,
  grade: ReleasedGrade | null,
): StudentStatus {
  if (grade && (lastSubmittedAt === null || lastSubmittedAt.getTime() <= grade.gradedAt.getTime()))
    return grade.returned ? 'returned' : 'graded';
  return statusOf(deadline, lastSubmittedAt);
}

/**
 * `deadlineFor` in SQL, over an assignment row `a` and its extension row `e` (left joined: its
 * columns null when there is none): the due date and accepted-until date that hold.
 */
export const effectiveDueSql = sql.raw('coalesce(e.due_at, a.due_at)');
export const effectiveUntilSql = sql.raw(`(case when e.due_at is null then a.accepts_until
  when e.accepts_until is not null or a.accepts_until is null then e.accepts_until
  else greatest(a.accepts_until, e.due_at) end)`);
