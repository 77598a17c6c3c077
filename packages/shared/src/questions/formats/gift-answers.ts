import { QUESTION_IMPORT_MESSAGES as M } from '../../messages.js';
import type { QuestionBody } from './import-result.js';
import { restoreEscapes } from './gift-escapes.js';

export type GiftAnswers = { body: QuestionBody; generalFeedback: string | null } | { error: string };

interface Entry {
  mark: '=' | '~';
  /** `%50%` as 0.5; none: undefined. */
  weight: number | undefined;
  text: string;
  feedback: string | null;
}

const clean = (text: string) => restoreEscapes(text).trim();
const cleanOrNull = (text: string | undefined) => (text === undefined ? null : clean(text) || null);

/** `=` and `~` entries, each `[%weight%]text[#feedback]`. */
function entries(block: string): Entry[] {
  return [...block.matchAll(/([=~])([^=~]*)/g)].map(([, mark, rest]) => {
    const weighted = /^\s*%(-?\d+(?:\.\d+)?)%([\s\S]*)$/.exec(rest!);
    const [text, ...feedback] = (weighted ? weighted[2]! : rest!).split('#');
    return {
      mark: mark as Entry['mark'],
      weight: weighted ? Number(weighted[1]) / 100 : undefined,
      text: text!,
      feedback: cleanOrNull(feedback.length ? feedback.join('#') : undefined),
    };
  });
}

const clampWeight = (weight: number) => Math.min(1, Math.max(0, weight));
const numbered = <T>(list: T[]) => list.map((item, index) => ({ id: index + 1, ...item }));

/** `3.14:0.01` or `1..5` (value with tolerance, or a range), or null. */
function numericValue(text: string): { value: number; tolerance: number } | null {
  const NUMBER = String.raw`\s*([+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?)\s*`;
  const range = new RegExp(`^${NUMBER}\\.\\.${NUMBER}$`, 'i').exec(text);
  if (range) {
    const [low, high] = [Number(range[1]), Number(range[2])].sort((a, b) => a - b) as [number, number];
    return { value: (low + high) / 2, tolerance: (high - low) / 2 };
  }
  const exact = new RegExp(`^${NUMBER}(?::${NUMBER})?$`, 'i').exec(text);
  return exact ? { value: Number(exact[1]), tolerance: Math.abs(Number(exact[2] ?? 0)) } : null;
}

function numeric(block: string): GiftAnswers {
  const list = /^\s*=/.test(block) ? entries(block) : [{ ...entries(`=${block}`)[0]!, weight: 1 }];
  const answers = [];
  for (const entry of list) {
    const number = numericValue(restoreEscapes(entry.text));
    if (!number || entry.mark !== '=') return { error: M.giftNumberInvalid };
    answers.push({ ...number, fraction: clampWeight(entry.weight ?? 1), feedback: entry.feedback });
  }
  return { body: { type: 'numeric', answers }, generalFeedback: null };
}

function trueFalse(block: string): GiftAnswers | null {
  const [word, wrong, ...rest] = block.split('#');
  const right = rest.length ? rest.join('#') : undefined;
  const value = { t: true, true: true, f: false, false: false }[word!.trim().toLowerCase()];
  if (value === undefined) return null;
  const [whenTrue, whenFalse] = value ? [right, wrong] : [wrong, right];
  return { body: { type: 'true_false', correct: value, feedback_true: cleanOrNull(whenTrue), feedback_false: cleanOrNull(whenFalse) }, generalFeedback: null };
}

function choice(block: string): GiftAnswers {
  const list = entries(block);
  if (list.some((entry) => entry.mark === '=')) {
    const options = list.map((entry) => ({ text: clean(entry.text), fraction: clampWeight(entry.mark === '=' ? 1 : (entry.weight ?? 0)), feedback: entry.feedback }));
    return { body: { type: 'single_choice', options: numbered(options) }, generalFeedback: null };
  }
  const options = list.map((entry) => ({ text: clean(entry.text), correct: (entry.weight ?? 0) > 0, feedback: entry.feedback }));
  return { body: { type: 'multiple_choice', options: numbered(options) }, generalFeedback: null };
}

function matching(block: string): GiftAnswers {
  const list = entries(block);
  const split = list.map((entry) => entry.text.split('->'));
  if (list.some((entry) => entry.mark !== '=') || split.some((parts) => parts.length !== 2)) return { error: M.giftMatchInvalid };
  const pairs = split.filter(([prompt]) => clean(prompt!)).map(([prompt, answer]) => ({ prompt: clean(prompt!), answer: clean(answer!) }));
  const distractors = split.filter(([prompt]) => !clean(prompt!)).map(([, answer]) => ({ text: clean(answer!) }));
  return { body: { type: 'matching', pairs: numbered(pairs), distractors: distractors.map((d, i) => ({ id: pairs.length + i + 1, ...d })) }, generalFeedback: null };
}

function shortAnswer(block: string): GiftAnswers {
  if (!/^\s*=/.test(block)) return { error: M.giftMixedAnswers };
  const answers = entries(block).map((entry) => ({ text: clean(entry.text), fraction: clampWeight(entry.weight ?? 1), feedback: entry.feedback }));
  return { body: { type: 'short_answer', answers }, generalFeedback: null };
}

/**
 * The answer block between `{` and `}` (escapes hidden): general feedback after the last `####`, then
 * by Moodle's order of tests: empty is an essay (refused), `#` numeric, any `~` choice
 * (single when some option has `=`, else multiple: positive weights are the right options),
 * `->` matching, T/F/TRUE/FALSE, else short answer.
 */
export function parseGiftAnswers(block: string): GiftAnswers {
  const split = block.lastIndexOf('####');
  const generalFeedback = split < 0 ? null : cleanOrNull(block.slice(split + 4));
  const trimmed = (split < 0 ? block : block.slice(0, split)).trim();
  if (trimmed === '') return { error: M.essayUnsupported };
  const parsed = trimmed.startsWith('#')
    ? numeric(trimmed.slice(1))
    : trimmed.includes('~')
      ? choice(trimmed)
      : trimmed.includes('->')
        ? matching(trimmed)
        : (trueFalse(trimmed) ?? shortAnswer(trimmed));
  return 'error' in parsed ? parsed : { body: parsed.body, generalFeedback };
}
