import { randomUUID } from 'node:crypto';
import { and, asc, eq, getTableColumns, isNotNull, sql } from 'drizzle-orm';
import {
  ASSIGNMENT_MESSAGES as M,
  type Assignment,
  type AssignmentInput,
  type AssignmentListResponse,
  type StoredFile,
  isStudentRole,
} from '@netclass/shared';
import type { Db } from '../../db/client.js';
import { assignmentExtensions, assignmentFiles, assignments, courses, grades, handIns } from '../../db/schema/index.js';
import { conflict, notFound } from '../../lib/errors.js';
import { parseFormDate } from '../../lib/form-date.js';
import { isForeignKeyViolation } from '../../lib/pg-errors.js';
import { commitAll, keepOrDiscard } from '../../infra/upload.js';
import { authorize, can, visibleSql, type Actor } from '../../policies/index.js';
import type { FileStorage } from '../../storage/file-storage.js';
import type { StagedAttachment } from '../announcements/index.js';
import {
  checkCourseGradeCategory,
  checkCourseLesson,
  deleteUnusedFiles,
  type LessonContent,
} from '../content/index.js';
import { cancelReminders, scheduleClassReminders } from '../../infra/reminder-jobs.js';
import { deleteItemOverrides } from '../grading/index.js';
import { managedAssignment, visibleAssignment, visibleCourse, type AssignmentWithCourse } from './access.js';
import { deadlineFor, studentStatusOf } from './deadlines.js';
import type { HandInService } from './hand-in-service.js';
import { presentFile, presentFiles, presentSummary } from './presenter.js';

const MIB = 1024 ** 2;

/** The columns an assignment's form writes. */
const columnsOf = (input: AssignmentInput) => ({
  title: input.title,
  instructions: input.instructions ?? '',
  lessonId: input.lesson_id,
  allowedTypes: input.allowed_types,
  maxFileBytes: input.max_file_mb * MIB,
  dueAt: parseFormDate(input.due_at ?? ''),
  acceptsUntil: input.accepts_until ? parseFormDate(input.accepts_until) : null,
  maxPoints: input.max_points,
  rubric: input.rubric,
  categoryId: input.grade_category_id,
});

/**
 * A course's assignments (docs/decisions/026): those who manage the course create, edit and
 * delete them (drafts until published through the publication service); everyone who sees the
 * course sees its published ones, students with their own status.
 */
export class AssignmentService {
  constructor(
    private readonly db: Db,
    private readonly storage: FileStorage,
    private readonly content: LessonContent,
    private readonly handIns: HandInService,
  ) {}

  async list(actor: Actor, courseId: number): Promise<AssignmentListResponse> {
    const course = await visibleCourse(this.db, actor, courseId);
    const student = isStudentRole(actor.role);
    const rows = await this.db
      .select({
        ...getTableColumns(assignments),
        extensionDue: assignmentExtensions.dueAt,
        extensionUntil: assignmentExtensions.acceptsUntil,
        lastAt: sql<
          string | null
        >`(select h.submitted_at from hand_ins h where h.assignment_id = ${assignments.id} and h.student_id = ${actor.id} order by h.version desc limit 1)`,
        gradeReturned: grades.returned,
        gradedAt: grades.gradedAt,
      })
      .from(assignments)
      .innerJoin(courses, eq(courses.id, assignments.courseId))
      .leftJoin(
        assignmentExtensions,
        and(eq(assignmentExtensions.assignmentId, assignments.id), eq(assignmentExtensions.studentId, actor.id)),
      )
      // The student's own grade, once released (the status says graded or returned).
      .leftJoin(
        grades,
        and(
          eq(grades.assignmentId, assignments.id),
          eq(grades.studentId, actor.id),
          isNotNull(assignments.gradesReleasedAt),
        ),
      )
      .where(
        and(
          eq(assignments.courseId, courseId),
          visibleSql(actor, 'courses', [sql`courses.publication`, sql`assignments.publication`]),
        ),
      )
      .orderBy(asc(assignments.dueAt), asc(assignments.id));
    const manages = can(actor, 'assignment.manage', course);
    return {
      assignments: rows.map(({ extensionDue, extensionUntil, lastAt, gradeReturned, gradedAt, ...row }) => {
        const extension = extensionDue ? { dueAt: extensionDue, acceptsUntil: extensionUntil } : null;
        const grade = gradedAt && gradeReturned !== null ? { returned: gradeReturned, gradedAt } : null;
        const status = student
          ? studentStatusOf(deadlineFor(row, extension), lastAt === null ? null : new Date(lastAt), grade)
          : null;
        return presentSummary(row, status, manages);
      }),
      can_create: manages,
    };
  }

  async get(actor: Actor, id: number): Promise<Assignment> {
    return this.present(actor, await visibleAssignment(this.db, actor, id));
  }

