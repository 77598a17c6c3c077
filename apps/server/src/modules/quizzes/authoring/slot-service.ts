import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { QUIZ_AUTHORING_MESSAGES as M } from '@netclass/shared';
import type { Quiz, QuizSlotsInput } from '@netclass/shared/quiz-authoring';
import type { Db, DbOrTx } from '../../../db/client.js';
import { questionCategories, questions, quizSlots, quizzes } from '../../../db/schema/index.js';
import { badRequest } from '../../../lib/errors.js';
import type { Actor } from '../../../policies/index.js';
import { managedQuiz } from '../access.js';
import type { QuizService } from './quiz-service.js';
import { liveCount } from './slot-rows.js';

type SlotInput = QuizSlotsInput['slots'][number];

/**
 * A quiz's slots, replaced whole (docs/decisions/030, "Authoring"): every bank question and
 * category they name must be of the quiz's course (400), a fixed question once, and a
 * category's random slots no more than its live questions that no fixed slot shows (400,
 * naming it). The quiz's maximum points follow in the same transaction. Attempts already
 * made keep the questions they drew: a change reaches new attempts only.
 */
export class QuizSlotService {
  constructor(
    private readonly db: Db,
    private readonly quizzesService: QuizService,
  ) {}

  async replace(actor: Actor, id: number, slots: SlotInput[]): Promise<Quiz> {
    return this.db.transaction(async (tx) => {
      const found = await managedQuiz(tx, actor, id, { lock: 'update' });
      await checkSlots(tx, found.course.id, slots);
      await tx.delete(quizSlots).where(eq(quizSlots.quizId, id));
      if (slots.length) {
        await tx.insert(quizSlots).values(
          slots.map((slot, index) => ({
            quizId: id,
            position: index + 1,
            kind: slot.kind,
            points: slot.points,
            questionId: slot.kind === 'question' ? slot.question_id : null,
            categoryId: slot.kind === 'random' ? slot.category_id : null,
            networkingType: slot.kind === 'generated' ? slot.networking_type : null,
          })),
        );
      }
      const [quiz] = await tx
        .update(quizzes)
        .set({
          maxPoints: sql`(select coalesce(sum(s.points), 0) from quiz_slots s where s.quiz_id = ${id})`,
          updatedAt: sql`now()`,
        })
        .where(eq(quizzes.id, id))
        .returning();
      return this.quizzesService.present(tx, actor, { quiz: quiz!, course: found.course });
    });
  }
}

/** The slot rules above; the categories are locked (share) so that none goes while the slots are written. */
async function checkSlots(tx: DbOrTx, courseId: number, slots: SlotInput[]): Promise<void> {
  const fixedIds = slots.flatMap((slot) => (slot.kind === 'question' ? [slot.question_id] : []));
  if (new Set(fixedIds).size !== fixedIds.length) throw badRequest(M.questionRepeated, 'VALIDATION', 'slots');
  const fixed = fixedIds.length
    ? await tx
        .select({ id: questions.id, categoryId: questions.categoryId })
        .from(questions)
        .where(and(inArray(questions.id, fixedIds), eq(questions.courseId, courseId), isNull(questions.deletedAt)))
        .for('share')
    : [];
  if (fixed.length !== fixedIds.length) throw badRequest(M.questionInvalid, 'VALIDATION', 'slots');

  const wanted = new Map<number, number>();
  for (const slot of slots)
    if (slot.kind === 'random') wanted.set(slot.category_id, (wanted.get(slot.category_id) ?? 0) + 1);
  if (!wanted.size) return;
  const categories = await tx
    .select({ id: questionCategories.id, name: questionCategories.name, live: liveCount })
    .from(questionCategories)
    .where(and(inArray(questionCategories.id, [...wanted.keys()]), eq(questionCategories.courseId, courseId)))
    .for('share');
  if (categories.length !== wanted.size) throw badRequest(M.categoryInvalid, 'VALIDATION', 'slots');
  for (const category of categories) {
    const available = category.live - fixed.filter((question) => question.categoryId === category.id).length;
    const count = wanted.get(category.id)!;
    if (count > available)
      throw badRequest(M.notEnoughQuestions(category.name, available, count), 'VALIDATION', 'slots');
  }
}
