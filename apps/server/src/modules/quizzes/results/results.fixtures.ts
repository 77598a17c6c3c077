import { and, eq } from 'drizzle-orm';
import { questionSchema, type Question } from '@netclass/shared';
import {
  questionCategories,
  questions,
  quizAttemptEvents,
  quizAttemptQuestions,
  quizAttempts,
  quizSlots,
  quizzes,
} from '../../../db/schema/index.js';
import { gradebookFixture, type GradebookFixture } from '../../gradebook/gradebook.fixtures.js';
import { scoreAttemptQuestion } from '../scoring.js';

type QuizInsert = typeof quizzes.$inferInsert;

/** A single-choice bank question: option 1 right unless `right` says otherwise, option 2 and 3 wrong. */
export const choiceQuestion = (right = 1, title = 'Cổng mặc định'): Question =>
  questionSchema.parse({
    type: 'single_choice',
    title,
    text: 'Chọn đáp án đúng.',
    options: [1, 2, 3].map((id) => ({ id, text: `Phương án ${id}`, fraction: id === right ? 1 : 0 })),
  });

/** One question of an attempt as the fixture writes it: its slot and its chosen option (null: unanswered). */
export interface AttemptAnswer {
  slotId: number;
  option: number | null;
}

/**
 * The gradebook's fixture plus quizzes written straight into their tables (the attempts'
 * routes are another part's): a published quiz, bank questions, slots, and attempts whose
 * questions are scored by the shared scorer, as submission scores them.
 */
export type ResultsFixture = GradebookFixture & {
  quiz(courseId: number, values?: Partial<QuizInsert>): Promise<number>;
  /** A bank question of the course (version 1). */
  question(courseId: number, body?: Question): Promise<number>;
  /** A fixed-question slot of the quiz at `position`; the quiz's maximum follows. */
  slot(quizId: number, questionId: number, points: number, position: number): Promise<number>;
  /** An attempt of `studentId` answering `answers` (its number the next one); submitted unless `submittedAt` is null. */
  attempt(quizId: number, studentId: number, answers: AttemptAnswer[], submittedAt?: Date | null): Promise<number>;
  focusLost(attemptId: number, times: number): Promise<void>;
  /** A teacher's edit of the bank question: a new body, the version one up. */
  editQuestion(questionId: number, body: Question): Promise<void>;
};

export async function resultsFixture(): Promise<ResultsFixture> {
  const f = await gradebookFixture();
  const db = f.h.db;
  let categories = 0;
  return {
    ...f,
    async quiz(courseId, values = {}) {
      const [row] = await db
        .insert(quizzes)
        .values({ courseId, title: 'Kiểm tra 15 phút', publication: 'published', ...values })
        .returning({ id: quizzes.id });
      return row!.id;
    },
    async question(courseId, body = choiceQuestion()) {
      categories += 1;
      const name = `Ngân hàng ${categories}`;
      const [category] = await db
        .insert(questionCategories)
        .values({ courseId, name, nameKey: name.toLowerCase(), position: categories })
        .returning({ id: questionCategories.id });
      const [row] = await db
        .insert(questions)
        .values({ courseId, categoryId: category!.id, type: body.type, title: body.title, body, defaultPoints: 1 })
        .returning({ id: questions.id });
      return row!.id;
    },
    async slot(quizId, questionId, points, position) {
      const [row] = await db
        .insert(quizSlots)
        .values({ quizId, position, kind: 'question', questionId, points })
        .returning({ id: quizSlots.id });
      const quiz = await db.query.quizzes.findFirst({ where: (q, { eq: is }) => is(q.id, quizId) });
      await db
        .update(quizzes)
        .set({ maxPoints: quiz!.maxPoints + points })
        .where(eq(quizzes.id, quizId));
      return row!.id;
    },
    async attempt(quizId, studentId, answers, submittedAt = new Date()) {
      const quiz = (await db.query.quizzes.findFirst({ where: (q, { eq: is }) => is(q.id, quizId) }))!;
      const earlier = await db
        .select({ id: quizAttempts.id })
        .from(quizAttempts)
        .where(and(eq(quizAttempts.quizId, quizId), eq(quizAttempts.studentId, studentId)));
      const [attempt] = await db
        .insert(quizAttempts)
        .values({
          quizId,
          studentId,
          number: earlier.length + 1,
          seed: 'seed',
          maxPoints: quiz.maxPoints,
          submittedAt,
          submittedBy: submittedAt ? 'student' : null,
        })
        .returning({ id: quizAttempts.id });
      let total = 0;
      for (const [index, answer] of answers.entries()) {
        const slot = (await db.query.quizSlots.findFirst({ where: (s, { eq: is }) => is(s.id, answer.slotId) }))!;
        const question = (await db.query.questions.findFirst({
          where: (q, { eq: is }) => is(q.id, slot.questionId!),
        }))!;
        const body = { kind: 'bank' as const, question: question.body };
        const saved = answer.option === null ? null : { type: 'single_choice', option_id: answer.option };
        const scored = submittedAt ? scoreAttemptQuestion(body, slot.points, saved) : null;
        total += scored?.score ?? 0;
        await db.insert(quizAttemptQuestions).values({
          attemptId: attempt!.id,
          position: index + 1,
          slotId: slot.id,
          questionId: question.id,
          questionVersion: question.version,
          body,
          points: slot.points,
          answer: saved,
          answerSeq: saved ? 1 : 0,
          score: scored?.score ?? null,
          marks: scored?.marks ?? null,
        });
      }
      if (submittedAt) await db.update(quizAttempts).set({ points: total }).where(eq(quizAttempts.id, attempt!.id));
      return attempt!.id;
    },
    async focusLost(attemptId, times) {
      for (let i = 0; i < times; i++) await db.insert(quizAttemptEvents).values({ attemptId, kind: 'blur' });
    },
    async editQuestion(questionId, body) {
      const question = (await db.query.questions.findFirst({ where: (q, { eq: is }) => is(q.id, questionId) }))!;
      await db
        .update(questions)
        .set({ body, version: question.version + 1 })
        .where(eq(questions.id, questionId));
    },
  };
}
