import {
  FILE_NAME_MAX_LENGTH,
  LESSON_CONTENT_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  TEXT_LIMITS,
} from './constants.js';
import { messageOf } from './message-keys.js';

/**
 * Every text the shared schemas and the server answer with (the spec's Vietnamese, docs/product/messages.md#validation and
 * docs/product/api.md#calls), by area. Constants only: importing a text does not pull in the schemas (the web app's
 * first screen loads none it does not use).
 */

export const ANNOUNCEMENT_MESSAGES = {
  /** English locale: 'Please enter the announcement content' (code ANNOUNCEMENT_CONTENT_REQUIRED). */
  contentRequired: 'announcement.contentRequired',
  tooLong: messageOf('announcement.tooLong', { max: TEXT_LIMITS.announcement }),
  notFound: 'announcement.notFound',
  deleted: 'announcement.deleted',
  courseInvalid: 'announcement.courseInvalid',
  courseNotFound: 'announcement.courseNotFound',
  wrongType: 'announcement.wrongType',
  contentMismatch: 'announcement.contentMismatch',
  emptyFile: 'announcement.emptyFile',
  oneFile: 'announcement.oneFile',
  badForm: 'announcement.badForm',
  /** The attachment's largest size in MiB. */
  attachmentTooLarge: (max: number) => messageOf('announcement.attachmentTooLarge', { max }),
} as const;

export {
  ASSIGNMENT_MESSAGES,
  GRADE_MESSAGES,
  GRADEBOOK_MESSAGES,
  HAND_IN_UPLOAD_MESSAGES,
} from './coursework-messages.js';

export const AUDIENCE_MESSAGES = {
  lessonInvalid: 'audience.lessonInvalid',
  materialInvalid: 'audience.materialInvalid',
  alreadyReminded: 'audience.alreadyReminded',
  nobodyToRemind: 'audience.nobodyToRemind',
} as const;

export const CHAT_MESSAGES = {
  contentRequired: 'chat.contentRequired',
  tooLong: messageOf('chat.tooLong', { max: TEXT_LIMITS.chatMessage }),
  notFound: 'chat.notFound',
  deleted: 'chat.deleted',
  roomNotFound: 'chat.roomNotFound',
  courseRequired: 'chat.courseRequired',
  courseInvalid: 'chat.courseInvalid',
  courseNotFound: 'chat.courseNotFound',
  notCourseStudent: 'chat.notCourseStudent',
  readMarkerInvalid: 'chat.readMarkerInvalid',
} as const;

export const COMMENT_MESSAGES = {
  contentRequired: 'comment.contentRequired',
  tooLong: messageOf('comment.tooLong', { max: TEXT_LIMITS.comment }),
  lessonInvalid: 'comment.lessonInvalid',
  parentInvalid: 'comment.parentInvalid',
  parentDeleted: 'comment.parentDeleted',
  notFound: 'comment.notFound',
  deleted: 'comment.deleted',
} as const;

/** Signed file links (uploads and downloads): LINK_INVALID, LINK_EXPIRED, RANGE_NOT_SATISFIABLE. */
export const LINK_MESSAGES = {
  invalid: 'link.invalid',
  expired: 'link.expired',
  rangeNotSatisfiable: 'link.rangeNotSatisfiable',
} as const;

export const CONTENT_MESSAGES = {
  categoryNameRequired: 'content.categoryNameRequired',
  categoryInvalid: 'content.categoryInvalid',
  courseRequired: 'content.courseRequired',
  courseIdInvalid: 'content.courseIdInvalid',
  courseInvalid: 'content.courseInvalid',
  teacherInvalid: 'content.teacherInvalid',
  startDateInvalid: 'content.startDateInvalid',
  endDateInvalid: 'content.endDateInvalid',
  endBeforeStart: 'content.endBeforeStart',
  /** The add-course form's (docs/product/messages.md#validation: both dates required there); the API defaults a missing date. */
  datesRequired: 'content.datesRequired',
  lessonRequired: 'content.lessonRequired',
  lessonOrderInvalid: 'content.lessonOrderInvalid',
  lessonInvalid: 'content.lessonInvalid',
  lessonCreated: 'content.lessonCreated',
  /** 409s of the delete rules (docs/product/rules.md#files) and of a course id in use. */
  categoryHasCourses: 'content.categoryHasCourses',
  courseHasLessons: 'content.courseHasLessons',
  courseHasAssignments: 'content.courseHasAssignments',
  lessonHasMaterials: 'content.lessonHasMaterials',
  courseIdTaken: 'content.courseIdTaken',
  categoryNotFound: 'content.categoryNotFound',
  categoryDeleted: 'content.categoryDeleted',
  courseDeleted: 'content.courseDeleted',
  lessonDeleted: 'content.lessonDeleted',
} as const;

