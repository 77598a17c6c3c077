import type { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import {
  PROGRESS_MESSAGES as M,
  type CourseReportQuery,
  type CourseReportResponse,
  type ReportLesson,
  type ReportStudent,
} from '@netclass/shared';
import type { Db, DbOrTx } from '../../db/client.js';
import { cursorExport } from '../../infra/cursor-export.js';
import { courses } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import { authorize, can, courseAccessColumns, type Actor } from '../../policies/index.js';
import { lessonsWithCounts } from './queries.js';
import {
  matchingStudents,
  reportClass,
  reportRowsSql,
  reportSummarySql,
  type ReportRow,
  type ReportSummaryRow,
} from './report-rows.js';
import { counts } from './standing.js';

const presentStudent = (row: ReportRow): ReportStudent => ({
  student_id: Number(row.id),
  name: row.name,
  status: row.status,
  progress_percentage: Number(row.percentage),
  completed_lesson_count: Number(row.completed),
  lesson_percentages: row.cells,
  not_started: !row.started,
  last_activity_at: row.last_activity === null ? null : new Date(row.last_activity).toISOString(),
});

async function reportLessons(db: DbOrTx, courseId: number): Promise<ReportLesson[]> {
  const rows = await lessonsWithCounts(db, courseId);
  return rows.map((lesson) => ({
    id: lesson.id,
    title: lesson.title,
    order_num: lesson.orderNum,
    ready_material_count: lesson.readyCount,
    counted: counts(lesson),
  }));
}

/** A course's report as it streams out: its lessons (the columns) and its students, one by one, by id. */
export interface ReportExport {
  course: { id: number; name: string };
  lessons: ReportLesson[];
  /** ReportStudent objects; destroy it to stop early (the connection is given back either way). */
  students: Readable;
}

/**
 * A course's progress report for its teacher and admins (every account with role student,
 * active or not): numbered pages filtered and sorted in SQL, with the whole class's summary,
 * and exports read through a cursor. A page costs the same whatever the class size: four
 * statements in one snapshot (lessons, summary and total, the page's rows).
 */
export class ProgressReportService {
  constructor(private readonly db: Db) {}

  async report(actor: Actor, courseId: number, query: CourseReportQuery): Promise<CourseReportResponse> {
    const course = await this.course(actor, courseId);
    const where = matchingStudents(course, query.q);
    const selection = {
      where,
      sort: query.sort,
      order: query.order,
      limit: query.limit,
      offset: (query.page - 1) * query.limit,
    };
    const { lessons, summary, rows } = await this.db.transaction(
      async (tx) => ({
        lessons: await reportLessons(tx, courseId),
        summary: (await tx.execute<ReportSummaryRow>(reportSummarySql(course, where))).rows[0],
        rows: (await tx.execute<ReportRow>(reportRowsSql(courseId, selection))).rows,
      }),
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    return {
      course: { id: course.id, name: course.name, category_id: course.categoryId, teacher_id: course.teacherId },
      lessons,
      students: rows.map(presentStudent),
      total: summary?.total ?? 0,
      page: query.page,
      limit: query.limit,
      summary: {
        student_count: summary?.student_count ?? 0,
        average_percentage: summary?.average_percentage ?? 0,
        completed_count: summary?.completed_count ?? 0,
        not_started_count: summary?.not_started_count ?? 0,
      },
      generated_at: new Date().toISOString(),
    };
  }

  /**
   * The whole class by id for a CSV or XLSX file, from a cursor in one read-only snapshot on
   * a connection of its own: rows are fetched as the reader takes them (back-pressure), a few
   * hundred at a time, never all at once. The connection goes back when the stream ends or
   * is destroyed.
   */
  async export(actor: Actor, courseId: number): Promise<ReportExport> {
    const course = await this.course(actor, courseId);
    const { head: lessons, rows: students } = await cursorExport(
      this.db,
      async (snapshot) => ({
        head: await reportLessons(snapshot, courseId),
        statement: reportRowsSql(courseId, { where: reportClass(course), sort: 'id', order: 'asc' }),
      }),
      presentStudent,
    );
    return { course: { id: course.id, name: course.name }, lessons, students };
  }

  private async course(actor: Actor, courseId: number) {
    const [course] = await this.db
      .select({
        id: courses.id,
        name: courses.name,
        categoryId: courses.categoryId,
        teacherId: courses.teacherId,
        ...courseAccessColumns(actor),
      })
      .from(courses)
      .where(eq(courses.id, courseId));
    if (!course || !can(actor, 'course.read', course)) throw notFound(M.courseInvalid);
    authorize(actor, 'progress.report', course);
    return course;
  }
}
