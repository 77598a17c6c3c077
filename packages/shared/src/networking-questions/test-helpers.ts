import { explainQuestion, type NetworkingQuestion } from './index.js';

/** The final value of every field as the worked explanation reaches it. */
export function explainedAnswers(question: NetworkingQuestion): Record<string, string> {
  return Object.assign({}, ...explainQuestion(question).map((step) => step.answers ?? {}));
}