export const ORDER_MESSAGES = {
  idsInvalid: 'order.idsInvalid',
  /** The list sent is not exactly the items there are now (one was added or deleted meanwhile). */
  idsMismatch: 'order.idsMismatch',
  saved: 'order.saved',
} as const;

export const MATERIAL_MESSAGES = {
  required: 'material.required',
  wrongType: 'material.wrongType',
  contentMismatch: 'material.contentMismatch',
  lessonInvalid: 'material.lessonInvalid',
  sizeInvalid: 'material.sizeInvalid',
  notFound: 'material.notFound',
  /** UPLOAD_ALREADY_USED: a second PUT to the same upload link. */
  uploadAlreadyUsed: 'material.uploadAlreadyUsed',
  /** UPLOAD_INCOMPLETE: fewer bytes arrived than the material declared. */
  uploadIncomplete: 'material.uploadIncomplete',
  /** A material's upload delivered more bytes than it declared. */
  largerThanDeclared: 'material.largerThanDeclared',
  /** `max` already worded with its unit (`2 GiB`). */
  tooLarge: (max: string) => messageOf('material.tooLarge', { max }),
  deleted: 'material.deleted',
} as const;

export const MEMBERSHIP_MESSAGES = {
  courseInvalid: 'membership.courseInvalid',
  usersRequired: 'membership.usersRequired',
  tooManyUsers: 'membership.tooManyUsers',
  roleInvalid: 'membership.roleInvalid',
  usersMissing: (ids: string) => messageOf('membership.usersMissing', { ids }),
  roleMismatch: (ids: string) => messageOf('membership.roleMismatch', { ids }),
  notMember: 'membership.notMember',
  leadingTeacher: 'membership.leadingTeacher',
  rosterEmpty: 'membership.rosterEmpty',
  rosterTooLong: 'membership.rosterTooLong',
  rosterFileEmpty: 'membership.rosterFileEmpty',
  rosterFileTooLarge: 'membership.rosterFileTooLarge',
  rosterFileUnreadable: 'membership.rosterFileUnreadable',
  rosterFileType: 'membership.rosterFileType',
  rowIdInvalid: 'membership.rowIdInvalid',
  rowDuplicate: 'membership.rowDuplicate',
  rowNotStudent: 'membership.rowNotStudent',
  joinCodeRequired: 'membership.joinCodeRequired',
  joinCodeInvalid: 'membership.joinCodeInvalid',
  joinCodeUnknown: 'membership.joinCodeUnknown',
  joinStudentsOnly: 'membership.joinStudentsOnly',
  accessInvalid: 'membership.accessInvalid',
} as const;

export const NOTIFICATION_MESSAGES = {
  contentRequired: 'notification.contentRequired',
  tooLong: messageOf('notification.tooLong', { max: TEXT_LIMITS.notification }),
  notFound: 'notification.notFound',
  sent: 'notification.sent',
  deleted: 'notification.deleted',
  muteTypeInvalid: 'notification.muteTypeInvalid',
  muteNotPerCourse: 'notification.muteNotPerCourse',
  courseInvalid: 'notification.courseInvalid',
  courseNotFound: 'notification.courseNotFound',
  muteNotFound: 'notification.muteNotFound',
  tooManyMutes: 'notification.tooManyMutes',
} as const;

export const PROGRESS_MESSAGES = {
  /** 401 of the old client's progress update sent without a token (docs/product/messages.md#errors). */
  tokenMissing: 'progress.tokenMissing',
  /** A completion that cannot be recorded: unknown or still uploading material (docs/product/messages.md#errors). */
  completeFailed: 'progress.completeFailed',
  /** 403 `PROGRESS_VIEW_MODE`: a teacher or admin asked to record progress. */
  viewMode: 'progress.viewMode',
  studentIdInvalid: 'progress.studentIdInvalid',
  studentNotFound: 'progress.studentNotFound',
  lessonInvalid: 'progress.lessonInvalid',
  materialInvalid: 'progress.materialInvalid',
  courseInvalid: 'progress.courseInvalid',
  categoryInvalid: 'progress.categoryInvalid',
} as const;

