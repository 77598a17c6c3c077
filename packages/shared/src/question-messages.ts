import {
  PRACTICE_ANSWER_MAX_LENGTH,
  QUESTION_IMAGE_MAX_BYTES,
  QUESTION_IMPORT_MAX_BYTES,
  QUESTION_LIMITS as Q,
  TITLE_MAX_LENGTH,
} from './constants.js';
import { messageOf } from './message-keys.js';

/**
 * The texts of the question bank, its imports and practice mode (the spec's language, as in
 * messages.ts): constants only.
 */

/** The question bank's texts: the model (schemas/questions) and the answers a student sends. */
export const QUESTION_MESSAGES = {
  typeInvalid: 'question.typeInvalid',
  titleTooLong: messageOf('question.titleTooLong', { max: TITLE_MAX_LENGTH }),
  textRequired: 'question.textRequired',
  textTooLong: messageOf('question.textTooLong', { max: Q.text }),
  feedbackTooLong: messageOf('question.feedbackTooLong', { max: Q.feedback }),
  pointsInvalid: messageOf('question.pointsInvalid', { max: Q.maxPoints }),
  optionRequired: 'question.optionRequired',
  optionTooLong: messageOf('question.optionTooLong', { max: Q.option }),
  optionsCount: messageOf('question.optionsCount', { min: Q.minParts, max: Q.maxParts }),
  fractionInvalid: 'question.fractionInvalid',
  singleNeedsFull: 'question.singleNeedsFull',
  multipleNeedsCorrect: 'question.multipleNeedsCorrect',
  partIdInvalid: 'question.partIdInvalid',
  partIdsDuplicate: 'question.partIdsDuplicate',
  answerRequired: 'question.answerRequired',
  answerTooLong: messageOf('question.answerTooLong', { max: Q.answer }),
  answersCount: messageOf('question.answersCount', { max: Q.maxParts }),
  answersNeedFull: 'question.answersNeedFull',
  numberInvalid: 'question.numberInvalid',
  toleranceInvalid: 'question.toleranceInvalid',
  pairsCount: messageOf('question.pairsCount', { min: Q.minParts, max: Q.maxParts }),
  distractorsCount: messageOf('question.distractorsCount', { max: Q.maxDistractors }),
  itemsCount: messageOf('question.itemsCount', { min: Q.minParts, max: Q.maxParts }),
  answerInvalid: 'question.answerInvalid',
} as const;

/** The question bank of a course: its categories, questions, import and export (docs/decisions/028). */
export const QUESTION_BANK_MESSAGES = {
  categoryNotFound: 'questionBank.categoryNotFound',
  categoryNameRequired: 'questionBank.categoryNameRequired',
  categoryNameTooLong: messageOf('questionBank.categoryNameTooLong', { max: TITLE_MAX_LENGTH }),
  categoryNameTaken: 'questionBank.categoryNameTaken',
  categoryNotEmpty: 'questionBank.categoryNotEmpty',
  categoryDeleted: 'questionBank.categoryDeleted',
  questionNotFound: 'questionBank.questionNotFound',
  questionDeleted: 'questionBank.questionDeleted',
  typeInvalid: 'questionBank.typeInvalid',
  searchTooLong: 'questionBank.searchTooLong',
  formatInvalid: 'questionBank.formatInvalid',
  formatUnknown: 'questionBank.formatUnknown',
  fileNameInvalid: 'questionBank.fileNameInvalid',
  fileRequired: 'questionBank.fileRequired',
  fileTooLarge: messageOf('questionBank.fileTooLarge', { max: QUESTION_IMPORT_MAX_BYTES / 1024 ** 2 }),
  fileNotText: 'questionBank.fileNotText',
  nothingToImport: 'questionBank.nothingToImport',
  imageNotInCourse: 'questionBank.imageNotInCourse',
  previewTooLarge: 'questionBank.previewTooLarge',
} as const;

/** Per-question and per-file errors of a GIFT, Aiken or Moodle XML import. */
export const QUESTION_IMPORT_MESSAGES = {
  fileTooLarge: 'questionImport.fileTooLarge',
  xmlInvalid: 'questionImport.xmlInvalid',
  notMoodleXml: 'questionImport.notMoodleXml',
  noQuestions: 'questionImport.noQuestions',
  essayUnsupported: 'questionImport.essayUnsupported',
  /** Names the type as the file writes it. */
  typeUnsupported: (type: string) => messageOf('questionImport.typeUnsupported', { type }),
  descriptionUnsupported: 'questionImport.descriptionUnsupported',
  giftNoAnswers: 'questionImport.giftNoAnswers',
  giftUnclosed: 'questionImport.giftUnclosed',
  giftMixedAnswers: 'questionImport.giftMixedAnswers',
  giftNumberInvalid: 'questionImport.giftNumberInvalid',
  giftMatchInvalid: 'questionImport.giftMatchInvalid',
  aikenNoOptions: 'questionImport.aikenNoOptions',
  aikenNoAnswer: 'questionImport.aikenNoAnswer',
  aikenAnswerUnknown: 'questionImport.aikenAnswerUnknown',
  imageTooLarge: messageOf('questionImport.imageTooLarge', { max: QUESTION_IMAGE_MAX_BYTES / 1024 ** 2 }),
  imageInvalid: 'questionImport.imageInvalid',
  /** Export: GIFT has no ordering questions. */
  orderingNotInGift: 'questionImport.orderingNotInGift',
} as const;

/** Practice mode (docs/decisions/027). */
export const PRACTICE_MESSAGES = {
  typeInvalid: 'practice.typeInvalid',
  answersInvalid: 'practice.answersInvalid',
  answerTooLong: messageOf('practice.answerTooLong', { max: PRACTICE_ANSWER_MAX_LENGTH }),
  notFound: 'practice.notFound',
} as const;
