import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { QUESTION_BANK_MESSAGES as M, QUIZ_AUTHORING_MESSAGES, type QuestionCategory } from '@netclass/shared';
import { exportGift } from '@netclass/shared/question-formats';
import type { Db, DbOrTx } from '../../db/client.js';
import { questionCategories, questions, quizSlots, quizzes } from '../../db/schema/index.js';
import { conflict } from '../../lib/errors.js';
import { isUniqueViolation } from '../../lib/pg-errors.js';
import type { Actor } from '../../policies/index.js';
import { bankCategory, bankCourse, type CategoryRow } from './access.js';

const liveCount = sql<number>`(select count(*)::int from questions q where q.category_id = question_categories.id and q.deleted_at is null)`;

const present = (row: CategoryRow, questionCount: number): QuestionCategory => ({
  id: row.id,
  course_id: row.courseId,
  name: row.name,
  position: row.position,
  question_count: questionCount,
});

const nameKey = (name: string) => name.normalize('NFC').toLocaleLowerCase('vi');

/** Two categories of a course never share a name (case ignored). */
async function named<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(M.categoryNameTaken);
    throw error;
  }
}

/** The categories of a course's question bank: flat, in the order they were made. */
export class QuestionCategoryService {
  constructor(private readonly db: Db) {}

  async list(actor: Actor, courseId: number): Promise<{ categories: QuestionCategory[] }> {
    await bankCourse(this.db, actor, courseId);
    const rows = await this.listOf(this.db, courseId);
    return { categories: rows };
  }

  private async listOf(db: DbOrTx, courseId: number): Promise<QuestionCategory[]> {
    const rows = await db
      .select({ category: questionCategories, count: liveCount })
      .from(questionCategories)
      .where(eq(questionCategories.courseId, courseId))
      .orderBy(asc(questionCategories.position), asc(questionCategories.id));
    return rows.map((row) => present(row.category, row.count));
  }

  async create(actor: Actor, courseId: number, name: string): Promise<QuestionCategory> {
    await bankCourse(this.db, actor, courseId);
    const [row] = await named(() =>
      this.db
        .insert(questionCategories)
        .values({
          courseId,
          name,
          nameKey: nameKey(name),
          position: sql`(select coalesce(max(position), 0) + 1 from question_categories where course_id = ${courseId})`,
        })
        .returning(),
    );
    return present(row!, 0);
  }

  async rename(actor: Actor, id: number, name: string): Promise<QuestionCategory> {
    await bankCategory(this.db, actor, id);
    const [row] = await named(() =>
      this.db
        .update(questionCategories)
        .set({ name, nameKey: nameKey(name) })
        .where(eq(questionCategories.id, id))
        .returning(),
    );
    const [count] = await this.db
      .select({ count: sql<number>`count(*)::int` })
      .from(questions)
      .where(and(eq(questions.categoryId, id), isNull(questions.deletedAt)));
    return present(row!, count?.count ?? 0);
  }

  /**
   * Only an empty category (no live question) that no quiz draws from goes (409 otherwise,
   * naming the quiz); its deleted questions go with it.
   */
  async delete(actor: Actor, id: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      await bankCategory(tx, actor, id, { lock: true });
      const [live] = await tx
        .select({ id: questions.id })
        .from(questions)
        .where(and(eq(questions.categoryId, id), isNull(questions.deletedAt)))
        .limit(1);
      if (live) throw conflict(M.categoryNotEmpty);
      const [used] = await tx
        .select({ title: quizzes.title })
        .from(quizSlots)
        .innerJoin(quizzes, eq(quizzes.id, quizSlots.quizId))
        .where(eq(quizSlots.categoryId, id))
        .limit(1);
      if (used) throw conflict(QUIZ_AUTHORING_MESSAGES.categoryUsed(used.title));
      await tx.delete(questionCategories).where(eq(questionCategories.id, id));
    });
  }

  /**
   * The category's live questions as GIFT (oldest first), its name as the file's and the
   * `$CATEGORY`; ordering questions, which GIFT cannot say, are left out and counted.
   */
  async exportGift(actor: Actor, id: number): Promise<{ fileName: string; text: string; skipped: number }> {
    const category = await bankCategory(this.db, actor, id);
    const rows = await this.db
      .select({ body: questions.body })
      .from(questions)
      .where(and(eq(questions.categoryId, id), isNull(questions.deletedAt)))
      .orderBy(asc(questions.createdAt), asc(questions.id));
    const { text, skipped } = exportGift(rows.map((row) => ({ question: row.body, category: category.name })));
    return { fileName: `${category.name.replace(/[\\/:*?"<>|]/g, '_')}.gift`, text, skipped: skipped.length };
  }
}
