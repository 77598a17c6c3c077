import {
  infiniteQueryOptions,
  useMutation,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import type {
  Comment,
  CommentDeletedEvent,
  CommentDeletedResponse,
  CommentListResponse,
  CommentResponse,
} from '@netclass/shared';
import { api, data, type RequestBody } from '../../../lib/api-client';

export type CommentPages = InfiniteData<CommentListResponse, number | null>;
export const commentKeys = {
  all: ['comments'] as const,
  list: (lessonId: number) => ['comments', lessonId] as const,
};
const PAGE_SIZE = 20;

/** GET /api/comments/lesson/{lessonId}: the lesson's threads, newest first, 20 a page, older pages with `before`. */
export const commentsQueryOptions = (lessonId: number) =>
  infiniteQueryOptions({
    queryKey: commentKeys.list(lessonId),
    queryFn: ({ pageParam, signal }) => {
      const query = { limit: PAGE_SIZE, ...(pageParam !== null ? { before: pageParam } : {}) };
      return data<CommentListResponse>(
        api.GET('/api/comments/lesson/{lessonId}', { params: { path: { lessonId }, query }, signal }),
      );
    },
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.next_cursor,
  });

/** Every loaded comment, flat, page after page. */
export const loadedComments = (data: { pages: CommentListResponse[] } | undefined): Comment[] =>
  (data?.pages ?? []).flatMap((page) => page.comments);

const pageWith = (data: CommentPages, id: number) =>
  data.pages.findIndex((page) => page.comments.some((item) => item.id === id));

/**
 * Puts a comment into its lesson's cached pages, once: the POST answer and the `newComment`
 * event bring the same comment, the later copy replaces the earlier. A new thread goes on the
 * first page, a reply on the page of its thread. A reply to a thread not loaded waits for
 * its page while older pages remain; with every page loaded the list is out of date, and
 * `stale` tells the caller to reload it.
 */
export function addCommentToCache(queryClient: QueryClient, comment: Comment): { stale: boolean } {
  let stale = false;
  queryClient.setQueryData<CommentPages>(commentKeys.list(comment.lesson_id), (data) => {
    if (!data?.pages.length) return data;
    const existing = pageWith(data, comment.id);
    const target = existing !== -1 ? existing : comment.parent_id === null ? 0 : pageWith(data, comment.parent_id);
    if (target === -1) {
      stale = data.pages.at(-1)?.next_cursor === null;
      return data;
    }
    const pages = data.pages.map((page, index) => {
      if (index !== target) return page;
      const comments =
        existing === -1
          ? [...page.comments, comment]
          : page.comments.map((item) => (item.id === comment.id ? comment : item));
      return { ...page, comments };
    });
    return { ...data, pages };
  });
  return { stale };
}

/** Applies a delete on whichever page holds it: drops `removed_ids`, and blanks the comment when it stays as a placeholder. */
export function applyCommentDeleted(queryClient: QueryClient, event: CommentDeletedEvent): void {
  const removed = new Set(event.removed_ids);
  if (!event.kept_as_deleted) removed.add(event.id);
  queryClient.setQueryData<CommentPages>(
    commentKeys.list(event.lesson_id),
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((page) => ({
          ...page,
          comments: page.comments
            .filter((item) => !removed.has(item.id))
            .map((item) =>
              event.kept_as_deleted && item.id === event.id
                ? { ...item, content: '', deleted: true, can_delete: false }
                : item,
            ),
        })),
      },
  );
}

/** POST /api/comments: a comment, or a reply with `parent_id`. */
export function useCreateComment(lessonId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<RequestBody<'/api/comments', 'post'>, 'lesson_id'>) =>
      data<CommentResponse>(api.POST('/api/comments', { body: { lesson_id: lessonId, ...input } })),
    onSuccess: ({ comment }) => addCommentToCache(queryClient, comment),
    // A reply to a comment deleted meanwhile (409) or gone: the list is out of date.
    onError: () => queryClient.invalidateQueries({ queryKey: commentKeys.list(lessonId) }),
  });
}

/** DELETE /api/comments/{id}. */
export function useDeleteComment(lessonId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      data<CommentDeletedResponse>(api.DELETE('/api/comments/{id}', { params: { path: { id } } })),
    onSuccess: (answer) => applyCommentDeleted(queryClient, answer),
    onError: () => queryClient.invalidateQueries({ queryKey: commentKeys.list(lessonId) }),
  });
}
