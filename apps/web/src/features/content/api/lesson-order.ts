import { api, data } from '../../../lib/api-client';
import { useReorder } from '../../../components/sortable/use-reorder';
import { contentKeys } from './content';

/** PUT /api/courses/{courseId}/lesson-order with every lesson's id in the new order; open lessons follow. */
export function useReorderLessons(courseId: number) {
  return useReorder({
    queryKey: contentKeys.courseLessons(courseId),
    field: 'lessons',
    save: (ids) =>
      data(api.PUT('/api/courses/{courseId}/lesson-order', { params: { path: { courseId } }, body: { ids } })),
    failedText: 'lessonAdmin.reorder.failed',
    alsoRefresh: [['lesson']],
  });
}
