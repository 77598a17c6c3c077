import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { ANNOUNCEMENT_MESSAGES as M } from '@netclass/shared';
import { badRequest } from '../../lib/errors.js';
import { multipartError, skipPart } from '../../lib/multipart-form.js';
import type { StagedAttachment } from './attachments.js';
import { attachmentTooLarge } from './attachments.js';

export interface AnnouncementForm {
  /** Text fields, to be checked by announcementFormSchema. */
  fields: Record<string, unknown>;
  attachment: StagedAttachment | undefined;
}

/**
 * Reads an announcement form: a multipart body part by part (text fields, and at most one
 * file, streamed to `stage` as it arrives), or a JSON body's fields. A file part with no
 * name is an empty file input and is skipped. On failure the staged file is discarded.
 */
export async function readAnnouncementForm(
  request: FastifyRequest,
  maxBytes: number,
  stage: (fileName: string, body: Readable) => Promise<StagedAttachment>,
): Promise<AnnouncementForm> {
  if (!request.isMultipart()) {
    const body = request.body;
    return { fields: body && typeof body === 'object' ? (body as Record<string, unknown>) : {}, attachment: undefined };
  }
  const fields: Record<string, unknown> = {};
  let attachment: StagedAttachment | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (!part.filename) {
          await skipPart(part.file);
        } else if (attachment) {
          throw badRequest(M.oneFile);
        } else {
          attachment = await stage(part.filename, part.file);
        }
      } else {
        if (part.valueTruncated || typeof part.value !== 'string') throw badRequest(M.badForm);
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    await attachment?.file.discard();
    throw multipartError(error, { tooLarge: () => attachmentTooLarge(maxBytes), oneFile: M.oneFile, badForm: M.badForm });
  }
  return { fields, attachment };
}
