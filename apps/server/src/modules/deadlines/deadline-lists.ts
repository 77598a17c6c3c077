import { sql, type SQL } from 'drizzle-orm';
import {
  DEADLINE_MONTH_LIMIT,
  TIME_ZONE,
  type DeadlineListQuery,
  type DeadlineMonthQuery,
  type DueItem,
  type ToDoResponse,
  type ToGradeResponse,
} from '@netclass/shared';
import type { Db } from '../../db/client.js';
import { authorize, type Actor } from '../../policies/index.js';
import { effectiveDueSql, effectiveUntilSql } from '../assignments/deadlines.js';
import { managesSql, visibleSql } from '../content/visibility.js';

interface DueRow extends Record<string, unknown> {
  assignment_id: number;
  title: string;
  course_id: string | number;
  course_name: string;
  due_at: string | Date;
}

const iso = (value: string | Date) => new Date(value).toISOString();
const presentDue = (row: DueRow): DueItem => ({
  assignment_id: row.assignment_id,
  title: row.title,
  course_id: Number(row.course_id),
  course_name: row.course_name,
  due_at: iso(row.due_at),
});

/**
 * The assignments whose deadlines a user follows (docs/decisions/026, "Deadlines"): a student,
 * the published ones of the courses they may see (the shared visibility module), with their
 * own extension; teachers and admins, those of the courses they manage, drafts included. Rows
 * `a` (assignments), `courses`, `e` (the reader's extension).
 */
const followedSql = (actor: Actor): SQL =>
  actor.role === 'student' ? visibleSql(actor, 'courses', [sql`courses.publication`, sql`a.publication`]) : managesSql(actor, 'courses');

/** The followed assignments `a` with their `courses` row and the reader's extension `e`, and any further `joins`. */
const fromFollowed = (actor: Actor, joins: SQL = sql``): SQL => sql`from assignments a
  join courses on courses.id = a.course_id
  left join assignment_extensions e on e.assignment_id = a.id and e.student_id = ${actor.id}
  ${joins}
  where ${followedSql(actor)}`;

type Page<T> = { items: T[]; total: number; page: number; limit: number };

/** Deadlines on the dashboard's calendar and in the iCalendar feed; to-do and to-grade lists. One query per list (and a count for a page). */
export class DeadlineLists {
  constructor(private readonly db: Db) {}

  /** The deadlines of one calendar month (Vietnam time), by due date. */
  async month(actor: Actor, { month, year }: DeadlineMonthQuery): Promise<DueItem[]> {
    const start = sql`make_timestamp(${year}::int, ${month}::int, 1, 0, 0, 0)`;
    return this.between(actor, sql`${start} at time zone ${TIME_ZONE}`, sql`(${start} + interval '1 month') at time zone ${TIME_ZONE}`, DEADLINE_MONTH_LIMIT);
  }

  /** Deadlines from `from` (and before `to`), by due date, at most `limit`. */
  async between(actor: Actor, from: SQL, to: SQL | null, limit: number): Promise<DueItem[]> {
    const { rows } = await this.db.execute<DueRow>(sql`
      select a.id as assignment_id, a.title, a.course_id, courses.name as course_name, ${effectiveDueSql} as due_at
      ${fromFollowed(actor)} and ${effectiveDueSql} >= ${from}${to ? sql` and ${effectiveDueSql} < ${to}` : sql``}
      order by 5, a.id limit ${limit}`);
    return rows.map(presentDue);
  }

  /**
   * A student's to-do: published assignments they may see, not handed in (or returned for
   * revision once the grades are out, until they hand in after the grade), still accepting
   * (returned work is, whatever the date), by due date; overdue ones marked.
   */
  async toDo(actor: Actor, query: DeadlineListQuery): Promise<ToDoResponse> {
    authorize(actor, 'deadline.toDo');
    const returned = sql`left join grades g on g.assignment_id = a.id and g.student_id = ${actor.id} and g.returned and a.grades_released_at is not null`;
    const rows = sql`
      select a.id as assignment_id, a.title, a.course_id, courses.name as course_name,
        ${effectiveDueSql} as due_at, ${effectiveUntilSql} as accepts_until,
        ${effectiveDueSql} < now() as overdue, g.student_id is not null as returned
      ${fromFollowed(actor, returned)}
        and not exists (select 1 from hand_ins h where h.assignment_id = a.id and h.student_id = ${actor.id}
          and (g.graded_at is null or h.submitted_at > g.graded_at))
        and (g.student_id is not null or ${effectiveUntilSql} is null or ${effectiveUntilSql} >= now())`;
    const page = await this.page<DueRow & { accepts_until: string | Date | null; overdue: boolean; returned: boolean }>(rows, query);
    return {
      ...page,
      items: page.items.map((row) => ({ ...presentDue(row), accepts_until: row.accepts_until === null ? null : iso(row.accepts_until), overdue: row.overdue, returned: row.returned })),
    };
  }

  /**
   * A teacher's to-grade: each assignment of the courses they manage with students whose
   * latest hand-in has no grade yet (never graded, or graded before it), and how many; by due date.
   */
  async toGrade(actor: Actor, query: DeadlineListQuery): Promise<ToGradeResponse> {
    authorize(actor, 'deadline.toGrade');
    const counted = sql`join lateral (
        select count(*)::int as to_grade
        from (select h.student_id, max(h.submitted_at) as last from hand_ins h where h.assignment_id = a.id group by h.student_id) l
        left join grades g on g.assignment_id = a.id and g.student_id = l.student_id
        where g.graded_at is null or g.graded_at < l.last
      ) t on t.to_grade > 0`;
    const rows = sql`
      select a.id as assignment_id, a.title, a.course_id, courses.name as course_name, a.due_at, t.to_grade
      ${fromFollowed(actor, counted)}`;
    const page = await this.page<DueRow & { to_grade: number }>(rows, query);
    return { ...page, items: page.items.map((row) => ({ ...presentDue(row), to_grade: row.to_grade })) };
  }

  /** A numbered page of `rows` (whose fifth column is the due date) by due date, and their count. */
  private async page<R extends Record<string, unknown>>(rows: SQL, query: DeadlineListQuery): Promise<Page<R>> {
    const [page, total] = await Promise.all([
      this.db.execute<R>(sql`${rows} order by 5, 1 limit ${query.limit} offset ${(query.page - 1) * query.limit}`),
      this.db.execute<{ total: number }>(sql`select count(*)::int as total from (${rows}) s`),
    ]);
    return { items: page.rows as R[], total: total.rows[0]?.total ?? 0, page: query.page, limit: query.limit };
  }
}
