import { useQueryClient } from '@tanstack/react-query';
import { useReloadAfterGap } from '../../../lib/use-socket-connect';
import { useSocketEvent } from '../../../lib/use-socket-event';
import { addCommentToCache, applyCommentDeleted, commentKeys } from '../api/comments';

/**
 * Applies `newComment` and `deleteComment` of the course room (the lesson page joins it) to
 * the open lesson's comments. Events of other lessons are ignored: the course room carries
 * every lesson of the course, and the author's other tabs hear their own comments anywhere.
 * After a (re)connect the list is loaded again if it may lack events (useReloadAfterGap).
 */
export function useLiveComments(lessonId: number): void {
  const queryClient = useQueryClient();
  const reload = () => void queryClient.invalidateQueries({ queryKey: commentKeys.list(lessonId) });
  useSocketEvent('newComment', (comment) => {
    if (comment.lesson_id !== lessonId) return;
    if (addCommentToCache(queryClient, comment).stale) reload();
  });
  useSocketEvent('deleteComment', (event) => {
    if (event.lesson_id === lessonId) applyCommentDeleted(queryClient, event);
  });
  useReloadAfterGap(commentKeys.list(lessonId));
}
