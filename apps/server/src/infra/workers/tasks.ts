import type { MessagePort } from 'node:worker_threads';
import type { CaptureSummary } from '@netclass/shared';
import { CaptureSummarizer } from './capture-summary.js';
import type { ChunkMessage, ChunkReply } from './chunk-port.js';

/**
 * The tasks the worker-thread pool runs (infra/worker-pool.ts), one named export each. This
 * file runs on the worker threads only: built as dist/worker-tasks.js, or from sources through
 * workers/entry.mjs.
 */

export interface AnalyseCaptureTask {
  /** The capture's bytes arrive here (chunk-port.ts). */
  port: MessagePort;
}

/** The list pass over a capture sent through `port`; answers its summary and the fatal problem, if any. */
export function analyseCapture({
  port,
}: AnalyseCaptureTask): Promise<{ summary: CaptureSummary; fatal: string | null }> {
  const summarizer = new CaptureSummarizer();
  return new Promise((resolve) => {
    const finish = () => {
      port.close();
      resolve({ summary: summarizer.end(), fatal: summarizer.fatal });
    };
    port.on('message', (message: ChunkMessage) => {
      if ('end' in message) return finish();
      summarizer.push(message.chunk);
      if (summarizer.fatal === null) port.postMessage('ack' satisfies ChunkReply);
      else {
        port.postMessage('stop' satisfies ChunkReply);
        finish();
      }
    });
  });
}
