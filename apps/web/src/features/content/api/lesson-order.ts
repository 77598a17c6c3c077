import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CourseLessonsResponse } from '@netclass/shared';
import { api, data } from '../../../lib/api-client';
import { contentKeys } from './content';

/**
 * PUT /api/courses/{courseId}/lesson-order with every lesson's id in the new order
 * (docs/decisions/020). The list shows the new order (numbered 1, 2, 3… as the server numbers
 * them) at once; a refusal puts the old one back, and the list is fetched again either way.
 */
export function useReorderLessons(courseId: number) {
  const queryClient = useQueryClient();
  const queryKey = contentKeys.courseLessons(courseId);
  return useMutation({
    mutationFn: (ids: number[]) => data(api.PUT('/api/courses/{courseId}/lesson-order', { params: { path: { courseId } }, body: { ids } })),
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey });
      const before = queryClient.getQueryData<CourseLessonsResponse>(queryKey);
      if (before) {
        const byId = new Map(before.lessons.map((lesson) => [lesson.id, lesson]));
        const lessons = ids.flatMap((id, index) => {
          const lesson = byId.get(id);
          return lesson ? [{ ...lesson, order_num: index + 1 }] : [];
        });
        queryClient.setQueryData<CourseLessonsResponse>(queryKey, { ...before, lessons });
      }
      return { before };
    },
    onError: (_error, _ids, context) => {
      if (context?.before) queryClient.setQueryData(queryKey, context.before);
    },
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey }), queryClient.invalidateQueries({ queryKey: ['lesson'] })]),
  });
}
