import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { questionCategories, questions, quizSlots } from '../../../db/schema/index.js';
import type { SlotRow } from './quiz-presenter.js';

/** Live (not deleted) questions of the joined category. */
export const liveCount = sql<number>`(select count(*)::int from questions q where q.category_id = question_categories.id and q.deleted_at is null)`;

/** A quiz's slots in order, each with its bank question or category (and its live questions now): one query. */
export async function readSlots(db: DbOrTx, quizId: number): Promise<SlotRow[]> {
  const rows = await db
    .select({
      id: quizSlots.id,
      kind: quizSlots.kind,
      points: quizSlots.points,
      networkingType: quizSlots.networkingType,
      questionId: questions.id,
      questionTitle: questions.title,
      questionText: sql<string | null>`${questions.body}->>'text'`,
      questionType: questions.type,
      questionDeletedAt: questions.deletedAt,
      categoryId: questionCategories.id,
      categoryName: questionCategories.name,
      categoryCount: liveCount,
    })
    .from(quizSlots)
    .leftJoin(questions, eq(questions.id, quizSlots.questionId))
    .leftJoin(questionCategories, eq(questionCategories.id, quizSlots.categoryId))
    .where(eq(quizSlots.quizId, quizId))
    .orderBy(asc(quizSlots.position));
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    points: row.points,
    networkingType: row.networkingType,
    question:
      row.questionId === null
        ? null
        : {
            id: row.questionId,
            title: row.questionTitle,
            text: row.questionText ?? '',
            type: row.questionType!,
            deleted: row.questionDeletedAt !== null,
          },
    category:
      row.categoryId === null
        ? null
        : { id: row.categoryId, name: row.categoryName!, questionCount: row.categoryCount },
  }));
}
