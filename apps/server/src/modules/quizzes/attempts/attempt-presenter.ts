import type { Question, QuizAttemptQuestionBody, QuizReviewTiming, Score } from '@netclass/shared';
import { explainQuestion, promptOf, type CheckResult } from '@netclass/shared/networking-questions';
import type {
  AttemptQuestion,
  QuizAttemptSummary,
  QuizAttemptView,
  QuizQuestionReview,
  QuizReviewSchedule,
  StudentBankQuestion,
} from '@netclass/shared/quiz-attempts';
import type { quizAttemptEvents, quizAttemptQuestions } from '../../../db/schema/index.js';
import type { QuizAttemptRow, QuizRow } from '../access.js';
import type { BankQuestionHtml } from './attempt-html.js';

type AttemptQuestionRow = typeof quizAttemptQuestions.$inferSelect;

/** Which parts of a submitted attempt's review its reader sees now; staff see all, always. */
export interface ReviewParts {
  answers: boolean;
  marks: boolean;
  feedback: boolean;
}

/**
 * Whether a part with `timing` shows now: after the attempt, at once; after the close, once the
 * close time has passed or the teacher has released the answers and solutions (docs/decisions/038);
 * never, never.
 */
const shows = (timing: QuizReviewTiming, quiz: QuizRow, now: Date) =>
  timing === 'after_attempt' ||
  (timing === 'after_close' && (quiz.solutionsReleasedAt !== null || (quiz.closeAt !== null && quiz.closeAt <= now)));

/** When each part of the review shows to a student, for the sentence saying when the review opens. */
export const presentReviewSchedule = (quiz: QuizRow): QuizReviewSchedule => ({
  answers: quiz.reviewAnswers,
  marks: quiz.reviewMarks,
  feedback: quiz.reviewFeedback,
  close_at: quiz.closeAt?.toISOString() ?? null,
  solutions_released: quiz.solutionsReleasedAt !== null,
});

/** What the review shows of a submitted attempt now, by the quiz's review timings (nothing before submission). */
export function reviewParts(quiz: QuizRow, attempt: QuizAttemptRow, staff: boolean, now: Date): ReviewParts {
  if (staff) return { answers: true, marks: true, feedback: true };
  const submitted = attempt.submittedAt !== null;
  return {
    answers: submitted && shows(quiz.reviewAnswers, quiz, now),
    marks: submitted && shows(quiz.reviewMarks, quiz, now),
    feedback: submitted && shows(quiz.reviewFeedback, quiz, now),
  };
}

export function presentAttemptSummary(attempt: QuizAttemptRow, marks: boolean): QuizAttemptSummary {
  return {
    id: attempt.id,
    number: attempt.number,
    started_at: attempt.startedAt.toISOString(),
    ends_at: attempt.endsAt?.toISOString() ?? null,
    submitted_at: attempt.submittedAt?.toISOString() ?? null,
    submitted_by: attempt.submittedBy,
    points: marks && attempt.submittedAt !== null ? attempt.points : null,
    max_points: attempt.maxPoints,
  };
}

/** `ids` in the order shown, or as written when the attempt kept that order. */
function inOrder<T extends { id: number }>(parts: T[], shownOrder: number[] | null): T[] {
  if (!shownOrder) return parts;
  const byId = new Map(parts.map((part) => [part.id, part]));
  return shownOrder.flatMap((id) => byId.get(id) ?? []);
}

/** A bank question as the student answers it, rendered (`html`): no fractions, correct flags, accepted answers or feedback. */
export function studentBankQuestion(
  question: Question,
  shownOrder: number[] | null,
  html: BankQuestionHtml,
): StudentBankQuestion {
  const base = { type: question.type, title: question.title ?? null, text_html: html.text };
  const rendered = ({ id }: { id: number }) => ({ id, html: html.parts.get(id) ?? '' });
  switch (question.type) {
    case 'single_choice':
    case 'multiple_choice':
      return { ...base, options: inOrder<{ id: number }>(question.options, shownOrder).map(rendered) };
    case 'ordering':
      return { ...base, items: inOrder(question.items, shownOrder).map(rendered) };
    case 'matching': {
      const choices = [...question.pairs.map((pair) => ({ id: pair.id, text: pair.answer })), ...question.distractors];
      return {
        ...base,
        prompts: question.pairs.map(rendered),
        choices: inOrder(choices, shownOrder).map(({ id, text }) => ({ id, text })),
      };
    }
    default:
      return base;
  }
}

