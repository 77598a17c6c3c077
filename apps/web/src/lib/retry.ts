import { TIMINGS } from '@netclass/shared';
import { ApiError, NetworkError } from './api-client';

export interface RetryOptions {
  tries?: number;
  delayMs?: number;
  signal?: AbortSignal;
}

/** Worth another try: no answer, or a server-side failure. Never a refusal such as 401 or 403. */
function isTransientError(error: unknown): boolean {
  return error instanceof NetworkError || (error instanceof ApiError && error.status >= 500);
}

function wait(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason ?? new DOMException('Aborted', 'AbortError'));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** Runs `task` up to `tries` times, `delayMs` apart, while it fails transiently (docs/product/api.md#calls: 3 tries, 2 s). */
export async function withRetry<T>(task: () => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const { tries = TIMINGS.maxTries, delayMs = TIMINGS.retryDelayMs, signal } = options;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await task();
    } catch (error) {
      if (attempt >= tries || !isTransientError(error)) throw error;
      await wait(delayMs, signal);
    }
  }
}
