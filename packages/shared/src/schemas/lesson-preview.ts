import { z } from 'zod';
import { lessonDetailSchema } from './content.js';
import { materialSchema } from './entities.js';

/**
 * `GET /api/lessons/{lessonId}/preview` (the course's teacher and admins): the lesson as a
 * student will see it once it is published, and its materials that will show then (ready,
 * published or following the lesson). `can_manage` is false, as for a student.
 */
export const lessonPreviewResponseSchema = z.object({
  lesson: lessonDetailSchema,
  materials: z.array(materialSchema),
});
export type LessonPreviewResponse = z.infer<typeof lessonPreviewResponseSchema>;
