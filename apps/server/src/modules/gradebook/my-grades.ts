import { sql } from 'drizzle-orm';
import type { GradebookCellStatus, GradedItemKind, MyGradesResponse } from '@netclass/shared';
import type { Db } from '../../db/client.js';
import { authorize, visibleSql, type Actor } from '../../policies/index.js';
import { inAssignmentClassSql, inQuizClassSql } from '../grading/index.js';
import { totalOf } from './gradebook-service.js';
import { assignmentItemColumns, cellsSql, quizItemColumns, totalsSql, weightsSql } from './gradebook-sql.js';

interface Row extends Record<string, unknown> {
  course_id: number;
  kind: GradedItemKind;
  course_name: string;
  id: number;
  title: string;
  max_points: string;
  points: string | null;
  status: GradebookCellStatus;
  percentage: string | null;
}

/**
 * "My grades" (docs/decisions/026, "Gradebook"; 037): a student's released grades, per course
 * they may see and are in the class of (a student member, or one who handed in), the teacher's
 * override standing in for a grade; a grade never shows before its assignment's release. The
 * items shown are those the total counts by the gradebook's one rule (gradebook-sql.ts): the
 * released assignments, the quizzes whose review shows marks and that have a grade, and work
 * past its due date that is missing (0). One statement: the student's courses by their memberships,
 * hand-ins and attempts (all indexed by student), then primary keys.
 */
export class MyGradesService {
  constructor(private readonly db: Db) {}

  async mine(actor: Actor): Promise<MyGradesResponse> {
    authorize(actor, 'grades.readOwn');
    const me = sql`${actor.id}::bigint`;
    const rows = await this.db.execute<Row>(sql`
      with items as (
        select ${assignmentItemColumns}, courses.name as course_name
        from assignments a join courses on courses.id = a.course_id
        where a.course_id in (
            select cm.course_id from course_members cm where cm.user_id = ${me} and cm.role = 'student'
            union
            select ha.course_id from hand_ins h join assignments ha on ha.id = h.assignment_id where h.student_id = ${me})
          and ${visibleSql(actor, 'courses', [sql`courses.publication`, sql`a.publication`])}
          and ${inAssignmentClassSql(sql`a.course_id`, sql`a.id`, me)}
        union all
        select ${quizItemColumns}, courses.name
        from quizzes q join courses on courses.id = q.course_id
        where q.course_id in (
            select cm.course_id from course_members cm where cm.user_id = ${me} and cm.role = 'student'
            union
            select aq.course_id from quiz_attempts qa join quizzes aq on aq.id = qa.quiz_id where qa.student_id = ${me})
          and ${visibleSql(actor, 'courses', [sql`courses.publication`, sql`q.publication`])}
          and ${inQuizClassSql(sql`q.course_id`, sql`q.id`, me)}),
      cells as (select * from ${cellsSql(sql`(select ${me} as id)`, sql`items`)} c)
      select i.course_id::int as course_id, i.course_name, i.kind, i.id, i.title, i.max_points,
        case when i.released then c.points else c.counted end as points, c.status, t.percentage
      from items i join cells c on c.item_kind = i.kind and c.item_id = i.id
      left join ${totalsSql(sql`cells`, weightsSql(sql`select distinct course_id from items`))} t on t.course_id = i.course_id
      where (i.kind = 'assignment' and i.released) or c.counted is not null
      order by i.course_name, i.course_id, i.sort_at, i.kind, i.id`);
    const courses = new Map<number, MyGradesResponse['courses'][number]>();
    for (const row of rows.rows) {
      const courseId = Number(row.course_id);
      const course = courses.get(courseId) ?? {
        course: { id: courseId, name: row.course_name },
        items: [],
        total: totalOf(row.percentage),
      };
      course.items.push({
        kind: row.kind,
        id: Number(row.id),
        title: row.title,
        max_points: Number(row.max_points),
        points: row.points === null ? null : Number(row.points),
        overridden: row.status === 'overridden',
        link: row.kind === 'quiz' ? `/quiz/${row.id}` : `/assignment/${row.id}`,
      });
      courses.set(courseId, course);
    }
    return { courses: [...courses.values()] };
  }
}
