import { sql } from 'drizzle-orm';
import {
  GRADE_MESSAGES as M,
  gradeBodySchema,
  parseId,
  type GradeImportEntry,
  type GradeImportProblem,
  type GradeImportResult,
  type GradeImportRow,
  isStudentRole,
} from '@netclass/shared';
import type { Db, DbOrTx } from '../../db/client.js';
import { conflict } from '../../lib/errors.js';
import type { Actor } from '../../policies/index.js';
import { inAssignmentClassSql } from '../grading/index.js';
import { managedAssignment, type AssignmentRow } from './access.js';

const PROBLEM_MESSAGES: Record<GradeImportProblem, string> = {
  id_invalid: M.rowIdInvalid,
  unknown: M.rowUnknown,
  not_in_class: M.rowNotInClass,
  points_invalid: M.rowPointsInvalid,
  comment_invalid: M.rowCommentInvalid,
  duplicate: M.rowDuplicate,
};

/** Points as a file writes them: digits with at most two decimals, a point or a comma (8,5). */
const POINTS = /^\d{1,4}(?:[.,]\d{1,2})?$/;

interface Known {
  role: string;
  inClass: boolean;
}

/**
 * A grade CSV (docs/decisions/026, "Grade import"): rows of student id, points and comment,
 * each checked (the id, the student's place in the class, the points against the maximum,
 * the comment by the grade's own rule, a repeated id), then the valid rows written in one
 * statement. Before release only: a released grade changes one at a time, with a reason.
 */
export class GradeImport {
  constructor(private readonly db: Db) {}

  async check(actor: Actor, id: number, entries: readonly GradeImportEntry[]): Promise<GradeImportResult> {
    const { assignment, course } = await managedAssignment(this.db, actor, id);
    return result(false, await this.plan(this.db, assignment, course.id, entries));
  }

  async apply(actor: Actor, id: number, entries: readonly GradeImportEntry[]): Promise<GradeImportResult> {
    const rows = await this.db.transaction(async (tx) => {
      const { assignment, course } = await managedAssignment(tx, actor, id, { lock: 'share' });
      if (assignment.gradesReleasedAt) throw conflict(M.importReleased, 'GRADES_RELEASED');
      const planned = await this.plan(tx, assignment, course.id, entries);
      const valid = planned.filter((row) => row.problem === null);
      if (valid.length) {
        const values = sql.join(
          valid.map(
            (row) =>
              sql`(${id}::int, ${Number(row.student_id)}::bigint, ${row.points}::numeric, ${row.comment}::text, ${actor.id}::bigint)`,
          ),
          sql`, `,
        );
        // Points from the file replace any rubric levels chosen before (they no longer add up to them).
        await tx.execute(sql`insert into grades (assignment_id, student_id, points, comment, graded_by) values ${values}
          on conflict (assignment_id, student_id) do update set points = excluded.points, comment = excluded.comment, levels = '[]'::jsonb,
            returned = false, graded_by = excluded.graded_by, graded_at = now()`);
      }
      return planned;
    });
    return result(true, rows);
  }

  /** Every row's check, from one read of the rows' ids (accounts, and who is in the class). */
  private async plan(
    db: DbOrTx,
    assignment: AssignmentRow,
    courseId: number,
    entries: readonly GradeImportEntry[],
  ): Promise<GradeImportRow[]> {
    const ids = [...new Set(entries.flatMap((entry) => parseId(entry.student_id.trim()) ?? []))];
    const known = new Map<number, Known>();
    if (ids.length) {
      const { rows } = await db.execute<{ id: string; role: string; in_class: boolean }>(sql`select u.id, u.role,
          ${inAssignmentClassSql(courseId, assignment.id, sql`u.id`)} as in_class
        from users u where u.id in (${sql.join(
          ids.map((value) => sql`${value}::bigint`),
          sql`, `,
        )})`);
      for (const row of rows) known.set(Number(row.id), { role: row.role, inClass: row.in_class });
    }
    const seen = new Set<number>();
    return entries.map((entry) => {
      const studentId = parseId(entry.student_id.trim());
      const pointsText = entry.points.trim();
      const points = POINTS.test(pointsText) ? Number(pointsText.replace(',', '.')) : null;
      const given = entry.comment ?? '';
      const comment = gradeBodySchema.shape.comment.safeParse(given);
      const row = {
        line: entry.line,
        student_id: entry.student_id.trim(),
        points,
        comment: comment.success ? comment.data : given,
      };
      const refuse = (problem: GradeImportProblem): GradeImportRow => ({
        ...row,
        problem,
        message: PROBLEM_MESSAGES[problem],
      });
      if (studentId === null) return refuse('id_invalid');
      if (seen.has(studentId)) return refuse('duplicate');
      seen.add(studentId);
      const account = known.get(studentId);
      if (!account || !isStudentRole(account.role)) return refuse('unknown');
      if (!account.inClass) return refuse('not_in_class');
      if (points === null || points > assignment.maxPoints) return refuse('points_invalid');
      if (!comment.success) return refuse('comment_invalid');
      return { ...row, problem: null, message: null };
    });
  }
}

function result(applied: boolean, rows: GradeImportRow[]): GradeImportResult {
  const error = rows.filter((row) => row.problem !== null).length;
  return { applied, rows, counts: { valid: rows.length - error, error } };
}
