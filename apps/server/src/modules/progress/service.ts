import { and, asc, eq, sql } from 'drizzle-orm';
import {
  PROGRESS_MESSAGES as M,
  type CompleteMaterialResponse,
  type CompletedMaterialsResponse,
  type LessonProgress,
  isStudentRole,
} from '@netclass/shared';
import type { Db, DbOrTx } from '../../db/client.js';
import { courses, lessonProgress, lessons, materialCompletions, materials } from '../../db/schema/index.js';
import { forbidden, notFound } from '../../lib/errors.js';
import type { Outbox } from '../../infra/outbox.js';
import { authorize, can, entersSql, memberRolePrepared, preparedViewer, type Actor } from '../../policies/index.js';
import { presentCompletion, presentLessonProgress, zeroLessonProgress } from './presenter.js';
import {
  progressCoursesSql,
  publishedLesson,
  requireLesson,
  requireReadableStudent,
  requireStudent,
} from './queries.js';
import { lockLessonProgress, recomputeLessonProgress } from './recompute.js';

/** Only the student records their own progress; teachers and admins view without recording. */
function authorizeRecord(actor: Actor, studentId: number): void {
  if (can(actor, 'progress.record', { studentId })) return;
  throw isStudentRole(actor.role) ? forbidden() : forbidden(M.viewMode, 'PROGRESS_VIEW_MODE');
}

/**
 * A student's progress in lessons: completions (idempotent, safe under concurrency) and the
 * lesson percentages the server derives from them, kept right when materials change.
 */
export class ProgressService {
  /**
   * A lesson students see, what the reader is in its course, the student's stored row of it
   * and the counted materials (ready, published) they completed in it, in one round trip
   * (every lesson page asks).
   */
  private readonly lessonProgressQuery;

  constructor(
    private readonly db: Db,
    private readonly outbox: Outbox,
  ) {
    const completed = sql<number[]>`array(
      select ${materialCompletions.materialId} from ${materialCompletions}
        join ${materials} on ${materials.id} = ${materialCompletions.materialId}
       where ${materialCompletions.studentId} = ${sql.placeholder('studentId')} and ${materials.lessonId} = ${lessons.id}
         and ${materials.status} = 'ready' and ${materials.publication} = 'published'
       order by ${materialCompletions.materialId})`;
    this.lessonProgressQuery = db
      .select({
        id: lessons.id,
        course: { access: courses.access, memberRole: memberRolePrepared },
        progress: lessonProgress,
        completed,
      })
      .from(lessons)
      .innerJoin(courses, eq(courses.id, lessons.courseId))
      .leftJoin(
        lessonProgress,
        and(eq(lessonProgress.lessonId, lessons.id), eq(lessonProgress.studentId, sql.placeholder('studentId'))),
      )
      .where(and(eq(lessons.id, sql.placeholder('lessonId')), publishedLesson))
      .prepare('lesson_progress_of');
  }

  /**
   * Records that the student opened a ready material (once), and recomputes the lesson. A
   * first completion is an outbox event (deliveries.ts): the student's tabs and the course
   * report hear of it after the commit, even across a crash.
   */
  async completeMaterial(actor: Actor, studentId: number, materialId: number): Promise<CompleteMaterialResponse> {
    authorizeRecord(actor, studentId);
    const done = await this.outbox.transaction(async (tx, record) => {
      // KEY SHARE: the material cannot be deleted (nor its completions cascade) meanwhile.
      const [material] = await tx
        .select({ lessonId: materials.lessonId, courseId: lessons.courseId })
        .from(materials)
        .innerJoin(lessons, eq(lessons.id, materials.lessonId))
        .innerJoin(courses, eq(courses.id, lessons.courseId))
        .where(
          and(
            eq(materials.id, materialId),
            eq(materials.status, 'ready'),
            eq(materials.publication, 'published'),
            publishedLesson,
            entersSql(actor, 'courses'),
          ),
        )
        .for('key share', { of: materials });
      if (!material) throw notFound(M.completeFailed);
      await lockLessonProgress(tx, material.lessonId, studentId);
      const [inserted] = await tx
        .insert(materialCompletions)
        .values({ studentId, materialId })
        .onConflictDoNothing()
        .returning({ completedAt: materialCompletions.completedAt });
      const completedAt = inserted?.completedAt ?? (await this.completedAt(tx, studentId, materialId));
      const [change] = await recomputeLessonProgress(tx, material.lessonId, studentId);
      const row = change?.row ?? (await this.storedRow(tx, studentId, material.lessonId));
      if (!row) throw new Error(`no lesson progress after completing material ${materialId}`);
      if (inserted) {
        const progress = change ? (change.created ? 'created' : 'updated') : null;
        await record('materialCompleted', {
          studentId,
          materialId,
          lessonId: material.lessonId,
          courseId: material.courseId,
          progress,
        });
      }
      return { lessonId: material.lessonId, completedAt, newlyCompleted: Boolean(inserted), row };
    });
    return {
      completion: presentCompletion({ studentId, materialId, ...done }),
      progress: presentLessonProgress(done.row),
    };
  }

