import {
  ANNOUNCEMENT_MESSAGES,
  ASSIGNMENT_MESSAGES,
  CHAT_MESSAGES,
  COMMENT_MESSAGES,
  GRADEBOOK_MESSAGES,
  CONTENT_MESSAGES,
  DESCRIPTION_MAX_LENGTH,
  FILE_NAME_MAX_LENGTH,
  MATERIAL_MESSAGES,
  MEMBERSHIP_MESSAGES,
  NAME_MAX_LENGTH,
  NOTIFICATION_MESSAGES,
  PASSWORD_MAX_LENGTH,
  PROFILE_MESSAGES,
  QUESTION_BANK_MESSAGES,
  QUESTION_IMPORT_MESSAGES,
  QUESTION_MESSAGES,
  QUIZ_AUTHORING_MESSAGES,
  REMINDER_MESSAGES,
  TEXT_LIMITS,
  TEXT_MESSAGES,
  TITLE_MAX_LENGTH,
  USER_MESSAGES,
} from '@netclass/shared';
import type { TFunction } from 'i18next';
import { i18n } from '../i18n';

type Translation = [key: string, params?: Record<string, number>];

/** Each text of a group of shared messages, keyed `<prefix>.<its name>` (texts that are functions left out). */
const keysOf = (messages: Record<string, unknown>, prefix: string): [string, Translation][] =>
  Object.entries(messages).flatMap(([key, text]): [string, Translation][] =>
    typeof text === 'string' ? [[text, [`${prefix}.${key}`]]] : [],
  );

/**
 * The locale key (and its values) of each shared validation message (the spec's Vietnamese
 * text, docs/product/messages.md#validation) that carries no code of its own, or one whose code has no fixed text
 * (TEXT_TOO_LONG names its limit): the Vietnamese locale holds the same text, the English one
 * its translation. Keyed by the shared constants, so a changed text cannot drift from its key.
 */
