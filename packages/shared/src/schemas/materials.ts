import { z } from 'zod';
import { TITLE_MAX_LENGTH } from '../constants.js';
import { idWith, isoDateTime, numberField } from './common.js';
import { fileNameText, requiredText } from './text.js';
import { MATERIAL_EXTENSIONS, materialFieldsSchema, materialSchema } from './entities.js';
import { FIELD_MESSAGES, MATERIAL_MESSAGES } from '../messages.js';

/**
 * Materials of a lesson (docs/product/api.md#calls, docs/product/rules.md#files). Upload in two steps:
 * `POST /api/materials` creates a pending material and answers `uploadUrl`; the client then
 * `PUT`s the raw file to it (no bearer header needed, single use). Only then is the material
 * ready: visible in lists and announced with `materialCreated`. Errors of these routes carry
 * `error` as well as `message` (the old client reads `error`).
 */

const M = MATERIAL_MESSAGES;

/** For `<input type="file" accept=…>`. */
export const MATERIAL_ACCEPT = MATERIAL_EXTENSIONS.map((ext) => `.${ext}`).join(',');

export const materialListQuerySchema = z.object({ lesson_id: idWith(M.lessonInvalid) });

export const materialListResponseSchema = z.object({
  /** Ready materials of the lesson, oldest first. */
  materials: z.array(materialSchema),
  /** Whether the user may add and delete materials of this lesson. */
  can_manage: z.boolean(),
});
export type MaterialListResponse = z.infer<typeof materialListResponseSchema>;

export const materialResponseSchema = z.object({ material: materialSchema });

export const createMaterialSchema = z.object({
  title: requiredText({
    lines: 'single',
    required: M.required,
    max: TITLE_MAX_LENGTH,
    tooLong: FIELD_MESSAGES.titleTooLong(TITLE_MAX_LENGTH),
  }),
  lesson_id: idWith(M.lessonInvalid, { required: M.required }),
  /** The chosen file's name (its last path segment); its extension decides the type (mp4, pdf, doc(x), ppt(x), pka, pkt). */
  file_name: fileNameText(M.required),
  /** Exact size in bytes (`File.size`); the upload must deliver exactly this many. */
  file_size: numberField({ required: M.required, invalid: M.sizeInvalid }, { min: 1, max: Number.MAX_SAFE_INTEGER }),
  /** Accepted for the old client and ignored: the server derives the type from the extension. */
  file_type: z.string().max(100).nullish(),
});
export type CreateMaterialInput = z.infer<typeof createMaterialSchema>;
export type CreateMaterialRequest = z.input<typeof createMaterialSchema>;

export const pendingMaterialSchema = materialFieldsSchema.extend({ status: z.literal('pending') });
export type PendingMaterial = z.infer<typeof pendingMaterialSchema>;

export const createMaterialResponseSchema = z.object({
  material: pendingMaterialSchema,
  /** Where to `PUT` the raw file (e.g. `/api/uploads/{token}`); single use. */
  uploadUrl: z.string(),
  upload_expires_at: isoDateTime,
});
export type CreateMaterialResponse = z.infer<typeof createMaterialResponseSchema>;

/** Signed tokens in upload and download paths. */
export const tokenParamsSchema = z.object({ token: z.string().min(1).max(2048) });
export const fileParamsSchema = tokenParamsSchema.extend({ name: z.string().max(1024) });
