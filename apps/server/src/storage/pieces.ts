import type { Readable } from 'node:stream';

export interface Piece {
  data: Buffer;
  /** Nothing follows: the stream ended (or failed) after these bytes. */
  last: boolean;
  /** The stream failed after these bytes arrived: the caller keeps or drops them, then throws this. */
  error?: unknown;
}

/**
 * A stream's bytes in pieces of `size` (the last one shorter), at most one piece held in
 * memory: the stream is read only as fast as the caller takes pieces. A failing stream
 * answers what arrived since the last piece, with its error, instead of throwing.
 */
export async function* piecesOf(body: Readable, size: number): AsyncGenerator<Piece> {
  let held: Buffer[] = [];
  let length = 0;
  const take = (bytes: number) => {
    const all = Buffer.concat(held, length);
    const rest = all.subarray(bytes);
    held = rest.length ? [rest] : [];
    length = rest.length;
    return all.subarray(0, bytes);
  };
  try {
    for await (const chunk of body as AsyncIterable<Buffer | string>) {
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      held.push(bytes);
      length += bytes.length;
      while (length >= size) yield { data: take(size), last: false };
    }
  } catch (error) {
    yield { data: take(length), last: true, error };
    return;
  }
  yield { data: take(length), last: true };
}