const FEEDBACK_FIELDS = new Set(['feedback', 'general_feedback', 'feedback_true', 'feedback_false']);

/** The question with its feedback texts left out, at every depth: what "answers" shows without "feedback". */
function withoutFeedback(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutFeedback);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).flatMap(([name, part]) => (FEEDBACK_FIELDS.has(name) ? [] : [[name, withoutFeedback(part)]])),
  );
}

function presentReview(
  body: QuizAttemptQuestionBody,
  row: AttemptQuestionRow,
  parts: ReviewParts,
  html: BankQuestionHtml | undefined,
): QuizQuestionReview {
  if (body.kind === 'generated') {
    const marks = row.marks as CheckResult | null;
    return {
      score: parts.marks ? row.score : null,
      parts: parts.marks && marks ? marks.fields.map((field) => ({ id: field.key, correct: field.correct })) : null,
      right_answer: parts.answers ? body.question.answer : null,
      feedback_html: null,
      explanation: parts.feedback ? explainQuestion(promptOf(body.question)) : null,
    };
  }
  const marks = row.marks as Score | null;
  return {
    score: parts.marks ? row.score : null,
    parts: parts.marks ? (marks?.perPart ?? null) : null,
    right_answer: parts.answers ? withoutFeedback(body.question) : null,
    feedback_html: parts.feedback ? (html?.feedback ?? []) : null,
    explanation: null,
  };
}

const NO_HTML: BankQuestionHtml = { text: '', parts: new Map(), feedback: [] };

/**
 * One question of an attempt: as answered (never its key or seed), rendered (`html`, renderAttemptHtml), the saved
 * answer, and the review when there is one to show.
 */
export function presentAttemptQuestion(
  row: AttemptQuestionRow,
  parts: ReviewParts | null,
  html: BankQuestionHtml | undefined,
): AttemptQuestion {
  const { body } = row;
  const question: AttemptQuestion['question'] =
    body.kind === 'generated'
      ? { kind: 'generated', prompt: { ...promptOf(body.question), params: { ...body.question.params } } }
      : { kind: 'bank', bank: studentBankQuestion(body.question, row.shownOrder, html ?? NO_HTML) };
  const anyPart = parts && (parts.answers || parts.marks || parts.feedback);
  return {
    position: row.position,
    points: row.points,
    question,
    answer: row.answer ?? null,
    seq: row.answerSeq,
    review: anyPart ? presentReview(body, row, parts, html) : null,
  };
}

/** A whole attempt for its reader: the review's parts are null while it is in progress; `events` only for staff; `html` by position (renderAttemptHtml). */
export function presentAttemptView(
  quiz: QuizRow,
  attempt: QuizAttemptRow,
  questions: AttemptQuestionRow[],
  parts: ReviewParts | null,
  events: (typeof quizAttemptEvents.$inferSelect)[] | null,
  html: ReadonlyMap<number, BankQuestionHtml>,
  now: Date,
): QuizAttemptView {
  return {
    attempt: {
      ...presentAttemptSummary(attempt, parts?.marks ?? false),
      quiz_id: quiz.id,
      quiz_title: quiz.title,
      student_id: attempt.studentId,
    },
    questions: questions.map((row) => presentAttemptQuestion(row, parts, html.get(row.position))),
    review_schedule: presentReviewSchedule(quiz),
    now: now.toISOString(),
    events: events?.map((event) => ({ kind: event.kind, at: event.at.toISOString() })) ?? null,
  };
}