  async create(actor: Actor, courseId: number, input: AssignmentInput): Promise<Assignment> {
    const course = await visibleCourse(this.db, actor, courseId);
    authorize(actor, 'assignment.manage', course);
    await checkCourseLesson(this.db, courseId, input.lesson_id, M.lessonInvalid);
    await checkCourseGradeCategory(this.db, courseId, input.grade_category_id, M.categoryInvalid);
    try {
      const [row] = await this.db
        .insert(assignments)
        .values({ courseId, createdBy: actor.id, ...columnsOf(input) })
        .returning();
      if (!row) throw new Error('assignment insert returned nothing');
      return this.present(actor, { assignment: row, course });
    } catch (error) {
      if (isForeignKeyViolation(error)) throw notFound(M.notFound);
      throw error;
    }
  }

  async update(actor: Actor, id: number, input: AssignmentInput): Promise<Assignment> {
    const found = await this.db.transaction(async (tx) => {
      const { course } = await managedAssignment(tx, actor, id, { lock: 'update' });
      await checkCourseLesson(tx, course.id, input.lesson_id, M.lessonInvalid);
      await checkCourseGradeCategory(tx, course.id, input.grade_category_id, M.categoryInvalid);
      const [row] = await tx
        .update(assignments)
        .set({ ...columnsOf(input), updatedAt: sql`now()` })
        .where(eq(assignments.id, id))
        .returning();
      if (!row) throw notFound(M.notFound);
      // A new due date moves the reminders (docs/decisions/026, "Deadlines").
      if (row.publication === 'published') await scheduleClassReminders(tx, id, row.dueAt);
      return { assignment: row, course };
    });
    return this.present(actor, found);
  }

  /** Refused (409) once anyone has handed in: their work is kept. Its attachments go with it. */
  async delete(actor: Actor, id: number): Promise<void> {
    const keys = await this.db.transaction(async (tx) => {
      await managedAssignment(tx, actor, id, { lock: 'update' });
      const [handedIn] = await tx.select({ id: handIns.id }).from(handIns).where(eq(handIns.assignmentId, id)).limit(1);
      if (handedIn) throw conflict(M.hasHandIns, 'ASSIGNMENT_HAS_HAND_INS');
      await cancelReminders(tx, id);
      await deleteItemOverrides(tx, 'assignment', id);
      const files = await tx
        .delete(assignmentFiles)
        .where(eq(assignmentFiles.assignmentId, id))
        .returning({ key: assignmentFiles.storageKey });
      await tx.delete(assignments).where(eq(assignments.id, id));
      return files.map((file) => file.key);
    });
    await deleteUnusedFiles(this.db, this.storage, keys);
  }

  /** Checked before an attachment's bytes are read. */
  async authorizeManage(actor: Actor, id: number): Promise<void> {
    await managedAssignment(this.db, actor, id);
  }

  /** Keeps a staged attachment (the announcements' upload rules) with the assignment. */
  async addFile(actor: Actor, id: number, staged: StagedAttachment): Promise<StoredFile> {
    const keeping = [{ file: staged.file, key: `assignments/${randomUUID()}.${staged.ext}` }];
    const row = await keepOrDiscard(this.storage, keeping, () =>
      this.db.transaction(async (tx) => {
        await managedAssignment(tx, actor, id, { lock: 'update' });
        const [inserted] = await tx
          .insert(assignmentFiles)
          .values({ assignmentId: id, storageKey: keeping[0]!.key, originalName: staged.name, fileSize: staged.size })
          .returning();
        if (!inserted) throw new Error('assignment file insert returned nothing');
        await commitAll(keeping);
        return inserted;
      }),
    );
    return presentFile(row, await this.storage.downloadLink(row.storageKey, row.originalName));
  }

  async removeFile(actor: Actor, id: number, fileId: number): Promise<void> {
    const key = await this.db.transaction(async (tx) => {
      await managedAssignment(tx, actor, id, { lock: 'update' });
      const [removed] = await tx
        .delete(assignmentFiles)
        .where(and(eq(assignmentFiles.id, fileId), eq(assignmentFiles.assignmentId, id)))
        .returning({ key: assignmentFiles.storageKey });
      if (!removed) throw notFound(M.fileNotFound);
      return removed.key;
    });
    await deleteUnusedFiles(this.db, this.storage, [key]);
  }

  private async present(actor: Actor, { assignment, course }: AssignmentWithCourse): Promise<Assignment> {
    const [html, files, mine] = await Promise.all([
      this.content.uncached(course.id, assignment.instructions),
      this.db
        .select()
        .from(assignmentFiles)
        .where(eq(assignmentFiles.assignmentId, assignment.id))
        .orderBy(asc(assignmentFiles.id)),
      isStudentRole(actor.role) ? this.handIns.studentView(assignment, actor.id) : null,
    ]);
    return {
      ...presentSummary(assignment, mine?.status ?? null, can(actor, 'assignment.manage', course)),
      instructions: assignment.instructions,
      instructions_html: html,
      allowed_types: assignment.allowedTypes,
      max_file_mb: Math.round(assignment.maxFileBytes / MIB),
      rubric: assignment.rubric,
      files: await presentFiles(this.storage, files),
      mine,
      grades_released_at: assignment.gradesReleasedAt?.toISOString() ?? null,
    };
  }
}
