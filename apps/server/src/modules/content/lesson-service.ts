import { and, asc, count, eq, getTableColumns, or, sql } from 'drizzle-orm';
import {
  CONTENT_MESSAGES as M,
  type CourseLessonsResponse,
  type CreateLessonInput,
  type LessonDetail,
  type LessonSummary,
  type UpdateLessonInput,
} from '@netclass/shared';
import type { Db } from '../../db/client.js';
import { categories, courses, lessons, materials } from '../../db/schema/index.js';
import type { Outbox } from '../../infra/outbox.js';
import { conflict, notFound } from '../../lib/errors.js';
import { isForeignKeyViolation } from '../../lib/pg-errors.js';
import {
  authorize,
  can,
  courseAccessColumns,
  courseTeachersSql,
  isVisible,
  memberRolePrepared,
  preparedViewer,
  requireManaged,
  seesDraftsPrepared,
  type Actor,
} from '../../policies/index.js';
import type { FileStorage } from '../../storage/file-storage.js';
import { readyMaterialCount, readyMaterialCountPrepared } from './counts.js';
import type { LessonContent } from './lesson-content.js';
import { presentLessonDetail, presentLessonSummary } from './presenter.js';

/** The next order number in a course: one past its largest. */
const lastInCourse = (courseId: number) =>
  sql<number>`(select coalesce(max(l.order_num), 0) + 1 from lessons l where l.course_id = ${courseId})`;

/** Lessons of a course: list, one with its course and term, create (a draft), edit and move, delete when empty. */
export class LessonService {
  /** The lesson page's main read: built once, prepared once per connection (issue 11: a lean hot path). */
  private readonly detailsQuery;
  private readonly courseLessonsQuery;

  constructor(
    private readonly db: Db,
    private readonly storage: FileStorage,
    private readonly content: LessonContent,
    private readonly outbox: Outbox,
  ) {
    this.detailsQuery = db
      .select({
        ...getTableColumns(lessons),
        materialCount: readyMaterialCountPrepared,
        course: {
          id: courses.id,
          name: courses.name,
          categoryId: courses.categoryId,
          access: courses.access,
          memberRole: memberRolePrepared,
          publication: courses.publication,
        },
        category: { id: categories.id, name: categories.name },
      })
      .from(lessons)
      .innerJoin(courses, eq(courses.id, lessons.courseId))
      .innerJoin(categories, eq(categories.id, courses.categoryId))
      .where(eq(lessons.id, sql.placeholder('lessonId')))
      .prepare('lesson_details');
    // The course and the lessons the actor may see, in one round trip (no lesson: one row with nulls).
    this.courseLessonsQuery = db
      .select({
        course: {
          id: courses.id,
          name: courses.name,
          categoryId: courses.categoryId,
          access: courses.access,
          memberRole: memberRolePrepared,
          publication: courses.publication,
        },
        lesson: { ...getTableColumns(lessons), materialCount: readyMaterialCountPrepared },
      })
      .from(courses)
      .leftJoin(
        lessons,
        and(eq(lessons.courseId, courses.id), or(eq(lessons.publication, 'published'), seesDraftsPrepared)),
      )
      .where(eq(courses.id, sql.placeholder('courseId')))
      .orderBy(asc(lessons.orderNum), asc(lessons.id))
      .prepare('course_lessons');
  }

  async listByCourse(actor: Actor, courseId: number): Promise<CourseLessonsResponse> {
    authorize(actor, 'content.read');
    const rows = await this.courseLessonsQuery.execute({ courseId, ...preparedViewer(actor) });
    const course = rows[0]?.course;
    if (!course || !isVisible(actor, course, course.publication)) throw notFound(M.courseInvalid);
    const lessonRows = rows.flatMap(({ lesson }) => (lesson?.id ? [lesson] : []));
    return {
      course: { id: course.id, name: course.name, category_id: course.categoryId },
      lessons: lessonRows.map(presentLessonSummary),
      can_manage: can(actor, 'course.manage', course),
    };
  }

  async details(actor: Actor, lessonId: number): Promise<LessonDetail> {
    authorize(actor, 'content.read');
    const [row] = await this.detailsQuery.execute({ lessonId, ...preparedViewer(actor) });
    if (!row || !isVisible(actor, row.course, row.course.publication, row.publication)) throw notFound(M.lessonInvalid);
    return presentLessonDetail(row, actor, await this.content.forReader(row));
  }

