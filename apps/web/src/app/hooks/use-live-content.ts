import { useQueryClient } from '@tanstack/react-query';
import { useSocketEvent } from '../../lib/use-socket-event';
import { materialKeys } from '../../features/materials/api/materials';
import { contentKeys } from '../../features/content/api/content';

/**
 * Applies `contentChanged` (a course, lesson or material edited, moved or reordered: docs/decisions/020)
 * by refetching what shows it: the course's lessons and terms' course lists, and the lesson with its
 * materials when the event names one; `categoryChanged` (a term edited) by refetching the terms. The
 * server answers each refetch with what this user may see.
 */
export function useLiveContent(): void {
  const queryClient = useQueryClient();
  useSocketEvent('contentChanged', ({ course_id, lesson_id }) => {
    void queryClient.invalidateQueries({ queryKey: contentKeys.courseLessons(course_id) });
    void queryClient.invalidateQueries({ queryKey: contentKeys.allCategoryCourses });
    if (lesson_id !== null) {
      void queryClient.invalidateQueries({ queryKey: contentKeys.lesson(lesson_id) });
      void queryClient.invalidateQueries({ queryKey: materialKeys.list(lesson_id) });
    }
  });
  useSocketEvent('categoryChanged', ({ id }) => {
    void queryClient.invalidateQueries({ queryKey: contentKeys.categories });
    void queryClient.invalidateQueries({ queryKey: contentKeys.categoryCourses(id) });
  });
}
