import { sql, type SQL } from 'drizzle-orm';
import type { GradebookCellStatus, GradebookSort, SortOrder } from '@netclass/shared';
import { parseGradedItemKey } from '@netclass/shared';
import { idOrNameContains } from '../../lib/like-pattern.js';
import { inAssignmentClassSql, inQuizClassSql, quizGradeSql, quizMarksShownSql } from '../grading/index.js';

/**
 * The gradebook's statements (docs/decisions/026, "Gradebook"), set-based whatever the class
 * size. A cell is one student and one graded item (a published assignment or quiz): the
 * override's points, else the grade's (a quiz's: by its grading method over the submitted
 * attempts); its status; whether and how it counts (docs/decisions/037: one rule for the
 * teacher's table, its exports and the student's "My grades", all three from `counted` here):
 * - an item counts once it is released (an assignment's grades are; a quiz's review shows
 *   marks) or past its due date (the student's extension included; a quiz: closed);
 * - released, it counts the override's or grade's points, and 0 once missing (past the due
 *   date and nothing handed in; a quiz: closed with no submitted attempt); handed in and not
 *   graded yet, it is left out (a grading backlog does not pull totals down);
 * - past due and not released, only missing work counts: 0 (or its override); a grade waits
 *   for the release, so the student's total never shows what they cannot see;
 * - `projected` (the teacher's projected total) counts every grade and override given,
 *   released or not, and missing work as 0;
 * - a total is, per category, the counted points over their items' maximum, weighted by the
 *   category's weight; the items without a category are one more group weighing what the
 *   categories leave of 100 (all of it when there are none); groups with no counted item (or
 *   weight 0) are left out and the weights normalised over the rest; percent to 0.01, and
 *   the 10-point scale is that over 10, to 0.01. Nothing counted: no total.
 */

/**
 * A graded item's columns, the same for both kinds: kind, id, course, title, category, maximum,
 * `due_at` (an assignment's due date, a quiz's close time), `released` (an assignment's grades
 * are, a quiz's review shows marks), `sort_at` (the due date; a quiz's close time, else its
 * creation), `grading_method` (a quiz's). From `assignments a`, or `quizzes q`.
 */
export const assignmentItemColumns = sql`'assignment'::text as kind, a.id, a.course_id, a.title, a.category_id, a.max_points, a.due_at,
  a.grades_released_at is not null as released, a.due_at as sort_at, null::text as grading_method`;
export const quizItemColumns = sql`'quiz'::text as kind, q.id, q.course_id, q.title, q.category_id, q.max_points, q.close_at as due_at,
  ${quizMarksShownSql('q')} as released, coalesce(q.close_at, q.created_at) as sort_at, q.grading_method`;

/** A course's published assignments and quizzes: the graded items (columns), by `sort_at`, kind and id. */
export const itemsSql = (courseId: number): SQL => sql`items as (
  select u.*, row_number() over (order by u.sort_at, u.kind, u.id) as pos from (
    select ${assignmentItemColumns} from assignments a where a.course_id = ${courseId} and a.publication = 'published'
    union all
    select ${quizItemColumns} from quizzes q where q.course_id = ${courseId} and q.publication = 'published') u)`;

/** Whether `userId` is in the class of `items` (a relation of both kinds): a student member, or one who handed in to or started one of them. */
export const inItemsClassSql = (courseId: number | SQL, items: SQL, userId: SQL): SQL =>
  sql`(${inAssignmentClassSql(courseId, sql`select id from ${items} where kind = 'assignment'`, userId)}
    or ${inQuizClassSql(courseId, sql`select id from ${items} where kind = 'quiz'`, userId)})`;

/** Each group's weight in the courses `courseIds` (a statement): their categories, and the uncategorised items' share (what the categories leave of 100). */
export const weightsSql = (courseIds: SQL): SQL => sql`(
  select gc.course_id, gc.id as category_id, gc.weight from grade_categories gc where gc.course_id in (${courseIds})
  union all
  select c.id, null, greatest(0, 100 - coalesce((select sum(w.weight) from grade_categories w where w.course_id = c.id), 0))
  from courses c where c.id in (${courseIds}))`;

const overrideColumns = sql`o.points as override_points, o.reason as override_reason, o.set_at as override_at, o.set_by as override_by,
  ob.name as override_by_name`;
const overrideJoin = (
  kind: 'assignment' | 'quiz',
) => sql`left join grade_overrides o on o.item_kind = ${kind} and o.item_id = i.id and o.student_id = s.id
  left join users ob on ob.id = o.set_by`;

/** Every grade and override given counts, released or not; missing work counts 0 (the projected total's rule). */
const assignmentProjected = sql`case when coalesce(o.points, g.points) is not null then coalesce(o.points, g.points)
         when last.submitted_at is null and coalesce(e.due_at, i.due_at) < now() then 0 end`;