export const PUBLICATION_MESSAGES = {
  stateInvalid: 'publication.stateInvalid',
  publishAtRequired: 'publication.publishAtRequired',
  publishAtInvalid: 'publication.publishAtInvalid',
  publishAtPast: 'publication.publishAtPast',
  alreadyPublished: 'publication.alreadyPublished',
  lessonNotPublished: 'publication.lessonNotPublished',
  published: 'publication.published',
  scheduled: 'publication.scheduled',
  draft: 'publication.draft',
} as const;

export const REMINDER_MESSAGES = {
  /** English locale: 'Please choose the date and enter a note' (code REMINDER_FIELDS_REQUIRED). */
  required: 'reminder.required',
  tooLong: messageOf('reminder.tooLong', { max: TEXT_LIMITS.note }),
  dateInvalid: 'reminder.dateInvalid',
  monthInvalid: 'reminder.monthInvalid',
  yearInvalid: 'reminder.yearInvalid',
  studentInvalid: 'reminder.studentInvalid',
  notFound: 'reminder.notFound',
  deleted: 'reminder.deleted',
  /** A calendar address that is malformed, replaced, turned off or never made. */
  feedNotFound: 'reminder.feedNotFound',
} as const;

export const RICH_LESSON_MESSAGES = {
  contentRequired: 'richLesson.contentRequired',
  contentTooLong: messageOf('richLesson.contentTooLong', { max: LESSON_CONTENT_MAX_LENGTH }),
  imageRequired: 'richLesson.imageRequired',
  imageWrongType: 'richLesson.imageWrongType',
  imageMismatch: 'richLesson.imageMismatch',
  imageEmpty: 'richLesson.imageEmpty',
  oneImage: 'richLesson.oneImage',
  badForm: 'richLesson.badForm',
  /** The picture's largest size in MiB. */
  imageTooLarge: (max: number) => messageOf('richLesson.imageTooLarge', { max }),
  /** A picture's alternative text when its file name leaves none. */
  imageAlt: 'richLesson.imageAlt',
} as const;

export const TEXT_MESSAGES = {
  /** TEXT_INVALID. */
  invalid: 'text.invalid',
  wrongType: 'text.wrongType',
  fileNameTooLong: messageOf('text.fileNameTooLong', { max: FILE_NAME_MAX_LENGTH }),
} as const;

/** The account forms' texts (docs/product/messages.md#create-user: id non-blank, name required; Edit user: name and status). */
export const USER_MESSAGES = {
  notFound: 'user.notFound',
  idRequired: 'user.idRequired',
  idInvalid: 'user.idInvalid',
  idTooLarge: 'user.idTooLarge',
  nameRequired: 'user.nameRequired',
  nameTooLong: messageOf('user.nameTooLong', { max: NAME_MAX_LENGTH }),
  statusRequired: 'user.statusRequired',
  idTaken: (id: number | string) => messageOf('user.idTaken', { id }),
  cannotLockSelf: 'user.cannotLockSelf',
  cannotDeleteSelf: 'user.cannotDeleteSelf',
  lastAdmin: 'user.lastAdmin',
  passwordReset: (password: string) => messageOf('user.passwordReset', { password }),
  deleted: 'user.deleted',
  loggedOut: 'user.loggedOut',
} as const;

/** The spec's texts of the profile forms (docs/product/messages.md#email-update, Change password) and their codes. */
export const PROFILE_MESSAGES = {
  emailRequired: 'profile.emailRequired',
  emailInvalid: 'profile.emailInvalid',
  emailTooLong: 'profile.emailTooLong',
  passwordFieldsRequired: 'profile.passwordFieldsRequired',
  passwordMismatch: 'profile.passwordMismatch',
  passwordTooShort: messageOf('profile.passwordTooShort', { min: PASSWORD_MIN_LENGTH }),
  passwordWrongCurrent: 'profile.passwordWrongCurrent',
  /** English locale: 'Please change your password before continuing…' (code PASSWORD_CHANGE_REQUIRED). */
  passwordChangeRequired: 'profile.passwordChangeRequired',
} as const;

