import { QUESTION_IMPORT_MESSAGES as M } from '../../question-messages.js';
import { ImportCollector, tooLargeToImport, type ImportResult } from './import-result.js';

const OPTION = /^([A-Z])[.)]\s+(.*)$/;
const ANSWER = /^ANSWER:\s*(.*)$/i;

interface Draft {
  index: number;
  line: number;
  text: string[];
  options: { letter: string; text: string }[];
}

/**
 * Reads an Aiken file: a question (one or more lines), options `A.` or `A)`, then
 * `ANSWER: X`; blank lines between questions are optional. A question without options or
 * without its ANSWER line, or whose ANSWER names no option, is an error on its first line;
 * reading goes on with the next question.
 */
export function importAiken(source: string): ImportResult {
  const tooLarge = tooLargeToImport(source);
  if (tooLarge) return tooLarge;
  const collector = new ImportCollector();
  let draft: Draft | null = null;
  let count = 0;
  const finish = (answer: string | null) => {
    if (!draft) return;
    const place = { index: draft.index, line: draft.line };
    const correct = draft.options.findIndex((option) => option.letter === answer?.trim().toUpperCase());
    if (draft.options.length < 2) collector.fail(place, M.aikenNoOptions);
    else if (answer === null) collector.fail(place, M.aikenNoAnswer);
    else if (correct < 0) collector.fail(place, M.aikenAnswerUnknown);
    else {
      const options = draft.options.map((option, i) => ({
        id: i + 1,
        text: option.text,
        fraction: i === correct ? 1 : 0,
      }));
      collector.add(place, null, { type: 'single_choice', text: draft.text.join('\n'), options });
    }
    draft = null;
  };
  for (const [i, raw] of source.split(/\r\n?|\n/).entries()) {
    const line = raw.trim();
    const option = OPTION.exec(line);
    const answer = ANSWER.exec(line);
    if (line === '') {
      if (draft?.options.length) finish(null);
    } else if (answer && draft) finish(answer[1]!);
    else if (option && draft) draft.options.push({ letter: option[1]!, text: option[2]! });
    else if (draft && draft.options.length === 0) draft.text.push(line);
    else {
      finish(null);
      draft = { index: (count += 1), line: i + 1, text: [line], options: [] };
    }
  }
  finish(null);
  return collector.finish();
}
