import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '../constants.js';
import { roleSchema, userSchema } from './users.js';

/** The spec's login failure for a missing id or password (docs/product/messages.md#errors), code LOGIN_MISSING_FIELDS. */
export const LOGIN_MISSING_MESSAGE = 'Please enter username and password';

/**
 * A required login field: missing, null or blank (after trimming, for the id) answers the
 * spec's message with code LOGIN_MISSING_FIELDS rather than a generic validation error.
 */
const loginField = <T extends z.ZodType<string | number>>(type: T, trim: boolean) =>
  type
    .nullish()
    .transform((value) => (trim ? String(value ?? '').trim() : String(value ?? '')))
    .pipe(
      z.string().check((ctx) => {
        if (!ctx.value)
          ctx.issues.push({
            code: 'custom',
            message: LOGIN_MISSING_MESSAGE,
            params: { code: 'LOGIN_MISSING_FIELDS' },
            input: ctx.value,
          });
      }),
    );

export const loginRequestSchema = z.object({
  /** The user's id, as digits or a number. */
  id: loginField(z.union([z.string().max(32), z.number()]), true),
  password: loginField(z.string().max(PASSWORD_MAX_LENGTH), false),
});
/** What a client sends. */
export type LoginRequest = z.input<typeof loginRequestSchema>;
/** What the server reads: the id as trimmed text, both present. */
export type LoginInput = z.infer<typeof loginRequestSchema>;

export const loginResponseSchema = z.object({
  message: z.string(),
  token: z.string(),
  role: roleSchema,
  user: userSchema,
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;
