import { sql, type SQL } from 'drizzle-orm';
import { TIME_ZONE, type AudienceQuery, type AudienceState } from '@netclass/shared';
import { users } from '../../db/schema/index.js';
import { idOrNameContains } from '../../lib/like-pattern.js';
import { studentEntersSql } from '../../policies/index.js';

/**
 * Who has and who has not (docs/decisions/019), as SQL over `users`: every statement of the
 * feature (counts, the page, the reminder's recipients) takes "opened" and "completed" from
 * `facts`, so the rule is written once. Each fact is an index lookup by (student, item) on
 * the progress tables' primary keys.
 */

/** A lesson, or a ready material of a lesson, with the course it belongs to. */
export type AudienceItem =
  | { type: 'lesson'; id: number; title: string; lessonId: number; courseId: number; courseName: string }
  | { type: 'material'; id: number; title: string; lessonId: number; lessonTitle: string; courseId: number };

/**
 * The students an item is meant for: the active students who may see its course (every
 * student of an open course, the members of a members-only one: docs/decisions/023).
 */
export const classOf = (item: AudienceItem): SQL =>
  sql`${users.role} = 'student' and ${users.status} = 'active' and ${studentEntersSql(item.courseId, sql`${users.id}`)}`;

interface Facts {
  opened: SQL;
  completed: SQL;
  /** One row or none for the student of `users`: opened_at, completed_at, progress. */
  detail: SQL;
}

/**
 * A lesson is opened by a student with a progress row in it (their first completion of one
 * of its materials makes it; it stays if that material is deleted) and completed at 100%.
 * A material is opened, and so completed, by a student with its completion.
 */
function facts(item: AudienceItem): Facts {
  if (item.type === 'lesson') {
    const row = sql`from lesson_progress lp where lp.lesson_id = ${item.id} and lp.student_id = ${users.id}`;
    return {
      opened: sql`exists (select 1 ${row})`,
      completed: sql`exists (select 1 ${row} and lp.progress_percentage = 100)`,
      detail: sql`select lp.created_at as opened_at, lp.completed_at, lp.progress_percentage as progress ${row}`,
    };
  }
  const row = sql`from material_completions mc where mc.material_id = ${item.id} and mc.student_id = ${users.id}`;
  const opened = sql`exists (select 1 ${row})`;
  return {
    opened,
    completed: opened,
    detail: sql`select mc.completed_at as opened_at, mc.completed_at, 100 as progress ${row}`,
  };
}

/** The class's students in `state` for the item. */
export function inState(item: AudienceItem, state: AudienceState): SQL {
  const { opened, completed } = facts(item);
  const fact = { opened, not_opened: sql`not ${opened}`, completed, not_completed: sql`not ${completed}` }[state];
  return sql`${classOf(item)} and ${fact}`;
}

const matching = (q: string): SQL => idOrNameContains(sql`${users.id}`, sql`${users.name}`, q);

export interface AudienceCountsRow extends Record<string, unknown> {
  students: number;
  opened: number;
  completed: number;
  total: number;
}

/** One aggregate over the class: its counts, and how many students the page's filter matches. */
export function audienceCountsSql(item: AudienceItem, query: Pick<AudienceQuery, 'state' | 'q'>): SQL {
  const { opened, completed } = facts(item);
  return sql`
    select count(*)::int as students,
      (count(*) filter (where ${opened}))::int as opened,
      (count(*) filter (where ${completed}))::int as completed,
      (count(*) filter (where ${inState(item, query.state)} and ${matching(query.q)}))::int as total
    from users where ${classOf(item)}`;
}

export interface AudienceRow extends Record<string, unknown> {
  id: number;
  name: string;
  opened_at: string | null;
  completed_at: string | null;
  progress: number;
}

/** One page of the students in the query's state, sorted in SQL (name: accents and case ignored), ties by id. */
export function audienceRowsSql(item: AudienceItem, query: AudienceQuery): SQL {
  const direction = query.order === 'desc' ? sql`desc` : sql`asc`;
  const key = query.sort === 'name' ? sql`public.search_normalize(${users.name})` : sql`${users.id}`;
  return sql`
    select ${users.id}::int as id, ${users.name} as name, d.opened_at, d.completed_at, coalesce(d.progress, 0)::int as progress
    from users left join lateral (${facts(item).detail}) d on true
    where ${inState(item, query.state)} and ${matching(query.q)}
    order by ${key} ${direction}, ${users.id} ${direction}
    limit ${query.limit} offset ${(query.page - 1) * query.limit}`;
}

/** The calendar day (in Vietnam) of a timestamp. */
const dayOf = (at: SQL) => sql`(${at} at time zone ${TIME_ZONE})::date`;

export interface ReminderRow extends Record<string, unknown> {
  sent_at: string;
  next_allowed_at: string | null;
}

const itemKey = (item: AudienceItem) =>
  item.type === 'lesson' ? sql`lesson_id = ${item.id} and material_id is null` : sql`material_id = ${item.id}`;

/** The item's last reminder and, while it was today, the next midnight in Vietnam. */
export function reminderStateSql(item: AudienceItem): SQL {
  return sql`
    select sent_at, case when ${dayOf(sql`sent_at`)} = ${dayOf(sql`now()`)}
      then (date_trunc('day', sent_at at time zone ${TIME_ZONE}) + interval '1 day') at time zone ${TIME_ZONE} end as next_allowed_at
    from audience_reminders where ${itemKey(item)}`;
}

/**
 * Takes the item's reminder for today in one upsert: answers a row when taken, none when
 * one was already sent today. Concurrent claims queue on the row; only the first gets it.
 */
export function claimReminderSql(item: AudienceItem, senderId: number): SQL {
  const materialId = item.type === 'material' ? item.id : null;
  const target =
    item.type === 'lesson'
      ? sql`(lesson_id) where material_id is null`
      : sql`(material_id) where material_id is not null`;
  return sql`
    insert into audience_reminders (lesson_id, material_id, sent_by) values (${item.lessonId}, ${materialId}::int, ${senderId})
    on conflict ${target} do update set sent_at = now(), sent_by = excluded.sent_by
      where ${dayOf(sql`audience_reminders.sent_at`)} < ${dayOf(sql`now()`)}
    returning sent_at`;
}
