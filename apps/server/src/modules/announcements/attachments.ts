import type { Readable } from 'node:stream';
import { ANNOUNCEMENT_MESSAGES as M, ATTACHMENT_EXTENSIONS, type AttachmentExtension } from '@netclass/shared';
import { payloadTooLarge } from '../../lib/errors.js';
import { stageUpload, type StagedUpload } from '../../infra/upload.js';
import type { FileStorage } from '../../storage/file-storage.js';

/** An attachment that has arrived whole and passed its checks, not yet visible under a key. */
export type StagedAttachment = StagedUpload<AttachmentExtension>;

const tooLargeMessage = (maxBytes: number) => M.attachmentTooLarge(Math.round((maxBytes / 1024 ** 2) * 10) / 10);
export const attachmentTooLarge = (maxBytes: number) => payloadTooLarge(tooLargeMessage(maxBytes));

/** Streams one attachment into storage through the shared upload checks (infra/upload.ts). */
export function stageAttachment(
  storage: FileStorage,
  maxBytes: number,
  fileName: string,
  body: Readable,
): Promise<StagedAttachment> {
  return stageUpload(
    storage,
    {
      extensions: ATTACHMENT_EXTENSIONS,
      maxBytes,
      messages: {
        badName: M.badForm,
        wrongType: M.wrongType,
        contentMismatch: M.contentMismatch,
        emptyFile: M.emptyFile,
        tooLarge: tooLargeMessage(maxBytes),
      },
    },
    fileName,
    body,
  );
}
