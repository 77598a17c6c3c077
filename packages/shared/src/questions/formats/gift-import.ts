import { QUESTION_IMPORT_MESSAGES as M } from '../../question-messages.js';
import { parseGiftAnswers } from './gift-answers.js';
import { hideEscapes, restoreEscapes } from './gift-escapes.js';
import { htmlToMarkdown } from './html-to-markdown.js';
import { categoryPath, ImportCollector, tooLargeToImport, type ImportResult } from './import-result.js';

/** Lines of one question (or category) with the number of its first line. */
interface Block {
  line: number;
  text: string;
}

/** Questions are separated by blank lines; lines that start with `//` are comments. */
function blocks(source: string): Block[] {
  const found: Block[] = [];
  let start = 0;
  let lines: string[] = [];
  const lineTexts = source.split(/\r\n?|\n/);
  for (const [index, text] of lineTexts.entries()) {
    if (text.trim().startsWith('//')) continue;
    if (text.trim() !== '') {
      if (lines.length === 0) start = index + 1;
      lines.push(text);
    } else if (lines.length) {
      found.push({ line: start, text: lines.join('\n') });
      lines = [];
    }
  }
  if (lines.length) found.push({ line: start, text: lines.join('\n') });
  return found;
}

const FORMATS = /^\s*\[(html|markdown|plain|moodle)\]/i;

/**
 * A text in the question's format, which Moodle applies to the options and feedback too: HTML
 * becomes Markdown; Markdown, plain and Moodle's auto-format text are taken as Markdown as written.
 */
const inFormat = (text: string, format: string) => {
  const plain = restoreEscapes(text).trim();
  return format === 'html' ? htmlToMarkdown(plain) : plain;
};

/**
 * Reads a GIFT file (Moodle's format) into bank questions: `//` comments, `$CATEGORY:`,
 * `::title::`, `[html]`/`[markdown]`/`[plain]`/`[moodle]` text formats, single and multiple
 * choice with `=`, `~` and `%weight%`, true/false, short answer, numeric (`{#3.14:0.01}`,
 * `{#1..5}`, several `=` answers), matching (`{=a -> b}`, `= -> distractor`), feedback after
 * `#` and general feedback after `####`, the escapes. Text after the answer block makes a
 * missing-word question (the block's place shows as `_____`). An essay `{}`, a question
 * without an answer block and a malformed one are per-question errors; nothing throws.
 */
export function importGift(source: string): ImportResult {
  const tooLarge = tooLargeToImport(source);
  if (tooLarge) return tooLarge;
  const collector = new ImportCollector();
  let category: string | null = null;
  let index = 0;
  for (const block of blocks(source)) {
    let text = hideEscapes(block.text);
    let line = block.line;
    const categoryLine = /^\s*\$CATEGORY:(.*)(\n|$)/.exec(text);
    if (categoryLine) {
      category = categoryPath(restoreEscapes(categoryLine[1]!));
      text = text.slice(categoryLine[0].length);
      line += 1;
      if (text.trim() === '') continue;
    }
    index += 1;
    const titled = /^\s*::([\s\S]*?)::/.exec(text);
    const title = titled ? restoreEscapes(titled[1]!).trim() : undefined;
    if (titled) text = text.slice(titled[0].length);
    const place = { index, line, title };
    const format = FORMATS.exec(text)?.[1]?.toLowerCase() ?? 'moodle';
    text = text.replace(FORMATS, '');
    const open = text.indexOf('{');
    const close = text.indexOf('}', open);
    if (open < 0) collector.fail(place, M.giftNoAnswers);
    else if (close < 0) collector.fail(place, M.giftUnclosed);
    else {
      const answers = parseGiftAnswers(text.slice(open + 1, close), (raw) => inFormat(raw, format));
      if ('error' in answers) {
        collector.fail(place, answers.error);
        continue;
      }
      const after = text.slice(close + 1).trim();
      const question = after ? `${text.slice(0, open).trimEnd()} _____ ${after}` : text.slice(0, open);
      collector.add(place, category, {
        title,
        text: inFormat(question, format),
        general_feedback: answers.generalFeedback,
        ...answers.body,
      });
    }
  }
  return collector.finish();
}
