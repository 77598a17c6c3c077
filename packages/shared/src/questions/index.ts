export * from './question-schema.js';
export * from './answer-schema.js';
export * from './question-images.js';
export type { Score } from './scoring/score.js';
export { scoreAnswer } from './scoring/score-answer.js';
