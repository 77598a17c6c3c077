import type { Readable } from 'node:stream';

/** An inclusive byte range, as HTTP `Range` counts it. */
export interface ByteRange {
  start: number;
  end: number;
}

/** Bytes that have arrived whole but are not yet visible under a key. */
export interface StagedFile {
  readonly size: number;
  /** Makes the bytes visible under `key`; keys are never reused. */
  commit(key: string): Promise<void>;
  /** Throws the bytes away; safe after a failed commit. */
  discard(): Promise<void>;
}

export interface DownloadLink {
  /** Opens the file without a bearer header until `expiresAt` (relative to the app, or absolute). */
  url: string;
  expiresAt: Date;
}

/**
 * The bytes of a resumable upload so far (docs/decisions/029), kept across requests until the
 * upload is complete and handed in, cancelled or swept. The S3 backend keeps them as objects
 * per piece (S3PartialFile).
 */
export interface PartialFile {
  /** Bytes received so far (0 before the first). */
  size(): Promise<number>;
  /**
   * Appends the stream's bytes (flushed to disk) and answers the new size. When the stream
   * fails (a refusal, a dropped connection), what arrived before stays and the error is thrown.
   */
  append(body: Readable): Promise<number>;
  /** The first `bytes` bytes (fewer when the file is shorter), for the content check. */
  head(bytes: number): Promise<Buffer>;
  /** The received bytes as a staged file: `commit(key)` moves them into place; `discard()` keeps them (the upload may be handed in again). */
  staged(size: number): StagedFile;
  /** Removes the bytes; nothing happens when there are none. */
  remove(): Promise<void>;
}

/**
 * Where uploaded files live. Feature code knows only this interface; the local-disk backend
 * keeps files under DATA_DIR/files (local-disk.ts), the S3 backend in a bucket (s3.ts: put
 * through a multipart upload, downloadLink a presigned GET). Keys look like `materials/<uuid>.pdf`.
 */
export interface FileStorage {
  /**
   * Streams `body` into storage. Rejects with the stream's own error when it fails (a
   * refused or interrupted upload), leaving nothing behind.
   */
  put(body: Readable): Promise<StagedFile>;
  /** The file's bytes (a range of them), or undefined when there is no such file. */
  open(key: string, range?: ByteRange): Promise<Readable | undefined>;
  stat(key: string): Promise<{ size: number } | undefined>;
  /** Removes a file; nothing happens when it is already gone. */
  delete(key: string): Promise<void>;
  /** A short-lived URL a browser opens in a new tab; `fileName` is what it is saved as. */
  downloadLink(key: string, fileName: string): Promise<DownloadLink>;
  /**
   * Drops staged bytes that no upload of this process is writing or holding (left by a
   * killed process); answers how many. Each process stages in a place of its own (one app per
   * DATA_DIR), so another instance's uploads are never touched; in a bucket that instances
   * share, only what has lain there unheld for an hour goes.
   */
  removeAbandoned(): Promise<number>;
  /** The partial file of resumable upload `id` (a uuid). */
  partial(id: string): PartialFile;
  /** The ids of the partial files there are, for the sweep. */
  partialIds(): Promise<string[]>;
}
