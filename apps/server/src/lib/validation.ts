import type { z } from 'zod';
import { ERROR_CODES, SERVER_MESSAGES, type ErrorCode } from '@netclass/shared';
import { badRequest } from './errors.js';

/**
 * The error code a failed check carries (shared schemas put it in a custom issue's
 * `params.code`, e.g. COMMENT_CONTENT_REQUIRED), else VALIDATION. Takes a zod issue or the
 * `params` of a Fastify validation error made from one.
 */
export function issueCode(issue: unknown): ErrorCode {
  const code = (issue as { params?: { code?: unknown } } | undefined)?.params?.code;
  return ERROR_CODES.includes(code as ErrorCode) ? (code as ErrorCode) : 'VALIDATION';
}

/** `value` checked by `schema`, or a 400 with the first problem's message, code and field. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const first = result.error.issues[0];
  const field = first?.path.map(String).join('.');
  throw badRequest(first?.message ?? SERVER_MESSAGES.invalid, issueCode(first), field || undefined);
}
