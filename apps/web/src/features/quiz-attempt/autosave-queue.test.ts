import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError } from '../../lib/api-client';
import { AUTOSAVE_DELAY_MS, AutosaveQueue } from './autosave-queue';

const saved = (seq: number, wasSaved = true) => ({
  position: 1,
  seq,
  saved: wasSaved,
  ends_at: '2026-01-01T10:10:00.000Z',
  now: '2026-01-01T10:00:00.000Z',
});
const choice = (option_id: number) => ({ type: 'single_choice' as const, option_id });

function queueWith(send: ReturnType<typeof vi.fn>, seq = 4) {
  const handlers = { onClock: vi.fn(), onClosed: vi.fn(), onChange: vi.fn() };
  const queue = new AutosaveQueue(send as never, 7, [{ position: 1, answer: null, seq }], handlers);
  return { queue, handlers };
}

describe('AutosaveQueue', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends the last answer once, a second after the last change, with the seq above the server’s; sets the clock', async () => {
    const send = vi.fn(async (_attempt: number, _position: number, _answer: unknown, seq: number) => saved(seq));
    const { queue, handlers } = queueWith(send);
    queue.change(1, choice(1));
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS - 100);
    queue.change(1, choice(2));
    expect(queue.stateOf(1)).toBe('pending');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS - 1);
    expect(send).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(send).toHaveBeenCalledExactlyOnceWith(7, 1, choice(2), 5);
    expect(queue.stateOf(1)).toBe('saved');
    expect(handlers.onClock).toHaveBeenCalledWith('2026-01-01T10:10:00.000Z', '2026-01-01T10:00:00.000Z');
  });

  it('a failure shows, is tried again with a higher seq, and a flush sends at once', async () => {
    const send = vi
      .fn()
      .mockRejectedValueOnce(new NetworkError('unreachable'))
      .mockImplementation(async (_a: number, _p: number, _answer: unknown, seq: number) => saved(seq));
    const { queue } = queueWith(send);
    queue.change(1, choice(1));
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    expect(queue.stateOf(1)).toBe('failed');
    await queue.flush();
    expect(send.mock.calls.map((call) => call[3])).toEqual([5, 6]);
    expect(queue.stateOf(1)).toBe('saved');
  });

  it('a later answer saved by another device: this one is sent again above its seq', async () => {
    const send = vi
      .fn()
      .mockResolvedValueOnce(saved(9, false))
      .mockImplementation(async (_a: number, _p: number, _answer: unknown, seq: number) => saved(seq));
    const { queue } = queueWith(send);
    queue.change(1, choice(3));
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    expect(send.mock.calls.map((call) => call[3])).toEqual([5, 10]);
    expect(queue.stateOf(1)).toBe('saved');
  });

  it('a 409 (time over, or submitted elsewhere) hands over to the page, with no retry', async () => {
    const send = vi.fn().mockRejectedValue(new ApiError(409, 'CONFLICT', 'Đã hết giờ làm bài'));
    const { queue, handlers } = queueWith(send);
    queue.change(1, choice(1));
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS * 20);
    expect(send).toHaveBeenCalledTimes(1);
    expect(handlers.onClosed).toHaveBeenCalledTimes(1);
  });
});
