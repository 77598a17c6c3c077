import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import type { CaptureSummary } from '@netclass/shared';
import { sendChunks } from './workers/chunk-port.js';

/**
 * CPU-heavy work off the event loop (decision 047): a pool of worker threads (piscina), sized
 * by the config (at most one fewer than the cores), closed with the app. Threads start when a
 * task comes and end after a minute idle, so an app that analyses nothing holds none.
 *
 * Its tasks run in `workers/tasks.ts`: built, that is dist/worker-tasks.js beside the bundle
 * (build.mjs); from sources (tsx, Vitest) the worker starts at `workers/entry.mjs`, which
 * registers tsx's loader first, since a worker gets none of its parent's.
 */
const fromSources = import.meta.url.endsWith('.ts');
const TASKS = fromSources
  ? new URL('./workers/entry.mjs', import.meta.url)
  : new URL('./worker-tasks.js', import.meta.url);

/** A task that ran past its time limit (its worker thread was ended). */
export class WorkerTimeout extends Error {}

export interface CaptureAnalysisResult {
  summary: CaptureSummary;
  /** The problem that stopped the reading (`capture.notCapture`…), or null. */
  fatal: string | null;
}

export class WorkerPool {
  private readonly piscina: Piscina;

  constructor(threads: number) {
    this.piscina = new Piscina({
      filename: TASKS.href,
      minThreads: 0,
      maxThreads: threads,
      idleTimeout: 60_000,
    });
  }

  /** Tasks finished (well or not) since the pool started. */
  get completed(): number {
    return this.piscina.completed;
  }

  /**
   * The list pass over a capture (workers/capture-summary.ts) on a worker thread, its bytes read
   * here from `source` and handed over chunk by chunk (workers/chunk-port.ts). Past `timeoutMs`
   * the worker thread is ended and this rejects with WorkerTimeout. The caller destroys `source` afterwards.
   */
  async analyseCapture(source: AsyncIterable<Uint8Array>, timeoutMs: number): Promise<CaptureAnalysisResult> {
    const { port1, port2 } = new MessageChannel();
    const signal = AbortSignal.timeout(timeoutMs);
    const task = this.piscina.run({ port: port2 }, { name: 'analyseCapture', transferList: [port2], signal });
    // Not awaited past the task: a stalled source is ended by its owner (who destroys it), not waited for.
    sendChunks(source, port1, signal).catch(() => undefined);
    try {
      return (await task) as CaptureAnalysisResult;
    } catch (error) {
      if (signal.aborted) throw new WorkerTimeout(`capture analysis stopped after ${timeoutMs} ms`, { cause: error });
      throw error;
    } finally {
      port1.close();
    }
  }

  /** Waits for the tasks under way, then ends the threads. */
  async close(): Promise<void> {
    await this.piscina.close();
  }
}
