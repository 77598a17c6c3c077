import type { Answer } from '../answer-schema.js';
import type { Question } from '../question-schema.js';
import { scoreOrdering, scoreMatching } from './arrangement.js';
import { scoreMultipleChoice, scoreSingleChoice, scoreTrueFalse } from './choice.js';
import type { Score } from './score.js';
import { scoreNumeric, scoreShortAnswer } from './typed.js';

/** Scores a (parsed) answer against a (parsed) question; an answer of another type scores 0. Never throws. */
export function scoreAnswer(question: Question, answer: Answer): Score {
  const [q, a] = [question, answer];
  if (q.type === 'single_choice' && a.type === q.type) return scoreSingleChoice(q, a);
  if (q.type === 'multiple_choice' && a.type === q.type) return scoreMultipleChoice(q, a);
  if (q.type === 'true_false' && a.type === q.type) return scoreTrueFalse(q, a);
  if (q.type === 'short_answer' && a.type === q.type) return scoreShortAnswer(q, a);
  if (q.type === 'numeric' && a.type === q.type) return scoreNumeric(q, a);
  if (q.type === 'matching' && a.type === q.type) return scoreMatching(q, a);
  if (q.type === 'ordering' && a.type === q.type) return scoreOrdering(q, a);
  return { fraction: 0, feedback: [] };
}
