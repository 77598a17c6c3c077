import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import {
  DEADLINE_MONTH_LIMIT,
  TIME_ZONE,
  type DeadlineListQuery,
  type DeadlineMonthQuery,
  type DeadlineMoment,
  type DueItem,
  type ToDoResponse,
  type ToGradeResponse,
  isStudentRole,
} from '@netclass/shared';
import type { Db } from '../../db/client.js';
import { preparedSql } from '../../infra/prepared.js';
import {
  authorize,
  entersPrepared,
  managesSql,
  preparedViewer,
  seesDraftsPrepared,
  visibleSql,
  type Actor,
} from '../../policies/index.js';
import { effectiveDueSql, effectiveUntilSql } from '../assignments/index.js';

interface DueRow extends Record<string, unknown> {
  kind: 'assignment' | 'quiz';
  item_id: number;
  moment: DeadlineMoment;
  title: string;
  course_id: string | number;
  course_name: string;
  due_at: string | Date;
}
interface ToDoRow extends Record<string, unknown> {
  kind: 'assignment' | 'quiz';
  item_id: number;
  title: string;
  course_id: string | number;
  course_name: string;
  due_at: string | Date | null;
  opens_at: string | Date | null;
  accepts_until: string | Date | null;
  overdue: boolean;
  returned: boolean;
}
type ToGradeRow = DueRow & { to_grade: number };
type Page<T> = { items: T[]; total: number; page: number; limit: number };

const iso = (value: string | Date) => new Date(value).toISOString();
const isoOrNull = (value: string | Date | null) => (value === null ? null : iso(value));
const presentItem = (row: Pick<DueRow, 'kind' | 'item_id' | 'title' | 'course_id' | 'course_name'>) => ({
  kind: row.kind,
  assignment_id: row.kind === 'assignment' ? row.item_id : null,
  quiz_id: row.kind === 'quiz' ? row.item_id : null,
  title: row.title,
  course_id: Number(row.course_id),
  course_name: row.course_name,
});
const presentDue = (row: DueRow): DueItem => ({ ...presentItem(row), moment: row.moment, due_at: iso(row.due_at) });

/** Whose deadlines a prepared statement lists: a student's (what they may see) or staff's (what they manage). */
type Reader = 'student' | 'staff';
const readerOf = (actor: Actor): Reader => (isStudentRole(actor.role) ? 'student' : 'staff');

/**
 * The assignments and quizzes whose deadlines a user follows (docs/decisions/026, "Deadlines";
 * quizzes, decision 038): a student, the published ones of the courses they may see (the shared
 * visibility module), with their own extension; teachers and admins, those of the courses they
 * manage, drafts included. Over the rows `item` (`a`: assignments, `q`: quizzes) and `courses`;
 * for one actor, or for a prepared statement with the reader as parameters (`preparedViewer`).
 */
const followedSql = (actor: Actor, item: 'a' | 'q'): SQL =>
  isStudentRole(actor.role)
    ? visibleSql(actor, 'courses', [sql`courses.publication`, sql.raw(`${item}.publication`)])
    : managesSql(actor, 'courses');
const followedPrepared: Record<Reader, (item: 'a' | 'q') => SQL> = {
  student: (item) =>
    sql`(courses.publication = 'published' and ${sql.raw(`${item}.publication`)} = 'published' and ${entersPrepared})`,
  staff: () => seesDraftsPrepared,
};
const readerId = sql.placeholder('viewerId');
type Followed = (item: 'a' | 'q') => SQL;

/** The `followed` assignments `a` with their `courses` row and the extension `e` of the reader `reader` (an id), and any further `joins`. */
const fromFollowed = (followed: SQL, reader: SQLWrapper | number, joins: SQL = sql``): SQL => sql`from assignments a
  join courses on courses.id = a.course_id
  left join assignment_extensions e on e.assignment_id = a.id and e.student_id = ${reader}
  ${joins}
  where ${followed}`;

/**
 * The deadlines of the `followed` assignments due, and quizzes opening or closing, from `from`
 * (and before `to`), by time, at most `limit`.
 */
const dueSql = (
  followed: Followed,
  reader: SQLWrapper | number,
  from: SQL,
  to: SQL | null,
  limit: SQLWrapper | number,
): SQL => sql`
  select * from (
    select 'assignment' as kind, a.id as item_id, 'due' as moment, a.title, a.course_id, courses.name as course_name, ${effectiveDueSql} as due_at
    ${fromFollowed(followed('a'), reader)}
    union all
    select 'quiz', q.id, m.moment, q.title, q.course_id, courses.name, m.at
    from quizzes q join courses on courses.id = q.course_id
    cross join lateral (values ('opens', q.open_at), ('closes', q.close_at)) m(moment, at)
    where ${followed('q')} and m.at is not null
  ) d
  where due_at >= ${from}${to ? sql` and due_at < ${to}` : sql``}
  order by due_at, kind, item_id, moment limit ${limit}`;

/**
 * A student's to-do: published assignments they may see, not handed in (or returned for
 * revision once the grades are out, until they hand in after the grade), still accepting
 * (returned work is, whatever the date); overdue ones marked. And the published quizzes they
 * may see with no submitted attempt of theirs that have not closed (decision 038).
 */
