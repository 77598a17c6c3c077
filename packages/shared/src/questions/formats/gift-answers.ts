import { QUESTION_IMPORT_MESSAGES as M } from '../../question-messages.js';
import type { QuestionBody } from './import-result.js';
import { restoreEscapes } from './gift-escapes.js';

export type GiftAnswers = { body: QuestionBody; generalFeedback: string | null } | { error: string };
/** A text in the question's format (escapes restored, trimmed, HTML made Markdown): option texts, prompts, feedback. */
export type GiftRichText = (raw: string) => string;

interface Entry {
  mark: '=' | '~';
  /** `%50%` as 0.5; none: undefined. */
  weight: number | undefined;
  text: string;
  /** After `#`, as written; none: undefined. */
  feedback: string | undefined;
}

/** Accepted short answers, matching answers and numbers are plain text whatever the question's format (as in Moodle). */
const plain = (text: string) => restoreEscapes(text).trim();
const richOrNull = (rich: GiftRichText, raw: string | undefined) => (raw === undefined ? null : rich(raw) || null);

/** `=` and `~` entries, each `[%weight%]text[#feedback]`. */
function entries(block: string): Entry[] {
  return [...block.matchAll(/([=~])([^=~]*)/g)].map(([, mark, rest]) => {
    const weighted = /^\s*%(-?\d+(?:\.\d+)?)%([\s\S]*)$/.exec(rest!);
    const [text, ...feedback] = (weighted ? weighted[2]! : rest!).split('#');
    return {
      mark: mark as Entry['mark'],
      weight: weighted ? Number(weighted[1]) / 100 : undefined,
      text: text!,
      feedback: feedback.length ? feedback.join('#') : undefined,
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

function numeric(block: string, rich: GiftRichText): QuestionBody | string {
  const list = /^\s*=/.test(block) ? entries(block) : [{ ...entries(`=${block}`)[0]!, weight: 1 }];
  const answers = [];
  for (const entry of list) {
    const number = numericValue(plain(entry.text));
    if (!number || entry.mark !== '=') return M.giftNumberInvalid;
    answers.push({ ...number, fraction: clampWeight(entry.weight ?? 1), feedback: richOrNull(rich, entry.feedback) });
  }
  return { type: 'numeric', answers };
}

/** `T#feedback for a wrong answer#feedback for a right answer` (Moodle's order), or null when not true/false. */
function trueFalse(block: string, rich: GiftRichText): QuestionBody | null {
  const [word, wrong, ...rest] = block.split('#');
  const right = rest.length ? rest.join('#') : undefined;
  const value = { t: true, true: true, f: false, false: false }[word!.trim().toLowerCase()];
  if (value === undefined) return null;
  const [whenTrue, whenFalse] = value ? [right, wrong] : [wrong, right];
  return {
    type: 'true_false',
    correct: value,
    feedback_true: richOrNull(rich, whenTrue),
    feedback_false: richOrNull(rich, whenFalse),
  };
}

function choice(block: string, rich: GiftRichText): QuestionBody {
  const list = entries(block);
  if (list.some((entry) => entry.mark === '=')) {
    const options = list.map((entry) => ({
      text: rich(entry.text),
      fraction: clampWeight(entry.mark === '=' ? 1 : (entry.weight ?? 0)),
      feedback: richOrNull(rich, entry.feedback),
    }));
    return { type: 'single_choice', options: numbered(options) };
  }
  const options = list.map((entry) => ({
    text: rich(entry.text),
    correct: (entry.weight ?? 0) > 0,
    feedback: richOrNull(rich, entry.feedback),
  }));
  return { type: 'multiple_choice', options: numbered(options) };
}

function matching(block: string, rich: GiftRichText): QuestionBody | string {
  const list = entries(block);
  const split = list.map((entry) => entry.text.split('->'));
  if (list.some((entry) => entry.mark !== '=') || split.some((parts) => parts.length !== 2)) return M.giftMatchInvalid;
  const all = split.map(([prompt, answer]) => ({ prompt: rich(prompt!), answer: plain(answer!) }));
  const pairs = numbered(all.filter((pair) => pair.prompt));
  const distractors = all
    .filter((pair) => !pair.prompt)
    .map((pair, i) => ({ id: pairs.length + i + 1, text: pair.answer }));
  return { type: 'matching', pairs, distractors };
}

function shortAnswer(block: string, rich: GiftRichText): QuestionBody | string {
  if (!/^\s*=/.test(block)) return M.giftMixedAnswers;
  const answers = entries(block).map((entry) => ({
    text: plain(entry.text),
    fraction: clampWeight(entry.weight ?? 1),
    feedback: richOrNull(rich, entry.feedback),
  }));
  return { type: 'short_answer', answers };
}

/**
 * The answer block between `{` and `}` (escapes hidden): general feedback after the last `####`, then
 * by Moodle's order of tests: empty is an essay (refused), `#` numeric, any `~` choice
 * (single when some option has `=`, else multiple: positive weights are the right options),
 * `->` matching, T/F/TRUE/FALSE, else short answer.
 */
export function parseGiftAnswers(block: string, rich: GiftRichText): GiftAnswers {
  const split = block.lastIndexOf('####');
  const generalFeedback = split < 0 ? null : richOrNull(rich, block.slice(split + 4));
  const answers = (split < 0 ? block : block.slice(0, split)).trim();
  if (answers === '') return { error: M.essayUnsupported };
  const body = answers.startsWith('#')
    ? numeric(answers.slice(1), rich)
    : answers.includes('~')
      ? choice(answers, rich)
      : answers.includes('->')
        ? matching(answers, rich)
        : (trueFalse(answers, rich) ?? shortAnswer(answers, rich));
  return typeof body === 'string' ? { error: body } : { body, generalFeedback };
}