/** The schemas' own field checks (paging, search, lengths), with the limit as `max` where they name one. */
export const FIELD_MESSAGES = {
  categoryNameTooLong: (max: number) => messageOf('field.categoryNameTooLong', { max }),
  descriptionTooLong: (max: number) => messageOf('field.descriptionTooLong', { max }),
  titleTooLong: (max: number) => messageOf('field.titleTooLong', { max }),
  courseNameTooLong: (max: number) => messageOf('field.courseNameTooLong', { max }),
  lessonContentTooLong: (max: number) => messageOf('field.lessonContentTooLong', { max }),
  assignmentTitleTooLong: (max: number) => messageOf('field.assignmentTitleTooLong', { max }),
  passwordTooLong: (max: number) => messageOf('field.passwordTooLong', { max }),
  userSearchTooLong: (max: number) => messageOf('field.userSearchTooLong', { max }),
  searchTooLong: (max: number) => messageOf('field.searchTooLong', { max }),
  cursorInvalid: 'field.cursorInvalid',
  limitInvalid: 'field.limitInvalid',
  limitTooLarge: (max: number) => messageOf('field.limitTooLarge', { max }),
  pageInvalid: 'field.pageInvalid',
  audienceInvalid: 'field.audienceInvalid',
  shellInvalid: 'field.shellInvalid',
  resultTypeInvalid: 'field.resultTypeInvalid',
  statusInvalid: 'field.statusInvalid',
  unreadInvalid: 'field.unreadInvalid',
  filterInvalid: 'field.filterInvalid',
} as const;

/** The server's own answers: the default texts of its errors (apps/server/src/lib/errors.ts) and the error plugin's. */
export const SERVER_MESSAGES = {
  unauthenticated: 'server.unauthenticated',
  forbidden: 'server.forbidden',
  notFound: 'server.notFound',
  apiNotFound: 'server.apiNotFound',
  rateLimited: 'server.rateLimited',
  serviceUnavailable: 'server.serviceUnavailable',
  bodyTooLarge: 'server.bodyTooLarge',
  mediaTypeUnsupported: 'server.mediaTypeUnsupported',
  bodyMissing: 'server.bodyMissing',
  jsonInvalid: 'server.jsonInvalid',
  invalid: 'server.invalid',
  textUnstorable: 'server.textUnstorable',
  requestInvalid: 'server.requestInvalid',
  requestAborted: 'server.requestAborted',
  internal: 'server.internal',
  fileNotFound: 'server.fileNotFound',
  /** The page served while a build rewrites the web app (in both languages at once). */
  rebuilding: 'server.rebuilding',
} as const;

/** Why a capture could not be read, or where its reading stopped (packages/shared/src/captures, docs/captures.md). */
export const CAPTURE_MESSAGES = {
  notCapture: 'capture.notCapture',
  empty: 'capture.empty',
  truncated: 'capture.truncated',
  badBlock: 'capture.badBlock',
  blockTooLarge: messageOf('capture.blockTooLarge', { max: 262144 }),
  packetTooLarge: messageOf('capture.packetTooLarge', { max: 262144 }),
  unknownInterface: 'capture.unknownInterface',
  /** The server's analysis ran past its time limit and was stopped. */
  analysisTimeout: 'capture.analysisTimeout',
} as const;

/** Why a display filter cannot be read (packages/shared/src/captures/filter); each comes with a position. */
export const CAPTURE_FILTER_MESSAGES = {
  unexpectedCharacter: (character: string) => messageOf('captureFilter.unexpectedCharacter', { character }),
  unclosedString: 'captureFilter.unclosedString',
  unexpectedEnd: 'captureFilter.unexpectedEnd',
  unexpectedToken: (token: string) => messageOf('captureFilter.unexpectedToken', { token }),
  unclosedParenthesis: 'captureFilter.unclosedParenthesis',
  unknownField: (field: string) => messageOf('captureFilter.unknownField', { field }),
  valueExpected: 'captureFilter.valueExpected',
  badValue: (value: string, field: string) => messageOf('captureFilter.badValue', { value, field }),
} as const;
