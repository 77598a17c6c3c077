import type { MessagePort } from 'node:worker_threads';

/**
 * Bytes handed from the main thread to a worker through a MessagePort (decision 047): the
 * main thread reads storage (local disk or S3, whose client and credentials stay there) and
 * posts each chunk, transferred, not copied twice; the worker answers `ack` per chunk, and the
 * main thread keeps at most `CHUNKS_IN_FLIGHT` unanswered, so a slow worker holds memory bounded.
 */
export type ChunkMessage = { chunk: Uint8Array } | { end: true };
/** What the worker answers: one `ack` per chunk, or `stop` when it needs no more (the reading stopped). */
export type ChunkReply = 'ack' | 'stop';

export const CHUNKS_IN_FLIGHT = 16;

/**
 * Posts `source`'s chunks to `port`, then `end`; stops early when the worker says `stop`, the
 * port closes (the worker was ended) or `signal` aborts. Never rejects for those: the task's
 * own answer says what happened.
 */
export async function sendChunks(
  source: AsyncIterable<Uint8Array>,
  port: MessagePort,
  signal: AbortSignal,
): Promise<void> {
  let credit = CHUNKS_IN_FLIGHT;
  let stopped = false;
  let wake: (() => void) | undefined;
  const stop = () => {
    stopped = true;
    wake?.();
  };
  port.on('message', (reply: ChunkReply) => {
    if (reply === 'stop') stop();
    credit++;
    wake?.();
  });
  port.on('close', stop);
  signal.addEventListener('abort', stop, { once: true });
  const iterator = source[Symbol.asyncIterator]();
  try {
    while (!stopped) {
      while (credit === 0 && !stopped) await new Promise<void>((resolve) => (wake = resolve));
      if (stopped) break;
      const next = await iterator.next();
      if (next.done) {
        port.postMessage({ end: true } satisfies ChunkMessage);
        break;
      }
      if (stopped) break;
      credit--;
      // A fresh buffer of its own, moved to the worker (a stream's chunk may share a larger pool).
      const chunk = new Uint8Array(next.value);
      port.postMessage({ chunk } satisfies ChunkMessage, [chunk.buffer]);
    }
  } finally {
    signal.removeEventListener('abort', stop);
    await iterator.return?.();
  }
}