const toDoColumns = sql`*`;
const toDoFrom = sql`from (
  select 'assignment' as kind, a.id as item_id, a.title, a.course_id, courses.name as course_name,
    ${effectiveDueSql} as due_at, null::timestamptz as opens_at, ${effectiveUntilSql} as accepts_until,
    ${effectiveDueSql} < now() as overdue, g.student_id is not null as returned
  ${fromFollowed(
    followedPrepared.student('a'),
    readerId,
    sql`left join grades g on g.assignment_id = a.id and g.student_id = ${readerId} and g.returned and a.grades_released_at is not null`,
  )}
    and not exists (select 1 from hand_ins h where h.assignment_id = a.id and h.student_id = ${readerId}
      and (g.graded_at is null or h.submitted_at > g.graded_at))
    and (g.student_id is not null or ${effectiveUntilSql} is null or ${effectiveUntilSql} >= now())
  union all
  select 'quiz', q.id, q.title, q.course_id, courses.name, q.close_at, case when q.open_at > now() then q.open_at end, q.close_at, false, false
  from quizzes q join courses on courses.id = q.course_id
  where ${followedPrepared.student('q')} and (q.close_at is null or q.close_at > now())
    and not exists (select 1 from quiz_attempts t where t.quiz_id = q.id and t.student_id = ${readerId} and t.submitted_at is not null)
) d`;
const TO_DO_ORDER = sql`order by due_at nulls last, kind, item_id`;

/**
 * A teacher's to-grade: each assignment of the courses they manage with students whose latest
 * hand-in has no grade yet (never graded, or graded before it), and how many.
 */
const toGradeColumns = sql`'assignment' as kind, a.id as item_id, 'due' as moment, a.title, a.course_id, courses.name as course_name, a.due_at, t.to_grade`;
const toGradeFrom = fromFollowed(
  followedPrepared.staff('a'),
  readerId,
  sql`join lateral (
    select count(*)::int as to_grade
    from (select h.student_id, max(h.submitted_at) as last from hand_ins h where h.assignment_id = a.id group by h.student_id) l
    left join grades g on g.assignment_id = a.id and g.student_id = l.student_id
    where g.graded_at is null or g.graded_at < l.last
  ) t on t.to_grade > 0`,
);

/** A numbered page of a list in `order`, each row with the list's `total`; and the count alone. */
function pagedStatements<Row extends Record<string, unknown>>(
  db: Db,
  name: string,
  columns: SQL,
  from: SQL,
  order: SQL,
) {
  return {
    page: preparedSql<Row & { total: number }>(
      db,
      `${name}_page`,
      sql`select ${columns}, count(*) over ()::int as total ${from} ${order} limit ${sql.placeholder('limit')} offset ${sql.placeholder('offset')}`,
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
        dueSql(
          followedPrepared[reader],
          readerId,
          sql`${start} at time zone ${TIME_ZONE}`,
          sql`(${start} + interval '1 month') at time zone ${TIME_ZONE}`,
          DEADLINE_MONTH_LIMIT,
        ),
      );
    this.monthQuery = { student: month('student'), staff: month('staff') };
    this.toDoQuery = pagedStatements<ToDoRow>(db, 'deadline_to_do', toDoColumns, toDoFrom, TO_DO_ORDER);
    this.toGradeQuery = pagedStatements<ToGradeRow>(
      db,
      'deadline_to_grade',
      toGradeColumns,
      toGradeFrom,
      sql`order by a.due_at, a.id`,
    );
  }

  /** The deadlines of one calendar month (Vietnam time), by due date. */
  async month(actor: Actor, { month, year }: DeadlineMonthQuery): Promise<DueItem[]> {
    const rows = await this.monthQuery[readerOf(actor)]({ month, year, ...preparedViewer(actor) });
    return rows.map(presentDue);
  }

  /** Deadlines from `from` (and before `to`), by due date, at most `limit` (the calendar feed: not prepared, its bounds are SQL). */
  async between(actor: Actor, from: SQL, to: SQL | null, limit: number): Promise<DueItem[]> {
    const { rows } = await this.db.execute<DueRow>(
      dueSql((item) => followedSql(actor, item), actor.id, from, to, limit),
    );
    return rows.map(presentDue);
  }

  async toDo(actor: Actor, query: DeadlineListQuery): Promise<ToDoResponse> {
    authorize(actor, 'deadline.toDo');
    const page = await this.page(this.toDoQuery, actor, query);
    return {
      ...page,
      items: page.items.map((row) => ({
        ...presentItem(row),
        due_at: isoOrNull(row.due_at),
        opens_at: isoOrNull(row.opens_at),
        accepts_until: isoOrNull(row.accepts_until),
        overdue: row.overdue,
        returned: row.returned,
      })),
    };
  }

  async toGrade(actor: Actor, query: DeadlineListQuery): Promise<ToGradeResponse> {
    authorize(actor, 'deadline.toGrade');
    const page = await this.page(this.toGradeQuery, actor, query);
    return { ...page, items: page.items.map((row) => ({ ...presentDue(row), to_grade: row.to_grade })) };
  }

  /** One page and the list's count: from the page's rows; counted on its own only for a page past the end. */
  private async page<Row extends Record<string, unknown>>(
    statements: PagedStatements<Row>,
    actor: Actor,
    query: DeadlineListQuery,
  ): Promise<Page<Row>> {
    const viewer = preparedViewer(actor);
    const items = await statements.page({ ...viewer, limit: query.limit, offset: (query.page - 1) * query.limit });
    const total = items[0]?.total ?? (query.page > 1 ? ((await statements.count(viewer))[0]?.total ?? 0) : 0);
    return { items, total, page: query.page, limit: query.limit };
  }
}