const quizProjected = sql`case when coalesce(o.points, qg.grade) is not null then coalesce(o.points, qg.grade) when i.due_at < now() then 0 end`;

/**
 * One row per student of `students` (a relation with `id`) and item of `items` (with the item
 * columns above): points, status, counted. An assignment's cell is its grade; a quiz's, the
 * grade by its method over the submitted attempts (missing once it has closed with none).
 * Every lookup is by a primary key, the hand-ins' (assignment, student, version) index or the
 * attempts' (quiz, student, number) one.
 */
export const cellsSql = (students: SQL, items: SQL): SQL => sql`(
  select s.id as student_id, i.kind as item_kind, i.id as item_id, i.course_id, i.category_id, i.max_points,
    g.points as grade, ${overrideColumns}, coalesce(o.points, g.points) as points,
    case when o.points is not null then 'overridden'
         when g.points is not null then case when i.released then 'released' else 'graded' end
         when last.submitted_at is not null then case when last.submitted_at > coalesce(e.due_at, i.due_at) then 'late' else 'handed_in' end
         when coalesce(e.due_at, i.due_at) < now() then 'missing'
         else 'not_handed_in' end as status,
    case when i.released then ${assignmentProjected}
         when last.submitted_at is null and coalesce(e.due_at, i.due_at) < now() then coalesce(o.points, 0) end as counted,
    ${assignmentProjected} as projected,
    i.released
  from ${students} s cross join (select * from ${items} where kind = 'assignment') i
  left join grades g on g.assignment_id = i.id and g.student_id = s.id
  ${overrideJoin('assignment')}
  left join assignment_extensions e on e.assignment_id = i.id and e.student_id = s.id
  left join lateral (
    select h.submitted_at from hand_ins h where h.assignment_id = i.id and h.student_id = s.id order by h.version desc limit 1
  ) last on true
  union all
  select s.id, i.kind, i.id, i.course_id, i.category_id, i.max_points,
    qg.grade, ${overrideColumns}, coalesce(o.points, qg.grade),
    case when o.points is not null then 'overridden'
         when qg.grade is not null then case when i.released then 'released' else 'graded' end
         when i.due_at < now() then 'missing'
         else 'not_handed_in' end,
    case when i.released then ${quizProjected} when qg.grade is null and i.due_at < now() then coalesce(o.points, 0) end,
    ${quizProjected},
    i.released
  from ${students} s cross join (select * from ${items} where kind = 'quiz') i
  ${overrideJoin('quiz')}
  left join lateral (
    select ${quizGradeSql(sql`i.grading_method`, 'qa')} as grade
    from quiz_attempts qa where qa.quiz_id = i.id and qa.student_id = s.id and qa.submitted_at is not null
  ) qg on true)`;

/**
 * Per student (and course): the total in percent by the rule above, from `cells` (with
 * `course_id`), weighed by `weights`; over the cells' `counted` points, or `projected` ones.
 */
export const totalsSql = (cells: SQL, weights: SQL, column: 'counted' | 'projected' = 'counted'): SQL => sql`(
  select gr.student_id, gr.course_id, round(100 * sum(w.weight * gr.got / gr.max) / sum(w.weight), 2) as percentage
  from (
    select c.student_id, c.course_id, c.category_id, sum(c.${sql.raw(column)}) as got, sum(c.max_points) as max
    from ${cells} c where c.${sql.raw(column)} is not null group by c.student_id, c.course_id, c.category_id
  ) gr
  join ${weights} w on w.course_id = gr.course_id and w.category_id is not distinct from gr.category_id
  where gr.max > 0 and w.weight > 0
  group by gr.student_id, gr.course_id)`;

/** Which students, in which order: a page of a searched, filtered, sorted class, or the whole class by id. */
export interface GradebookSelection {
  q: string;
  sort: GradebookSort;
  order: SortOrder;
  missingOnly: boolean;
  limit?: number;
  offset?: number;
}

/** An override as a row's `overrides` carries it, under its item's place (0-based). */
export interface OverrideJson {
  points: number;
  reason: string;
  set_by: { id: number; name: string } | null;
  set_at: string;
}

/**
 * One student as `gradebookRowsSql` answers it (raw driver values): the cells as arrays in
 * item order (points that count, grades, statuses), the few overrides as an object by place.
 * Arrays of scalars cost far less to build than an object per cell.
 */
export interface GradebookRow extends Record<string, unknown> {
  id: number;
  name: string;
  percentage: string | number | null;
  projected_percentage: string | number | null;
  points: (string | number | null)[];
  grades: (string | number | null)[];
  statuses: GradebookCellStatus[];
  overrides: Record<string, OverrideJson>;
}

const overrideJson = sql`json_build_object('points', pc.override_points, 'reason', pc.override_reason,
  'set_by', case when pc.override_by is null then null else json_build_object('id', pc.override_by, 'name', pc.override_by_name) end,
  'set_at', pc.override_at)`;

