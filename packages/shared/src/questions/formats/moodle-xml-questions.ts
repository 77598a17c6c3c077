import { QUESTION_IMPORT_MESSAGES as M } from '../../question-messages.js';
import type { QuestionBody } from './import-result.js';
import { asList, asNode, markdownOf, numberOf, optionalMarkdown, textOf, type XmlNode } from './moodle-xml-nodes.js';

const fractionOf = (answer: XmlNode) => Math.min(1, Math.max(0, (numberOf(answer.fraction) || 0) / 100));
const numbered = <T>(list: T[]) => list.map((item, index) => ({ id: index + 1, ...item }));
const answers = (question: XmlNode) => asList(question.answer);
const feedbackOf = (answer: XmlNode) => optionalMarkdown(answer.feedback);
/** Moodle writes flags as true/false or 1/0. */
const flag = (value: unknown) => ['true', '1'].includes(textOf(value).trim().toLowerCase());

function multichoice(question: XmlNode): QuestionBody {
  if (!flag(question.single ?? 'true')) {
    const options = answers(question).map((answer) => ({
      text: markdownOf(answer),
      correct: numberOf(answer.fraction) > 0,
      feedback: feedbackOf(answer),
    }));
    return { type: 'multiple_choice', options: numbered(options) };
  }
  const options = answers(question).map((answer) => ({
    text: markdownOf(answer),
    fraction: fractionOf(answer),
    feedback: feedbackOf(answer),
  }));
  return { type: 'single_choice', options: numbered(options) };
}

function truefalse(question: XmlNode): QuestionBody {
  const byValue = (value: string) =>
    answers(question).find((answer) => textOf(answer).trim().toLowerCase() === value) ?? {};
  const [whenTrue, whenFalse] = [byValue('true'), byValue('false')];
  return {
    type: 'true_false',
    correct: numberOf(whenTrue.fraction) > 0,
    feedback_true: feedbackOf(whenTrue),
    feedback_false: feedbackOf(whenFalse),
  };
}

function shortanswer(question: XmlNode): QuestionBody {
  const accepted = answers(question).map((answer) => ({
    text: textOf(answer).trim(),
    fraction: fractionOf(answer),
    feedback: feedbackOf(answer),
  }));
  return {
    type: 'short_answer',
    answers: accepted,
    ignore_case: !flag(question.usecase ?? '0'),
    collapse_spaces: true,
  };
}

/** Numerical answers; `*` (any other value) has no place in the bank and is left out. */
function numerical(question: XmlNode): QuestionBody {
  const accepted = answers(question)
    .filter((answer) => textOf(answer).trim() !== '*')
    .map((answer) => ({
      value: numberOf(answer),
      tolerance: Math.abs(numberOf(answer.tolerance) || 0),
      fraction: fractionOf(answer),
      feedback: feedbackOf(answer),
    }));
  return { type: 'numeric', answers: accepted };
}

/** Sub-questions with a blank text are distractors. */
function matching(question: XmlNode): QuestionBody {
  const all = asList(question.subquestion).map((sub) => ({
    prompt: markdownOf(sub),
    answer: textOf(asList(sub.answer)[0]).trim(),
  }));
  const pairs = numbered(all.filter((pair) => pair.prompt));
  const distractors = all
    .filter((pair) => !pair.prompt)
    .map((pair, i) => ({ id: pairs.length + i + 1, text: pair.answer }));
  return { type: 'matching', pairs, distractors };
}

/** qtype_ordering: the answers in the right order; grading type -1 (or ALL_OR_NOTHING) is all or nothing. */
function ordering(question: XmlNode): QuestionBody {
  const grading = textOf(question.gradingtype).trim().toUpperCase();
  const items = numbered(answers(question).map((answer) => ({ text: markdownOf(answer) })));
  return {
    type: 'ordering',
    items,
    scoring: grading === '-1' || grading === 'ALL_OR_NOTHING' ? 'all_or_nothing' : 'partial',
  };
}

const READERS = new Map(Object.entries({ multichoice, truefalse, shortanswer, numerical, matching, ordering }));

/** The type-specific fields of a `<question type="…">`, or why it is refused (essay, description, other plugins). */
export function moodleQuestionBody(question: XmlNode): { body: QuestionBody } | { error: string } {
  const type = String(asNode(question).type ?? '');
  const read = READERS.get(type);
  if (read) return { body: read(question) };
  if (type === 'essay') return { error: M.essayUnsupported };
  if (type === 'description') return { error: M.descriptionUnsupported };
  return { error: M.typeUnsupported(type || '?') };
}
