import { z } from 'zod';
import { MAX_ENTERED_ID } from '../constants.js';

/** Machine-readable error codes; the web app shows a translated text per code. */
export const ERROR_CODES = [
  'VALIDATION',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_TYPE',
  'RATE_LIMITED',
  'INTERNAL',
  'LOGIN_MISSING_FIELDS',
  'LOGIN_NO_SUCH_USER',
  'LOGIN_WRONG_PASSWORD',
  'LOGIN_ACCOUNT_LOCKED',
  'PASSWORD_FIELDS_REQUIRED',
  'PASSWORD_MISMATCH',
  'PASSWORD_TOO_SHORT',
  'PASSWORD_WRONG_CURRENT',
  'EMAIL_REQUIRED',
  'USER_ID_TAKEN',
  'CANNOT_DELETE_SELF',
  'CANNOT_DELETE_LAST_ADMIN',
  'CATEGORY_HAS_COURSES',
  'COURSE_ID_TAKEN',
  'COURSE_HAS_LESSONS',
  'LESSON_HAS_MATERIALS',
  'LINK_INVALID',
  'LINK_EXPIRED',
  'UPLOAD_ALREADY_USED',
  'UPLOAD_INCOMPLETE',
  'RANGE_NOT_SATISFIABLE',
  /** A teacher or admin asked to record progress: they view lessons in view mode. */
  'PROGRESS_VIEW_MODE',
  // Communication: the spec's texts per locale (SPEC §5) and text limits.
  'ANNOUNCEMENT_CONTENT_REQUIRED',
  'NOTIFICATION_CONTENT_REQUIRED',
  'COMMENT_CONTENT_REQUIRED',
  'MESSAGE_CONTENT_REQUIRED',
  'REMINDER_FIELDS_REQUIRED',
  'TEXT_TOO_LONG',
  'TEXT_INVALID',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** Signed file links (uploads and downloads): LINK_INVALID, LINK_EXPIRED, RANGE_NOT_SATISFIABLE. */
export const LINK_MESSAGES = {
  invalid: 'Liên kết không hợp lệ.',
  expired: 'Liên kết đã hết hạn, vui lòng tải lại trang.',
  rangeNotSatisfiable: 'Khoảng byte yêu cầu không hợp lệ.',
} as const;

export const errorResponseSchema = z.object({
  message: z.string(),
  code: z.enum(ERROR_CODES),
  error: z.string().optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/**
 * A positive integer id in a path or query, e.g. `/api/admin/{id}`; refuses '1.5', '-3',
 * 'abc' with `message` (each page has its own text for a bad id).
 */
export const idParamWith = (message: string) =>
  z
    .union([z.number(), z.string().regex(/^\d{1,16}$/, message)], { error: message })
    .transform(Number)
    .pipe(z.number().int().positive(message).max(Number.MAX_SAFE_INTEGER, message));
export const idParam = idParamWith('ID phải là số nguyên dương.');
export const idParamsSchema = z.object({ id: idParam });

/** An id a person types (student or staff number, course id). */
export const enteredIdSchema = z.coerce
  .number({ error: 'ID phải là số nguyên dương.' })
  .int('ID phải là số nguyên dương.')
  .positive('ID phải là số nguyên dương.')
  .max(MAX_ENTERED_ID, 'ID quá lớn.');

export const messageResponseSchema = z.object({ message: z.string() });

export const isoDateTime = z.string().datetime({ offset: true });

/**
 * A whole number typed into a form: a number or a numeric text ('12'); blank counts as
 * missing. Missing answers `messages.required`, anything else out of bounds `messages.invalid`.
 */
export const numberField = (messages: { required: string; invalid: string }, bounds: { min: number; max: number }) =>
  z
    .union([z.number(), z.string()], { error: messages.invalid })
    .nullish()
    .transform((value) => (typeof value === 'string' ? (value.trim() === '' ? undefined : Number(value.trim())) : (value ?? undefined)))
    .pipe(
      z
        .number({ error: (issue) => (issue.input === undefined ? messages.required : messages.invalid) })
        .int(messages.invalid)
        .min(bounds.min, messages.invalid)
        .max(bounds.max, messages.invalid),
    );

/** Required text, trimmed; blank or missing answers `required`. */
export const requiredText = (required: string, max: number, tooLong: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong);

/** Optional text, trimmed; blank, null or missing become null. */
export const optionalText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .nullish()
    .transform((value) => value || null);
