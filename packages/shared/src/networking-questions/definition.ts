import type { Random } from './random.js';
import type { ExplanationStep, Solution } from './types.js';

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
