import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
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
import { preparedSql } from '../../lib/prepared.js';
import { authorize, type Actor } from '../../policies/index.js';
import { effectiveDueSql, effectiveUntilSql } from '../assignments/deadlines.js';
import { entersPrepared, managesSql, preparedViewer, seesDraftsPrepared, visibleSql } from '../content/visibility.js';

interface DueRow extends Record<string, unknown> {
  assignment_id: number;
  title: string;
  course_id: string | number;
  course_name: string;
  due_at: string | Date;
}
type ToDoRow = DueRow & { accepts_until: string | Date | null; overdue: boolean; returned: boolean };
type ToGradeRow = DueRow & { to_grade: number };
type Page<T> = { items: T[]; total: number; page: number; limit: number };

const iso = (value: string | Date) => new Date(value).toISOString();
const presentDue = (row: DueRow): DueItem => ({
  assignment_id: row.assignment_id,
  title: row.title,
  course_id: Number(row.course_id),
  course_name: row.course_name,
  due_at: iso(row.due_at),
});

/** Whose deadlines a prepared statement lists: a student's (what they may see) or staff's (what they manage). */
type Reader = 'student' | 'staff';
const readerOf = (actor: Actor): Reader => (actor.role === 'student' ? 'student' : 'staff');

/**
 * The assignments whose deadlines a user follows (docs/decisions/026, "Deadlines"): a student,
 * the published ones of the courses they may see (the shared visibility module), with their
 * own extension; teachers and admins, those of the courses they manage, drafts included. Over
 * the rows `a` (assignments) and `courses`; for one actor, or for a prepared statement with the
 * reader as parameters (`preparedViewer`).
 */
const followedSql = (actor: Actor): SQL =>
  actor.role === 'student' ? visibleSql(actor, 'courses', [sql`courses.publication`, sql`a.publication`]) : managesSql(actor, 'courses');
const followedPrepared: Record<Reader, SQL> = {
  student: sql`(courses.publication = 'published' and a.publication = 'published' and ${entersPrepared})`,
  staff: seesDraftsPrepared,
};
const readerId = sql.placeholder('viewerId');

/** The `followed` assignments `a` with their `courses` row and the extension `e` of the reader `reader` (an id), and any further `joins`. */
const fromFollowed = (followed: SQL, reader: SQLWrapper | number, joins: SQL = sql``): SQL => sql`from assignments a
  join courses on courses.id = a.course_id
  left join assignment_extensions e on e.assignment_id = a.id and e.student_id = ${reader}
  ${joins}
  where ${followed}`;

/** The deadlines of the `followed` assignments due from `from` (and before `to`), by due date, at most `limit`. */
const dueSql = (followed: SQL, reader: SQLWrapper | number, from: SQL, to: SQL | null, limit: SQLWrapper | number): SQL => sql`
  select a.id as assignment_id, a.title, a.course_id, courses.name as course_name, ${effectiveDueSql} as due_at
  ${fromFollowed(followed, reader)} and ${effectiveDueSql} >= ${from}${to ? sql` and ${effectiveDueSql} < ${to}` : sql``}
  order by 5, a.id limit ${limit}`;

/**
 * A student's to-do: published assignments they may see, not handed in (or returned for
 * revision once the grades are out, until they hand in after the grade), still accepting
 * (returned work is, whatever the date); overdue ones marked.
 */
const toDoColumns = sql`a.id as assignment_id, a.title, a.course_id, courses.name as course_name,
  ${effectiveDueSql} as due_at, ${effectiveUntilSql} as accepts_until,
  ${effectiveDueSql} < now() as overdue, g.student_id is not null as returned`;
const toDoFrom = sql`${fromFollowed(
  followedPrepared.student,
  readerId,
  sql`left join grades g on g.assignment_id = a.id and g.student_id = ${readerId} and g.returned and a.grades_released_at is not null`,
)}
  and not exists (select 1 from hand_ins h where h.assignment_id = a.id and h.student_id = ${readerId}
    and (g.graded_at is null or h.submitted_at > g.graded_at))
  and (g.student_id is not null or ${effectiveUntilSql} is null or ${effectiveUntilSql} >= now())`;

/**
 * A teacher's to-grade: each assignment of the courses they manage with students whose latest
 * hand-in has no grade yet (never graded, or graded before it), and how many.
 */
