import { and, asc, eq, max } from 'drizzle-orm';
import { PROGRESS_MESSAGES as M, type CourseReportResponse, type ReportStudent } from '@netclass/shared';
import type { Db, Tx } from '../../db/client.js';
import { courses, lessonProgress, lessons, materialCompletions, materials, users } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import { authorize, type Actor } from '../../policies/index.js';
import { lessonsWithCounts } from './queries.js';
import { counts, courseStanding, share } from './standing.js';

/**
 * A course's progress report for its teacher and admins: every student (role student,
 * active or not) with course progress, per-lesson percentages and last activity. Four
 * queries in one snapshot whatever the class size: lessons with ready-material counts,
 * students, the course's progress rows, and last completion per student.
 */
export class ProgressReportService {
  constructor(private readonly db: Db) {}

  async report(actor: Actor, courseId: number): Promise<CourseReportResponse> {
    const [course] = await this.db
      .select({ id: courses.id, name: courses.name, categoryId: courses.categoryId, teacherId: courses.teacherId })
      .from(courses)
      .where(eq(courses.id, courseId));
    if (!course) throw notFound(M.courseInvalid);
    authorize(actor, 'progress.report', course);
    const data = await this.db.transaction((tx) => this.load(tx, courseId), { isolationLevel: 'repeatable read', accessMode: 'read only' });

    const percentagesOf = new Map<number, Map<number, number>>();
    for (const row of data.progress) {
      const own = percentagesOf.get(row.studentId) ?? new Map<number, number>();
      own.set(row.lessonId, row.percentage);
      percentagesOf.set(row.studentId, own);
    }
    const lastActivityOf = new Map(data.activity.map((row) => [row.studentId, row.at]));
    const students = data.students.map((student): ReportStudent => {
      const own = percentagesOf.get(student.id);
      const standings = data.lessons.map((lesson) => ({ readyCount: lesson.readyCount, percentage: own?.get(lesson.id) ?? null }));
      const standing = courseStanding(standings);
      const lastActivity = lastActivityOf.get(student.id) ?? null;
      return {
        student_id: student.id,
        name: student.name,
        status: student.status,
        progress_percentage: standing.percentage,
        completed_lesson_count: standing.completedLessonCount,
        lesson_percentages: standings.map((lesson) => (counts(lesson) ? (lesson.percentage ?? 0) : null)),
        not_started: lastActivity === null,
        last_activity_at: lastActivity?.toISOString() ?? null,
      };
    });
    const total = students.reduce((sum, student) => sum + student.progress_percentage, 0);
    return {
      course: { id: course.id, name: course.name, category_id: course.categoryId, teacher_id: course.teacherId },
      lessons: data.lessons.map((lesson) => ({
        id: lesson.id,
        title: lesson.title,
        order_num: lesson.orderNum,
        ready_material_count: lesson.readyCount,
        counted: counts(lesson),
      })),
      students,
      summary: {
        student_count: students.length,
        average_percentage: share(total, 100 * students.length),
        completed_count: students.filter((student) => student.progress_percentage === 100).length,
        not_started_count: students.filter((student) => student.not_started).length,
      },
      generated_at: new Date().toISOString(),
    };
  }

  private async load(tx: Tx, courseId: number) {
    const lessonRows = await lessonsWithCounts(tx, courseId);
    const students = await tx
      .select({ id: users.id, name: users.name, status: users.status })
      .from(users)
      .where(eq(users.role, 'student'))
      .orderBy(asc(users.id));
    const progress = await tx
      .select({ studentId: lessonProgress.studentId, lessonId: lessonProgress.lessonId, percentage: lessonProgress.progressPercentage })
      .from(lessonProgress)
      .innerJoin(lessons, eq(lessons.id, lessonProgress.lessonId))
      .where(eq(lessons.courseId, courseId));
    const activity = await tx
      .select({ studentId: materialCompletions.studentId, at: max(materialCompletions.completedAt) })
      .from(materialCompletions)
      .innerJoin(materials, eq(materials.id, materialCompletions.materialId))
      .innerJoin(lessons, eq(lessons.id, materials.lessonId))
      .where(and(eq(lessons.courseId, courseId), eq(materials.status, 'ready')))
      .groupBy(materialCompletions.studentId);
    return { lessons: lessonRows, students, progress, activity: activity.filter((row): row is { studentId: number; at: Date } => row.at !== null) };
  }
}
