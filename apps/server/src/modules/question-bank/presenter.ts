import {
  QUESTION_TEXT_START_LENGTH,
  questionImageKeys,
  type BankQuestion,
  type Question,
  type QuestionSummary,
} from '@netclass/shared';
import type { QuestionRow } from './access.js';

type Person = { id: number; name: string } | null;
const person = (id: number | null, name: string | null): Person => (id === null || name === null ? null : { id, name });

/** The start of a question's Markdown, one line, for lists and previews. */
export const textStart = (text: string) => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > QUESTION_TEXT_START_LENGTH ? `${line.slice(0, QUESTION_TEXT_START_LENGTH - 1)}…` : line;
};

/** The picture keys a question's texts name (every text field: the JSON holds them as written). */
export const pictureKeys = (question: Question) => questionImageKeys(JSON.stringify(question));

export const presentSummary = (row: QuestionRow): QuestionSummary => ({
  id: row.id,
  category_id: row.categoryId,
  type: row.type,
  title: row.title,
  text_start: textStart(row.body.text),
  default_points: row.defaultPoints,
  version: row.version,
  updated_at: row.updatedAt.toISOString(),
});

export const presentQuestion = (
  row: QuestionRow,
  people: { createdBy: string | null; updatedBy: string | null },
  images: ReadonlyMap<string, string>,
): BankQuestion => ({
  id: row.id,
  course_id: row.courseId,
  category_id: row.categoryId,
  question: row.body,
  images: Object.fromEntries(images),
  version: row.version,
  created_by: person(row.createdBy, people.createdBy),
  updated_by: person(row.updatedBy, people.updatedBy),
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});
