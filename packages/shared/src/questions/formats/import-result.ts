import { QUESTION_IMPORT_MAX_CHARS } from '../../constants.js';
import { QUESTION_IMPORT_MESSAGES as M } from '../../question-messages.js';
import { questionSchema, type Question, type QuestionInput } from '../question-schema.js';

/** A question's type and type-specific fields, as an importer reads them. */
export type QuestionBody = QuestionInput extends infer Q
  ? Q extends unknown
    ? Omit<Q, 'title' | 'text' | 'default_points' | 'general_feedback'>
    : never
  : never;

/** A picture an import brought with a question (Moodle XML's base64 <file>), to store before the question is saved. */
export interface QuestionAttachment {
  /** The file name the question's text refers to as `question-image:<name>`. */
  name: string;
  mime: string;
  bytes: Uint8Array;
}

/** Where a question (or an error) sits in the file: its number (1-based, 0 for the whole file), first line, title. */
export interface ImportPlace {
  index: number;
  line?: number;
  title?: string;
}

export interface ImportedQuestion extends ImportPlace {
  /** The category the file put it in (GIFT $CATEGORY, Moodle XML category), `top/` and `$course$/` left out; null: none. */
  category: string | null;
  question: Question;
  attachments: QuestionAttachment[];
}

export interface ImportError extends ImportPlace {
  message: string;
}

/** What a preview shows: the questions that can be imported, and why each other one cannot. */
export interface ImportResult {
  questions: ImportedQuestion[];
  errors: ImportError[];
}

/** Collects questions and errors; a question is checked against the bank's schema as it is added. */
export class ImportCollector {
  readonly result: ImportResult = { questions: [], errors: [] };

  fail(place: ImportPlace, message: string) {
    this.result.errors.push({ ...withoutBlank(place), message });
  }

  /** The result; a file in which nothing was found (no question, no error) says so. */
  finish(): ImportResult {
    if (this.result.questions.length === 0 && this.result.errors.length === 0) this.fail({ index: 0 }, M.noQuestions);
    return this.result;
  }

  add(place: ImportPlace, category: string | null, input: QuestionInput, attachments: QuestionAttachment[] = []) {
    const parsed = questionSchema.safeParse(input);
    if (parsed.success)
      this.result.questions.push({ ...withoutBlank(place), category, question: parsed.data, attachments });
    else this.fail(place, parsed.error.issues[0]!.message);
  }
}

/** The one error of a file longer than an import takes, or null. */
export const tooLargeToImport = (source: string): ImportResult | null =>
  source.length > QUESTION_IMPORT_MAX_CHARS ? { questions: [], errors: [{ index: 0, message: M.fileTooLarge }] } : null;

const withoutBlank = (place: ImportPlace): ImportPlace => ({
  index: place.index,
  ...(place.line === undefined ? {} : { line: place.line }),
  ...(place.title ? { title: place.title } : {}),
});

/** A category path as the bank keeps it: without Moodle's `$course$/`, `$system$/`… and `top/` prefixes; blank is none. */
export const categoryPath = (path: string) =>
  path
    .trim()
    .replace(/^\$[a-z]+\$\/?/, '')
    .replace(/^top(\/|$)/, '')
    .trim() || null;
