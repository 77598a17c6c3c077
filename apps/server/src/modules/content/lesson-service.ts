import { and, asc, count, eq, getTableColumns, sql } from 'drizzle-orm';
import {
  CONTENT_MESSAGES as M,
  type CourseLessonsResponse,
  type CreateLessonInput,
  type LessonDetail,
  type LessonSummary,
} from '@netclass/shared';
import type { Db } from '../../db/client.js';
import { categories, courses, lessons, materials } from '../../db/schema/index.js';
import { conflict, notFound } from '../../lib/errors.js';
import { isForeignKeyViolation } from '../../lib/pg-errors.js';
import { authorize, can, type Actor } from '../../policies/index.js';
import type { FileStorage } from '../../storage/file-storage.js';
import { draftViewer, readyMaterialCount, readyMaterialCountPrepared } from './counts.js';
import type { LessonContent } from './lesson-content.js';
import { presentLessonDetail, presentLessonSummary } from './presenter.js';
import { isVisible } from './visibility.js';

/** Lessons of a course: list, one with its course and term, create (a draft), delete when empty. */
export class LessonService {
  /** The lesson page's main read: built once, prepared once per connection (issue 11: a lean hot path). */
  private readonly detailsQuery;

  constructor(
    private readonly db: Db,
    private readonly storage: FileStorage,
    private readonly content: LessonContent,
  ) {
    this.detailsQuery = db
      .select({
        ...getTableColumns(lessons),
        materialCount: readyMaterialCountPrepared,
        course: { id: courses.id, name: courses.name, categoryId: courses.categoryId, teacherId: courses.teacherId, publication: courses.publication },
        category: { id: categories.id, name: categories.name },
      })
      .from(lessons)
      .innerJoin(courses, eq(courses.id, lessons.courseId))
      .innerJoin(categories, eq(categories.id, courses.categoryId))
      .where(eq(lessons.id, sql.placeholder('lessonId')))
      .prepare('lesson_details');
  }

  async listByCourse(actor: Actor, courseId: number): Promise<CourseLessonsResponse> {
    authorize(actor, 'content.read');
    const [course] = await this.db
      .select({ ref: { id: courses.id, name: courses.name, category_id: courses.categoryId }, teacherId: courses.teacherId, publication: courses.publication })
      .from(courses)
      .where(eq(courses.id, courseId));
    if (!course || !isVisible(actor, course.teacherId, course.publication)) throw notFound(M.courseInvalid);
    const seesDrafts = can(actor, 'content.readDrafts', course);
    const rows = await this.db
      .select({ ...getTableColumns(lessons), materialCount: readyMaterialCount(seesDrafts) })
      .from(lessons)
      .where(and(eq(lessons.courseId, courseId), seesDrafts ? undefined : eq(lessons.publication, 'published')))
      .orderBy(asc(lessons.orderNum), asc(lessons.id));
    return { course: course.ref, lessons: rows.map(presentLessonSummary), can_manage: can(actor, 'course.manage', course) };
  }

  async details(actor: Actor, lessonId: number): Promise<LessonDetail> {
    authorize(actor, 'content.read');
    const [row] = await this.detailsQuery.execute({ lessonId, ...draftViewer(actor) });
    if (!row || !isVisible(actor, row.course.teacherId, row.course.publication, row.publication)) throw notFound(M.lessonInvalid);
    return presentLessonDetail(row, actor, await this.content.forReader(row));
  }

  async create(actor: Actor, input: CreateLessonInput): Promise<LessonSummary> {
    const [course] = await this.db.select({ teacherId: courses.teacherId }).from(courses).where(eq(courses.id, input.course_id));
    if (!course) throw notFound(M.courseInvalid);
    authorize(actor, 'course.manage', course);
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
   * Refused while the lesson has ready materials. Unfinished uploads (pending materials)
   * go with it, their files after the commit.
   */
  async delete(actor: Actor, id: number): Promise<void> {
    const pendingKeys = await this.db.transaction(async (tx) => {
      const [lesson] = await tx
        .select({ teacherId: courses.teacherId })
        .from(lessons)
        .innerJoin(courses, eq(courses.id, lessons.courseId))
        .where(eq(lessons.id, id))
        .for('update', { of: lessons });
      if (!lesson) throw notFound(M.lessonInvalid);
      authorize(actor, 'course.manage', lesson);
      const [ready] = await tx
        .select({ n: count() })
        .from(materials)
        .where(and(eq(materials.lessonId, id), eq(materials.status, 'ready')));
      if ((ready?.n ?? 0) > 0) {
        throw conflict(M.lessonHasMaterials, 'LESSON_HAS_MATERIALS');
      }
      const pending = await tx.delete(materials).where(eq(materials.lessonId, id)).returning({ key: materials.storageKey });
      await tx.delete(lessons).where(eq(lessons.id, id));
      return pending.map((row) => row.key);
    });
    await Promise.all(pendingKeys.map((key) => this.storage.delete(key)));
  }
}
