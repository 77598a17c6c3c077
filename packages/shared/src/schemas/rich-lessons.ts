import { z } from 'zod';
import { LESSON_CONTENT_MAX_LENGTH } from '../constants.js';
import { idWith } from './common.js';
import { requiredText } from './text.js';
import { CONTENT_MESSAGES, RICH_LESSON_MESSAGES } from '../messages.js';

/**
 * Lessons written in Markdown (docs/decisions/018-rich-lessons.md): the server renders them
 * to HTML (the preview the editor shows is the page students see) and keeps the pictures
 * uploaded with them.
 */

/** Pictures a lesson may show, lower case. */
export const LESSON_IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp', 'gif'] as const;
export type LessonImageExtension = (typeof LESSON_IMAGE_EXTENSIONS)[number];
/** For `<input type="file" accept=…>`. */
export const LESSON_IMAGE_ACCEPT = LESSON_IMAGE_EXTENSIONS.map((ext) => `.${ext}`).join(',');
/** Larger pictures answer 413. */
export const MAX_LESSON_IMAGE_BYTES = 5 * 1024 ** 2;

export const lessonPreviewSchema = z.object({
  course_id: idWith(CONTENT_MESSAGES.courseInvalid, { required: CONTENT_MESSAGES.courseInvalid }),
  content: requiredText({
    lines: 'multi',
    required: RICH_LESSON_MESSAGES.contentRequired,
    max: LESSON_CONTENT_MAX_LENGTH,
    tooLong: RICH_LESSON_MESSAGES.contentTooLong,
  }),
});
export type LessonPreviewRequest = z.input<typeof lessonPreviewSchema>;
export const markdownPreviewResponseSchema = z.object({
  /** Sanitized HTML, exactly as the lesson page will show it to this reader. */
  html: z.string(),
});
export type MarkdownPreviewResponse = z.infer<typeof markdownPreviewResponseSchema>;

export const lessonImageCourseParamsSchema = z.object({ courseId: idWith(CONTENT_MESSAGES.courseInvalid) });

export const lessonImageSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  size: z.number().int(),
  /** What the editor inserts: `![name](lesson-image:<id>)`. */
  markdown: z.string(),
});
export type LessonImage = z.infer<typeof lessonImageSchema>;
export const lessonImageResponseSchema = z.object({ image: lessonImageSchema });
export type LessonImageResponse = z.infer<typeof lessonImageResponseSchema>;
