import { queryOptions } from '@tanstack/react-query';
import type { LessonImage, LessonImageResponse, MarkdownPreviewResponse } from '@netclass/shared';
import { api, data, withTimeout } from '../../lib/api-client';

/** A picture of up to 5 MiB on a slow link. */
const IMAGE_UPLOAD_TIMEOUT_MS = 60_000;

/** POST /api/lessons/preview: the server's HTML of `content`, as the lesson page will show it. */
export const lessonPreviewQueryOptions = (courseId: number, content: string) =>
  queryOptions({
    queryKey: ['lesson-preview', courseId, content] as const,
    queryFn: async ({ signal }) =>
      (
        await data<MarkdownPreviewResponse>(
          api.POST('/api/lessons/preview', { body: { course_id: courseId, content }, signal }),
        )
      ).html,
    staleTime: Infinity,
    gcTime: 60_000,
  });

/** POST /api/courses/{id}/lesson-images: keeps the picture; answers the Markdown that shows it. */
export async function uploadLessonImage(courseId: number, file: File): Promise<LessonImage> {
  const form = new FormData();
  form.append('image', file);
  const { image } = await data<LessonImageResponse>(
    api.POST('/api/courses/{courseId}/lesson-images', {
      ...withTimeout(IMAGE_UPLOAD_TIMEOUT_MS),
      params: { path: { courseId } },
      // A multipart form, which the route reads itself (the document lists no JSON body): sent as it is, the browser sets its boundary.
      body: form as never,
    }),
  );
  return image;
}
