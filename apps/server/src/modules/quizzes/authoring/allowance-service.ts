import { and, asc, eq, sql } from 'drizzle-orm';
import { QUIZ_AUTHORING_MESSAGES as M } from '@netclass/shared';
import type { QuizAllowance, QuizAllowanceListResponse } from '@netclass/shared/quiz-authoring';
import type { Db, DbOrTx } from '../../../db/client.js';
import { quizStudentOverrides, users } from '../../../db/schema/index.js';
import { notFound } from '../../../lib/errors.js';
import type { Actor } from '../../../policies/index.js';
import { requireClassStudent } from '../../grading/index.js';
import { managedQuiz } from '../access.js';

type AllowanceRow = { studentId: number; name: string; extraSeconds: number; extraAttempts: number; grantedAt: Date };
const present = (row: AllowanceRow): QuizAllowance => ({
  student_id: row.studentId,
  name: row.name,
  extra_seconds: row.extraSeconds,
  extra_attempts: row.extraAttempts,
  granted_at: row.grantedAt.toISOString(),
});
const allowanceColumns = {
  studentId: quizStudentOverrides.studentId,
  name: users.name,
  extraSeconds: quizStudentOverrides.extraSeconds,
  extraAttempts: quizStudentOverrides.extraAttempts,
  grantedAt: quizStudentOverrides.grantedAt,
};

/** Students' extra time and extra attempts at a quiz (docs/decisions/030), given by those who manage its course. */
export class QuizAllowanceService {
  constructor(private readonly db: Db) {}

  async list(actor: Actor, id: number, query: { page: number; limit: number }): Promise<QuizAllowanceListResponse> {
    await managedQuiz(this.db, actor, id);
    const where = eq(quizStudentOverrides.quizId, id);
    const [rows, [count]] = await Promise.all([
      this.db
        .select(allowanceColumns)
        .from(quizStudentOverrides)
        .innerJoin(users, eq(users.id, quizStudentOverrides.studentId))
        .where(where)
        .orderBy(asc(users.name), asc(users.id))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit),
      this.db
        .select({ total: sql<number>`count(*)::int` })
        .from(quizStudentOverrides)
        .where(where),
    ]);
    return { allowances: rows.map(present), total: count?.total ?? 0, page: query.page, limit: query.limit };
  }

  async read(actor: Actor, id: number, studentId: number): Promise<QuizAllowance> {
    await managedQuiz(this.db, actor, id);
    return this.readOne(this.db, id, studentId);
  }

  async set(
    actor: Actor,
    id: number,
    studentId: number,
    input: { extra_seconds: number; extra_attempts: number },
  ): Promise<QuizAllowance> {
    return this.db.transaction(async (tx) => {
      const { course } = await managedQuiz(tx, actor, id, { lock: 'share' });
      await requireClassStudent(tx, { kind: 'quiz', id, courseId: course.id }, studentId);
      const values = {
        extraSeconds: input.extra_seconds,
        extraAttempts: input.extra_attempts,
        grantedBy: actor.id,
        grantedAt: new Date(),
      };
      await tx
        .insert(quizStudentOverrides)
        .values({ quizId: id, studentId, ...values })
        .onConflictDoUpdate({ target: [quizStudentOverrides.quizId, quizStudentOverrides.studentId], set: values });
      return this.readOne(tx, id, studentId);
    });
  }

  async remove(actor: Actor, id: number, studentId: number): Promise<void> {
    await managedQuiz(this.db, actor, id);
    const removed = await this.db
      .delete(quizStudentOverrides)
      .where(and(eq(quizStudentOverrides.quizId, id), eq(quizStudentOverrides.studentId, studentId)))
      .returning({ id: quizStudentOverrides.studentId });
    if (!removed.length) throw notFound(M.allowanceNotFound);
  }

  private async readOne(db: DbOrTx, id: number, studentId: number): Promise<QuizAllowance> {
    const [row] = await db
      .select(allowanceColumns)
      .from(quizStudentOverrides)
      .innerJoin(users, eq(users.id, quizStudentOverrides.studentId))
      .where(and(eq(quizStudentOverrides.quizId, id), eq(quizStudentOverrides.studentId, studentId)));
    if (!row) throw notFound(M.allowanceNotFound);
    return present(row);
  }
}
