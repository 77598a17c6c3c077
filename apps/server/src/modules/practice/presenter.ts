import { explainQuestion } from '@netclass/shared/networking-questions';
import type { PracticeCheckResponse } from '@netclass/shared/practice';
import type { practiceQuestions } from '../../db/schema/index.js';

/** An answered item: its marks, the answers checked, the expected answers and the worked steps. */
export function presentCheck(row: typeof practiceQuestions.$inferSelect): PracticeCheckResponse {
  if (!row.result || !row.answers) throw new Error('practice item not answered');
  return {
    result: row.result,
    answers: row.answers,
    answer: row.question.answer,
    explanation: explainQuestion(row.question),
  };
}
