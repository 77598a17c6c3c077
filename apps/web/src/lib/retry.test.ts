import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError } from './api-client';
import { withRetry } from './retry';

describe('withRetry', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('tries 3 times, 2 s apart, then gives up with the last error', async () => {
    const task = vi.fn(async () => Promise.reject(new NetworkError('timeout')));
    const result = withRetry(task);
    const settled = expect(result).rejects.toBeInstanceOf(NetworkError);

    await vi.advanceTimersByTimeAsync(0);
    expect(task).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1999);
    expect(task).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(task).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(task).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(task).toHaveBeenCalledTimes(3);
    await settled;
  });

  it('returns the first success', async () => {
    const task = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new ApiError(503, 'INTERNAL', 'busy'))
      .mockResolvedValueOnce('ok');
    const result = withRetry(task);
    await vi.advanceTimersByTimeAsync(2000);
    await expect(result).resolves.toBe('ok');
    expect(task).toHaveBeenCalledTimes(2);
  });

  it('does not retry a refusal such as 401', async () => {
    const task = vi.fn(async () => Promise.reject(new ApiError(401, 'UNAUTHENTICATED', 'expired')));
    await expect(withRetry(task)).rejects.toMatchObject({ status: 401 });
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('stops waiting when the caller aborts', async () => {
    const controller = new AbortController();
    const task = vi.fn(async () => Promise.reject(new NetworkError('unreachable')));
    const result = withRetry(task, { signal: controller.signal });
    const settled = expect(result).rejects.toBeDefined();
    await vi.advanceTimersByTimeAsync(500);
    controller.abort();
    await settled;
    expect(task).toHaveBeenCalledTimes(1);
  });
});
