import { PAGE_LIMITS, TEXT_LIMITS } from '../constants.js';
import { z } from 'zod';
import { nextCursorSchema, pageQuerySchema } from './communication.js';
import { requiredText } from './text.js';
import { idWith } from './common.js';
import { commentSchema } from './entities.js';
import { COMMENT_MESSAGES } from '../messages.js';

/**
 * Threaded comments under a lesson (docs/product/api.md#calls `/api/comments`). Any signed-in user comments and
 * replies; authors delete their own, teachers and admins any. Live, to the lesson's course
 * room (`joinRoom {courseId}`): `newComment` (a Comment) and `deleteComment`
 * (CommentDeletedEvent).
 */

const M = COMMENT_MESSAGES;

export const lessonCommentsParamsSchema = z.object({ lessonId: idWith(M.lessonInvalid) });

/** `?before=<top-level comment id>&limit=<threads>`: a page of threads, newest first. */
export const commentListQuerySchema = pageQuerySchema(PAGE_LIMITS.default);

export const commentListResponseSchema = z.object({
  /**
   * The page's threads, never split: its top-level comments newest first, then all their
   * replies oldest first (build the trees from `parent_id`). Deleted comments appear only
   * while they still have replies.
   */
  comments: z.array(commentSchema),
  /** `before` of the next page of older threads (a top-level comment's id). */
  next_cursor: nextCursorSchema,
});
export type CommentListResponse = z.infer<typeof commentListResponseSchema>;

export const createCommentSchema = z.object({
  lesson_id: idWith(M.lessonInvalid),
  content: requiredText({
    lines: 'multi',
    required: M.contentRequired,
    code: 'COMMENT_CONTENT_REQUIRED',
    max: TEXT_LIMITS.comment,
    tooLong: M.tooLong,
  }),
  /** The comment this one replies to (same lesson); null or absent for a top-level comment. */
  parent_id: z
    .union([idWith(M.parentInvalid), z.literal(''), z.null()], { error: M.parentInvalid })
    .optional()
    .transform((id) => (typeof id === 'number' ? id : null)),
});
export type CreateCommentInput = z.infer<typeof createCommentSchema>;
export type CreateCommentRequest = z.input<typeof createCommentSchema>;

export const commentResponseSchema = z.object({ comment: commentSchema });
export type CommentResponse = z.infer<typeof commentResponseSchema>;

/**
 * What a delete did, as `DELETE /api/comments/{id}` answers it and `deleteComment` sends it.
 * A comment with replies stays as a deleted placeholder (`kept_as_deleted`); otherwise it is
 * removed, and so are deleted ancestors left without replies (all in `removed_ids`).
 */
export const commentDeletedEventSchema = z.object({
  id: z.number().int(),
  lesson_id: z.number().int(),
  /** Comments gone from the thread: drop them from the list. */
  removed_ids: z.array(z.number().int()),
  /** True: keep `id` in the thread as a deleted placeholder (empty content, `deleted` true). */
  kept_as_deleted: z.boolean(),
});
export type CommentDeletedEvent = z.infer<typeof commentDeletedEventSchema>;

export const commentDeletedResponseSchema = commentDeletedEventSchema.extend({ message: z.string() });
export type CommentDeletedResponse = z.infer<typeof commentDeletedResponseSchema>;
