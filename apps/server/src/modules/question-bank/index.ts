/** The public entry of the question-bank module: what other modules use of it (they import nothing else of it). */
export { textStart } from './presenter.js';
export { renderManyQuestionTexts, type QuestionTexts } from './question-html.js';
