import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import { REMINDER_MESSAGES as M, type CreateReminderInput, type Reminder } from '@netclass/shared';
import type { Db } from '../../db/client.js';
import { reminders } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import { authorize, type Actor } from '../../policies/index.js';
import type { DeadlineLists } from '../deadlines/index.js';
import { buildCalendar, type CalendarLanguage } from './ical.js';
import { presentReminder } from './presenter.js';

/** At most this many deadlines in a calendar file. */
const CALENDAR_DEADLINES = 1000;

const pad = (value: number) => String(value).padStart(2, '0');

/** First day of `month` (1-12) of `year`, and of the month after, as YYYY-MM-DD. */
function monthRange(month: number, year: number): [string, string] {
  const next = month === 12 ? { month: 1, year: year + 1 } : { month: month + 1, year };
  return [`${year}-${pad(month)}-01`, `${next.year}-${pad(next.month)}-01`];
}

/** Calendar notes: every user keeps their own and sees no one else's (docs/product/screens-and-roles.md#roles). */
export class ReminderService {
  /** One student's notes of a month: every dashboard asks. */
  private readonly monthQuery;

  constructor(
    private readonly db: Db,
    private readonly deadlines: DeadlineLists,
  ) {
    this.monthQuery = db
      .select()
      .from(reminders)
      .where(
        and(
          eq(reminders.studentId, sql.placeholder('studentId')),
          gte(reminders.scheduleDate, sql.placeholder('from')),
          lt(reminders.scheduleDate, sql.placeholder('to')),
        ),
      )
      .orderBy(asc(reminders.scheduleDate), asc(reminders.id))
      .prepare('reminder_month');
  }

  async listMonth(actor: Actor, studentId: number, month: number, year: number): Promise<Reminder[]> {
    authorize(actor, 'reminder.own', { studentId });
    const [from, to] = monthRange(month, year);
    const rows = await this.monthQuery.execute({ studentId, from, to });
    return rows.map(presentReminder);
  }

  async create(actor: Actor, input: CreateReminderInput): Promise<Reminder> {
    authorize(actor, 'reminder.own', { studentId: input.student_id });
    const [row] = await this.db
      .insert(reminders)
      .values({ studentId: input.student_id, scheduleDate: input.schedule_date, note: input.note })
      .returning();
    if (!row) throw new Error('reminder insert returned nothing');
    return presentReminder(row);
  }

  async delete(actor: Actor, studentId: number, reminderId: number): Promise<void> {
    authorize(actor, 'reminder.own', { studentId });
    const [deleted] = await this.db
      .delete(reminders)
      .where(and(eq(reminders.id, reminderId), eq(reminders.studentId, studentId)))
      .returning({ id: reminders.id });
    if (!deleted) throw notFound(M.notFound);
  }

  /** Every note of the user and their deadlines as an iCalendar file (the bearer download). */
  async calendar(
    actor: Actor & { name: string },
    studentId: number,
    appUrl: string,
    language: CalendarLanguage = 'vi',
  ): Promise<string> {
    authorize(actor, 'reminder.own', { studentId });
    return this.calendarOf(actor, appUrl, language);
  }

  /**
   * A user's calendar (docs/decisions/026, "Deadlines"): their notes (all-day events) and the
   * deadlines they follow from a year ago on (timed, their extension applied; quizzes' open and
   * close times, decision 038), as the dashboard shows them, in `language`.
   */
  async calendarOf(user: Actor & { name: string }, appUrl: string, language: CalendarLanguage = 'vi'): Promise<string> {
    const [rows, deadlines] = await Promise.all([
      this.db
        .select()
        .from(reminders)
        .where(eq(reminders.studentId, user.id))
        .orderBy(asc(reminders.scheduleDate), asc(reminders.id)),
      this.deadlines.between(user, sql`now() - interval '1 year'`, null, CALENDAR_DEADLINES),
    ]);
    return buildCalendar({
      name: user.name,
      language,
      uidDomain: 'netclass',
      appUrl,
      notes: rows.map((row) => ({ id: row.id, date: row.scheduleDate, note: row.note, createdAt: row.createdAt })),
      deadlines: deadlines.map((item) => ({
        kind: item.kind,
        id: item.assignment_id ?? item.quiz_id ?? 0,
        moment: item.moment,
        title: item.title,
        courseName: item.course_name,
        dueAt: new Date(item.due_at),
      })),
    });
  }
}
