import { ApiError, NetworkError } from './api-client';
import { UploadCancelledError } from './send-with-progress';

/** What the resumable upload needs of the server (docs/decisions/029); the bytes' progress is reported by `send`. */
export interface ResumableTransport {
  /** The bytes the server has: where the next piece starts. */
  offset(): Promise<number>;
  /** Sends `piece` as bytes `start`…`start + piece.size - 1`; answers the new offset. `onSent` reports the piece's bytes sent so far. */
  send(piece: Blob, start: number, onSent: (bytes: number) => void, signal?: AbortSignal): Promise<number>;
}

export interface ResumableOptions {
  chunkBytes: number;
  /** Bytes of the file on the server, or sent in the current piece. */
  onProgress: (loaded: number) => void;
  signal?: AbortSignal;
  /** Resolves when the browser is online again (at once when it is). */
  whenOnline?: (signal?: AbortSignal) => Promise<void>;
  /** Waits before the n-th retry in a row (1, 2, …) after a failed piece. */
  pause?: (attempt: number, signal?: AbortSignal) => Promise<void>;
  /** Failed pieces in a row before giving up (the last error is thrown). */
  maxAttempts?: number;
}

const wait = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(new UploadCancelledError());
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => (clearTimeout(timer), reject(new UploadCancelledError())), { once: true });
  });

/** Waits for the browser's `online` event when it is offline. */
export function browserOnline(signal?: AbortSignal): Promise<void> {
  if (navigator.onLine) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const done = () => (window.removeEventListener('online', done), resolve());
    window.addEventListener('online', done);
    signal?.addEventListener(
      'abort',
      () => (window.removeEventListener('online', done), reject(new UploadCancelledError())),
      { once: true },
    );
  });
}

/** Worth another try: no answer (offline, a dropped connection), a server busy or restarting, a piece cut short, or an offset out of step. */
const resumable = (error: unknown) =>
  error instanceof NetworkError ||
  (error instanceof ApiError &&
    (error.status >= 500 ||
      error.status === 429 ||
      error.code === 'UPLOAD_INCOMPLETE' ||
      error.code === 'UPLOAD_OFFSET_MISMATCH' ||
      error.code === 'UPLOAD_BUSY'));

/**
 * Sends `file` piece by piece from the offset the server has. A failed piece (the connection
 * dropped, the browser went offline, the server was restarting) is not the end: it waits to
 * be online, pauses a little longer each time, asks the server its offset again and goes on
 * from there, so the bytes already received are never sent twice. A refusal (403, 413, 415…)
 * or a cancel ends it.
 */
export async function uploadResumably(
  file: Blob,
  transport: ResumableTransport,
  options: ResumableOptions,
): Promise<void> {
  const {
    chunkBytes,
    onProgress,
    signal,
    whenOnline = browserOnline,
    pause = (attempt, s) => wait(Math.min(30_000, 1000 * 2 ** (attempt - 1)), s),
    maxAttempts = 8,
  } = options;
  let offset: number | undefined;
  let failures = 0;
  for (;;) {
    if (signal?.aborted) throw new UploadCancelledError();
    try {
      if (offset === undefined) {
        offset = await transport.offset();
        onProgress(offset);
      }
      if (offset >= file.size) return;
      const start = offset;
      offset = await transport.send(
        file.slice(start, Math.min(file.size, start + chunkBytes)),
        start,
        (sent) => onProgress(start + sent),
        signal,
      );
      failures = 0;
      onProgress(offset);
    } catch (error) {
      if (!resumable(error) || ++failures >= maxAttempts) throw error;
      offset = undefined; // asked again once back
      await whenOnline(signal);
      await pause(failures, signal);
    }
  }
}
