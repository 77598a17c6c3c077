import { queryOptions } from '@tanstack/react-query';
import type { LessonImage, LessonImageResponse, LessonPreviewResponse } from '@netclass/shared';
import { apiFetch } from '../../../lib/api-client';

/** A picture of up to 5 MiB on a slow link. */
const IMAGE_UPLOAD_TIMEOUT_MS = 60_000;

/** POST /api/lessons/preview: the server's HTML of `content`, as the lesson page will show it. */
export const lessonPreviewQueryOptions = (courseId: number, content: string) =>
  queryOptions({
    queryKey: ['lesson-preview', courseId, content] as const,
    queryFn: async ({ signal }) =>
      (await apiFetch<LessonPreviewResponse>('/api/lessons/preview', { method: 'POST', body: { course_id: courseId, content }, signal })).html,
    staleTime: Infinity,
    gcTime: 60_000,
  });

/** POST /api/courses/{id}/lesson-images: keeps the picture; answers the Markdown that shows it. */
export async function uploadLessonImage(courseId: number, file: File): Promise<LessonImage> {
  const form = new FormData();
  form.append('image', file);
  const { image } = await apiFetch<LessonImageResponse>(`/api/courses/${courseId}/lesson-images`, { method: 'POST', body: form, timeoutMs: IMAGE_UPLOAD_TIMEOUT_MS });
  return image;
}
