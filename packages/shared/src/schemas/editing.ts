import { z } from 'zod';
import { MAX_ORDERED_ITEMS } from '../constants.js';
import { idWith } from './common.js';
import {
  categorySchema,
  createCategorySchema,
  createCourseSchema,
  createLessonSchema,
  lessonSummarySchema,
} from './content.js';
import { createMaterialSchema } from './materials.js';
import { ORDER_MESSAGES } from '../messages.js';

/**
 * Editing what teachers and admins create, and ordering it (docs/decisions/020-editing-and-order.md).
 * Each edit takes the create form's fields, every one optional: what is sent changes, the rest stays.
 */

export const updateCategorySchema = createCategorySchema.partial();
export type UpdateCategoryInput = z.infer<typeof updateCategorySchema>;
export const updateCategoryResponseSchema = z.object({ category: categorySchema });

/** A course's id, teacher and term stay: name, description and dates change. */
export const updateCourseSchema = createCourseSchema
  .pick({ name: true, description: true, start_date: true, end_date: true })
  .partial();
export type UpdateCourseInput = z.infer<typeof updateCourseSchema>;
export type UpdateCourseRequest = z.input<typeof updateCourseSchema>;

/** A different `course_id` moves the lesson to that course (one its editor manages too); without `order_num` it goes last there. */
export const updateLessonSchema = createLessonSchema.partial();
export type UpdateLessonInput = z.infer<typeof updateLessonSchema>;
export type UpdateLessonRequest = z.input<typeof updateLessonSchema>;
export const lessonResponseSchema = z.object({ lesson: lessonSummarySchema });

export const updateMaterialSchema = createMaterialSchema.pick({ title: true });
export type UpdateMaterialInput = z.infer<typeof updateMaterialSchema>;

/** A new file for a material: the same two steps as creating one (a pending upload, then PUT). */
export const replaceMaterialFileSchema = createMaterialSchema.pick({ file_name: true, file_size: true });
export type ReplaceMaterialFileInput = z.infer<typeof replaceMaterialFileSchema>;

/** The material edit form: the title, and a new file's name only when one is chosen (empty keeps the file). */
export const materialEditFormSchema = updateMaterialSchema.extend({
  file_name: z.preprocess((name) => (name === '' ? undefined : name), createMaterialSchema.shape.file_name.optional()),
});

/** `PUT …/lesson-order` and `…/material-order`: every item's id, in the new order (each once). */
export const orderSchema = z.object({
  ids: z
    .array(idWith(ORDER_MESSAGES.idsInvalid), { error: ORDER_MESSAGES.idsInvalid })
    .min(1, ORDER_MESSAGES.idsInvalid)
    .max(MAX_ORDERED_ITEMS, ORDER_MESSAGES.idsInvalid)
    .refine((ids) => new Set(ids).size === ids.length, ORDER_MESSAGES.idsInvalid),
});
export type OrderInput = z.infer<typeof orderSchema>;

/** The next order number of a list: one past the largest (1 for an empty list). */
export const nextOrderNum = (items: readonly { order_num: number }[]): number =>
  items.reduce((largest, item) => Math.max(largest, item.order_num), 0) + 1;
