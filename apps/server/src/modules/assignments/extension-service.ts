import { and, eq } from 'drizzle-orm';
import { ASSIGNMENT_MESSAGES as M, type Extension } from '@netclass/shared';
import type { Db } from '../../db/client.js';
import { assignmentExtensions } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import { parseFormDate } from '../../lib/form-date.js';
import type { Actor } from '../../policies/index.js';
import { scheduleStudentReminder } from '../../infra/reminder-jobs.js';
import { requireClassStudent } from '../grading/index.js';
import { managedAssignment } from './access.js';

/** Per-student dates of an assignment (docs/decisions/026), set and taken back by those who manage the course. */
export class ExtensionService {
  constructor(private readonly db: Db) {}

  async set(
    actor: Actor,
    id: number,
    studentId: number,
    input: { due_at?: string; accepts_until: string | null },
  ): Promise<Extension> {
    const dueAt = parseFormDate(input.due_at ?? '');
    const acceptsUntil = input.accepts_until ? parseFormDate(input.accepts_until) : null;
    return this.db.transaction(async (tx) => {
      const { assignment, course } = await managedAssignment(tx, actor, id, { lock: 'update' });
      await requireClassStudent(tx, { kind: 'assignment', id, courseId: course.id }, studentId);
      const values = { dueAt, acceptsUntil, grantedBy: actor.id, grantedAt: new Date() };
      await tx
        .insert(assignmentExtensions)
        .values({ assignmentId: id, studentId, ...values })
        .onConflictDoUpdate({
          target: [assignmentExtensions.assignmentId, assignmentExtensions.studentId],
          set: values,
        });
      // The student's reminder follows their own due date (docs/decisions/026, "Deadlines").
      if (assignment.publication === 'published') await scheduleStudentReminder(tx, id, studentId, dueAt);
      return { due_at: dueAt.toISOString(), accepts_until: acceptsUntil?.toISOString() ?? null };
    });
  }

  async remove(actor: Actor, id: number, studentId: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const { assignment } = await managedAssignment(tx, actor, id, { lock: 'update' });
      const removed = await tx
        .delete(assignmentExtensions)
        .where(and(eq(assignmentExtensions.assignmentId, id), eq(assignmentExtensions.studentId, studentId)))
        .returning({ id: assignmentExtensions.studentId });
      if (!removed.length) throw notFound(M.studentInvalid);
      // Back to the class's due date: their reminder too, should the class's have gone out already.
      if (assignment.publication === 'published') await scheduleStudentReminder(tx, id, studentId, assignment.dueAt);
    });
  }
}
