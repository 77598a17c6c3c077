import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  PROGRESS_MESSAGES as M,
  type CategoryProgressResponse,
  type LessonRef,
  type ProgressOverviewResponse,
} from '@netclass/shared';
import type { Db } from '../../db/client.js';
import { categories, courses, lessons, materialCompletions, materials } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import { entersPrepared, type Actor } from '../../policies/index.js';
import { lessonsWithStudentProgress, progressCoursesSql, publishedLesson, requireReadableStudent } from './queries.js';
import { courseStanding, nextLesson, type CourseStanding } from './standing.js';

type LessonRow = Awaited<ReturnType<typeof lessonsWithStudentProgress>>[number];

const lessonRef = (lesson: Pick<LessonRow, 'id' | 'title' | 'orderNum'>): LessonRef => ({
  id: lesson.id,
  title: lesson.title,
  order_num: lesson.orderNum,
});

const presentStanding = (courseId: number, standing: CourseStanding) => ({
  course_id: courseId,
  progress_percentage: standing.percentage,
  lesson_count: standing.lessonCount,
  completed_lesson_count: standing.completedLessonCount,
});

/** Lessons grouped by course, keeping their order. */
function byCourse(rows: LessonRow[]): Map<number, LessonRow[]> {
  const grouped = new Map<number, LessonRow[]>();
  for (const row of rows) grouped.set(row.courseId, [...(grouped.get(row.courseId) ?? []), row]);
  return grouped;
}

/** One student's progress per course: the category page and the dashboard. */
export class CourseProgressService {
  /** The dashboard's overview (every page load of a student asks; issue 11: built once, prepared). */
  private readonly latestQuery;
  private readonly overviewLessonsQuery;

  constructor(private readonly db: Db) {
    const studentId = sql.placeholder('studentId');
    // The reader is the student (`overview`): their courses are those they may enter (`progressCoursesSql`).
    this.latestQuery = db
      .selectDistinctOn([lessons.courseId], {
        courseId: lessons.courseId,
        courseName: courses.name,
        categoryId: courses.categoryId,
        lessonId: lessons.id,
        completedAt: materialCompletions.completedAt,
      })
      .from(materialCompletions)
      .innerJoin(materials, eq(materials.id, materialCompletions.materialId))
      .innerJoin(lessons, eq(lessons.id, materials.lessonId))
      .innerJoin(courses, eq(courses.id, lessons.courseId))
      .where(
        and(
          eq(materialCompletions.studentId, studentId),
          eq(materials.status, 'ready'),
          eq(materials.publication, 'published'),
          publishedLesson,
          entersPrepared,
        ),
      )
      .orderBy(asc(lessons.courseId), desc(materialCompletions.completedAt), asc(lessons.id))
      .prepare('progress_latest');
    this.overviewLessonsQuery = lessonsWithStudentProgress(
      db,
      sql`${lessons.courseId} = any(${sql.placeholder('courseIds')}::bigint[])`,
      studentId,
    ).prepare('progress_overview_lessons');
  }

  /** Every published course of a term whose progress of the student `actor` reads, with the student's course progress (3 queries). */
  async byCategory(actor: Actor, categoryId: number, studentId = actor.id): Promise<CategoryProgressResponse> {
    await requireReadableStudent(this.db, actor, studentId);
    const readable = and(eq(courses.categoryId, categoryId), progressCoursesSql(actor, studentId));
    const inCategory = this.db.select({ id: courses.id }).from(courses).where(readable);
    const [[category], courseRows, lessonRows] = await Promise.all([
      this.db.select({ id: categories.id }).from(categories).where(eq(categories.id, categoryId)),
      this.db
        .select({ id: courses.id })
        .from(courses)
        .where(and(readable, eq(courses.publication, 'published')))
        .orderBy(asc(courses.startDate), asc(courses.id)),
      lessonsWithStudentProgress(this.db, inArray(lessons.courseId, inCategory), studentId),
    ]);
    if (!category) throw notFound(M.categoryInvalid);
    const lessonsOf = byCourse(lessonRows);
    return {
      student_id: studentId,
      category_id: categoryId,
      courses: courseRows.map((course) => presentStanding(course.id, courseStanding(lessonsOf.get(course.id) ?? []))),
    };
  }

  /**
   * The student's courses with activity, latest first, each with its progress, the lesson
   * last worked on and the next one to study (2 queries).
   */
  async overview(actor: Actor): Promise<ProgressOverviewResponse> {
    const studentId = actor.id;
    await requireReadableStudent(this.db, actor, studentId);
    const latest = await this.latestQuery.execute({ studentId, viewerId: studentId });
    const lessonsOf = byCourse(
      latest.length
        ? await this.overviewLessonsQuery.execute({ studentId, courseIds: latest.map((row) => row.courseId) })
        : [],
    );
    const entries = latest.map((last) => {
      const courseLessons = lessonsOf.get(last.courseId) ?? [];
      const lastLesson = courseLessons.find((lesson) => lesson.id === last.lessonId);
      if (!lastLesson) throw new Error(`lesson ${last.lessonId} missing from its course`);
      const next = nextLesson(courseLessons);
      return {
        ...presentStanding(last.courseId, courseStanding(courseLessons)),
        course_name: last.courseName,
        category_id: last.categoryId,
        last_activity_at: last.completedAt.toISOString(),
        last_lesson: lessonRef(lastLesson),
        next_lesson: next ? lessonRef(next) : null,
      };
    });
    entries.sort((a, b) => b.last_activity_at.localeCompare(a.last_activity_at) || a.course_id - b.course_id);
    return { student_id: studentId, courses: entries };
  }
}
