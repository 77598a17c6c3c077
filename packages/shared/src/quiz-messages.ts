import { messageOf } from './message-keys.js';

/** The quizzes' texts (docs/decisions/030-quizzes.md), as the spec writes its messages: Vietnamese, exact. */
export const QUIZ_MESSAGES = {
  notFound: 'quiz.notFound',
  attemptNotFound: 'quiz.attemptNotFound',
} as const;

// Authoring: quizzes' settings, slots and students' allowances (docs/decisions/030, "Authoring").
export const QUIZ_AUTHORING_MESSAGES = {
  titleRequired: 'quizAuthoring.titleRequired',
  titleTooLong: 'quizAuthoring.titleTooLong',
  descriptionTooLong: 'quizAuthoring.descriptionTooLong',
  dateInvalid: 'quizAuthoring.dateInvalid',
  closeBeforeOpen: 'quizAuthoring.closeBeforeOpen',
  timeLimitInvalid: 'quizAuthoring.timeLimitInvalid',
  attemptsInvalid: 'quizAuthoring.attemptsInvalid',
  gradingMethodInvalid: 'quizAuthoring.gradingMethodInvalid',
  reviewTimingInvalid: 'quizAuthoring.reviewTimingInvalid',
  flagInvalid: 'quizAuthoring.flagInvalid',
  lessonInvalid: 'quizAuthoring.lessonInvalid',
  gradeCategoryInvalid: 'quizAuthoring.gradeCategoryInvalid',
  slotsInvalid: 'quizAuthoring.slotsInvalid',
  tooManySlots: 'quizAuthoring.tooManySlots',
  slotKindInvalid: 'quizAuthoring.slotKindInvalid',
  pointsInvalid: 'quizAuthoring.pointsInvalid',
  questionInvalid: 'quizAuthoring.questionInvalid',
  questionRepeated: 'quizAuthoring.questionRepeated',
  categoryInvalid: 'quizAuthoring.categoryInvalid',
  networkingTypeInvalid: 'quizAuthoring.networkingTypeInvalid',
  /** Random slots of a category beyond its live questions (less those fixed slots show). */
  notEnoughQuestions: (category: string, available: number, wanted: number) =>
    messageOf('quizAuthoring.notEnoughQuestions', { category, available, wanted }),
  /** The bank: a category a quiz draws from is kept. */
  categoryUsed: (quiz: string) => messageOf('quizAuthoring.categoryUsed', { quiz }),
  hasAttempts: 'quizAuthoring.hasAttempts',
  deleted: 'quizAuthoring.deleted',
  studentInvalid: 'quizAuthoring.studentInvalid',
  allowanceNotFound: 'quizAuthoring.allowanceNotFound',
  allowanceRemoved: 'quizAuthoring.allowanceRemoved',
  extraTimeInvalid: 'quizAuthoring.extraTimeInvalid',
  extraAttemptsInvalid: 'quizAuthoring.extraAttemptsInvalid',
} as const;

/* ---------- Results, statistics and regrades (decision 030, "Results") ---------- */
export const QUIZ_RESULTS_MESSAGES = {
  sortInvalid: 'quizResults.sortInvalid',
  questionRequired: 'quizResults.questionRequired',
  questionNotInQuiz: 'quizResults.questionNotInQuiz',
  nothingToRegrade: 'quizResults.nothingToRegrade',
} as const;

// Attempts (issue 15 item 4): starting, saving and submitting.
export const QUIZ_ATTEMPT_MESSAGES = {
  idInvalid: 'quizAttempt.idInvalid',
  positionInvalid: 'quizAttempt.positionInvalid',
  seqInvalid: 'quizAttempt.seqInvalid',
  eventInvalid: 'quizAttempt.eventInvalid',
  notOpen: 'quizAttempt.notOpen',
  closed: 'quizAttempt.closed',
  noAttemptsLeft: 'quizAttempt.noAttemptsLeft',
  noQuestions: 'quizAttempt.noQuestions',
  categoryShort: 'quizAttempt.categoryShort',
  timeOver: 'quizAttempt.timeOver',
  submitted: 'quizAttempt.submitted',
  questionNotFound: 'quizAttempt.questionNotFound',
  answerWrongType: 'quizAttempt.answerWrongType',
} as const;
