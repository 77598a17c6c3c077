import { eq } from 'drizzle-orm';
import { ASSIGNMENT_MESSAGES as M, CAPTURE_MESSAGES, type CaptureAnalysis } from '@netclass/shared';
import type { Db, DbOrTx } from '../../db/client.js';
import { captureAnalyses, handInFiles, handIns } from '../../db/schema/index.js';
import { addJob } from '../../infra/jobs.js';
import { WorkerTimeout, type WorkerPool } from '../../infra/worker-pool.js';
import { notFound } from '../../lib/errors.js';
import { authorize, type Actor } from '../../policies/index.js';
import type { FileStorage } from '../../storage/file-storage.js';
import { visibleAssignment } from './access.js';

type AnalysisRow = typeof captureAnalyses.$inferSelect;

/** The hand-in files the server analyses: packet captures, by their extension. */
const isCapture = (storageKey: string) => /\.(pcap|pcapng)$/.test(storageKey);

/** Fatal problems that mean the file holds no capture at all: the analysis fails with them. */
const NOT_A_CAPTURE = new Set<string>([CAPTURE_MESSAGES.notCapture, CAPTURE_MESSAGES.empty]);

/**
 * Captures handed in are analysed in the job queue, on a worker thread (docs/captures.md,
 * "Analysis on the server"; decision 047): queued in the transaction that keeps the hand-in,
 * run by the `analyseCapture` job, read by whoever may read the hand-in.
 */
export class CaptureAnalysisService {
  constructor(
    private readonly db: Db,
    private readonly storage: FileStorage,
    private readonly pool: WorkerPool,
    private readonly timeoutMs: number,
  ) {}

  /** In the hand-in's transaction: a queued analysis and its job for each capture among `files`. */
  static async queue(tx: DbOrTx, files: { id: number; storageKey: string }[]): Promise<void> {
    const captures = files.filter((file) => isCapture(file.storageKey));
    if (!captures.length) return;
    await tx.insert(captureAnalyses).values(captures.map((file) => ({ fileId: file.id })));
    for (const file of captures) await addJob(tx, 'analyseCapture', { fileId: file.id });
  }

  /**
   * The job: streams the file from storage to a worker thread and keeps its summary. A file
   * that holds no capture, or an analysis past the time limit, is failed with its message key;
   * anything else thrown (a worker that crashed, storage unreachable) lets the job queue retry.
   */
  async run({ fileId }: { fileId: number }): Promise<void> {
    const [file] = await this.db
      .select({ storageKey: handInFiles.storageKey })
      .from(handInFiles)
      .innerJoin(captureAnalyses, eq(captureAnalyses.fileId, handInFiles.id))
      .where(eq(handInFiles.id, fileId));
    if (!file) return; // the hand-in went away meanwhile
    const source = await this.storage.open(file.storageKey);
    if (!source) throw new Error(`hand-in file ${fileId} is missing from storage`);
    try {
      const { summary, fatal } = await this.pool.analyseCapture(source, this.timeoutMs);
      if (fatal !== null && NOT_A_CAPTURE.has(fatal)) await this.finish(fileId, { status: 'failed', errorCode: fatal });
      else await this.finish(fileId, { status: 'done', summary });
    } catch (error) {
      if (!(error instanceof WorkerTimeout)) throw error;
      await this.finish(fileId, { status: 'failed', errorCode: CAPTURE_MESSAGES.analysisTimeout });
    } finally {
      source.destroy();
    }
  }

  /** A hand-in file's analysis, for the student who handed it in and those who manage the course (as the hand-in itself). */
  async read(actor: Actor, fileId: number): Promise<CaptureAnalysis> {
    const [file] = await this.db
      .select({ assignmentId: handIns.assignmentId, studentId: handIns.studentId })
      .from(handInFiles)
      .innerJoin(handIns, eq(handIns.id, handInFiles.handInId))
      .where(eq(handInFiles.id, fileId));
    if (!file) throw notFound(M.fileNotFound);
    const { course } = await visibleAssignment(this.db, actor, file.assignmentId);
    authorize(actor, 'handIn.read', { studentId: file.studentId, course });
    const [row] = await this.db.select().from(captureAnalyses).where(eq(captureAnalyses.fileId, fileId));
    if (!row) throw notFound(M.fileNotFound);
    return present(row);
  }

  private async finish(fileId: number, result: Pick<AnalysisRow, 'status'> & Partial<AnalysisRow>): Promise<void> {
    await this.db
      .update(captureAnalyses)
      .set({ summary: null, errorCode: null, ...result, analysedAt: new Date() })
      .where(eq(captureAnalyses.fileId, fileId));
  }
}

function present(row: AnalysisRow): CaptureAnalysis {
  return {
    file_id: row.fileId,
    status: row.status,
    summary: row.summary,
    error: row.errorCode,
    analysed_at: row.analysedAt?.toISOString() ?? null,
  };
}
