import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  Comment,
  CommentDeletedEvent,
  CommentDeletedResponse,
  CommentListResponse,
  CommentResponse,
  CreateCommentRequest,
} from '@netclass/shared';
import { apiFetch } from '../../../lib/api-client';

export const commentKeys = {
  all: ['comments'] as const,
  list: (lessonId: number) => ['comments', lessonId] as const,
};

/** GET /api/comments/lesson/{lessonId}: the lesson's comments, flat, oldest first. */
export const commentsQueryOptions = (lessonId: number) =>
  queryOptions({
    queryKey: commentKeys.list(lessonId),
    queryFn: ({ signal }) => apiFetch<CommentListResponse>(`/api/comments/lesson/${lessonId}`, { signal }),
  });

/**
 * Puts a comment into its lesson's cached list, once: the POST answer and the `newComment`
 * event bring the same comment, the later copy replaces the earlier. Returns whether the
 * comment's parent was missing from the list (the caller may then reload the list).
 */
export function addCommentToCache(queryClient: QueryClient, comment: Comment): { parentMissing: boolean } {
  let parentMissing = false;
  queryClient.setQueryData<CommentListResponse>(commentKeys.list(comment.lesson_id), (list) => {
    if (!list) return list;
    parentMissing = comment.parent_id !== null && !list.comments.some((item) => item.id === comment.parent_id);
    const index = list.comments.findIndex((item) => item.id === comment.id);
    if (index === -1) return { comments: [...list.comments, comment] };
    const comments = list.comments.slice();
    comments[index] = comment;
    return { comments };
  });
  return { parentMissing };
}

/** Applies a delete: drops `removed_ids`, and blanks the comment when it stays as a placeholder. */
export function applyCommentDeleted(queryClient: QueryClient, event: CommentDeletedEvent): void {
  queryClient.setQueryData<CommentListResponse>(commentKeys.list(event.lesson_id), (list) => {
    if (!list) return list;
    const removed = new Set(event.removed_ids);
    if (!event.kept_as_deleted) removed.add(event.id);
    const comments = list.comments
      .filter((item) => !removed.has(item.id))
      .map((item) => (event.kept_as_deleted && item.id === event.id ? { ...item, content: '', deleted: true, can_delete: false } : item));
    return { comments };
  });
}

/** POST /api/comments: a comment, or a reply with `parent_id`. */
export function useCreateComment(lessonId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<CreateCommentRequest, 'lesson_id'>) =>
      apiFetch<CommentResponse>('/api/comments', { method: 'POST', body: { lesson_id: lessonId, ...input } }),
    onSuccess: ({ comment }) => addCommentToCache(queryClient, comment),
    // A reply to a comment deleted meanwhile (409) or gone: the list is out of date.
    onError: () => queryClient.invalidateQueries({ queryKey: commentKeys.list(lessonId) }),
  });
}

/** DELETE /api/comments/{id}. */
export function useDeleteComment(lessonId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiFetch<CommentDeletedResponse>(`/api/comments/${id}`, { method: 'DELETE', body: { lesson_id: lessonId } }),
    onSuccess: (answer) => applyCommentDeleted(queryClient, answer),
    onError: () => queryClient.invalidateQueries({ queryKey: commentKeys.list(lessonId) }),
  });
}
