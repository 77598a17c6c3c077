import type { Readable } from 'node:stream';
import { and, eq, inArray, isNotNull, isNull, lt, notInArray, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { MATERIAL_MESSAGES as M, type Material } from '@netclass/shared';
import type { Db, Tx } from '../../db/client.js';
import { lessons, materials } from '../../db/schema/index.js';
import { isClientGone } from '../../lib/client-gone.js';
import { conflict, linkRefused, notFound } from '../../lib/errors.js';
import { recordEvent } from '../../infra/outbox.js';
import { keepOrDiscard, stageChecked } from '../../infra/upload.js';
import type { FileStorage, StagedFile } from '../../storage/file-storage.js';
import type { SignedLinks } from '../../storage/signed-links.js';
import { deleteUnusedFiles } from '../content/index.js';
import { UPLOAD_LINK_TTL_MS, type MaterialService } from './service.js';
import { incompleteUpload, largerThanDeclared, uploadCheck } from './upload-check.js';

type MaterialRow = typeof materials.$inferSelect;

const uploadClaims = z.object({ m: z.number().int().positive() });

/** An upload URL is swept this long after it expired unused (a PUT verified just before may still claim it). */
const EXPIRED_URL_GRACE_MS = 5 * 60 * 1000;
/**
 * Sharing the database with other instances, an upload taken this long ago and not marked
 * alive since belongs to an instance that is gone: every instance marks its running uploads
 * at each hourly sweep.
 */
const OTHER_INSTANCE_SILENT_MS = 3 * 60 * 60 * 1000;
const secondsAgo = (ms: number) => sql`now() - make_interval(secs => ${ms / 1000})`;

export interface UploadServiceOptions {
  /** No other app instance uses the database (the embedded one): an upload not running here cannot finish. */
  soleInstance: boolean;
}

/**
 * Receives the bytes of a pending material at its signed, single-use upload URL. They stream
 * through a check (size, magic number) into storage; only a whole, fitting file becomes
 * ready, in one transaction with moving the file into place. Anything else removes the
 * pending material and the partial file.
 */
export class UploadService {
  constructor(
    private readonly db: Db,
    private readonly storage: FileStorage,
    private readonly links: SignedLinks,
    private readonly materials: MaterialService,
    private readonly options: UploadServiceOptions,
  ) {}

  /** Materials whose upload this process is receiving (how many requests for each). */
  private readonly receiving = new Map<number, number>();

  async receive(token: string, body: Readable, contentLength: number | undefined): Promise<Material> {
    const link = this.links.verify('upload', token, uploadClaims);
    if (!link.ok) throw linkRefused(link.reason);
    const id = link.claims.m;
    // Counted before the claim, so that a sweep never finds this upload taken but not running.
    this.receiving.set(id, (this.receiving.get(id) ?? 0) + 1);
    try {
      return await this.receiveClaimed(await this.claim(id), body, contentLength);
    } finally {
      const left = (this.receiving.get(id) ?? 1) - 1;
      if (left > 0) this.receiving.set(id, left);
      else this.receiving.delete(id);
    }
  }

  /**
   * Removes what uploads that cannot finish left behind (at start and hourly, app.ts): pending
   * materials whose URL expired unused, or whose upload was taken by a process that is gone
   * (a killed server), with their files; and staged files no upload of this process holds.
   * Answers how many materials and files went.
   */
  async sweep(): Promise<{ materials: number; files: number }> {
    const running = [...this.receiving.keys()];
    // Say that these are alive, for the other instances' sweeps.
    if (running.length)
      await this.db
        .update(materials)
        .set({ uploadStartedAt: sql`now()` })
        .where(and(inArray(materials.id, running), eq(materials.status, 'pending')));
    const takenByAGoneProcess = this.options.soleInstance
      ? isNotNull(materials.uploadStartedAt)
      : lt(materials.uploadStartedAt, secondsAgo(OTHER_INSTANCE_SILENT_MS));
    const swept = await this.db
      .delete(materials)
      .where(
        and(
          eq(materials.status, 'pending'),
          running.length ? notInArray(materials.id, running) : undefined,
          or(
            and(
              isNull(materials.uploadStartedAt),
              lt(materials.createdAt, secondsAgo(UPLOAD_LINK_TTL_MS + EXPIRED_URL_GRACE_MS)),
            ),
            takenByAGoneProcess,
          ),
        ),
      )
      .returning({ key: materials.storageKey });
    // A process killed while moving the file into place may have left it under its key.
    await Promise.all(swept.map((row) => this.storage.delete(row.key)));
    return { materials: swept.length, files: await this.storage.removeAbandoned() };
  }

  private async receiveClaimed(
    claimed: MaterialRow,
    body: Readable,
    contentLength: number | undefined,
  ): Promise<Material> {
    let staged: StagedFile;
    try {
      if (contentLength !== undefined && contentLength > claimed.fileSize) throw largerThanDeclared();
      staged = await stageChecked(this.storage, body, uploadCheck(claimed.fileExt, claimed.fileSize));
    } catch (error) {
      await this.db.delete(materials).where(and(eq(materials.id, claimed.id), eq(materials.status, 'pending')));
      if (isClientGone(error)) throw incompleteUpload();
      throw error;
    }
    return this.finish(claimed, staged);
  }

  /** Takes the upload URL for this request: a second PUT (or one racing it) is refused. */
  private async claim(id: number): Promise<MaterialRow> {
    const [row] = await this.db
      .update(materials)
      .set({ uploadStartedAt: sql`now()` })
      .where(and(eq(materials.id, id), eq(materials.status, 'pending'), isNull(materials.uploadStartedAt)))
      .returning();
    if (row) return row;
    const [exists] = await this.db.select({ id: materials.id }).from(materials).where(eq(materials.id, id));
    if (exists) throw conflict(M.uploadAlreadyUsed, 'UPLOAD_ALREADY_USED');
    throw notFound(M.notFound);
  }

  private async finish(claimed: MaterialRow, staged: StagedFile): Promise<Material> {
    let replacedKey: string | null = null;
    // The file is kept under the row's key in the transaction that makes it ready, or removed.
    const ready = await keepOrDiscard(this.storage, [{ file: staged, key: claimed.storageKey }], () =>
      this.db.transaction(async (tx) => {
        if (claimed.replacesId !== null) {
          const replaced = await this.replaceFile(tx, claimed, staged);
          replacedKey = replaced.oldKey;
          // Those who see the material's lesson refetch it.
          const [lesson] = await tx
            .select({ courseId: lessons.courseId })
            .from(lessons)
            .where(eq(lessons.id, replaced.row.lessonId));
          if (lesson)
            await recordEvent(tx, 'contentEdited', { courseId: lesson.courseId, lessonId: replaced.row.lessonId });
          return replaced.row;
        }
        const [row] = await tx
          .update(materials)
          .set({ status: 'ready', readyAt: sql`now()`, fileSize: staged.size })
          .where(and(eq(materials.id, claimed.id), eq(materials.status, 'pending')))
          .returning();
        // Gone meanwhile: its lesson was deleted, or the sweep took it.
        if (!row) throw notFound(M.notFound);
        // Published before its upload finished: students see it from now on (the delivery checks its course).
        if (row.publication === 'published') await recordEvent(tx, 'materialPublished', { materialId: row.id });
        await staged.commit(row.storageKey);
        return row;
      }),
    );
    if (replacedKey !== null) {
      // A copy of the course may still show the old file (docs/decisions/021).
      await deleteUnusedFiles(this.db, this.storage, [replacedKey]);
    }
    return this.materials.present(ready);
  }

  /**
   * The finished upload of a replacement (docs/decisions/020): its file and file facts move onto
   * the material it replaces, which keeps its id, title, place, comments and completions; the
   * pending row goes. Answers the material and its old file's key (deleted after the commit).
   */
  private async replaceFile(
    tx: Tx,
    claimed: MaterialRow,
    staged: StagedFile,
  ): Promise<{ row: MaterialRow; oldKey: string }> {
    const [pending] = await tx
      .delete(materials)
      .where(and(eq(materials.id, claimed.id), eq(materials.status, 'pending')))
      .returning();
    // Gone meanwhile: the material it replaces was deleted (cascade), or the sweep took it.
    if (!pending?.replacesId) throw notFound(M.notFound);
    const [old] = await tx
      .select({ key: materials.storageKey })
      .from(materials)
      .where(and(eq(materials.id, pending.replacesId), eq(materials.status, 'ready')))
      .for('update');
    if (!old) throw notFound(M.notFound);
    const [row] = await tx
      .update(materials)
      .set({
        fileType: pending.fileType,
        fileExt: pending.fileExt,
        fileSize: staged.size,
        originalName: pending.originalName,
        storageKey: pending.storageKey,
        uploadedBy: pending.uploadedBy,
      })
      .where(eq(materials.id, pending.replacesId))
      .returning();
    if (!row) throw notFound(M.notFound);
    await staged.commit(row.storageKey);
    return { row, oldKey: old.key };
  }
}
