import type { Random } from './random.js';
import type { AnswerField, ExplanationStep, Solution } from './types.js';

/** One question type: its random parameters, its answer and its worked explanation, all from the parameters. */
export interface QuestionDefinition<Params> {
  randomParams(random: Random): Params;
  solve(params: Params): Solution;
  /** Worked steps computed on their own path (binary digits, block sizes), so a test can hold them against `solve`. */
  explain(params: Params): ExplanationStep[];
}

/** A unicast-looking IPv4 address: first octet 1–223 except 127. */
export function randomIpv4Number(random: Random): number {
  const first = random.pick([random.int(1, 126), random.int(128, 223)]);
  return first * 2 ** 24 + random.int(0, 2 ** 24 - 1);
}

/** A field whose key is its label, for a question that asks each thing once. */
export function field(label: AnswerField['label'], kind: AnswerField['kind']): AnswerField {
  return { key: label, kind, label };
}
