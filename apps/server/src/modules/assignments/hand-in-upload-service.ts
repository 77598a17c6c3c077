import { pipeline, Transform, type Readable } from 'node:stream';
import { and, count, eq, inArray, lt, notInArray, sql } from 'drizzle-orm';
import {
  ASSIGNMENT_MESSAGES as M,
  HAND_IN_UPLOAD_MESSAGES as U,
  HAND_IN_UPLOADS_PER_ASSIGNMENT,
  type HandInExtension,
  type HandInResponse,
  type HandInUpload,
} from '@netclass/shared';
import type { Db } from '../../db/client.js';
import { handInUploads } from '../../db/schema/index.js';
import { isClientGone } from '../../lib/client-gone.js';
import { AppError, badRequest, conflict, notFound, payloadTooLarge, unsupportedType } from '../../lib/errors.js';
import { matchesExtension, SIGNATURE_BYTES } from '../../lib/file-signatures.js';
import type { Actor } from '../../policies/index.js';
import type { FileStorage } from '../../storage/file-storage.js';
import { extensionOf } from '../../storage/http-file.js';
import { handInTooLarge } from './hand-in-files.js';
import type { HandInService } from './hand-in-service.js';

type UploadRow = typeof handInUploads.$inferSelect;

/** A half-finished upload is swept this long after its last piece. */
export const HAND_IN_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;

const rangeInvalid = () => new AppError(416, 'RANGE_NOT_SATISFIABLE', U.rangeInvalid);

/** `bytes <start>-<end>/<total>` (inclusive end), or undefined. */
export function parseContentRange(
  header: string | undefined,
): { start: number; end: number; total: number } | undefined {
  const match = /^bytes (\d{1,15})-(\d{1,15})\/(\d{1,15})$/.exec(header?.trim() ?? '');
  if (!match) return undefined;
  const [start, end, total] = match.slice(1).map(Number) as [number, number, number];
  return start <= end ? { start, end, total } : undefined;
}

/** Passes at most `max` bytes; more fails the stream with a 416 (the piece is longer than its range). */
function atMost(max: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      done(seen > max ? rangeInvalid() : null, chunk);
    },
  });
}

/**
 * Resumable hand-in uploads (docs/decisions/029): a student declares a file (the assignment's
 * rules checked at once, as for a hand-in), sends its bytes in pieces at the offset the server
 * has, asks that offset again after a dropped connection, and hands in complete uploads as one
 * version through HandInService (same deadline checks, same version rules). Bytes go straight
 * to storage (`FileStorage.partial`), never whole in memory; a complete file's first bytes
 * must fit its extension (the shared content check).
 */
export class HandInUploadService {
  /** Uploads whose bytes a request of this process is writing: one writer at a time. */
  private readonly writing = new Set<string>();

  constructor(
    private readonly db: Db,
    private readonly storage: FileStorage,
    private readonly handIns: HandInService,
  ) {}

  async create(
    actor: Actor,
    assignmentId: number,
    input: { file_name: string; file_size: number },
  ): Promise<HandInUpload> {
    const rules = await this.handIns.authorizeSubmit(actor, assignmentId);
    const ext = extensionOf(input.file_name);
    if (!(rules.extensions as readonly string[]).includes(ext)) throw unsupportedType(M.wrongType);
    if (input.file_size > rules.maxBytes) throw payloadTooLarge(handInTooLarge(rules.maxBytes));
    const [open] = await this.db
      .select({ n: count() })
      .from(handInUploads)
      .where(and(eq(handInUploads.studentId, actor.id), eq(handInUploads.assignmentId, assignmentId)));
    if ((open?.n ?? 0) >= HAND_IN_UPLOADS_PER_ASSIGNMENT) throw conflict(U.tooMany, 'HAND_IN_UPLOADS_LIMIT');
    const [row] = await this.db
      .insert(handInUploads)
      .values({
        assignmentId,
        studentId: actor.id,
        fileName: input.file_name,
        fileExt: ext as HandInExtension,
        fileSize: input.file_size,
      })
      .returning();
    if (!row) throw new Error('hand-in upload insert returned nothing');
    return present(row, 0);
  }

  /** The upload and the bytes received so far: where the next piece starts. */
  async read(actor: Actor, id: string): Promise<HandInUpload> {
    const row = await this.own(actor, id);
    return present(row, await this.storage.partial(id).size());
  }