  /** The stored progress, or the zero state of a lesson not started. */
  async lessonProgress(actor: Actor, studentId: number, lessonId: number): Promise<LessonProgress> {
    const found = await this.readableLesson(actor, studentId, lessonId);
    return found.progress ? presentLessonProgress(found.progress) : zeroLessonProgress(studentId, lessonId);
  }

  /** `lessonProgress` and `completedMaterials` of one lesson together (a lesson page's data), in one statement. */
  async lessonState(
    actor: Actor,
    studentId: number,
    lessonId: number,
  ): Promise<{ progress: LessonProgress; completed: CompletedMaterialsResponse }> {
    const found = await this.readableLesson(actor, studentId, lessonId);
    return {
      progress: found.progress ? presentLessonProgress(found.progress) : zeroLessonProgress(studentId, lessonId),
      completed: { student_id: studentId, lesson_id: lessonId, material_ids: found.completed },
    };
  }

  /**
   * The old client's progress update: what it sends is ignored; the server recomputes the
   * lesson from completions and answers the stored value.
   */
  async syncLessonProgress(actor: Actor, studentId: number, lessonId: number): Promise<LessonProgress> {
    authorizeRecord(actor, studentId);
    const lesson = await requireLesson(this.db, actor, lessonId);
    const row = await this.outbox.transaction(async (tx, record) => {
      await lockLessonProgress(tx, lessonId, studentId);
      const [change] = await recomputeLessonProgress(tx, lessonId, studentId);
      if (change)
        await record('lessonProgressSynced', {
          lessonId,
          courseId: lesson.courseId,
          studentId,
          created: change.created,
        });
      return change?.row ?? (await this.storedRow(tx, studentId, lessonId));
    });
    return row ? presentLessonProgress(row) : zeroLessonProgress(studentId, lessonId);
  }

  /** Ids of the counted materials (ready, published) the student completed, of one lesson or of the courses whose progress `actor` reads. */
  async completedMaterials(actor: Actor, studentId: number, lessonId?: number): Promise<CompletedMaterialsResponse> {
    if (lessonId !== undefined) return (await this.lessonState(actor, studentId, lessonId)).completed;
    await requireReadableStudent(this.db, actor, studentId);
    const rows = await this.db
      .select({ id: materialCompletions.materialId })
      .from(materialCompletions)
      .innerJoin(materials, eq(materials.id, materialCompletions.materialId))
      .innerJoin(lessons, eq(lessons.id, materials.lessonId))
      .innerJoin(courses, eq(courses.id, lessons.courseId))
      .where(
        and(
          eq(materialCompletions.studentId, studentId),
          eq(materials.status, 'ready'),
          eq(materials.publication, 'published'),
          progressCoursesSql(actor, studentId),
        ),
      )
      .orderBy(asc(materialCompletions.materialId));
    return { student_id: studentId, lesson_id: null, material_ids: rows.map((row) => row.id) };
  }

  /**
   * A published lesson of a course `actor` may enter, whose progress of `studentId` they read
   * (their own, or that course's teachers and admins: else 403), with that progress row.
   */
  private async readableLesson(actor: Actor, studentId: number, lessonId: number) {
    const [[found]] = await Promise.all([
      this.lessonProgressQuery.execute({ lessonId, studentId, ...preparedViewer(actor) }),
      requireStudent(this.db, actor, studentId),
    ]);
    if (!found || !can(actor, 'course.read', found.course)) throw notFound(M.lessonInvalid);
    authorize(actor, 'progress.read', { studentId }, found.course);
    return found;
  }

  private async storedRow(db: DbOrTx, studentId: number, lessonId: number) {
    const [row] = await db
      .select()
      .from(lessonProgress)
      .where(and(eq(lessonProgress.studentId, studentId), eq(lessonProgress.lessonId, lessonId)));
    return row;
  }

  private async completedAt(db: DbOrTx, studentId: number, materialId: number): Promise<Date> {
    const [row] = await db
      .select({ completedAt: materialCompletions.completedAt })
      .from(materialCompletions)
      .where(and(eq(materialCompletions.studentId, studentId), eq(materialCompletions.materialId, materialId)));
    if (!row) throw new Error(`completion of material ${materialId} vanished`);
    return row.completedAt;
  }
}
