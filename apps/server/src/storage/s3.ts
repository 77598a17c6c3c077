import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { ByteRange, DownloadLink, FileStorage, PartialFile, StagedFile } from './file-storage.js';
import { contentDisposition, contentTypeOf } from './http-file.js';
import { checkedKey, checkedUploadId, isUploadId } from './keys.js';
import { ReusedLinks } from './reused-links.js';
import { S3Bucket } from './s3-bucket.js';
import { PARTIAL_PREFIX, S3PartialFile } from './s3-partial.js';

/** Where the bucket is and who the app is there (config.ts, `STORAGE=s3`). */
export interface S3Settings {
  /** The S3 API's URL (MinIO, Ceph, Garage…); unset for AWS, found from the region. */
  endpoint: string | undefined;
  /** Where browsers reach the bucket, when not at `endpoint` (e.g. a private network address); the download links point there. */
  publicEndpoint: string | undefined;
  region: string;
  bucket: string;
  /** Unset: the SDK's own chain (AWS_* variables, an instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  forcePathStyle: boolean;
}

export interface S3StorageOptions {
  /** How long a download link lasts. */
  linkTtlMs: number;
  /** A staged object no upload of this process holds is taken as left behind after this long (other instances stage in the same bucket). */
  abandonedAfterMs: number;
}

const STAGING_PREFIX = '.tmp/';

export function s3Client(settings: S3Settings, endpoint = settings.endpoint): S3Client {
  return new S3Client({
    endpoint,
    region: settings.region,
    credentials: settings.credentials,
    forcePathStyle: settings.forcePathStyle,
    // Checksums only where S3 demands them: S3-compatible servers refuse or miscount the
    // streamed (aws-chunked) bodies that the SDK's default would send.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/**
 * Files in an S3-compatible bucket under their keys (docs/decisions/031). An upload streams
 * into `.tmp/<uuid>` (a multipart upload, a part in memory at a time) and is copied into
 * place by `commit`. Downloads are presigned GETs straight from the bucket, with the type,
 * the disposition and the cache lifetime the app's own download route would give; the app
 * still decides who gets a link. Resumable uploads: S3PartialFile.
 */
export class S3Storage implements FileStorage {
  private readonly bucket: S3Bucket;
  private readonly presigner: S3Client;
  /** Names in `.tmp/` that an upload of this process is writing or has staged. */
  private readonly staging = new Set<string>();
  private readonly reused: ReusedLinks;

  constructor(
    settings: S3Settings,
    private readonly options: S3StorageOptions,
  ) {
    this.reused = new ReusedLinks(options.linkTtlMs);
    this.bucket = new S3Bucket(s3Client(settings), settings.bucket);
    this.presigner = settings.publicEndpoint ? s3Client(settings, settings.publicEndpoint) : this.bucket.client;
  }

  async put(body: Readable): Promise<StagedFile> {
    const name = randomUUID();
    const staged = `${STAGING_PREFIX}${name}`;
    const release = () => this.staging.delete(name);
    this.staging.add(name);
    let size: number;
    try {
      size = await this.bucket.write(staged, body);
    } catch (error) {
      release();
      throw error;
    }
    return {
      size,
      commit: async (key) => {
        await this.bucket.copy(staged, checkedKey(key), size);
        await this.bucket.delete([staged]);
        release();
      },
      discard: async () => {
        await this.bucket.delete([staged]);
        release();
      },
    };
  }

  open(key: string, range?: ByteRange): Promise<Readable | undefined> {
    return this.bucket.read(checkedKey(key), range);
  }

  async stat(key: string): Promise<{ size: number } | undefined> {
    const size = await this.bucket.size(checkedKey(key));
    return size === undefined ? undefined : { size };
  }

  async delete(key: string): Promise<void> {
    await this.bucket.delete([checkedKey(key)]);
  }

  async downloadLink(key: string, fileName: string): Promise<DownloadLink> {
    return this.reused.get(key, fileName, async () => {
      const seconds = Math.floor(this.options.linkTtlMs / 1000);
      const expiresAt = new Date(Date.now() + seconds * 1000);
      const command = new GetObjectCommand({
        Bucket: this.bucket.name,
        Key: checkedKey(key),
        ResponseContentType: contentTypeOf(fileName),
        ResponseContentDisposition: contentDisposition(fileName),
        ResponseCacheControl: `private, max-age=${seconds}`,
      });
      return { url: await getSignedUrl(this.presigner, command, { expiresIn: seconds }), expiresAt };
    });
  }

  async removeAbandoned(): Promise<number> {
    const before = Date.now() - this.options.abandonedAfterMs;
    const abandoned = (await this.bucket.list(STAGING_PREFIX)).filter(
      (object) => !this.staging.has(object.key.slice(STAGING_PREFIX.length)) && object.lastModified.getTime() <= before,
    );
    await this.bucket.delete(abandoned.map((object) => object.key));
    return abandoned.length;
  }

  partial(id: string): PartialFile {
    return new S3PartialFile(this.bucket, checkedUploadId(id));
  }

  async partialIds(): Promise<string[]> {
    return (await this.bucket.folders(PARTIAL_PREFIX)).filter(isUploadId);
  }
}
