import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { GRADEBOOK_MESSAGES as M, type GradedItemKind, type GradeOverrideResponse } from '@netclass/shared';
import type { Db, DbOrTx } from '../../db/client.js';
import { assignments, courses, gradeOverrideAudits, gradeOverrides, quizzes, users } from '../../db/schema/index.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { authorize, courseAccessColumns, type Actor } from '../../policies/index.js';
import { requireClassStudent } from './class-student.js';

/** One cell: a graded item (by kind and id) and a student. */
export interface Cell {
  kind: GradedItemKind;
  itemId: number;
  studentId: number;
}

const setBy = alias(users, 'set_by_user');

/**
 * Deletes a graded item's overrides and their audit, with the item: they name it by kind and
 * id (no foreign key), so its owner removes them in the item's deletion transaction.
 */
export async function deleteItemOverrides(tx: DbOrTx, kind: GradedItemKind, itemId: number): Promise<void> {
  await tx.delete(gradeOverrides).where(and(eq(gradeOverrides.itemKind, kind), eq(gradeOverrides.itemId, itemId)));
  await tx
    .delete(gradeOverrideAudits)
    .where(and(eq(gradeOverrideAudits.itemKind, kind), eq(gradeOverrideAudits.itemId, itemId)));
}

/**
 * A teacher's override of one gradebook cell (docs/decisions/026, "Gradebook"): points in
 * place of the grade, with a reason; set, changed and removed by the course's teachers and
 * admins, each change audited (who, when, old, new, why). The total counts it.
 */
export class GradeOverrideService {
  constructor(private readonly db: Db) {}

  async read(actor: Actor, cell: Cell): Promise<GradeOverrideResponse> {
    await this.item(this.db, actor, cell);
    return this.present(this.db, cell);
  }

  async set(actor: Actor, cell: Cell, input: { points: number; reason: string }): Promise<GradeOverrideResponse> {
    return this.db.transaction(async (tx) => {
      const item = await this.item(tx, actor, cell, { lock: true });
      if (input.points > item.maxPoints) throw badRequest(M.pointsInvalid, 'VALIDATION', 'points');
      const [before] = await tx
        .select({ points: gradeOverrides.points })
        .from(gradeOverrides)
        .where(this.cellWhere(cell));
      const values = { points: input.points, reason: input.reason, setBy: actor.id, setAt: sql`now()` };
      await tx
        .insert(gradeOverrides)
        .values({ itemKind: cell.kind, itemId: cell.itemId, studentId: cell.studentId, ...values })
        .onConflictDoUpdate({
          target: [gradeOverrides.itemKind, gradeOverrides.itemId, gradeOverrides.studentId],
          set: values,
        });
      await tx.insert(gradeOverrideAudits).values({
        itemKind: cell.kind,
        itemId: cell.itemId,
        studentId: cell.studentId,
        changedBy: actor.id,
        old: before?.points ?? null,
        new: input.points,
        reason: input.reason,
      });
      return this.present(tx, cell);
    });
  }

  async remove(actor: Actor, cell: Cell, reason: string): Promise<GradeOverrideResponse> {
    return this.db.transaction(async (tx) => {
      await this.item(tx, actor, cell, { lock: true });
      const [removed] = await tx
        .delete(gradeOverrides)
        .where(this.cellWhere(cell))
        .returning({ points: gradeOverrides.points });
      if (!removed) throw notFound(M.overrideNotFound);
      await tx.insert(gradeOverrideAudits).values({
        itemKind: cell.kind,
        itemId: cell.itemId,
        studentId: cell.studentId,
        changedBy: actor.id,
        old: removed.points,
        new: null,
        reason,
      });
      return this.present(tx, cell);
    });
  }

  /**
   * The graded item (a published assignment or quiz) whose gradebook `actor` manages, for a
   * student of its class: 404 for no such item or student, 403 for anyone but the course's
   * teachers and admins. `lock` takes the item's row (no key update: hand-ins, grades and
   * attempts still reference it): overrides of one item are written in turn.
   */
  private async item(db: DbOrTx, actor: Actor, cell: Cell, options: { lock?: boolean } = {}) {
    const table = cell.kind === 'quiz' ? quizzes : assignments;
    const query = db
      .select({
        maxPoints: table.maxPoints,
        courseId: table.courseId,
        published: sql<boolean>`${table.publication} = 'published'`,
        ...courseAccessColumns(actor),
      })
      .from(table)
      .innerJoin(courses, eq(courses.id, table.courseId))
      .where(eq(table.id, cell.itemId));
    const [row] = await (options.lock ? query.for('no key update', { of: table }) : query);
    if (!row?.published) throw notFound(M.itemNotFound);
    authorize(actor, 'gradebook.manage', row);
    await requireClassStudent(db, { kind: cell.kind, id: cell.itemId, courseId: row.courseId }, cell.studentId);
    return row;
  }

  private cellWhere(cell: Cell) {
    return and(
      eq(gradeOverrides.itemKind, cell.kind),
      eq(gradeOverrides.itemId, cell.itemId),
      eq(gradeOverrides.studentId, cell.studentId),
    );
  }

  private async present(db: DbOrTx, cell: Cell): Promise<GradeOverrideResponse> {
    const [current] = await db
      .select({
        points: gradeOverrides.points,
        reason: gradeOverrides.reason,
        setAt: gradeOverrides.setAt,
        byId: setBy.id,
        byName: setBy.name,
      })
      .from(gradeOverrides)
      .leftJoin(setBy, eq(setBy.id, gradeOverrides.setBy))
      .where(this.cellWhere(cell));
    const audit = await db
      .select({ row: gradeOverrideAudits, byName: users.name })
      .from(gradeOverrideAudits)
      .leftJoin(users, eq(users.id, gradeOverrideAudits.changedBy))
      .where(
        and(
          eq(gradeOverrideAudits.itemKind, cell.kind),
          eq(gradeOverrideAudits.itemId, cell.itemId),
          eq(gradeOverrideAudits.studentId, cell.studentId),
        ),
      )
      .orderBy(desc(gradeOverrideAudits.id));
    return {
      override: current
        ? {
            points: current.points,
            reason: current.reason,
            set_by: current.byId === null ? null : { id: current.byId, name: current.byName ?? '' },
            set_at: current.setAt.toISOString(),
          }
        : null,
      audit: audit.map(({ row, byName }) => ({
        id: row.id,
        changed_by: row.changedBy === null ? null : { id: row.changedBy, name: byName ?? '' },
        changed_at: row.changedAt.toISOString(),
        old: row.old,
        new: row.new,
        reason: row.reason,
      })),
    };
  }
}
