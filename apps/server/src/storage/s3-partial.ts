import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import type { PartialFile, StagedFile } from './file-storage.js';
import { piecesOf } from './pieces.js';
import type { ListedObject, S3Bucket } from './s3-bucket.js';

/**
 * What a resumable upload has received is kept as small objects ("segments") under
 * `.partial/<id>/`, each named by the offset of its first byte (zero-padded, so names sort
 * as offsets). A piece is written segment by segment as it arrives (at most SEGMENT_BYTES in
 * memory), and what arrived before a stream fails is written too, as the local disk keeps
 * it. The size is what the segments hold from offset 0 without a gap. Handing in streams
 * the segments, in order, into one object under its key. Not an S3 multipart upload: its
 * parts must be 5 MiB but the last, while pieces (and cut pieces) are any size, and its parts
 * could not be listed on every S3-compatible server.
 */
const SEGMENT_BYTES = 4 * 1024 ** 2;
const OFFSET_DIGITS = 15;

interface Segment extends ListedObject {
  start: number;
}

export const PARTIAL_PREFIX = '.partial/';

export class S3PartialFile implements PartialFile {
  private readonly prefix: string;

  constructor(
    private readonly bucket: S3Bucket,
    id: string,
  ) {
    this.prefix = `${PARTIAL_PREFIX}${id}/`;
  }

  async size(): Promise<number> {
    return (await this.segments()).size;
  }

  async append(body: Readable): Promise<number> {
    const { size, stale } = await this.segments();
    // Segments past a gap (two writers at once on several instances) would be read as bytes that never came.
    await this.bucket.delete(stale.map((segment) => segment.key));
    let offset = size;
    for await (const piece of piecesOf(body, SEGMENT_BYTES)) {
      if (piece.data.length) {
        await this.bucket.put(this.segmentKey(offset), piece.data);
        offset += piece.data.length;
      }
      if (piece.error) throw piece.error;
    }
    return offset;
  }

  async head(bytes: number): Promise<Buffer> {
    const found: Buffer[] = [];
    let length = 0;
    for (const segment of (await this.segments()).held) {
      if (length >= bytes) break;
      const body = await this.bucket.read(segment.key, { start: 0, end: Math.min(segment.size, bytes - length) - 1 });
      if (!body) break;
      const data = await buffer(body);
      found.push(data);
      length += data.length;
    }
    return Buffer.concat(found).subarray(0, bytes);
  }

  staged(size: number): StagedFile {
    return {
      size,
      commit: async (key) => {
        const { held } = await this.segments();
        await this.bucket.write(key, Readable.from(this.bytesOf(held)));
        await this.bucket.delete(held.map((segment) => segment.key));
      },
      discard: async () => undefined,
    };
  }

  async remove(): Promise<void> {
    await this.bucket.delete((await this.bucket.list(this.prefix)).map((object) => object.key));
  }

  private async *bytesOf(segments: readonly Segment[]): AsyncGenerator<Buffer> {
    for (const segment of segments) {
      const body = await this.bucket.read(segment.key);
      if (!body) throw new Error(`${segment.key}: gone while it was being handed in`);
      yield* body as AsyncIterable<Buffer>;
    }
  }

  /** The segments that follow each other from offset 0 (`held`, `size` bytes), and those past a gap (`stale`). */
  private async segments(): Promise<{ held: Segment[]; size: number; stale: Segment[] }> {
    const all = (await this.bucket.list(this.prefix))
      .map((object) => ({ ...object, start: Number(object.key.slice(this.prefix.length)) }))
      .sort((a, b) => a.start - b.start);
    let size = 0;
    let count = 0;
    while (count < all.length && all[count]!.start === size) size += all[count++]!.size;
    return { held: all.slice(0, count), size, stale: all.slice(count) };
  }

  private segmentKey(offset: number): string {
    return `${this.prefix}${String(offset).padStart(OFFSET_DIGITS, '0')}`;
  }
}
