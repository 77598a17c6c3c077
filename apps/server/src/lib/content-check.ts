import { Transform } from 'node:stream';
import type { AppError } from './errors.js';
import { unsupportedType } from './errors.js';
import { matchesExtension, SIGNATURE_BYTES } from './file-signatures.js';

export interface ContentCheckOptions {
  /** Lower-case extension the first bytes must fit (magic numbers, file-signatures.ts). */
  ext: string;
  /** More bytes than this fail the stream with `tooLarge()`. */
  maxBytes: number;
  tooLarge: () => AppError;
  /** The 415 text when the first bytes do not fit the extension. */
  mismatchMessage: string;
  /** When given, a stream that ends before `maxBytes` fails with `tooShort()` (exact size). */
  tooShort?: () => AppError;
}

/**
 * Passes a file's bytes through unchanged while checking them, so uploads are checked as
 * they stream to storage and never held whole: the size, and first bytes that fit the
 * extension. Fails the stream (and so its pipeline) with the AppError; holds at most
 * SIGNATURE_BYTES. An empty stream is left to the caller.
 */
export function contentCheck({ ext, maxBytes, tooLarge, mismatchMessage, tooShort }: ContentCheckOptions): Transform {
  let seen = 0;
  let head = Buffer.alloc(0);
  let checked = false;
  const checkHead = () => {
    checked = true;
    return matchesExtension(ext, head) ? null : unsupportedType(mismatchMessage);
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (seen > maxBytes) return done(tooLarge());
      if (!checked) {
        head = Buffer.concat([head, chunk.subarray(0, SIGNATURE_BYTES - head.length)]);
        if (head.length >= SIGNATURE_BYTES) {
          const refused = checkHead();
          if (refused) return done(refused);
        }
      }
      done(null, chunk);
    },
    flush(done) {
      if (tooShort && seen < maxBytes) return done(tooShort());
      done(checked || seen === 0 ? null : checkHead());
    },
  });
}
