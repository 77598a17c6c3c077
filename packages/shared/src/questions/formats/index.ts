/**
 * `@netclass/shared/question-formats`: GIFT, Aiken and Moodle XML import and GIFT export
 * (docs/decisions/028). A subpath of its own, so the web app, which only shows what the
 * server read, never loads the XML parser.
 */
export type { ImportedQuestion, ImportError, ImportResult, QuestionAttachment } from './import-result.js';
export { importGift } from './gift-import.js';
export { importAiken } from './aiken-import.js';
export { importMoodleXml } from './moodle-xml-import.js';
export { exportGift } from './gift-export.js';
