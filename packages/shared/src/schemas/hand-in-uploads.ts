import { z } from 'zod';
import { ASSIGNMENT_MESSAGES as M, HAND_IN_UPLOAD_MESSAGES as U } from '../messages.js';
import { HAND_IN_MAX_FILE_MB, HAND_IN_MAX_FILES } from './assignments.js';
import { fileNameText } from './text.js';

/**
 * Resumable hand-in uploads (docs/decisions/027-resumable-hand-ins.md): a file is declared
 * (name, size), its bytes sent in pieces (`PUT` with `Content-Range`, each at the offset the
 * server has), the offset asked again after a dropped connection, then the complete uploads
 * handed in together as one version.
 */

/** The most unfinished uploads a student keeps for one assignment. */
export const HAND_IN_UPLOADS_PER_ASSIGNMENT = 20;

/** `POST /api/assignments/{id}/hand-in-uploads`. */
export const handInUploadBodySchema = z.object({
  file_name: fileNameText(U.nameRequired),
  file_size: z
    .number({ error: U.sizeInvalid })
    .int(U.sizeInvalid)
    .min(1, M.emptyFile)
    .max(HAND_IN_MAX_FILE_MB * 1024 ** 2, U.sizeInvalid),
});
export type HandInUploadRequest = z.input<typeof handInUploadBodySchema>;

/** `POST /api/assignments/{id}/hand-ins/from-uploads`: complete uploads of the assignment, handed in as one version. */
export const handInFromUploadsBodySchema = z.object({
  upload_ids: z
    .array(z.uuid({ error: U.notFound }), { error: M.filesRequired })
    .min(1, M.filesRequired)
    .max(HAND_IN_MAX_FILES, M.tooManyFiles)
    .refine((ids) => new Set(ids).size === ids.length, U.duplicate),
});
export type HandInFromUploadsRequest = z.input<typeof handInFromUploadsBodySchema>;

/** The path names an upload by its uuid (not an integer id). */
export const handInUploadParamsSchema = z.object({ upload: z.uuid({ error: U.notFound }) });

export const handInUploadSchema = z.object({
  id: z.uuid(),
  assignment_id: z.number().int(),
  file_name: z.string(),
  /** Declared size in bytes. */
  size: z.number().int(),
  /** Bytes received: the next piece starts here; equal to `size` when complete. */
  offset: z.number().int(),
});
export type HandInUpload = z.infer<typeof handInUploadSchema>;
export const handInUploadResponseSchema = z.object({ upload: handInUploadSchema });
export type HandInUploadResponse = z.infer<typeof handInUploadResponseSchema>;
