import { sql, type SQL } from 'drizzle-orm';
import type { CourseAccess, ReportSortKey, SortOrder } from '@netclass/shared';
import { idOrNameContains } from '../../lib/like-pattern.js';
import { isMemberOfSql } from '../../policies/index.js';
import { shareSql } from './standing.js';

/**
 * The report's statements, set-based whatever the class size: the page and the exports
 * read their rows through `reportRowsSql`, the summary through `reportSummarySql`, so a
 * student's numbers are computed by one rule everywhere. A student is "not started" while
 * no counted lesson is above 0% (decision 006: one completion already makes a lesson 1%).
 */

/** One student as `reportRowsSql` answers it (raw driver values). */
export interface ReportRow extends Record<string, unknown> {
  id: number;
  name: string;
  status: 'active' | 'inactive';
  percentage: number;
  completed: number;
  started: boolean;
  /** One per lesson, in lesson order; null for a lesson without ready materials. */
  cells: (number | null)[];
  /** The latest completion in the course as ISO text, or null. */
  last_activity: string | null;
}

export interface ReportSummaryRow extends Record<string, unknown> {
  student_count: number;
  total: number;
  average_percentage: number;
  completed_count: number;
  not_started_count: number;
}

/** The course's published lessons with their counted-material counts (ready, published): the report's columns. */
const lessonColumns = (courseId: number) => sql`lesson_columns as (
  select l.id, l.order_num, count(m.id)::int as ready
  from lessons l left join materials m on m.lesson_id = l.id and m.status = 'ready' and m.publication = 'published'
  where l.course_id = ${courseId} and l.publication = 'published'
  group by l.id)`;

/** Every student with a stored row in a counted lesson: their sum of lesson percentages. */
const classStanding = sql`class_standing as (
  select lp.student_id, sum(lp.progress_percentage) as total, bool_or(lp.progress_percentage > 0) as started
  from lesson_progress lp join lesson_columns lc on lc.id = lp.lesson_id and lc.ready > 0
  group by lp.student_id)`;

/** Course progress from a sum of lesson percentages over the counted lessons (not started: 0). */
const coursePercentage = (total: SQL, counted: SQL) => shareSql(sql`coalesce(${total}, 0)`, sql`100 * ${counted}`);
const countedLessons = sql`(select count(*) from lesson_columns where ready > 0)`;

/**
 * The course's class (docs/product/rules.md#membership): its student members (active or
 * not), and in an open course also every student with progress there. Over `users u`; each
 * test a primary-key lookup (course_members, lesson_progress by student then the lesson's course).
 */
export const reportClass = (course: { id: number; access: CourseAccess }): SQL => sql`u.role = 'student' and (
  ${isMemberOfSql(course.id, sql`u.id`)}
  ${
    course.access === 'open'
      ? sql`or exists (select 1 from lesson_progress lp join lessons pl on pl.id = lp.lesson_id
    where lp.student_id = u.id and pl.course_id = ${course.id})`
      : sql``
  })`;

/** The class's students whose id or name contains `q`; all of them when blank. */
export const matchingStudents = (course: { id: number; access: CourseAccess }, q: string): SQL =>
  sql`${reportClass(course)} and ${idOrNameContains(sql`u.id`, sql`u.name`, q)}`;

/** Which students, in which order: a page of a filtered, sorted list, or the whole class by id. */
export interface RowSelection {
  where: SQL;
  sort: ReportSortKey;
  order: SortOrder;
  limit?: number;
  offset?: number;
}

/** The sort's column over `users u` (progress needs `class_standing cs`); ties by id in the same direction. */
const sortKey = (sort: ReportSortKey): SQL => {
  switch (sort) {
    case 'id':
      return sql`u.id`;
    case 'name':
      return sql`public.search_normalize(u.name)`;
    case 'progress':
      return coursePercentage(sql`cs.total`, countedLessons);
  }
};

/** One statement: the selected students with course progress, lesson cells and last activity. */
export function reportRowsSql(courseId: number, selection: RowSelection): SQL {
  const direction = selection.order === 'desc' ? sql`desc` : sql`asc`;
  const bySort = selection.sort === 'progress';
  return sql`
    with ${lessonColumns(courseId)}${bySort ? sql`, ${classStanding}` : sql``},
    picked as (
      select u.id, u.name, u.status, ${sortKey(selection.sort)} as sort_key
      from users u${bySort ? sql` left join class_standing cs on cs.student_id = u.id` : sql``}
      where ${selection.where}
      order by sort_key ${direction}, u.id ${direction}
      ${selection.limit === undefined ? sql`` : sql`limit ${selection.limit} offset ${selection.offset ?? 0}`}
    )
    select s.id::int as id, s.name, s.status, cells.percentage, cells.completed, cells.started,
      coalesce(cells.cells, '{}') as cells, act.at as last_activity
    from picked s
    cross join lateral (
      select array_agg(case when lc.ready > 0 then coalesce(lp.progress_percentage, 0) end order by lc.order_num, lc.id) as cells,
        ${coursePercentage(sql`sum(lp.progress_percentage) filter (where lc.ready > 0)`, sql`count(*) filter (where lc.ready > 0)`)} as percentage,
        (count(*) filter (where lc.ready > 0 and lp.progress_percentage = 100))::int as completed,
        coalesce(bool_or(lp.progress_percentage > 0) filter (where lc.ready > 0), false) as started
      from lesson_columns lc left join lesson_progress lp on lp.lesson_id = lc.id and lp.student_id = s.id
    ) cells
    cross join lateral (
      select to_json(max(mc.completed_at)) #>> '{}' as at
      from material_completions mc join materials m on m.id = mc.material_id and m.status = 'ready' and m.publication = 'published'
      where mc.student_id = s.id and m.lesson_id in (select id from lesson_columns)
    ) act
    order by s.sort_key ${direction}, s.id ${direction}`;
}

/** One statement: the whole class's summary, and how many students `where` matches. */
export function reportSummarySql(course: { id: number; access: CourseAccess }, where: SQL): SQL {
  return sql`
    with ${lessonColumns(course.id)}, ${classStanding}
    select count(*)::int as student_count,
      (count(*) filter (where ${where}))::int as total,
      ${shareSql(sql`coalesce(sum(p.percentage), 0)`, sql`100 * count(*)`)} as average_percentage,
      (count(*) filter (where p.percentage = 100))::int as completed_count,
      (count(*) filter (where not coalesce(cs.started, false)))::int as not_started_count
    from users u
    left join class_standing cs on cs.student_id = u.id
    cross join lateral (select ${coursePercentage(sql`cs.total`, countedLessons)} as percentage) p
    where ${reportClass(course)}`;
}
