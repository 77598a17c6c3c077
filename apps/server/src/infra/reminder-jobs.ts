import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { addJob, removeJob, type JobPayloads } from './jobs.js';

/** How long before a deadline its reminder goes out. */
export const REMINDER_LEAD_MS = 24 * 60 * 60 * 1000;

/** The one pending reminder job of an assignment's class, or of one student with an extension. */
const jobKey = ({ assignmentId, studentId }: JobPayloads['deadlineReminder']) =>
  studentId === null ? `deadline-reminder:${assignmentId}` : `deadline-reminder:${assignmentId}:${studentId}`;

const runAt = (dueAt: Date) => new Date(dueAt.getTime() - REMINDER_LEAD_MS);

/**
 * Schedules (or moves: the job key replaces a pending one) the reminders of a published
 * assignment in `tx`: the class's at its due date less 24 hours, and each extended student's
 * at theirs (docs/decisions/026, "Deadlines"). A time already past runs at once; the job
 * itself checks that the deadline is still ahead.
 */
export async function scheduleClassReminders(tx: DbOrTx, assignmentId: number, dueAt: Date): Promise<void> {
  await addJob(
    tx,
    'deadlineReminder',
    { assignmentId, studentId: null },
    { runAt: runAt(dueAt), key: jobKey({ assignmentId, studentId: null }) },
  );
  await tx.execute(sql`select graphile_worker.add_job(
      identifier => 'deadlineReminder', payload => json_build_object('assignmentId', e.assignment_id, 'studentId', e.student_id),
      run_at => e.due_at - interval '24 hours', job_key => 'deadline-reminder:' || e.assignment_id || ':' || e.student_id)
    from assignment_extensions e where e.assignment_id = ${assignmentId}`);
}

/** One student's reminder of a published assignment, at their own due date (an extension granted, changed or taken back) less 24 hours. */
export async function scheduleStudentReminder(
  tx: DbOrTx,
  assignmentId: number,
  studentId: number,
  dueAt: Date,
): Promise<void> {
  await addJob(
    tx,
    'deadlineReminder',
    { assignmentId, studentId },
    { runAt: runAt(dueAt), key: jobKey({ assignmentId, studentId }) },
  );
}

/** Drops the pending reminders of an assignment being deleted. */
export async function cancelReminders(tx: DbOrTx, assignmentId: number): Promise<void> {
  await removeJob(tx, jobKey({ assignmentId, studentId: null }));
  await tx.execute(sql`select graphile_worker.remove_job('deadline-reminder:' || e.assignment_id || ':' || e.student_id)
    from assignment_extensions e where e.assignment_id = ${assignmentId}`);
}

const quizJobKey = (quizId: number) => `quiz-deadline-reminder:${quizId}`;

/**
 * Schedules, moves or (no close time) drops the reminder of a published quiz in `tx`, at its
 * close time less 24 hours (docs/decisions/038): on publication and on each change of its
 * settings. The job itself checks that the quiz is still published and the close still ahead.
 */
export async function scheduleQuizReminder(tx: DbOrTx, quizId: number, closeAt: Date | null): Promise<void> {
  if (closeAt === null) await removeJob(tx, quizJobKey(quizId));
  else await addJob(tx, 'quizDeadlineReminder', { quizId }, { runAt: runAt(closeAt), key: quizJobKey(quizId) });
}

/** Drops the pending reminder of a quiz being deleted. */
export async function cancelQuizReminder(tx: DbOrTx, quizId: number): Promise<void> {
  await removeJob(tx, quizJobKey(quizId));
}