/**
 * The class (its student members, and anyone who handed in to one of its items) searched,
 * filtered and sorted, as CTEs ending in `picked` (the page, or everyone) and `filtered`
 * (every match, for the count). Sorting by total or by an item, or keeping only students with
 * a missing item, needs those cells for the whole class; a plain page computes its own only.
 */
function pickedSql(courseId: number, selection: GradebookSelection): SQL {
  const direction = selection.order === 'desc' ? sql`desc` : sql`asc`;
  const item = parseGradedItemKey(selection.sort);
  const byTotal = selection.sort === 'total';
  const classCells = byTotal || selection.missingOnly;
  const sortKey =
    selection.sort === 'id'
      ? sql`c.id`
      : selection.sort === 'name'
        ? sql`public.search_normalize(c.name)`
        : byTotal
          ? sql`t.percentage`
          : sql`ic.points`;
  const itemJoin = item
    ? sql`left join ${cellsSql(sql`class`, sql`(select * from items where kind = ${item.kind} and id = ${item.id})`)} ic on ic.student_id = c.id`
    : sql``;
  return sql`
    class as (
      select u.id, u.name from users u
      where u.role = 'student' and ${inItemsClassSql(courseId, sql`items`, sql`u.id`)} and ${idOrNameContains(sql`u.id`, sql`u.name`, selection.q)}),
    ${classCells ? sql`class_cells as (select * from ${cellsSql(sql`class`, sql`items`)} cc),` : sql``}
    filtered as (
      select c.id, c.name, ${sortKey} as sort_key from class c
      ${byTotal ? sql`left join ${totalsSql(sql`class_cells`, weightsSql(sql`${courseId}`))} t on t.student_id = c.id` : sql``}
      ${itemJoin}
      ${selection.missingOnly ? sql`where exists (select 1 from class_cells m where m.student_id = c.id and m.status = 'missing')` : sql``}),
    picked as (
      select f.*, row_number() over (order by f.sort_key ${direction} nulls last, f.id ${direction}) as ord from filtered f
      order by f.sort_key ${direction} nulls last, f.id ${direction}
      ${selection.limit === undefined ? sql`` : sql`limit ${selection.limit} offset ${selection.offset ?? 0}`})`;
}

/** The picked students' rows: id, name, their cells in item order, their total (each aggregated once by student: no subquery per row). */
function rowsSql(courseId: number): SQL {
  return sql`
    page_cells as (select * from ${cellsSql(sql`picked`, sql`items`)} pc),
    row_cells as (
      select pc.student_id, array_agg(pc.points order by i.pos) as points, array_agg(pc.grade order by i.pos) as grades,
        array_agg(pc.status order by i.pos) as statuses,
        coalesce(json_object_agg(i.pos - 1, ${overrideJson}) filter (where pc.override_points is not null), '{}'::json) as overrides
      from page_cells pc join items i on i.kind = pc.item_kind and i.id = pc.item_id group by pc.student_id),
    rows as (
      select p.id::int as id, p.name, p.ord, t.percentage, pt.percentage as projected_percentage, coalesce(rc.points, '{}') as points,
        coalesce(rc.grades, '{}') as grades,
        coalesce(rc.statuses, '{}') as statuses, coalesce(rc.overrides, '{}'::json) as overrides
      from picked p
      left join row_cells rc on rc.student_id = p.id
      left join ${totalsSql(sql`page_cells`, weightsSql(sql`${courseId}`))} t on t.student_id = p.id
      left join ${totalsSql(sql`page_cells`, weightsSql(sql`${courseId}`), 'projected')} pt on pt.student_id = p.id)`;
}

/** One statement for a page: the categories and the items (the columns), how many students match, and the page's rows (as JSON). */
export function gradebookPageSql(courseId: number, selection: GradebookSelection, categories: SQL): SQL {
  return sql`
    with ${itemsSql(courseId)}, ${pickedSql(courseId, selection)}, ${rowsSql(courseId)}
    select (select coalesce(json_agg(c), '[]'::json) from (${categories}) c) as categories,
      (select coalesce(json_agg(it order by it.pos), '[]'::json) from items it) as items,
      (select count(*)::int from filtered) as total,
      coalesce((select json_agg(r order by r.ord) from rows r), '[]'::json) as students`;
}

/** One statement for an export: the whole class by id, a row per student (read through a cursor). */
export function gradebookRowsSql(courseId: number): SQL {
  return sql`
    with ${itemsSql(courseId)}, ${pickedSql(courseId, { q: '', sort: 'id', order: 'asc', missingOnly: false })}, ${rowsSql(courseId)}
    select id, name, percentage, projected_percentage, points, grades, statuses, overrides from rows order by ord`;
}
