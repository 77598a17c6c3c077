import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { QUIZ_ATTEMPT_MESSAGES as M, type Question, type QuizAttemptQuestionBody } from '@netclass/shared';
import {
  createRandom,
  generateQuestion,
  NETWORKING_QUESTION_TYPES,
  type NetworkingQuestionType,
  type Random,
} from '@netclass/shared/networking-questions';
import type { DbOrTx } from '../../../db/client.js';
import { questions, quizSlots } from '../../../db/schema/index.js';
import { conflict } from '../../../lib/errors.js';
import type { QuizRow } from '../access.js';

type SlotRow = typeof quizSlots.$inferSelect;
interface BankQuestion {
  id: number;
  categoryId: number;
  version: number;
  body: Question;
}

/** What an attempt draws from: the quiz's slots in order, its fixed questions, and the live questions of the categories its random slots name. */
export interface DrawMaterial {
  slots: SlotRow[];
  byId: Map<number, BankQuestion>;
  byCategory: Map<number, BankQuestion[]>;
}

/** One row of `quiz_attempt_questions` as drawn (the answer columns start empty). */
export interface DrawnQuestion {
  position: number;
  slotId: number;
  questionId: number | null;
  questionVersion: number | null;
  body: QuizAttemptQuestionBody;
  shownOrder: number[] | null;
  points: number;
}

const bankColumns = {
  id: questions.id,
  categoryId: questions.categoryId,
  version: questions.version,
  body: questions.body,
};

/** Three queries whatever the quiz's size: its slots, its fixed questions, its random slots' categories (deleted questions are not drawn at random). */
export async function loadDrawMaterial(tx: DbOrTx, quizId: number): Promise<DrawMaterial> {
  const slots = await tx
    .select()
    .from(quizSlots)
    .where(eq(quizSlots.quizId, quizId))
    .orderBy(asc(quizSlots.position), asc(quizSlots.id));
  const fixedIds = slots.flatMap((slot) =>
    slot.kind === 'question' && slot.questionId !== null ? [slot.questionId] : [],
  );
  const categoryIds = [
    ...new Set(slots.flatMap((slot) => (slot.kind === 'random' && slot.categoryId !== null ? [slot.categoryId] : []))),
  ];
  const fixed = fixedIds.length
    ? await tx.select(bankColumns).from(questions).where(inArray(questions.id, fixedIds))
    : [];
  const pool = categoryIds.length
    ? await tx
        .select(bankColumns)
        .from(questions)
        .where(and(inArray(questions.categoryId, categoryIds), isNull(questions.deletedAt)))
        .orderBy(asc(questions.id))
    : [];
  const byCategory = new Map<number, BankQuestion[]>();
  for (const question of pool)
    byCategory.set(question.categoryId, [...(byCategory.get(question.categoryId) ?? []), question]);
  return { slots, byId: new Map(fixed.map((question) => [question.id, question])), byCategory };
}

/** Fisher–Yates with the attempt's seeded generator: the same seed, the same order. */
function shuffled<T>(items: readonly T[], random: Random): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = random.int(0, i);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * The order a bank question's parts are shown in: choices shuffled when the quiz says so;
 * an ordering's items and a matching's choices always (as written they would give the answer away).
 */
function shownOrderOf(question: Question, shuffleOptions: boolean, random: Random): number[] | null {
  switch (question.type) {
    case 'single_choice':
    case 'multiple_choice':
      return shuffleOptions
        ? shuffled(
            question.options.map((option) => option.id),
            random,
          )
        : null;
    case 'ordering':
      return shuffled(
        question.items.map((item) => item.id),
        random,
      );
    case 'matching':
      return shuffled(
        [...question.pairs.map((pair) => pair.id), ...question.distractors.map((item) => item.id)],
        random,
      );
    default:
      return null;
  }
}

const isNetworkingType = (value: string | null): value is NetworkingQuestionType =>
  (NETWORKING_QUESTION_TYPES as (string | null)[]).includes(value);

/**
 * Draws an attempt's questions from its seed (docs/decisions/030): fixed slots as they are,
 * random slots each a different question of their category that no fixed slot shows (409 when
 * a category has too few), generated slots from the attempt's seed and the slot; then the
 * questions' and options' order per the quiz's settings. Pure: the same seed draws the same.
 */
export function drawAttemptQuestions(
  material: DrawMaterial,
  seed: string,
  quiz: Pick<QuizRow, 'shuffleQuestions' | 'shuffleOptions'>,
): DrawnQuestion[] {
  const random = createRandom(`quiz-attempt|${seed}`);
  const taken = new Set(
    material.slots.flatMap((slot) => (slot.kind === 'question' && slot.questionId !== null ? [slot.questionId] : [])),
  );
  const decks = new Map<number, BankQuestion[]>();
  const deckOf = (categoryId: number) => {
    let deck = decks.get(categoryId);
    if (!deck) decks.set(categoryId, (deck = shuffled(material.byCategory.get(categoryId) ?? [], random)));
    return deck;
  };
  const bodies = material.slots.map((slot): Omit<DrawnQuestion, 'position'> => {
    const common = { slotId: slot.id, points: slot.points };
    if (slot.kind === 'generated') {
      if (!isNetworkingType(slot.networkingType))
        throw new Error(`quiz slot ${slot.id}: unknown networking type ${slot.networkingType}`);
      const question = generateQuestion(slot.networkingType, `${seed}:${slot.id}`);
      return {
        ...common,
        questionId: null,
        questionVersion: null,
        body: { kind: 'generated', question },
        shownOrder: null,
      };
    }
    const bank =
      slot.kind === 'question'
        ? material.byId.get(slot.questionId ?? 0)
        : takeFrom(deckOf(slot.categoryId ?? 0), taken);
    if (!bank) throw conflict(M.categoryShort);
    return {
      ...common,
      questionId: bank.id,
      questionVersion: bank.version,
      body: { kind: 'bank', question: bank.body },
      shownOrder: shownOrderOf(bank.body, quiz.shuffleOptions, random),
    };
  });
  const ordered = quiz.shuffleQuestions ? shuffled(bodies, random) : bodies;
  return ordered.map((question, index) => ({ ...question, position: index + 1 }));
}

/** The next question of a shuffled category deck that no other slot shows yet (marked as taken). */
function takeFrom(deck: BankQuestion[], taken: Set<number>): BankQuestion | undefined {
  let next = deck.shift();
  while (next && taken.has(next.id)) next = deck.shift();
  if (next) taken.add(next.id);
  return next;
}
