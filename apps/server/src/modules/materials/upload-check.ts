import { MATERIAL_MESSAGES } from '@netclass/shared';
import type { ContentCheckOptions } from '../../lib/content-check.js';
import { AppError, payloadTooLarge } from '../../lib/errors.js';

export const incompleteUpload = () => new AppError(400, 'UPLOAD_INCOMPLETE', MATERIAL_MESSAGES.uploadIncomplete);
export const largerThanDeclared = () => payloadTooLarge(MATERIAL_MESSAGES.largerThanDeclared);

/** A material upload must deliver exactly the declared `size`, and content that fits `ext`. */
export const uploadCheck = (ext: string, size: number): ContentCheckOptions => ({
  ext,
  maxBytes: size,
  tooLarge: largerThanDeclared,
  tooShort: incompleteUpload,
  mismatchMessage: MATERIAL_MESSAGES.contentMismatch,
});
