import { pipeline, type Readable } from 'node:stream';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { MATERIAL_MESSAGES as M, type Material } from '@netclass/shared';
import type { Db } from '../../db/client.js';
import { lessons, materials } from '../../db/schema/index.js';
import { isClientGone } from '../../lib/client-gone.js';
import type { DomainEvents } from '../../lib/domain-events.js';
import { conflict, linkRefused, notFound } from '../../lib/errors.js';
import type { FileStorage, StagedFile } from '../../storage/file-storage.js';
import type { SignedLinks } from '../../storage/signed-links.js';
import type { MaterialService } from './service.js';
import { incompleteUpload, largerThanDeclared, uploadCheck } from './upload-check.js';

type MaterialRow = typeof materials.$inferSelect;

const uploadClaims = z.object({ m: z.number().int().positive() });

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
    private readonly events: DomainEvents,
    private readonly materials: MaterialService,
  ) {}

  async receive(token: string, body: Readable, contentLength: number | undefined): Promise<Material> {
    const link = this.links.verify('upload', token, uploadClaims);
    if (!link.ok) throw linkRefused(link.reason);
    const claimed = await this.claim(link.claims.m);
    let staged: StagedFile;
    try {
      if (contentLength !== undefined && contentLength > claimed.fileSize) throw largerThanDeclared();
      const checked = pipeline(body, uploadCheck(claimed.fileExt, claimed.fileSize), () => undefined);
      staged = await this.storage.put(checked);
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
    let ready: { row: MaterialRow; courseId: number };
    try {
      ready = await this.db.transaction(async (tx) => {
        const [row] = await tx
          .update(materials)
          .set({ status: 'ready', readyAt: sql`now()`, fileSize: staged.size })
          .where(and(eq(materials.id, claimed.id), eq(materials.status, 'pending')))
          .returning();
        // Gone meanwhile: its lesson was deleted, or the sweep took it.
        if (!row) throw notFound(M.notFound);
        const [lesson] = await tx.select({ courseId: lessons.courseId }).from(lessons).where(eq(lessons.id, row.lessonId));
        if (!lesson) throw new Error(`material ${row.id} has no lesson`);
        await staged.commit(row.storageKey);
        return { row, courseId: lesson.courseId };
      });
    } catch (error) {
      await staged.discard();
      await this.storage.delete(claimed.storageKey);
      throw error;
    }
    this.events.publish('materialCreated', { material: ready.row, courseId: ready.courseId });
    return this.materials.present(ready.row);
  }
}
