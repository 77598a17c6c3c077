import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { ASSIGNMENT_MESSAGES as M, type HandInResponse, type StudentHandIns } from '@netclass/shared';
import type { Db, DbOrTx, Tx } from '../../db/client.js';
import { assignmentExtensions, grades, handInFiles, handIns, users } from '../../db/schema/index.js';
import { conflict, notFound } from '../../lib/errors.js';
import { isUniqueViolation } from '../../lib/pg-errors.js';
import { commitAll, keepOrDiscard } from '../../infra/upload.js';
import { authorize, type Actor } from '../../policies/index.js';
import type { FileStorage } from '../../storage/file-storage.js';
import { visibleAssignment, type AssignmentRow } from './access.js';
import { CaptureAnalysisService } from './capture-analysis-service.js';
import {
  acceptsAt,
  deadlineFor,
  isLate,
  statusOf,
  studentStatusOf,
  type Deadline,
  type ReleasedGrade,
} from './deadlines.js';
import type { HandInRules, StagedHandInFile } from './hand-in-files.js';
import { presentFiles } from './presenter.js';

/**
 * Students hand in (docs/decisions/026): files streamed and checked first, then one version
 * kept with its server time, while the assignment (or the student's extension) still accepts
 * them. A student reads only their own hand-ins; those who manage the course read everyone's.
 */
export class HandInService {
  constructor(
    private readonly db: Db,
    private readonly storage: FileStorage,
  ) {}

  /** Server time, the only clock deadlines are judged by (a method, so tests can set it). */
  now(): Date {
    return new Date();
  }

  /** Checked before the files are read: a student who may hand in now. Answers what each file may be. */
  async authorizeSubmit(actor: Actor, id: number): Promise<HandInRules> {
    const { assignment } = await visibleAssignment(this.db, actor, id);
    authorize(actor, 'handIn.submit');
    if (!acceptsAt(await this.deadline(this.db, assignment, actor.id), this.now()))
      throw conflict(M.closed, 'HAND_IN_CLOSED');
    return { extensions: assignment.allowedTypes, maxBytes: assignment.maxFileBytes };
  }

  /**
   * Keeps the staged files as the student's next version, judged at the time they all arrived.
   * `consume` runs in the same transaction before the files move into place (resumable uploads
   * delete their rows there).
   */
  async submit(
    actor: Actor,
    id: number,
    files: StagedHandInFile[],
    consume?: (tx: Tx) => Promise<void>,
  ): Promise<HandInResponse> {
    const keeping = files.map((file) => ({ file: file.file, key: `hand-ins/${randomUUID()}.${file.ext}` }));
    try {
      const { version, rows, deadline } = await keepOrDiscard(this.storage, keeping, () =>
        this.db.transaction(async (tx) => {
          const at = this.now();
          // FOR SHARE: students hand in side by side, a teacher's change of the dates waits for them (and they for it).
          const { assignment } = await visibleAssignment(tx, actor, id, { lock: 'share' });
          authorize(actor, 'handIn.submit');
          const deadline = await this.deadline(tx, assignment, actor.id);
          if (!acceptsAt(deadline, at)) throw conflict(M.closed, 'HAND_IN_CLOSED');
          const [version] = await tx
            .insert(handIns)
            .values({
              assignmentId: id,
              studentId: actor.id,
              submittedAt: at,
              version: sql`(select coalesce(max(version), 0) + 1 from hand_ins where assignment_id = ${id} and student_id = ${actor.id})`,
            })
            .returning();
          if (!version) throw new Error('hand-in insert returned nothing');
          const rows = await tx
            .insert(handInFiles)
            .values(
              files.map((file, i) => ({
                handInId: version.id,
                storageKey: keeping[i]!.key,
                originalName: file.name,
                fileSize: file.size,
              })),
            )
            .returning();
          await CaptureAnalysisService.queue(tx, rows);
          await consume?.(tx);
          await commitAll(keeping);
          return { version, rows, deadline };
        }),
      );
      return {
        hand_in: {
          id: version.id,
          version: version.version,
          submitted_at: version.submittedAt.toISOString(),
          late: isLate(deadline, version.submittedAt),
          files: await presentFiles(this.storage, rows),
        },
        status: statusOf(deadline, version.submittedAt),
      };
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(M.busy, 'HAND_IN_BUSY');
      throw error;
    }
  }