export const MESSAGE_KEYS: ReadonlyMap<string, Translation> = new Map<string, Translation>([
  [CONTENT_MESSAGES.categoryNameRequired, ['categoryAdmin.nameRequired']],
  [`Tên danh mục tối đa ${NAME_MAX_LENGTH} ký tự.`, ['validation.categoryNameTooLong', { max: NAME_MAX_LENGTH }]],
  [`Mô tả tối đa ${DESCRIPTION_MAX_LENGTH} ký tự.`, ['validation.descriptionTooLong', { max: DESCRIPTION_MAX_LENGTH }]],
  [CONTENT_MESSAGES.lessonRequired, ['lessonAdmin.problems.required']],
  [CONTENT_MESSAGES.lessonOrderInvalid, ['lessonAdmin.problems.orderInvalid']],
  [`Tiêu đề tối đa ${TITLE_MAX_LENGTH} ký tự.`, ['validation.titleTooLong', { max: TITLE_MAX_LENGTH }]],
  [CONTENT_MESSAGES.courseRequired, ['courseForm.problems.required']],
  [CONTENT_MESSAGES.courseIdInvalid, ['courseForm.problems.idInvalid']],
  [CONTENT_MESSAGES.endBeforeStart, ['courseForm.problems.endBeforeStart']],
  [CONTENT_MESSAGES.datesRequired, ['courseForm.problems.datesRequired']],
  [CONTENT_MESSAGES.teacherInvalid, ['validation.teacherInvalid']],
  [`Tên học phần tối đa ${TITLE_MAX_LENGTH} ký tự.`, ['validation.courseNameTooLong', { max: TITLE_MAX_LENGTH }]],
  [USER_MESSAGES.idRequired, ['users.form.idRequired']],
  [USER_MESSAGES.idInvalid, ['users.form.idInvalid']],
  [USER_MESSAGES.idTooLarge, ['validation.idTooLarge']],
  [USER_MESSAGES.nameRequired, ['users.form.nameRequired']],
  [USER_MESSAGES.nameTooLong, ['validation.userNameTooLong', { max: NAME_MAX_LENGTH }]],
  [USER_MESSAGES.statusRequired, ['users.form.statusRequired']],
  [PROFILE_MESSAGES.emailInvalid, ['validation.emailInvalid']],
  [PROFILE_MESSAGES.emailTooLong, ['validation.emailTooLong']],
  [`Mật khẩu tối đa ${PASSWORD_MAX_LENGTH} ký tự.`, ['validation.passwordTooLong', { max: PASSWORD_MAX_LENGTH }]],
  [MATERIAL_MESSAGES.required, ['materials.upload.required']],
  [TEXT_MESSAGES.fileNameTooLong, ['validation.fileNameTooLong', { max: FILE_NAME_MAX_LENGTH }]],
  [ANNOUNCEMENT_MESSAGES.tooLong, ['validation.announcementTooLong', { max: TEXT_LIMITS.announcement }]],
  [NOTIFICATION_MESSAGES.tooLong, ['validation.notificationTooLong', { max: TEXT_LIMITS.notification }]],
  [COMMENT_MESSAGES.tooLong, ['comments.tooLong', { max: TEXT_LIMITS.comment }]],
  [CHAT_MESSAGES.tooLong, ['chat.tooLong', { max: TEXT_LIMITS.chatMessage }]],
  [CHAT_MESSAGES.courseRequired, ['chat.ask.courseRequired']],
  [CHAT_MESSAGES.courseInvalid, ['chat.ask.courseInvalid']],
  [REMINDER_MESSAGES.tooLong, ['validation.noteTooLong', { max: TEXT_LIMITS.note }]],
  [REMINDER_MESSAGES.dateInvalid, ['validation.dateInvalid']],
  [CONTENT_MESSAGES.categoryInvalid, ['courses.categoryInvalid']],
  [MEMBERSHIP_MESSAGES.joinCodeRequired, ['members.join.codeRequired']],
  [MEMBERSHIP_MESSAGES.joinCodeInvalid, ['members.join.codeInvalid']],
  [CONTENT_MESSAGES.startDateInvalid, ['courseCopy.startInvalid']],
  [CONTENT_MESSAGES.endDateInvalid, ['courseCopy.endInvalid']],
  ...Object.entries(ASSIGNMENT_MESSAGES).map(([key, text]): [string, Translation] => [
    text,
    [`assignments.problems.${key}`],
  ]),
  [GRADEBOOK_MESSAGES.categoryNameRequired, ['gradebook.categories.problems.categoryNameRequired']],
  [GRADEBOOK_MESSAGES.categoryNameTooLong, ['gradebook.categories.problems.categoryNameTooLong']],
  [GRADEBOOK_MESSAGES.weightInvalid, ['gradebook.categories.problems.weightInvalid']],
  [GRADEBOOK_MESSAGES.weightsOver, ['gradebook.categories.problems.weightsOver']],
  [GRADEBOOK_MESSAGES.categoriesTooMany, ['gradebook.categories.problems.categoriesTooMany']],
  [GRADEBOOK_MESSAGES.categoryDuplicate, ['gradebook.categories.problems.categoryDuplicate']],
  [GRADEBOOK_MESSAGES.pointsInvalid, ['gradebook.override.problems.pointsInvalid']],
  [GRADEBOOK_MESSAGES.reasonRequired, ['gradebook.override.problems.reasonRequired']],
  [GRADEBOOK_MESSAGES.reasonTooLong, ['gradebook.override.problems.reasonTooLong']],
  // The quiz authoring texts that name nothing (those that name a category or quiz stay as the server says them).
  ...keysOf(QUIZ_AUTHORING_MESSAGES, 'quizAuthoring.problems'),
  // The question bank: the question schema's checks, the bank's routes, a file's import errors.
  ...keysOf(QUESTION_MESSAGES, 'questionBank.problems.model'),
  ...keysOf(QUESTION_BANK_MESSAGES, 'questionBank.problems.bank'),
  ...keysOf(QUESTION_IMPORT_MESSAGES, 'questionBank.problems.import'),
]);

/** Messages followed by a name from the user's data (kept as written after the translation). */
const PREFIX_KEYS: ReadonlyMap<string, string> = new Map([
  [QUESTION_IMPORT_MESSAGES.typeUnsupported, 'questionBank.problems.import.typeUnsupported'],
]);

/**
 * A validation message (the form's own check or the server's 400) in the reader's language:
 * by its code when the locales translate it (errors.codes), else by its text (or its known
 * start, the rest kept), else as it is.
 */
export function localizeMessage(message: string, t: TFunction, code?: string): string {
  if (code && i18n.exists(`errors.codes.${code}`)) return t(`errors.codes.${code}` as never);
  const translation = MESSAGE_KEYS.get(message);
  if (translation) return String(t(translation[0] as never, translation[1] as never));
  for (const [prefix, key] of PREFIX_KEYS)
    if (message.startsWith(`${prefix} `)) return `${String(t(key as never))}${message.slice(prefix.length)}`;
  return message;
}