  /**
   * Appends one piece (`Content-Range: bytes start-end/total`): it must start at the bytes
   * received (409 otherwise, with nothing written) and lie within the declared size (416).
   * A piece cut short keeps what arrived (the client asks the offset and goes on). The last
   * piece runs the content check on the file's first bytes (415: the upload is removed).
   */
  async receive(actor: Actor, id: string, contentRange: string | undefined, body: Readable): Promise<HandInUpload> {
    const row = await this.own(actor, id);
    const range = parseContentRange(contentRange);
    if (!range) throw badRequest(U.rangeRequired);
    if (range.total !== row.fileSize || range.end >= row.fileSize) throw rangeInvalid();
    if (this.writing.has(id)) throw conflict(U.busy, 'UPLOAD_BUSY');
    this.writing.add(id);
    try {
      const partial = this.storage.partial(id);
      if (range.start !== (await partial.size())) throw conflict(U.offsetMismatch, 'UPLOAD_OFFSET_MISMATCH');
      let size: number;
      try {
        size = await partial.append(pipeline(body, atMost(range.end - range.start + 1), () => undefined));
      } catch (error) {
        await this.touch(id);
        if (isClientGone(error)) throw new AppError(400, 'UPLOAD_INCOMPLETE', U.pieceIncomplete);
        throw error;
      }
      await this.touch(id);
      if (size < range.end + 1) throw new AppError(400, 'UPLOAD_INCOMPLETE', U.pieceIncomplete);
      if (size === row.fileSize && !(await this.contentFits(row))) {
        await this.remove(id);
        throw unsupportedType(M.contentMismatch);
      }
      return present(row, size);
    } finally {
      this.writing.delete(id);
    }
  }

  async cancel(actor: Actor, id: string): Promise<void> {
    await this.own(actor, id);
    if (this.writing.has(id)) throw conflict(U.busy, 'UPLOAD_BUSY');
    await this.remove(id);
  }

  /** Complete uploads of the assignment, handed in as the student's next version (their rows go in its transaction). */
  async handIn(actor: Actor, assignmentId: number, ids: string[]): Promise<HandInResponse> {
    await this.handIns.authorizeSubmit(actor, assignmentId);
    const rows = await this.db
      .select()
      .from(handInUploads)
      .where(
        and(
          inArray(handInUploads.id, ids),
          eq(handInUploads.studentId, actor.id),
          eq(handInUploads.assignmentId, assignmentId),
        ),
      );
    if (rows.length !== ids.length) throw notFound(U.notFound);
    const byId = new Map(rows.map((row) => [row.id, row]));
    const files = [];
    for (const id of ids) {
      const row = byId.get(id)!;
      if (this.writing.has(id)) throw conflict(U.busy, 'UPLOAD_BUSY');
      const size = await this.storage.partial(id).size();
      if (size !== row.fileSize) throw new AppError(409, 'UPLOAD_INCOMPLETE', U.incomplete);
      if (!(await this.contentFits(row))) throw unsupportedType(M.contentMismatch);
      files.push({ name: row.fileName, ext: row.fileExt, size, file: this.storage.partial(id).staged(size) });
    }
    return this.handIns.submit(actor, assignmentId, files, async (tx) => {
      await tx.delete(handInUploads).where(inArray(handInUploads.id, ids));
    });
  }

  /**
   * A day after its last piece an upload is dropped with its bytes, and so are bytes whose row
   * went another way (the assignment or the account deleted). Answers how many uploads went.
   */
  async sweep(): Promise<number> {
    const writing = [...this.writing];
    const expired = await this.db
      .delete(handInUploads)
      .where(
        and(
          lt(handInUploads.touchedAt, sql`now() - make_interval(secs => ${HAND_IN_UPLOAD_TTL_MS / 1000})`),
          writing.length ? notInArray(handInUploads.id, writing) : undefined,
        ),
      )
      .returning({ id: handInUploads.id });
    const partials = await this.storage.partialIds();
    const kept = partials.length
      ? await this.db.select({ id: handInUploads.id }).from(handInUploads).where(inArray(handInUploads.id, partials))
      : [];
    const keep = new Set([...kept.map((row) => row.id), ...writing]);
    await Promise.all(partials.filter((id) => !keep.has(id)).map((id) => this.storage.partial(id).remove()));
    return expired.length;
  }

  /** The actor's own upload; anyone else's is 404 (its id tells nothing). */
  private async own(actor: Actor, id: string): Promise<UploadRow> {
    const [row] = await this.db
      .select()
      .from(handInUploads)
      .where(and(eq(handInUploads.id, id), eq(handInUploads.studentId, actor.id)));
    if (!row) throw notFound(U.notFound);
    return row;
  }

  private async contentFits(row: UploadRow): Promise<boolean> {
    return matchesExtension(row.fileExt, await this.storage.partial(row.id).head(SIGNATURE_BYTES));
  }

  private async touch(id: string): Promise<void> {
    await this.db
      .update(handInUploads)
      .set({ touchedAt: sql`now()` })
      .where(eq(handInUploads.id, id));
  }

  private async remove(id: string): Promise<void> {
    await this.db.delete(handInUploads).where(eq(handInUploads.id, id));
    await this.storage.partial(id).remove();
  }
}

function present(row: UploadRow, offset: number): HandInUpload {
  return { id: row.id, assignment_id: row.assignmentId, file_name: row.fileName, size: row.fileSize, offset };
}
