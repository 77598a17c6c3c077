import { messageOf } from './message-keys.js';

/**
 * The texts of course work (assignments, hand-in uploads, grades, the gradebook), as message
 * keys: split from messages.ts, which re-exports them, so each file holds a few areas.
 */
export const ASSIGNMENT_MESSAGES = {
  notFound: 'assignment.notFound',
  titleRequired: 'assignment.titleRequired',
  instructionsTooLong: 'assignment.instructionsTooLong',
  lessonInvalid: 'assignment.lessonInvalid',
  categoryInvalid: 'assignment.categoryInvalid',
  typesRequired: 'assignment.typesRequired',
  typeInvalid: 'assignment.typeInvalid',
  maxFileSizeInvalid: 'assignment.maxFileSizeInvalid',
  dueRequired: 'assignment.dueRequired',
  dateInvalid: 'assignment.dateInvalid',
  acceptsUntilBeforeDue: 'assignment.acceptsUntilBeforeDue',
  maxPointsInvalid: 'assignment.maxPointsInvalid',
  criterionRequired: 'assignment.criterionRequired',
  levelRequired: 'assignment.levelRequired',
  pointsInvalid: 'assignment.pointsInvalid',
  rubricTooLarge: 'assignment.rubricTooLarge',
  rubricOverMax: 'assignment.rubricOverMax',
  hasHandIns: 'assignment.hasHandIns',
  deleted: 'assignment.deleted',
  fileNotFound: 'assignment.fileNotFound',
  studentInvalid: 'assignment.studentInvalid',
  extensionRemoved: 'assignment.extensionRemoved',
  /** HAND_IN_CLOSED: past the accepted-until date (or the student's extension). */
  closed: 'assignment.closed',
  filesRequired: 'assignment.filesRequired',
  tooManyFiles: 'assignment.tooManyFiles',
  badForm: 'assignment.badForm',
  wrongType: 'assignment.wrongType',
  contentMismatch: 'assignment.contentMismatch',
  emptyFile: 'assignment.emptyFile',
  onlyStudents: 'assignment.onlyStudents',
  busy: 'assignment.busy',
} as const;

export const HAND_IN_UPLOAD_MESSAGES = {
  nameRequired: 'handInUpload.nameRequired',
  sizeInvalid: 'handInUpload.sizeInvalid',
  notFound: 'handInUpload.notFound',
  duplicate: 'handInUpload.duplicate',
  /** HAND_IN_UPLOADS_LIMIT */
  tooMany: 'handInUpload.tooMany',
  /** UPLOAD_OFFSET_MISMATCH: the piece does not start where the received bytes end. */
  offsetMismatch: 'handInUpload.offsetMismatch',
  rangeRequired: 'handInUpload.rangeRequired',
  /** 416: outside the declared size. */
  rangeInvalid: 'handInUpload.rangeInvalid',
  /** UPLOAD_BUSY */
  busy: 'handInUpload.busy',
  /** UPLOAD_INCOMPLETE */
  incomplete: 'handInUpload.incomplete',
  pieceIncomplete: 'handInUpload.pieceIncomplete',
  cancelled: 'handInUpload.cancelled',
  /** The largest size of each file of a hand-in, in MB. */
  fileTooLarge: (max: number) => messageOf('handInUpload.fileTooLarge', { max }),
} as const;

export const GRADE_MESSAGES = {
  pointsInvalid: 'grade.pointsInvalid',
  pointsStep: 'grade.pointsStep',
  pointsRequired: 'grade.pointsRequired',
  levelInvalid: 'grade.levelInvalid',
  levelsInvalid: 'grade.levelsInvalid',
  commentTooLong: 'grade.commentTooLong',
  returnedInvalid: 'grade.returnedInvalid',
  reasonTooLong: 'grade.reasonTooLong',
  /** GRADE_REASON_REQUIRED: a released grade is changed only with a reason. */
  reasonRequired: 'grade.reasonRequired',
  /** GRADES_RELEASED: released already. */
  alreadyReleased: 'grade.alreadyReleased',
  /** A feedback file goes with a grade: give the grade first. */
  gradeNotFound: 'grade.gradeNotFound',
  feedbackNotFound: 'grade.feedbackNotFound',
  importEmpty: 'grade.importEmpty',
  importTooLong: 'grade.importTooLong',
  /** GRADES_RELEASED on an import: a released grade changes one by one, with a reason. */
  importReleased: 'grade.importReleased',
  rowIdInvalid: 'grade.rowIdInvalid',
  rowUnknown: 'grade.rowUnknown',
  rowNotInClass: 'grade.rowNotInClass',
  rowPointsInvalid: 'grade.rowPointsInvalid',
  rowCommentInvalid: 'grade.rowCommentInvalid',
  rowDuplicate: 'grade.rowDuplicate',
} as const;

/** The gradebook (docs/decisions/026, "Gradebook"). */
export const GRADEBOOK_MESSAGES = {
  categoryNameRequired: 'gradebook.categoryNameRequired',
  categoryNameTooLong: 'gradebook.categoryNameTooLong',
  weightInvalid: 'gradebook.weightInvalid',
  weightsOver: 'gradebook.weightsOver',
  categoriesTooMany: 'gradebook.categoriesTooMany',
  categoryInvalid: 'gradebook.categoryInvalid',
  categoryDuplicate: 'gradebook.categoryDuplicate',
  sortInvalid: 'gradebook.sortInvalid',
  itemNotFound: 'gradebook.itemNotFound',
  pointsInvalid: 'gradebook.pointsInvalid',
  reasonRequired: 'gradebook.reasonRequired',
  reasonTooLong: 'gradebook.reasonTooLong',
  overrideNotFound: 'gradebook.overrideNotFound',
  studentNotInClass: 'gradebook.studentNotInClass',
} as const;
