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
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const errorResponseSchema = z.object({
  message: z.string(),
  code: z.enum(ERROR_CODES),
  error: z.string().optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** A positive integer id in a path, e.g. `/api/admin/{id}`; refuses '1.5', '-3', 'abc'. */
export const idParam = z
  .union([z.number(), z.string().regex(/^\d{1,16}$/, 'ID phải là số nguyên dương.')])
  .transform(Number)
  .pipe(z.number().int().positive('ID phải là số nguyên dương.').max(Number.MAX_SAFE_INTEGER));
export const idParamsSchema = z.object({ id: idParam });

/** An id a person types (student or staff number, course id). */
export const enteredIdSchema = z.coerce
  .number({ error: 'ID phải là số nguyên dương.' })
  .int('ID phải là số nguyên dương.')
  .positive('ID phải là số nguyên dương.')
  .max(MAX_ENTERED_ID, 'ID quá lớn.');

export const messageResponseSchema = z.object({ message: z.string() });

export const isoDateTime = z.string().datetime({ offset: true });
