import { sql } from 'drizzle-orm';
import type { GradebookCellStatus, MyGradesResponse } from '@netclass/shared';
import type { Db } from '../../db/client.js';
import { authorize, type Actor } from '../../policies/index.js';
import { inAssignmentClassSql } from '../assignments/access.js';
import { visibleSql } from '../content/visibility.js';
import { totalOf } from './gradebook-service.js';
import { cellsSql, totalsSql, weightsSql } from './gradebook-sql.js';

interface Row extends Record<string, unknown> {
  course_id: number;
  course_name: string;
  id: number;
  title: string;
  max_points: string;
  points: string | null;
  status: GradebookCellStatus;
  percentage: string | null;
}

/**
 * "My grades" (docs/decisions/026, "Gradebook"): a student's released grades, per course they
 * may see and are in the class of (a student member, or one who handed in), the teacher's
 * override standing in for a grade; a grade never shows before its assignment's release, and
 * the total counts released items only, by the gradebook's rule. One statement: the student's
 * courses by their memberships and hand-ins (both indexed by student), then primary keys.
 */
export class MyGradesService {
  constructor(private readonly db: Db) {}

  async mine(actor: Actor): Promise<MyGradesResponse> {
    authorize(actor, 'grades.readOwn');
    const me = sql`${actor.id}::bigint`;
    const rows = await this.db.execute<Row>(sql`
      with items as (
        select a.id, a.course_id, courses.name as course_name, a.title, a.category_id, a.max_points, a.due_at, a.grades_released_at
        from assignments a join courses on courses.id = a.course_id
        where a.course_id in (
            select cm.course_id from course_members cm where cm.user_id = ${me} and cm.role = 'student'
            union
            select ha.course_id from hand_ins h join assignments ha on ha.id = h.assignment_id where h.student_id = ${me})
          and a.grades_released_at is not null
          and ${visibleSql(actor, 'courses', [sql`courses.publication`, sql`a.publication`])}
          and ${inAssignmentClassSql(sql`a.course_id`, sql`a.id`, me)}),
      cells as (select * from ${cellsSql(sql`(select ${me} as id)`, sql`items`)} c)
      select i.course_id::int as course_id, i.course_name, i.id, i.title, i.max_points, c.points, c.status, t.percentage
      from items i join cells c on c.item_id = i.id
      left join ${totalsSql(sql`cells`, weightsSql(sql`select distinct course_id from items`))} t on t.course_id = i.course_id
      order by i.course_name, i.course_id, i.due_at, i.id`);
    const courses = new Map<number, MyGradesResponse['courses'][number]>();
    for (const row of rows.rows) {
      const courseId = Number(row.course_id);
      const course = courses.get(courseId) ?? { course: { id: courseId, name: row.course_name }, items: [], total: totalOf(row.percentage) };
      course.items.push({
        kind: 'assignment',
        id: Number(row.id),
        title: row.title,
        max_points: Number(row.max_points),
        points: row.points === null ? null : Number(row.points),
        overridden: row.status === 'overridden',
        link: `/assignment/${row.id}`,
      });
      courses.set(courseId, course);
    }
    return { courses: [...courses.values()] };
  }
}
