import { inArray, sql } from 'drizzle-orm';
import { formatVietnamTime } from '@netclass/shared';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import type { JobPayloads } from '../../infra/jobs.js';
import type { Outbox } from '../../infra/outbox.js';
import { excerpt, type NotificationService } from '../notifications/index.js';

interface Reminded extends Record<string, unknown> {
  student_id: string | number;
  due_at: string;
  title: string;
  course_id: string | number;
  course_name: string;
}

/**
 * The 24-hour reminder of a deadline (docs/decisions/026, "Deadlines"), the job of
 * reminder-jobs.ts: each student member of the assignment's course who has not handed in,
 * whose own due date (their extension's, if any) is less than 24 hours ahead and still to
 * come, of a published assignment in a published course. Each is recorded in
 * `deadline_reminders` with the notification, in one transaction: a retried job, a second
 * instance or a restart finds them reminded (the key waits on a concurrent insert, then skips).
 */
export class DeadlineReminderService {
  constructor(
    private readonly db: Db,
    private readonly notifications: NotificationService,
    private readonly outbox: Outbox,
  ) {}

  async remind({ assignmentId, studentId }: JobPayloads['deadlineReminder']): Promise<void> {
    await this.outbox.transaction(async (tx, record) => {
      const { rows } = await tx.execute<Reminded>(sql`
        with due as (
          select cm.user_id as student_id, coalesce(e.due_at, a.due_at) as due_at
          from assignments a
          join courses c on c.id = a.course_id and c.publication = 'published'
          join course_members cm on cm.course_id = a.course_id and cm.role = 'student'
          left join assignment_extensions e on e.assignment_id = a.id and e.student_id = cm.user_id
          where a.id = ${assignmentId} and a.publication = 'published'
            and (${studentId}::bigint is null or cm.user_id = ${studentId}::bigint)
            and not exists (select 1 from hand_ins h where h.assignment_id = a.id and h.student_id = cm.user_id)
        ), sent as (
          insert into deadline_reminders (assignment_id, student_id, due_at)
          select ${assignmentId}, student_id, due_at from due
          where due_at > now() and due_at <= now() + interval '24 hours'
          on conflict do nothing
          returning student_id, due_at
        )
        select sent.student_id, sent.due_at::text, a.title, a.course_id, c.name as course_name
        from sent join assignments a on a.id = ${assignmentId} join courses c on c.id = a.course_id`);
      // Usually one due date; students with extensions in the same window have their own.
      const byDue = new Map<string, Reminded[]>();
      for (const row of rows) byDue.set(row.due_at, [...(byDue.get(row.due_at) ?? []), row]);
      for (const [dueAt, group] of byDue) {
        const first = group[0]!;
        const ids = group.map((row) => Number(row.student_id));
        const params = {
          assignment: excerpt(first.title, 80),
          course: excerpt(first.course_name, 80),
          due: formatVietnamTime(dueAt),
          course_id: Number(first.course_id),
        };
        const batch = await this.notifications.insert(
          tx,
          { kind: 'matching', where: inArray(users.id, ids) },
          { type: 'deadline_reminder', params, link: `/assignment/${assignmentId}` },
        );
        await this.notifications.recordSent(record, batch);
      }
    });
  }

  /**
   * A quiz's 24-hour reminder (docs/decisions/038), the same way: each student member of its
   * course who has submitted no attempt, when the published quiz (in a published course) closes
   * less than 24 hours from now and has not closed yet; recorded with `quiz_id` in `deadline_reminders`.
   */
  async remindQuiz({ quizId }: JobPayloads['quizDeadlineReminder']): Promise<void> {
    await this.outbox.transaction(async (tx, record) => {
      const { rows } = await tx.execute<Reminded>(sql`
        with sent as (
          insert into deadline_reminders (quiz_id, student_id, due_at)
          select q.id, cm.user_id, q.close_at
          from quizzes q
          join courses c on c.id = q.course_id and c.publication = 'published'
          join course_members cm on cm.course_id = q.course_id and cm.role = 'student'
          where q.id = ${quizId} and q.publication = 'published'
            and q.close_at > now() and q.close_at <= now() + interval '24 hours'
            and not exists (
              select 1 from quiz_attempts a
              where a.quiz_id = q.id and a.student_id = cm.user_id and a.submitted_at is not null)
          on conflict do nothing
          returning student_id, due_at
        )
        select sent.student_id, sent.due_at::text, q.title, q.course_id, c.name as course_name
        from sent join quizzes q on q.id = ${quizId} join courses c on c.id = q.course_id`);
      const first = rows[0];
      if (!first) return;
      const params = {
        quiz: excerpt(first.title, 80),
        course: excerpt(first.course_name, 80),
        due: formatVietnamTime(first.due_at),
        course_id: Number(first.course_id),
      };
      const batch = await this.notifications.insert(
        tx,
        {
          kind: 'matching',
          where: inArray(
            users.id,
            rows.map((row) => Number(row.student_id)),
          ),
        },
        { type: 'quiz_deadline_reminder', params, link: `/quiz/${quizId}` },
      );
      await this.notifications.recordSent(record, batch);
    });
  }
}
