import type { AnswerOf } from '../answer-schema.js';
import type { QuestionOf } from '../question-schema.js';
import type { Score } from './score.js';

/**
 * Each prompt is right when its chosen answer has the prompt's answer text (so either of two
 * pairs sharing a text is fine); the fraction is the share of prompts right.
 */
export function scoreMatching(question: QuestionOf<'matching'>, answer: AnswerOf<'matching'>): Score {
  const choices = new Map([
    ...question.pairs.map((pair) => [pair.id, pair.answer] as const),
    ...question.distractors.map((d) => [d.id, d.text] as const),
  ]);
  const chosen = new Map<number, number>();
  for (const match of answer.matches) if (!chosen.has(match.prompt_id)) chosen.set(match.prompt_id, match.choice_id);
  const perPart = question.pairs.map((pair) => ({
    id: pair.id,
    correct: choices.get(chosen.get(pair.id) ?? 0) === pair.answer,
  }));
  return { fraction: perPart.filter((part) => part.correct).length / perPart.length, perPart, feedback: [] };
}

/** The longest subsequence of `positions` that increases (indices into `positions`). */
function longestIncreasing(positions: number[]): number[] {
  const best = positions.map(() => ({ length: 1, previous: -1 }));
  let end = -1;
  positions.forEach((position, i) => {
    for (let j = 0; j < i; j++) {
      if (positions[j]! < position && best[j]!.length + 1 > best[i]!.length)
        best[i] = { length: best[j]!.length + 1, previous: j };
    }
    if (end < 0 || best[i]!.length > best[end]!.length) end = i;
  });
  const chain: number[] = [];
  for (let i = end; i >= 0; i = best[i]!.previous) chain.unshift(i);
  return chain;
}

/**
 * Partial: the longest run of items the student put in the right relative order (not
 * necessarily next to each other), scored (run - 1) / (n - 1): all right is 1, fully reversed
 * 0, one item moved (n - 2) / (n - 1). Those items are the parts marked right. All or
 * nothing: 1 only for the exact order. Unknown and repeated ids are ignored.
 */
export function scoreOrdering(question: QuestionOf<'ordering'>, answer: AnswerOf<'ordering'>): Score {
  const keyPosition = new Map(question.items.map((item, index) => [item.id, index]));
  const given = [...new Set(answer.order)].filter((id) => keyPosition.has(id));
  const run = new Set(longestIncreasing(given.map((id) => keyPosition.get(id)!)).map((index) => given[index]!));
  const perPart = question.items.map((item) => ({ id: item.id, correct: run.has(item.id) }));
  const n = question.items.length;
  const exact = given.length === n && given.every((id, index) => keyPosition.get(id) === index);
  const fraction = question.scoring === 'all_or_nothing' ? Number(exact) : Math.max(0, run.size - 1) / (n - 1);
  return { fraction, perPart, feedback: [] };
}
