import { randomUUID } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  rubricPoints,
  GRADE_MESSAGES as M,
  type Grade,
  type GradeAudit,
  type GradeInput,
  type GradeReleaseResponse,
  type GradeResponse,
  type GradeValues,
} from '@netclass/shared';
import type { Db, DbOrTx } from '../../db/client.js';
import { gradeAudits, grades, users } from '../../db/schema/index.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import type { Outbox } from '../../infra/outbox.js';
import { commitAll, keepOrDiscard } from '../../infra/upload.js';
import type { FileStorage } from '../../storage/file-storage.js';
import { extensionOf } from '../../storage/http-file.js';
import type { StagedAttachment } from '../announcements/index.js';
import { authorize, type Actor } from '../../policies/index.js';
import { requireClassStudent } from '../grading/index.js';
import { managedAssignment, visibleAssignment, type AssignmentRow } from './access.js';

type GradeRow = typeof grades.$inferSelect;

const valuesOf = (row: GradeRow): GradeValues => ({
  points: row.points,
  levels: row.levels,
  comment: row.comment,
  returned: row.returned,
});
const sameValues = (a: GradeValues, b: GradeValues) =>
  a.points === b.points &&
  a.comment === b.comment &&
  a.returned === b.returned &&
  a.levels.length === b.levels.length &&
  a.levels.every((level, i) => level === b.levels[i]);

/**
 * Points from the input and the assignment's rubric: the chosen levels must fit the rubric
 * (one entry per criterion, an index among its levels); points default to the chosen levels'
 * sum and never exceed the assignment's maximum.
 */
export function gradeValues(
  assignment: AssignmentRow,
  input: Pick<GradeInput, 'points' | 'levels' | 'comment' | 'returned'>,
): GradeValues {
  const rubric = assignment.rubric ?? [];
  if (input.levels.length && input.levels.length !== rubric.length)
    throw badRequest(M.levelsInvalid, 'VALIDATION', 'levels');
  if (input.levels.some((level, i) => level !== null && !rubric[i]?.levels[level]))
    throw badRequest(M.levelInvalid, 'VALIDATION', 'levels');
  const points = input.points ?? rubricPoints(rubric, input.levels);
  if (points === null) throw badRequest(M.pointsRequired, 'VALIDATION', 'points');
  if (points > assignment.maxPoints) throw badRequest(M.pointsInvalid, 'VALIDATION', 'points');
  return { points, levels: input.levels, comment: input.comment, returned: input.returned };
}

/**
 * Grades of an assignment (docs/decisions/026, "Grading"): its teachers write them, students
 * read their own once the assignment's grades are released; a change to a released grade
 * needs a reason and leaves an audit entry.
 */
export class GradeService {
  constructor(
    private readonly db: Db,
    private readonly outbox: Outbox,
    private readonly storage: FileStorage,
  ) {}

  /** Keeps a staged feedback file (the attachments' rules) with an existing grade, replacing the one before. */
  async setFeedback(actor: Actor, id: number, studentId: number, staged: StagedAttachment): Promise<GradeResponse> {
    const keeping = [{ file: staged.file, key: `grade-feedback/${randomUUID()}.${staged.ext}` }];
    const replaced = await keepOrDiscard(this.storage, keeping, () =>
      this.db.transaction(async (tx) => {
        await managedAssignment(tx, actor, id, { lock: 'share' });
        const [before] = await tx
          .select({ key: grades.feedbackKey })
          .from(grades)
          .where(this.gradeOf(id, studentId))
          .for('update');
        if (!before) throw notFound(M.gradeNotFound);
        await tx
          .update(grades)
          .set({ feedbackKey: keeping[0]!.key, feedbackName: staged.name, feedbackSize: staged.size })
          .where(this.gradeOf(id, studentId));
        await commitAll(keeping);
        return before.key;
      }),
    );
    if (replaced) await this.storage.delete(replaced);
    return this.read(actor, id, studentId);
  }

  async removeFeedback(actor: Actor, id: number, studentId: number): Promise<void> {
    const key = await this.db.transaction(async (tx) => {
      await managedAssignment(tx, actor, id, { lock: 'share' });
      const [before] = await tx
        .select({ key: grades.feedbackKey })
        .from(grades)
        .where(this.gradeOf(id, studentId))
        .for('update');
      if (!before?.key) throw notFound(M.feedbackNotFound);
      await tx
        .update(grades)
        .set({ feedbackKey: null, feedbackName: null, feedbackSize: null })
        .where(this.gradeOf(id, studentId));
      return before.key;
    });
    await this.storage.delete(key);
  }

  private gradeOf(id: number, studentId: number) {
    return and(eq(grades.assignmentId, id), eq(grades.studentId, studentId));
  }