const toGradeColumns = sql`a.id as assignment_id, a.title, a.course_id, courses.name as course_name, a.due_at, t.to_grade`;
const toGradeFrom = fromFollowed(
  followedPrepared.staff,
  readerId,
  sql`join lateral (
    select count(*)::int as to_grade
    from (select h.student_id, max(h.submitted_at) as last from hand_ins h where h.assignment_id = a.id group by h.student_id) l
    left join grades g on g.assignment_id = a.id and g.student_id = l.student_id
    where g.graded_at is null or g.graded_at < l.last
  ) t on t.to_grade > 0`,
);

/** A numbered page of a list (its fifth column the due date) by due date, each row with the list's `total`; and the count alone. */
function pagedStatements<Row extends Record<string, unknown>>(db: Db, name: string, columns: SQL, from: SQL) {
  return {
    page: preparedSql<Row & { total: number }>(
      db,
      `${name}_page`,
      sql`select ${columns}, count(*) over ()::int as total ${from} order by 5, 1 limit ${sql.placeholder('limit')} offset ${sql.placeholder('offset')}`,
    ),
    count: preparedSql<{ total: number }>(db, `${name}_count`, sql`select count(*)::int as total ${from}`),
  };
}
type PagedStatements<Row extends Record<string, unknown>> = ReturnType<typeof pagedStatements<Row>>;

/**
 * Deadlines on the dashboard's calendar and in the iCalendar feed; to-do and to-grade lists.
 * The dashboard's are prepared statements, built once (issue 11): one query per list, its
 * count riding on its rows.
 */
export class DeadlineLists {
  private readonly monthQuery: Record<Reader, ReturnType<typeof preparedSql<DueRow>>>;
  private readonly toDoQuery: PagedStatements<ToDoRow>;
  private readonly toGradeQuery: PagedStatements<ToGradeRow>;

  constructor(private readonly db: Db) {
    const start = sql`make_timestamp(${sql.placeholder('year')}::int, ${sql.placeholder('month')}::int, 1, 0, 0, 0)`;
    const month = (reader: Reader) =>
      preparedSql<DueRow>(
        db,
        `deadline_month_${reader}`,
        dueSql(followedPrepared[reader], readerId, sql`${start} at time zone ${TIME_ZONE}`, sql`(${start} + interval '1 month') at time zone ${TIME_ZONE}`, DEADLINE_MONTH_LIMIT),
      );
    this.monthQuery = { student: month('student'), staff: month('staff') };
    this.toDoQuery = pagedStatements<ToDoRow>(db, 'deadline_to_do', toDoColumns, toDoFrom);
    this.toGradeQuery = pagedStatements<ToGradeRow>(db, 'deadline_to_grade', toGradeColumns, toGradeFrom);
  }

  /** The deadlines of one calendar month (Vietnam time), by due date. */
  async month(actor: Actor, { month, year }: DeadlineMonthQuery): Promise<DueItem[]> {
    const rows = await this.monthQuery[readerOf(actor)]({ month, year, ...preparedViewer(actor) });
    return rows.map(presentDue);
  }

  /** Deadlines from `from` (and before `to`), by due date, at most `limit` (the calendar feed: not prepared, its bounds are SQL). */
  async between(actor: Actor, from: SQL, to: SQL | null, limit: number): Promise<DueItem[]> {
    const { rows } = await this.db.execute<DueRow>(dueSql(followedSql(actor), actor.id, from, to, limit));
    return rows.map(presentDue);
  }

  async toDo(actor: Actor, query: DeadlineListQuery): Promise<ToDoResponse> {
    authorize(actor, 'deadline.toDo');
    const page = await this.page(this.toDoQuery, actor, query);
    return {
      ...page,
      items: page.items.map((row) => ({ ...presentDue(row), accepts_until: row.accepts_until === null ? null : iso(row.accepts_until), overdue: row.overdue, returned: row.returned })),
    };
  }

  async toGrade(actor: Actor, query: DeadlineListQuery): Promise<ToGradeResponse> {
    authorize(actor, 'deadline.toGrade');
    const page = await this.page(this.toGradeQuery, actor, query);
    return { ...page, items: page.items.map((row) => ({ ...presentDue(row), to_grade: row.to_grade })) };
  }

  /** One page and the list's count: from the page's rows; counted on its own only for a page past the end. */
  private async page<Row extends Record<string, unknown>>(statements: PagedStatements<Row>, actor: Actor, query: DeadlineListQuery): Promise<Page<Row>> {
    const viewer = preparedViewer(actor);
    const items = await statements.page({ ...viewer, limit: query.limit, offset: (query.page - 1) * query.limit });
    const total = items[0]?.total ?? (query.page > 1 ? ((await statements.count(viewer))[0]?.total ?? 0) : 0);
    return { items, total, page: query.page, limit: query.limit };
  }
}
