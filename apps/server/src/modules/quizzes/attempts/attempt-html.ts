import type { Question, Score } from '@netclass/shared';
import type { quizAttemptQuestions } from '../../../db/schema/index.js';
import type { LessonImageService } from '../../content/index.js';
import { renderManyQuestionTexts, type QuestionTexts } from '../../question-bank/index.js';

type AttemptQuestionRow = typeof quizAttemptQuestions.$inferSelect;

/** A bank question's texts as rendered HTML: the text, each option/item/prompt by id, the feedback shown. */
export interface BankQuestionHtml {
  text: string;
  parts: ReadonlyMap<number, string>;
  feedback: string[];
}

/** The parts of a bank question shown as labels, as written: choice options, ordering items, matching prompts. */
export function bankParts(question: Question): { id: number; text: string }[] {
  switch (question.type) {
    case 'single_choice':
    case 'multiple_choice':
      return question.options.map(({ id, text }) => ({ id, text }));
    case 'ordering':
      return question.items.map(({ id, text }) => ({ id, text }));
    case 'matching':
      return question.pairs.map(({ id, prompt }) => ({ id, text: prompt }));
    default:
      return [];
  }
}

/** A scored bank question's feedback: the texts for what was answered, then the general feedback. */
export function feedbackTexts(question: Question, marks: Score | null): string[] {
  return [...(marks?.feedback ?? []), ...(question.general_feedback ? [question.general_feedback] : [])];
}

/**
 * The HTML of an attempt's bank questions, by position: every text, part and (when the review
 * shows it) feedback text rendered, and the pictures of all of them signed in one query
 * (renderManyQuestionTexts, docs/decisions/028). Generated questions have no Markdown.
 */
export async function renderAttemptHtml(
  images: LessonImageService,
  courseId: number,
  rows: readonly AttemptQuestionRow[],
  withFeedback: boolean,
): Promise<Map<number, BankQuestionHtml>> {
  const wanted = rows.flatMap((row) => {
    const { body } = row;
    if (body.kind !== 'bank') return [];
    const parts = bankParts(body.question);
    const feedback = withFeedback ? feedbackTexts(body.question, row.marks as Score | null) : [];
    return [
      {
        position: row.position,
        parts,
        feedback,
        texts: [
          { text: body.question.text, parts: parts.map((part) => part.text) },
          ...feedback.map((text) => ({ text, parts: [] })),
        ],
      },
    ];
  });
  const rendered = await renderManyQuestionTexts(
    images,
    courseId,
    wanted.flatMap((question): QuestionTexts[] => question.texts),
  );
  let next = 0;
  return new Map(
    wanted.map(({ position, parts, feedback }) => {
      const [question, ...feedbackHtml] = rendered.slice(next, (next += 1 + feedback.length));
      return [
        position,
        {
          text: question!.text,
          parts: new Map(parts.map((part, index) => [part.id, question!.parts[index]!])),
          feedback: feedbackHtml.map((html) => html.text),
        },
      ];
    }),
  );
}