  /** One student's hand-ins: the student themself, or those who manage the course. */
  async read(actor: Actor, id: number, studentId: number): Promise<StudentHandIns> {
    const { assignment, course } = await visibleAssignment(this.db, actor, id);
    authorize(actor, 'handIn.read', { studentId, course });
    const [student] = await this.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, studentId), eq(users.role, 'student')));
    if (!student) throw notFound(M.studentInvalid);
    return this.studentView(assignment, studentId);
  }

  /** A student's versions (newest first, with their files' signed links), dates and status. */
  async studentView(assignment: AssignmentRow, studentId: number): Promise<StudentHandIns> {
    const [{ deadline, extension }, versions, grade] = await Promise.all([
      this.dates(this.db, assignment, studentId),
      this.db
        .select()
        .from(handIns)
        .where(and(eq(handIns.assignmentId, assignment.id), eq(handIns.studentId, studentId)))
        .orderBy(desc(handIns.version)),
      this.releasedGrade(assignment, studentId),
    ]);
    const files = versions.length
      ? await this.db
          .select()
          .from(handInFiles)
          .where(
            inArray(
              handInFiles.handInId,
              versions.map((v) => v.id),
            ),
          )
          .orderBy(asc(handInFiles.id))
      : [];
    return {
      student_id: studentId,
      status: studentStatusOf(deadline, versions[0]?.submittedAt ?? null, grade),
      extension: extension && {
        due_at: extension.dueAt.toISOString(),
        accepts_until: extension.acceptsUntil?.toISOString() ?? null,
      },
      closes_at: deadline.acceptsUntil?.toISOString() ?? null,
      open: acceptsAt(deadline, this.now()),
      versions: await Promise.all(
        versions.map(async (v) => ({
          id: v.id,
          version: v.version,
          submitted_at: v.submittedAt.toISOString(),
          late: isLate(deadline, v.submittedAt),
          files: await presentFiles(
            this.storage,
            files.filter((file) => file.handInId === v.id),
          ),
        })),
      ),
    };
  }

  private async releasedGrade(assignment: AssignmentRow, studentId: number): Promise<ReleasedGrade | null> {
    if (!assignment.gradesReleasedAt) return null;
    const [row] = await this.db
      .select({ returned: grades.returned, gradedAt: grades.gradedAt })
      .from(grades)
      .where(and(eq(grades.assignmentId, assignment.id), eq(grades.studentId, studentId)));
    return row ?? null;
  }

  private async extension(db: DbOrTx, assignmentId: number, studentId: number): Promise<Deadline | null> {
    const [row] = await db
      .select({ dueAt: assignmentExtensions.dueAt, acceptsUntil: assignmentExtensions.acceptsUntil })
      .from(assignmentExtensions)
      .where(and(eq(assignmentExtensions.assignmentId, assignmentId), eq(assignmentExtensions.studentId, studentId)));
    return row ?? null;
  }

  /**
   * The dates that hold for the student: their extension's, and none to close hand-ins while
   * their released grade is "returned for revision" and they have not handed in since.
   */
  private async deadline(db: DbOrTx, assignment: AssignmentRow, studentId: number): Promise<Deadline> {
    return (await this.dates(db, assignment, studentId)).deadline;
  }

  private async dates(
    db: DbOrTx,
    assignment: AssignmentRow,
    studentId: number,
  ): Promise<{ deadline: Deadline; extension: Deadline | null }> {
    const [extension, revision] = await Promise.all([
      this.extension(db, assignment.id, studentId),
      this.revisionOpen(db, assignment, studentId),
    ]);
    const deadline = deadlineFor(assignment, extension);
    return { deadline: revision ? { ...deadline, acceptsUntil: null } : deadline, extension };
  }

  private async revisionOpen(db: DbOrTx, assignment: AssignmentRow, studentId: number): Promise<boolean> {
    if (!assignment.gradesReleasedAt) return false;
    const { rows } =
      await db.execute(sql`select 1 from grades g where g.assignment_id = ${assignment.id} and g.student_id = ${studentId} and g.returned
      and not exists (select 1 from hand_ins h where h.assignment_id = g.assignment_id and h.student_id = g.student_id and h.submitted_at > g.graded_at)`);
    return rows.length > 0;
  }
}
