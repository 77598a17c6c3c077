import type { z } from 'zod';
import { idWith } from './common.js';
import { createCourseSchema } from './content.js';
import { CONTENT_MESSAGES as M } from '../messages.js';

/**
 * `POST /api/courses/{id}/copy`: the course's lessons and materials into another term, as a
 * new draft course (docs/decisions/021-course-copy.md). The new id, name, term and dates are
 * asked as on create; the teacher is the copier unless an admin names one.
 */
export const copyCourseSchema = createCourseSchema.omit({ description: true }).extend({
  /** Defaults to the one copying; a teacher may only name themselves. */
  teacher_id: idWith(M.teacherInvalid).optional(),
});
export type CopyCourseInput = z.infer<typeof copyCourseSchema>;
export type CopyCourseRequest = z.input<typeof copyCourseSchema>;
