import {
  quizAnswerSchema,
  scoreAnswer,
  toHundredths,
  type QuizAttemptQuestionBody,
  type Score,
} from '@netclass/shared';
import { checkAnswers, type CheckResult } from '@netclass/shared/networking-questions';

/** What one attempt question scored: its points (to 0.01) and its marks (per part for a bank question, per field for a generated one). */
export interface QuestionScore {
  score: number;
  marks: Score | CheckResult;
}

/**
 * Scores one attempt question's saved answer (as stored: it is read again here, so a stored
 * answer of the wrong shape, or none, scores 0). Submission and regrade both score through it.
 */
export function scoreAttemptQuestion(body: QuizAttemptQuestionBody, points: number, saved: unknown): QuestionScore {
  const parsed = quizAnswerSchema.safeParse(saved);
  const answer = parsed.success ? parsed.data : null;
  if (body.kind === 'generated') {
    const marks = checkAnswers(body.question, answer?.type === 'generated' ? answer.fields : {});
    return { score: toHundredths(points * marks.score), marks };
  }
  const marks: Score =
    answer && answer.type !== 'generated' ? scoreAnswer(body.question, answer) : { fraction: 0, feedback: [] };
  return { score: toHundredths(points * marks.fraction), marks };
}
