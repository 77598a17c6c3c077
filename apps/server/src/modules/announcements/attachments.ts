import { pipeline, type Readable } from 'node:stream';
import { ANNOUNCEMENT_MESSAGES as M, ATTACHMENT_EXTENSIONS, fileNameText, type AttachmentExtension } from '@netclass/shared';
import { badRequest, payloadTooLarge, unsupportedType } from '../../lib/errors.js';
import { parseInput } from '../../lib/validation.js';
import { contentCheck } from '../../lib/content-check.js';
import type { FileStorage, StagedFile } from '../../storage/file-storage.js';
import { extensionOf } from '../../storage/http-file.js';

/** An attachment that has arrived whole and passed its checks, not yet visible under a key. */
export interface StagedAttachment {
  name: string;
  ext: AttachmentExtension;
  size: number;
  file: StagedFile;
}

const isAttachmentExtension = (ext: string): ext is AttachmentExtension => (ATTACHMENT_EXTENSIONS as readonly string[]).includes(ext);

export const attachmentTooLarge = (maxBytes: number) =>
  payloadTooLarge(`Tệp đính kèm quá lớn. Tối đa ${Math.round((maxBytes / 1024 ** 2) * 10) / 10} MiB.`);

/**
 * Streams one attachment into storage (never held whole in memory): the name must pass the
 * shared file-name rule (400), the extension must be an allowed one (415, before any byte is
 * read), the size within `maxBytes` (413), the content must fit the extension (415), and the
 * file must not be empty (400).
 */
export async function stageAttachment(storage: FileStorage, maxBytes: number, fileName: string, body: Readable): Promise<StagedAttachment> {
  const name = parseInput(fileNameText(M.badForm), fileName);
  const ext = extensionOf(name);
  if (!isAttachmentExtension(ext)) throw unsupportedType(M.wrongType);
  const file = await storage.put(pipeline(
      body,
      contentCheck({ ext, maxBytes, tooLarge: () => attachmentTooLarge(maxBytes), mismatchMessage: M.contentMismatch }),
      () => undefined,
    ));
  if (file.size === 0) {
    await file.discard();
    throw badRequest(M.emptyFile);
  }
  return { name, ext, size: file.size, file };
}
