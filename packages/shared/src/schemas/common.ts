import { z } from 'zod';
import { MAX_ID, PASSWORD_CHANGE_REQUIRED } from '../constants.js';
import { USER_MESSAGES } from '../messages.js';

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
  /** The database is restarting or unreachable: try again shortly (Retry-After). */
  'SERVICE_UNAVAILABLE',
  'LOGIN_MISSING_FIELDS',
  'LOGIN_NO_SUCH_USER',
  'LOGIN_WRONG_PASSWORD',
  'LOGIN_ACCOUNT_LOCKED',
  'PASSWORD_FIELDS_REQUIRED',
  'PASSWORD_MISMATCH',
  'PASSWORD_TOO_SHORT',
  'PASSWORD_WRONG_CURRENT',
  /** 403: the account's password was set by someone else; only the password change is open. */
  PASSWORD_CHANGE_REQUIRED,
  'EMAIL_REQUIRED',
  'USER_ID_TAKEN',
  'CANNOT_DELETE_SELF',
  'CANNOT_DELETE_LAST_ADMIN',
  'CATEGORY_HAS_COURSES',
  'COURSE_ID_TAKEN',
  'COURSE_HAS_LESSONS',
  'COURSE_HAS_ASSIGNMENTS',
  'LESSON_HAS_MATERIALS',
  /** Publication is one way: a published course, lesson or material cannot be scheduled or drafted again. */
  'ALREADY_PUBLISHED',
  /** A material is published with its lesson, or on its own once the lesson is published. */
  'LESSON_NOT_PUBLISHED',
  'ASSIGNMENT_HAS_HAND_INS',
  'HAND_IN_CLOSED',
  'HAND_IN_BUSY',
  /** A released grade is changed only with a reason (kept in its audit). */
  'GRADE_REASON_REQUIRED',
  'GRADES_RELEASED',
  'LINK_INVALID',
  'LINK_EXPIRED',
  'UPLOAD_ALREADY_USED',
  'UPLOAD_INCOMPLETE',
  /** A resumable upload's piece does not start at the bytes received (docs/decisions/027): ask the offset again. */
  'UPLOAD_OFFSET_MISMATCH',
  /** Another request is sending this resumable upload's bytes. */
  'UPLOAD_BUSY',
  'HAND_IN_UPLOADS_LIMIT',
  'RANGE_NOT_SATISFIABLE',
  /** A teacher or admin asked to record progress: they view lessons in view mode. */
  'PROGRESS_VIEW_MODE',
  // Communication: the spec's texts per locale (docs/product/messages.md#validation) and text limits.
  'ANNOUNCEMENT_CONTENT_REQUIRED',
  'NOTIFICATION_CONTENT_REQUIRED',
  'COMMENT_CONTENT_REQUIRED',
  'MESSAGE_CONTENT_REQUIRED',
  'REMINDER_FIELDS_REQUIRED',
  'TEXT_TOO_LONG',
  'TEXT_INVALID',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const errorResponseSchema = z.object({
  message: z.string(),
  code: z.enum(ERROR_CODES),
  error: z.string().optional(),
  /** A 400 about one field of the request (dotted path, e.g. `order_num`): forms show the message on it. */
  field: z.string().optional(),
  /** The message's key in the message locales (packages/shared/src/locales), when it has one: clients word it themselves. */
  key: z.string().optional(),
  /** The values the message names (a limit, a count, a name), for `key`. */
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  /** A 500's request id (also in the X-Request-Id header): it finds the request's lines in the server log. */
  requestId: z.string().optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

const isBlank = (input: unknown) =>
  input === undefined || input === null || (typeof input === 'string' && input.trim() === '');

/** What the API reference says of every id. */
export const ID_DESCRIPTION = `A positive whole number, at most ${MAX_ID}`;

/**
 * THE id schema: every id the API takes, in a path, a query or a body, generated (lessons,
 * comments…) or typed (user and course numbers). A whole number from 1 to MAX_ID (the
 * database's `integer` columns), sent as a number or as decimal digits ('12'). Anything else
 * ('1.5', '-3', 'abc', '1e3', 2147483648, true) answers `invalid`, so each page keeps its own
 * text for a bad id; missing, null or blank answers `required`, past MAX_ID `tooLarge`
 * (both `invalid` unless given).
 */
export const idWith = (invalid: string, more: { required?: string; tooLarge?: string } = {}) => {
  const error = (issue: { input?: unknown }) => (isBlank(issue.input) ? (more.required ?? invalid) : invalid);
  const tooLarge = more.tooLarge ?? invalid;
  return z
    .union(
      [
        z.number({ error: invalid }).int(invalid).min(1, invalid).max(MAX_ID, tooLarge),
        z.string().regex(/^\d+$/, { error }),
      ],
      { error },
    )
    .transform(Number)
    .pipe(z.number().int(invalid).min(1, invalid).max(MAX_ID, tooLarge))
    .describe(ID_DESCRIPTION);
};
export const idSchema = idWith(USER_MESSAGES.idInvalid, { tooLarge: USER_MESSAGES.idTooLarge });
export const idParamsSchema = z.object({ id: idSchema });

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
    .transform((value) =>
      typeof value === 'string' ? (value.trim() === '' ? undefined : Number(value.trim())) : (value ?? undefined),
    )
    .pipe(
      z
        .number({ error: (issue) => (issue.input === undefined ? messages.required : messages.invalid) })
        .int(messages.invalid)
        .min(bounds.min, messages.invalid)
        .max(bounds.max, messages.invalid),
    );
