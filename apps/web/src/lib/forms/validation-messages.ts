import { CONTENT_MESSAGES } from '@netclass/shared';
import type { TFunction } from 'i18next';
import { i18n } from '../i18n';

/**
 * The locale key of each shared validation message (the spec's Vietnamese text, SPEC §5) that
 * carries no code of its own: the Vietnamese locale holds the same text, the English one its
 * translation. Keyed by the shared constants, so a changed text cannot drift from its key.
 */
const MESSAGE_KEYS = new Map<string, string>([
  [CONTENT_MESSAGES.categoryNameRequired, 'categoryAdmin.nameRequired'],
  [CONTENT_MESSAGES.lessonRequired, 'lessonAdmin.problems.required'],
  [CONTENT_MESSAGES.lessonOrderInvalid, 'lessonAdmin.problems.orderInvalid'],
  [CONTENT_MESSAGES.courseRequired, 'courseForm.problems.required'],
  [CONTENT_MESSAGES.courseIdInvalid, 'courseForm.problems.idInvalid'],
  [CONTENT_MESSAGES.endBeforeStart, 'courseForm.problems.endBeforeStart'],
  [CONTENT_MESSAGES.categoryInvalid, 'courses.categoryInvalid'],
  [CONTENT_MESSAGES.teacherInvalid, 'courseCopy.teacherInvalid'],
  [CONTENT_MESSAGES.startDateInvalid, 'courseCopy.startInvalid'],
  [CONTENT_MESSAGES.endDateInvalid, 'courseCopy.endInvalid'],
]);

/**
 * A validation message (the form's own check or the server's 400) in the reader's language:
 * by its code when the locales translate it (errors.codes), else by its text, else as it is.
 */
export function localizeMessage(message: string, t: TFunction, code?: string): string {
  if (code && i18n.exists(`errors.codes.${code}`)) return t(`errors.codes.${code}` as never);
  const key = MESSAGE_KEYS.get(message);
  return key ? t(key as never) : message;
}
