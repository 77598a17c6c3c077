import { z } from 'zod';
import { PAGE_LIMITS } from '../constants.js';
import { idWith } from './common.js';
import { FIELD_MESSAGES } from '../messages.js';

/** Directions of the server-sorted lists (`?order=`). */
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/**
 * What announcements, notifications, comments, chat and notes share: text limits and paging.
 * Everything people type here is multi-line plain text (the shared text schema, text.ts),
 * stored and answered as such (the client renders it as text, never as HTML); links are the
 * client's concern.
 */

const cursorInvalid = FIELD_MESSAGES.cursorInvalid;
const limitInvalid = FIELD_MESSAGES.limitInvalid;

/** `?limit=<n>` of every paged list: 1 to PAGE_LIMITS.max items, `defaultLimit` when absent. */
export const pageLimitSchema = (defaultLimit: number = PAGE_LIMITS.default) =>
  z.coerce
    .number({ error: limitInvalid })
    .int(limitInvalid)
    .min(1, limitInvalid)
    .max(PAGE_LIMITS.max, FIELD_MESSAGES.limitTooLarge(PAGE_LIMITS.max))
    .default(defaultLimit)
    .describe(`Items per page, 1-${PAGE_LIMITS.max} (default ${defaultLimit})`);

/**
 * `?before=<id>&limit=<n>`: the page of items older than item `before` (newest first);
 * without `before`, the newest page. Answers carry the cursor of the next page.
 */
export const pageQuerySchema = (defaultLimit: number = PAGE_LIMITS.default) =>
  z.object({
    before: idWith(cursorInvalid).optional().describe('Id of the oldest item already shown; omit for the newest page'),
    limit: pageLimitSchema(defaultLimit),
  });
export type PageQuery = z.infer<ReturnType<typeof pageQuerySchema>>;

/** `before` of the next (older) page, or null on the last page. */
export const nextCursorSchema = z
  .number()
  .int()
  .nullable()
  .describe('Pass as `before` to get the next, older page; null when this is the last page');

/**
 * `?page=<n>&limit=<n>` of the numbered lists (users, online users): page 1 is the first;
 * past the last page the list is empty. Answers carry `total`, `page` and `limit`.
 */
export const pageNumberQuerySchema = (defaultLimit: number = PAGE_LIMITS.default) =>
  z.object({
    page: z.coerce
      .number({ error: FIELD_MESSAGES.pageInvalid })
      .int(FIELD_MESSAGES.pageInvalid)
      .min(1, FIELD_MESSAGES.pageInvalid)
      .max(1_000_000, FIELD_MESSAGES.pageInvalid)
      .default(1)
      .describe('Page number, from 1 (default 1)'),
    limit: pageLimitSchema(defaultLimit),
  });

export const STUDENT_SEARCH_MAX_LENGTH = 100;

/** `?q=` of the lists of students a teacher pages through (course report, who has and has not): part of an id or a name, accents and case ignored. */
export const studentSearchQuerySchema = z
  .string()
  .trim()
  .max(STUDENT_SEARCH_MAX_LENGTH, FIELD_MESSAGES.searchTooLong(STUDENT_SEARCH_MAX_LENGTH))
  .default('')
  .describe('Part of a student id or name (accents and case ignored)');

/** What a numbered page answers besides its items. */
export const pageNumberResponseFields = {
  total: z.number().int().describe('Items matching the request, on every page together'),
  page: z.number().int(),
  limit: z.number().int(),
};
