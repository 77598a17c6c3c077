import { z } from 'zod';
import { FIELD_MESSAGES } from '../messages.js';
import { SEARCH_QUERY_MAX_LENGTH, SEARCH_RESULT_LIMIT } from '../constants.js';
import { pageNumberQuerySchema, pageNumberResponseFields } from './communication.js';

/** The header search box and the search page (docs/product/rules.md#interface): terms, courses, lessons (title or content) and materials. */
export const SEARCH_RESULT_TYPES = ['category', 'course', 'lesson', 'material'] as const;
export type SearchResultType = (typeof SEARCH_RESULT_TYPES)[number];

/** A ranked list: numbered pages (`?page=&limit=`, default SEARCH_RESULT_LIMIT) with `total`. */
export const searchQuerySchema = pageNumberQuerySchema(SEARCH_RESULT_LIMIT).extend({
  /** Accents and case do not matter: 'mang may tinh' finds 'Mạng máy tính'. */
  q: z.string().trim().max(SEARCH_QUERY_MAX_LENGTH, FIELD_MESSAGES.searchTooLong(SEARCH_QUERY_MAX_LENGTH)).default(''),
  /** Only this type (the search page's groups); all types when absent. */
  type: z.enum(SEARCH_RESULT_TYPES, { error: FIELD_MESSAGES.resultTypeInvalid }).optional(),
});

export type SearchQuery = z.infer<typeof searchQuerySchema>;

export const searchResultSchema = z.object({
  type: z.enum(SEARCH_RESULT_TYPES),
  id: z.number().int(),
  title: z.string(),
  /** Context: a term's description, a course's term, a lesson's or material's course. */
  subtitle: z.string().nullable(),
  /**
   * The app route to open: /category/{id}/courses (a term), /category/{id}/courses?course={courseId}
   * (a course: its term's page with the course expanded) or /lesson/{id} (a lesson or material).
   */
  link: z.string(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

export const searchResponseSchema = z.object({
  /** The page's results, best first; empty for a blank query and past the last page. */
  results: z.array(searchResultSchema),
  /** `total` counts the results of `type` (all types when absent). */
  ...pageNumberResponseFields,
  /** Results of each type for the query, whatever `type` asks. */
  counts: z.object({
    category: z.number().int(),
    course: z.number().int(),
    lesson: z.number().int(),
    material: z.number().int(),
  }),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;
