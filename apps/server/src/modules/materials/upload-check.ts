import { Transform } from 'node:stream';
import { MATERIAL_MESSAGES } from '@netclass/shared';
import { AppError, payloadTooLarge, unsupportedType } from '../../lib/errors.js';
import { matchesExtension, SIGNATURE_BYTES } from '../../lib/file-signatures.js';

export const incompleteUpload = () => new AppError(400, 'UPLOAD_INCOMPLETE', MATERIAL_MESSAGES.uploadIncomplete);
export const largerThanDeclared = () => payloadTooLarge('Tệp lớn hơn kích thước đã khai báo khi tạo tài liệu.');

/**
 * Passes an upload through unchanged while checking it: no more than `size` bytes, exactly
 * `size` in the end, and first bytes that fit the extension. Fails the stream (and so the
 * whole pipeline) with a 413, 400 or 415 AppError. Holds at most SIGNATURE_BYTES.
 */
export function uploadCheck(ext: string, size: number): Transform {
  let seen = 0;
  let head: Buffer[] = [];
  let headLength = 0;
  let checked = false;
  const checkHead = () => {
    checked = true;
    const bytes = Buffer.concat(head);
    head = [];
    return matchesExtension(ext, bytes) ? undefined : unsupportedType(MATERIAL_MESSAGES.contentMismatch);
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (seen > size) return done(largerThanDeclared());
      if (!checked) {
        head.push(chunk.subarray(0, SIGNATURE_BYTES - headLength));
        headLength += Math.min(chunk.length, SIGNATURE_BYTES - headLength);
        if (headLength >= SIGNATURE_BYTES) {
          const refused = checkHead();
          if (refused) return done(refused);
        }
      }
      done(null, chunk);
    },
    flush(done) {
      if (seen < size) return done(incompleteUpload());
      done(checked ? undefined : checkHead());
    },
  });
}
