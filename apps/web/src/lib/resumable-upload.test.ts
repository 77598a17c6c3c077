import { describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError } from './api-client';
import { uploadResumably, type ResumableTransport } from './resumable-upload';
import { UploadCancelledError } from './send-with-progress';

/** A server that keeps the bytes it receives; `failures` says what the next sends do instead (a dropped connection after some bytes). */
interface FakeServer {
  received: number;
  sends: number[];
  failures: Array<{ keep: number; error: Error }>;
}

function fakeServer() {
  const server: FakeServer = { received: 0, sends: [], failures: [] };
  return Object.assign(server, {
    transport: {
      offset: vi.fn(async (): Promise<number> => server.received),
      send: vi.fn(async (piece: Blob, start: number, onSent: (bytes: number) => void): Promise<number> => {
        server.sends.push(start);
        if (start !== server.received) throw new ApiError(409, 'UPLOAD_OFFSET_MISMATCH', 'out of step');
        const failure = server.failures.shift();
        const kept = failure ? Math.min(failure.keep, piece.size) : piece.size;
        server.received += kept;
        onSent(kept);
        if (failure) throw failure.error;
        return server.received;
      }),
    } satisfies ResumableTransport,
  });
}

const file = (size: number) => new Blob([new Uint8Array(size)]);
const now = { whenOnline: async () => undefined, pause: async () => undefined };

describe('uploadResumably', () => {
  it('sends the file in pieces from the offset, reporting progress up to the whole', async () => {
    const server = fakeServer();
    const progress: number[] = [];
    await uploadResumably(file(10), server.transport, {
      chunkBytes: 4,
      onProgress: (loaded) => progress.push(loaded),
      ...now,
    });
    expect(server.sends).toEqual([0, 4, 8]);
    expect(server.received).toBe(10);
    expect(progress.at(-1)).toBe(10);
  });

  it('after a dropped connection it waits to be online, asks the offset and resumes from the bytes kept, never sending them again', async () => {
    const server = fakeServer();
    server.failures.push({ keep: 2, error: new NetworkError('unreachable') });
    const whenOnline = vi.fn(async () => undefined);
    await uploadResumably(file(10), server.transport, {
      chunkBytes: 4,
      onProgress: () => undefined,
      whenOnline,
      pause: async () => undefined,
    });
    expect(server.sends).toEqual([0, 2, 6]);
    expect(whenOnline).toHaveBeenCalledTimes(1);
    expect(server.transport.offset).toHaveBeenCalledTimes(2);
    expect(server.received).toBe(10);
  });

  it('resumes a file already partly on the server (a page reloaded) from its offset', async () => {
    const server = fakeServer();
    server.received = 7;
    await uploadResumably(file(10), server.transport, { chunkBytes: 4, onProgress: () => undefined, ...now });
    expect(server.sends).toEqual([7]);
  });

  it('a failed piece the server cut short (400 UPLOAD_INCOMPLETE) or a restarting server (503) is tried again; the pauses grow', async () => {
    const server = fakeServer();
    server.failures.push(
      { keep: 1, error: new ApiError(400, 'UPLOAD_INCOMPLETE', 'cut') },
      { keep: 0, error: new ApiError(503, 'SERVICE_UNAVAILABLE', 'restarting') },
    );
    const pause = vi.fn(async (_attempt: number) => undefined);
    await uploadResumably(file(8), server.transport, {
      chunkBytes: 8,
      onProgress: () => undefined,
      whenOnline: async () => undefined,
      pause,
    });
    expect(pause.mock.calls.map(([attempt]) => attempt)).toEqual([1, 2]);
    expect(server.sends).toEqual([0, 1, 1]);
    expect(server.received).toBe(8);
  });

  it('a refusal (415) ends it at once, and so does giving up after too many failures in a row', async () => {
    const refused = fakeServer();
    refused.failures.push({ keep: 0, error: new ApiError(415, 'UNSUPPORTED_TYPE', 'no') });
    await expect(
      uploadResumably(file(8), refused.transport, { chunkBytes: 8, onProgress: () => undefined, ...now }),
    ).rejects.toMatchObject({ status: 415 });
    expect(refused.sends).toEqual([0]);

    const offline = fakeServer();
    offline.failures.push(...Array.from({ length: 3 }, () => ({ keep: 0, error: new NetworkError('unreachable') })));
    await expect(
      uploadResumably(file(8), offline.transport, {
        chunkBytes: 8,
        onProgress: () => undefined,
        maxAttempts: 3,
        ...now,
      }),
    ).rejects.toBeInstanceOf(NetworkError);
    expect(offline.sends).toHaveLength(3);
  });

  it('a cancel stops before the next piece', async () => {
    const server = fakeServer();
    const controller = new AbortController();
    server.transport.send.mockImplementationOnce(async (_piece: Blob, start: number) => {
      controller.abort();
      server.received = start + 4;
      return server.received;
    });
    await expect(
      uploadResumably(file(8), server.transport, {
        chunkBytes: 4,
        onProgress: () => undefined,
        signal: controller.signal,
        ...now,
      }),
    ).rejects.toBeInstanceOf(UploadCancelledError);
    expect(server.received).toBe(4);
  });
});
