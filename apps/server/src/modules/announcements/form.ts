import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { ANNOUNCEMENT_MESSAGES as M } from '@netclass/shared';
import { readForm } from '../../infra/upload.js';
import type { StagedAttachment } from './attachments.js';
import { attachmentTooLarge } from './attachments.js';

export interface AnnouncementForm {
  /** Text fields, to be checked by announcementFormSchema. */
  fields: Record<string, unknown>;
  attachment: StagedAttachment | undefined;
}

/**
 * Reads an announcement form: a multipart body through the shared upload form reader
 * (infra/upload.ts: text fields, and at most one file, streamed to `stage` as it arrives), or a
 * JSON body's fields.
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
  const { fields, files } = await readForm(
    request,
    { tooLarge: () => attachmentTooLarge(maxBytes), tooMany: M.oneFile, badForm: M.badForm },
    1,
    stage,
  );
  return { fields, attachment: files[0] };
}
