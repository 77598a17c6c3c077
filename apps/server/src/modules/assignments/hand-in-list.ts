import { sql, type SQL } from 'drizzle-orm';
import type { HandInListFilter, HandInListQuery, HandInListResponse, HandInStatus } from '@netclass/shared';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../policies/index.js';
import { managedAssignment } from './access.js';

interface Row extends Record<string, unknown> {
  student_id: string | number;
  name: string;
  status: HandInStatus;
  versions: number;
  last_submitted_at: string | Date | null;
  extension_due: string | Date | null;
  extension_until: string | Date | null;
  points: string | null;
  returned: boolean | null;
}

const filterSql = (filter: HandInListFilter | undefined): SQL => {
  if (filter === 'to_grade' || filter === 'graded') return sql`where ${sql.identifier(filter)}`;
  return filter ? sql`where status = ${filter}` : sql``;
};

const iso = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());

/**
 * An assignment's hand-ins as its teachers see them (docs/decisions/026): the course's student
 * members and anyone else who handed in (a student of an open course, or one who has left),
 * by name, each with their status, version count and latest time; a numbered page, filtered
 * by status or grading (to grade, graded), each with their grade. One query per page (and one count): the latest version is found through the
 * (assignment, student, version) index.
 */
export class HandInList {
  constructor(private readonly db: Db) {}

  async list(actor: Actor, id: number, query: HandInListQuery): Promise<HandInListResponse> {
    const { assignment, course } = await managedAssignment(this.db, actor, id);
    const rows = sql`
      with roster as (
        select cm.user_id as student_id from course_members cm where cm.course_id = ${course.id} and cm.role = 'student'
        union
        select distinct h.student_id from hand_ins h where h.assignment_id = ${id}
      )
      select u.id as student_id, u.name, g.points, g.returned,
        g.graded_at is not null as graded,
        last.submitted_at is not null and (g.graded_at is null or g.graded_at < last.submitted_at) as to_grade,
        e.due_at as extension_due, e.accepts_until as extension_until,
        coalesce(last.version, 0) as versions, last.submitted_at as last_submitted_at,
        case when last.submitted_at is null then 'not_handed_in'
             when last.submitted_at > coalesce(e.due_at, ${assignment.dueAt.toISOString()}::timestamptz) then 'late'
             else 'handed_in' end as status
      from roster r
      join users u on u.id = r.student_id
      left join assignment_extensions e on e.assignment_id = ${id} and e.student_id = r.student_id
      left join lateral (
        select h.version, h.submitted_at from hand_ins h where h.assignment_id = ${id} and h.student_id = r.student_id order by h.version desc limit 1
      ) last on true
      left join grades g on g.assignment_id = ${id} and g.student_id = r.student_id`;
    const filter = filterSql(query.status);
    const [page, total] = await Promise.all([
      this.db.execute<Row>(
        sql`select * from (${rows}) s ${filter} order by lower(name), student_id limit ${query.limit} offset ${(query.page - 1) * query.limit}`,
      ),
      this.db.execute<{ total: number }>(sql`select count(*)::int as total from (${rows}) s ${filter}`),
    ]);
    return {
      students: page.rows.map((row) => ({
        student_id: Number(row.student_id),
        name: row.name,
        status: row.status,
        versions: Number(row.versions),
        last_submitted_at: iso(row.last_submitted_at),
        grade: row.points === null ? null : { points: Number(row.points), returned: row.returned === true },
        extension:
          row.extension_due === null
            ? null
            : { due_at: iso(row.extension_due)!, accepts_until: iso(row.extension_until) },
      })),
      total: total.rows[0]?.total ?? 0,
      page: query.page,
      limit: query.limit,
    };
  }
}
