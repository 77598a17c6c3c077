import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Course } from '@netclass/shared';
import { api, data, type RequestBody } from '../../../lib/api-client';
import { contentKeys } from './content';

/** POST /api/courses/{id}/copy: the course into another term, as a new draft course. */
export function useCopyCourse(sourceId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: RequestBody<'/api/courses/{id}/copy', 'post'>) =>
      (
        await data<{ course: Course }>(
          api.POST('/api/courses/{id}/copy', { params: { path: { id: sourceId } }, body: input }),
        )
      ).course,
    onSettled: () =>
      Promise.all(
        [contentKeys.categories, contentKeys.allCategoryCourses].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
