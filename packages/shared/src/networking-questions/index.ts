import { readAnswer } from './notation.js';
import { QUESTION_DEFINITIONS, type NetworkingQuestionType, type QuestionParams } from './question-types.js';
import { createRandom } from './random.js';
import type { AnswerField, CheckResult, ExplanationStep, Solution } from './types.js';
import type { QuestionDefinition } from './definition.js';

/**
 * Generated networking questions (issue 15 item 2, decision 027): `generateQuestion(type, seed)` is
 * deterministic, `checkAnswers` marks each field on its own, `explainQuestion` gives the worked steps.
 */
interface PromptOfType<T extends NetworkingQuestionType> {
  type: T;
  params: QuestionParams<T>;
  fields: AnswerField[];
}

/**
 * What a student is sent while answering: no answer and no seed (the seed would let the bundled
 * generator give the answer away). The explanation needs no more than this.
 */
export type NetworkingQuestionPrompt<T extends NetworkingQuestionType = NetworkingQuestionType> = {
  [K in T]: PromptOfType<K>;
}[T];

interface QuestionOfType<T extends NetworkingQuestionType> extends PromptOfType<T>, Solution {
  /** The seed it was generated from; null for a question built from given parameters. */
  seed: string | null;
}

/** A question of type T; without T, any question, narrowed by its `type`. */
export type NetworkingQuestion<T extends NetworkingQuestionType = NetworkingQuestionType> = {
  [K in T]: QuestionOfType<K>;
}[T];

function definitionOf<T extends NetworkingQuestionType>(type: T): QuestionDefinition<QuestionParams<T>> {
  return QUESTION_DEFINITIONS[type] as unknown as QuestionDefinition<QuestionParams<T>>;
}

/** A question of this type from given parameters (a teacher's fixed numbers, a test's hand-computed case). */
export function buildQuestion<T extends NetworkingQuestionType>(
  type: T,
  params: QuestionParams<T>,
  seed: string | null = null,
): NetworkingQuestion<T> {
  return { type, seed, params, ...definitionOf(type).solve(params) } as QuestionOfType<T> as NetworkingQuestion<T>;
}

/**
 * The same type and seed always give the same question, e.g. seed `${quizId}:${studentId}:${attempt}:${slot}`.
 * The type is part of the hashed seed, so two types drawn with one seed do not share their numbers.
 */
export function generateQuestion<T extends NetworkingQuestionType>(type: T, seed: string): NetworkingQuestion<T> {
  return buildQuestion(type, definitionOf(type).randomParams(createRandom(`${type}|${seed}`)), seed);
}

export function promptOf(question: NetworkingQuestion): NetworkingQuestionPrompt {
  return { type: question.type, params: question.params, fields: question.fields } as NetworkingQuestionPrompt;
}

export function explainQuestion(question: NetworkingQuestionPrompt): ExplanationStep[] {
  return definitionOf(question.type).explain(question.params);
}

/** Each field marked on its own; a missing or unreadable answer is incorrect. */
export function checkAnswers(
  question: Pick<NetworkingQuestion, 'fields' | 'answer'>,
  answers: Readonly<Record<string, string | undefined>>,
): CheckResult {
  const fields = question.fields.map(({ key, kind }) => {
    const given = answers[key];
    const expected = question.answer[key];
    const value = given === undefined ? null : readAnswer(kind, given);
    return { key, correct: value !== null && expected !== undefined && value === readAnswer(kind, expected) };
  });
  const correct = fields.filter((field) => field.correct).length;
  return { fields, correct, total: fields.length, score: fields.length === 0 ? 0 : correct / fields.length };
}

export { NETWORKING_QUESTION_TYPES, type NetworkingQuestionType, type QuestionParams } from './question-types.js';
export { NUMBER_BASES, type NumberBase } from './conversion.js';
export {
  ANSWER_KINDS,
  FIELD_LABELS,
  STEP_KEYS,
  type AnswerField,
  type AnswerKind,
  type CheckResult,
  type ExplanationStep,
  type FieldLabel,
  type FieldResult,
  type StepKey,
} from './types.js';
export { createRandom, type Random } from './random.js';
