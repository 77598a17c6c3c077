import { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CopyObjectCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  UploadPartCommand,
  type CompletedPart,
  type ListObjectsV2CommandOutput,
  type S3Client,
} from '@aws-sdk/client-s3';
import pLimit from 'p-limit';
import type { ByteRange } from './file-storage.js';
import { piecesOf } from './pieces.js';

/** Multipart parts: at least S3's 5 MiB, and 10,000 of them make 80 GB, far above any upload limit here. */
export const PART_BYTES = 8 * 1024 ** 2;
const MAX_PARTS = 10_000;
/** The largest object one CopyObject may copy; larger ones are streamed through. */
const MAX_COPY_BYTES = 5 * 1024 ** 3;

export interface ListedObject {
  key: string;
  size: number;
  lastModified: Date;
}

const isNotFound = (error: unknown) =>
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

/**
 * The object calls the S3 backend makes, on one bucket. Only calls that S3-compatible servers
 * commonly share: objects put, read (with a range), copied, listed and deleted one by one (no
 * DeleteObjects, whose checksum header some servers refuse), and multipart uploads that are
 * created, filled part by part and completed (never listed: a bucket lifecycle rule drops
 * the parts of uploads a killed process left, docs/operations.md).
 */
export class S3Bucket {
  constructor(
    readonly client: S3Client,
    readonly name: string,
  ) {}

  /**
   * Streams `body` into `key`, one part in memory at a time: one PutObject when it is shorter
   * than a part, a multipart upload otherwise. Answers the size. A failing stream rejects with
   * its own error and leaves no object (the multipart upload is aborted).
   */
  async write(key: string, body: Readable): Promise<number> {
    let uploadId: string | undefined;
    const parts: CompletedPart[] = [];
    let size = 0;
    try {
      for await (const piece of piecesOf(body, PART_BYTES)) {
        if (piece.error) throw piece.error;
        if (piece.last && !uploadId) {
          await this.put(key, piece.data);
          return piece.data.length;
        }
        if (!piece.data.length) continue;
        if (parts.length === MAX_PARTS)
          throw new Error(`${key}: larger than ${MAX_PARTS} parts of ${PART_BYTES} bytes`);
        uploadId ??= (await this.client.send(new CreateMultipartUploadCommand({ Bucket: this.name, Key: key })))
          .UploadId;
        const PartNumber = parts.length + 1;
        const { ETag } = await this.client.send(
          new UploadPartCommand({ Bucket: this.name, Key: key, UploadId: uploadId, PartNumber, Body: piece.data }),
        );
        parts.push({ PartNumber, ETag });
        size += piece.data.length;
      }
      await this.client.send(
        new CompleteMultipartUploadCommand({
          Bucket: this.name,
          Key: key,
          UploadId: uploadId,
          MultipartUpload: { Parts: parts },
        }),
      );
      return size;
    } catch (error) {
      if (uploadId)
        await this.client
          .send(new AbortMultipartUploadCommand({ Bucket: this.name, Key: key, UploadId: uploadId }))
          .catch(() => undefined);
      throw error;
    }
  }

  async put(key: string, data: Buffer): Promise<void> {
    await this.client.send(
      new PutObjectCommand({ Bucket: this.name, Key: key, Body: data, ContentLength: data.length }),
    );
  }

  /** The object's bytes (an inclusive range of them), or undefined when there is none. */
  async read(key: string, range?: ByteRange): Promise<Readable | undefined> {
    try {
      const { Body } = await this.client.send(
        new GetObjectCommand({ Bucket: this.name, Key: key, Range: range && `bytes=${range.start}-${range.end}` }),
      );
      if (!(Body instanceof Readable)) throw new Error(`${key}: the answer has no readable body`);
      return Body;
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
  }

  async size(key: string): Promise<number | undefined> {
    try {
      return (await this.client.send(new HeadObjectCommand({ Bucket: this.name, Key: key }))).ContentLength ?? 0;
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
  }

  /** Copies `from` (of `size` bytes) to `to` inside the bucket; above CopyObject's limit the bytes stream through. */
  async copy(from: string, to: string, size: number): Promise<void> {
    if (size <= MAX_COPY_BYTES) {
      await this.client.send(new CopyObjectCommand({ Bucket: this.name, Key: to, CopySource: `${this.name}/${from}` }));
      return;
    }
    const body = await this.read(from);
    if (!body) throw new Error(`${from}: gone before it was copied`);
    await this.write(to, body);
  }

  /** Deletes each key (a few at a time); keys already gone are fine. */
  async delete(keys: readonly string[]): Promise<void> {
    const limit = pLimit(8);
    await Promise.all(
      keys.map((key) => limit(() => this.client.send(new DeleteObjectCommand({ Bucket: this.name, Key: key })))),
    );
  }

  /** Every object under `prefix`. */
  async list(prefix: string): Promise<ListedObject[]> {
    const objects: ListedObject[] = [];
    for await (const page of this.pages(prefix)) {
      for (const item of page.Contents ?? []) {
        if (item.Key)
          objects.push({ key: item.Key, size: item.Size ?? 0, lastModified: item.LastModified ?? new Date(0) });
      }
    }
    return objects;
  }

  /** The names of the "folders" right under `prefix` (`prefix<name>/…`). */
  async folders(prefix: string): Promise<string[]> {
    const names: string[] = [];
    for await (const page of this.pages(prefix, '/')) {
      for (const folder of page.CommonPrefixes ?? []) {
        if (folder.Prefix) names.push(folder.Prefix.slice(prefix.length, -1));
      }
    }
    return names;
  }

  private async *pages(prefix: string, delimiter?: string): AsyncGenerator<ListObjectsV2CommandOutput> {
    let ContinuationToken: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.name, Prefix: prefix, Delimiter: delimiter, ContinuationToken }),
      );
      yield page;
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  }
}
