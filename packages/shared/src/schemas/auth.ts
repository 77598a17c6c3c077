import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '../constants.js';
import { roleSchema, userSchema } from './users.js';

/**
 * Loose on purpose: a missing id or password must answer the spec's
 * 'Please enter username and password', not a generic validation error.
 */
export const loginRequestSchema = z.object({
  id: z.union([z.string().max(32), z.number()]).optional(),
  password: z.string().max(PASSWORD_MAX_LENGTH).optional(),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const loginResponseSchema = z.object({
  message: z.string(),
  token: z.string(),
  role: roleSchema,
  user: userSchema,
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;