  async create(actor: Actor, input: CreateLessonInput): Promise<LessonSummary> {
    const [course] = await this.db
      .select(courseAccessColumns(actor))
      .from(courses)
      .where(eq(courses.id, input.course_id));
    requireManaged(actor, course, () => notFound(M.courseInvalid));
    try {
      const [row] = await this.db
        .insert(lessons)
        .values({ title: input.title, content: input.content, courseId: input.course_id, orderNum: input.order_num })
        .returning();
      if (!row) throw new Error('lesson insert returned nothing');
      return presentLessonSummary({ ...row, materialCount: 0 });
    } catch (error) {
      if (isForeignKeyViolation(error)) throw notFound(M.courseInvalid);
      throw error;
    }
  }

  /**
   * Changes what `input` has. A different `course_id` moves the lesson to that course, which
   * its editor must manage too; without `order_num` it goes last there. Its materials, comments
   * and students' progress go with it (they belong to the lesson).
   */
  async update(actor: Actor, id: number, input: UpdateLessonInput): Promise<LessonSummary> {
    const { after } = await this.outbox.transaction(async (tx, record) => {
      const [found] = await tx
        .select({
          courseId: lessons.courseId,
          publication: lessons.publication,
          teacherIds: courseTeachersSql,
          ...courseAccessColumns(actor),
          coursePublication: courses.publication,
        })
        .from(lessons)
        .innerJoin(courses, eq(courses.id, lessons.courseId))
        .where(eq(lessons.id, id))
        .for('update', { of: lessons });
      requireManaged(actor, found, () => notFound(M.lessonInvalid));
      let target = found;
      if (input.course_id !== undefined && input.course_id !== found.courseId) {
        const [course] = await tx
          .select({
            teacherIds: courseTeachersSql,
            ...courseAccessColumns(actor),
            coursePublication: courses.publication,
          })
          .from(courses)
          .where(eq(courses.id, input.course_id))
          .for('share');
        requireManaged(actor, course, () => notFound(M.courseInvalid));
        target = { ...course, courseId: input.course_id, publication: found.publication };
      }
      const moved = target !== found;
      const [row] = await tx
        .update(lessons)
        .set({
          title: input.title,
          content: input.content,
          courseId: target.courseId,
          orderNum: input.order_num ?? (moved ? lastInCourse(target.courseId) : undefined),
        })
        .where(eq(lessons.id, id))
        .returning();
      if (!row) throw new Error('lesson update returned nothing');
      // Those who see it refetch, in the course it left too.
      for (const courseId of new Set([found.courseId, target.courseId]))
        await record('contentEdited', { courseId, lessonId: id });
      return { after: { ...target, row } };
    });
    const [counted] = await this.db
      .select({ n: readyMaterialCount(true) })
      .from(lessons)
      .where(eq(lessons.id, id));
    return presentLessonSummary({ ...after.row, materialCount: counted?.n ?? 0 });
  }

  /**
   * Refused while the lesson has ready materials. Unfinished uploads (pending materials)
   * go with it, their files after the commit.
   */
  async delete(actor: Actor, id: number): Promise<void> {
    const pendingKeys = await this.db.transaction(async (tx) => {
      const [lesson] = await tx
        .select(courseAccessColumns(actor))
        .from(lessons)
        .innerJoin(courses, eq(courses.id, lessons.courseId))
        .where(eq(lessons.id, id))
        .for('update', { of: lessons });
      requireManaged(actor, lesson, () => notFound(M.lessonInvalid));
      const [ready] = await tx
        .select({ n: count() })
        .from(materials)
        .where(and(eq(materials.lessonId, id), eq(materials.status, 'ready')));
      if ((ready?.n ?? 0) > 0) {
        throw conflict(M.lessonHasMaterials, 'LESSON_HAS_MATERIALS');
      }
      const pending = await tx
        .delete(materials)
        .where(eq(materials.lessonId, id))
        .returning({ key: materials.storageKey });
      await tx.delete(lessons).where(eq(lessons.id, id));
      return pending.map((row) => row.key);
    });
    await Promise.all(pendingKeys.map((key) => this.storage.delete(key)));
  }
}