  /** A grade as the student or those who manage the course see it. */
  async read(actor: Actor, id: number, studentId: number): Promise<GradeResponse> {
    const { assignment, course } = await visibleAssignment(this.db, actor, id);
    authorize(actor, 'handIn.read', { studentId, course });
    const releasedAt = assignment.gradesReleasedAt?.toISOString() ?? null;
    const staff = actor.id !== studentId;
    if (!staff && !releasedAt) return { grade: null, released_at: null, audit: [] };
    const [grade] = await this.presentedGrades(this.db, id, studentId);
    return { grade: grade ?? null, released_at: releasedAt, audit: staff ? await this.audit(id, studentId) : [] };
  }

  /** Sets a student's grade; a released grade changes only with a reason, kept with the old and new values. */
  async set(actor: Actor, id: number, studentId: number, input: GradeInput): Promise<GradeResponse> {
    await this.db.transaction(async (tx) => {
      // FOR SHARE: grading goes on side by side; a release waits for the grades being written.
      const { assignment, course } = await managedAssignment(tx, actor, id, { lock: 'share' });
      await requireClassStudent(tx, { kind: 'assignment', id, courseId: course.id }, studentId);
      const values = gradeValues(assignment, input);
      const [old] = await tx
        .select()
        .from(grades)
        .where(and(eq(grades.assignmentId, id), eq(grades.studentId, studentId)))
        .for('update');
      // A grade given after the release is released at once (the student sees it straight away);
      // only a change of a grade the student could already see needs a reason (docs/decisions/037).
      const changesReleased =
        assignment.gradesReleasedAt !== null && old !== undefined && !sameValues(valuesOf(old), values);
      if (changesReleased && !input.reason) throw badRequest(M.reasonRequired, 'GRADE_REASON_REQUIRED', 'reason');
      const row = { ...values, gradedBy: actor.id, gradedAt: new Date() };
      await tx
        .insert(grades)
        .values({ assignmentId: id, studentId, ...row })
        .onConflictDoUpdate({ target: [grades.assignmentId, grades.studentId], set: row });
      if (changesReleased && old)
        await tx.insert(gradeAudits).values({
          assignmentId: id,
          studentId,
          changedBy: actor.id,
          old: valuesOf(old),
          new: values,
          reason: input.reason!,
        });
    });
    return this.read(actor, id, studentId);
  }

  /**
   * Shows every grade of the assignment to its students, at once (409 when released already);
   * each graded student gets a notification (the outbox delivery, after the commit).
   */
  async release(actor: Actor, id: number): Promise<GradeReleaseResponse> {
    return this.outbox.transaction(async (tx, record) => {
      const { assignment } = await managedAssignment(tx, actor, id, { lock: 'update' });
      if (assignment.gradesReleasedAt) throw conflict(M.alreadyReleased, 'GRADES_RELEASED');
      const [released] = await tx
        .execute<{ at: string }>(
          sql`update assignments set grades_released_at = now() where id = ${id} returning grades_released_at as at`,
        )
        .then((r) => r.rows);
      const [count] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(grades)
        .where(eq(grades.assignmentId, id));
      await record('gradesReleased', { assignmentId: id });
      return { released_at: new Date(released!.at).toISOString(), notified: count?.n ?? 0 };
    });
  }

  private async presentedGrades(db: DbOrTx, id: number, studentId: number): Promise<Grade[]> {
    const rows = await db
      .select({ grade: grades, graderName: users.name })
      .from(grades)
      .leftJoin(users, eq(users.id, grades.gradedBy))
      .where(and(eq(grades.assignmentId, id), eq(grades.studentId, studentId)));
    return Promise.all(
      rows.map(async ({ grade, graderName }) => ({
        ...valuesOf(grade),
        student_id: grade.studentId,
        graded_by: grade.gradedBy === null ? null : { id: grade.gradedBy, name: graderName ?? '' },
        graded_at: grade.gradedAt.toISOString(),
        feedback: await this.feedbackOf(grade),
      })),
    );
  }

  private async feedbackOf(grade: GradeRow): Promise<Grade['feedback']> {
    if (!grade.feedbackKey || !grade.feedbackName) return null;
    const link = await this.storage.downloadLink(grade.feedbackKey, grade.feedbackName);
    return {
      name: grade.feedbackName,
      ext: extensionOf(grade.feedbackName),
      size: grade.feedbackSize ?? 0,
      url: link.url,
      url_expires_at: link.expiresAt.toISOString(),
    };
  }

  private async audit(id: number, studentId: number): Promise<GradeAudit[]> {
    const changer = alias(users, 'changer');
    const rows = await this.db
      .select({ audit: gradeAudits, name: changer.name })
      .from(gradeAudits)
      .leftJoin(changer, eq(changer.id, gradeAudits.changedBy))
      .where(and(eq(gradeAudits.assignmentId, id), eq(gradeAudits.studentId, studentId)))
      .orderBy(desc(gradeAudits.id));
    return rows.map(({ audit, name }) => ({
      id: audit.id,
      changed_by: audit.changedBy === null ? null : { id: audit.changedBy, name: name ?? '' },
      changed_at: audit.changedAt.toISOString(),
      old: audit.old,
      new: audit.new,
      reason: audit.reason,
    }));
  }
}
