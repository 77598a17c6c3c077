import { createReadStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import pLimit from 'p-limit';
import { checkedKey, isUploadId } from './keys.js';
import { S3Storage, s3Client, type S3Settings } from './s3.js';
import { S3Bucket } from './s3-bucket.js';

export interface CopyReport {
  /** Files (and partial uploads) copied into the bucket, and their bytes. */
  copied: number;
  bytes: number;
  /** Already in the bucket with the same size. */
  skipped: number;
  /** Names no key can have (left where they are), and files whose copy failed: `name: reason`. */
  failed: string[];
}

/**
 * Copies the local disk's files (DATA_DIR/files) into the bucket under the same keys, and
 * resumable uploads under way (`.partial/<id>`) as the S3 backend keeps them; staged files
 * (`.tmp/`) are left. Idempotent: a key already in the bucket with the same size is skipped,
 * so it can run again after a failure, and once more just before the switch to STORAGE=s3.
 */
export async function copyLocalFilesToS3(
  filesDir: string,
  settings: S3Settings,
  onProgress: (line: string) => void = () => undefined,
): Promise<CopyReport> {
  const bucket = new S3Bucket(s3Client(settings), settings.bucket);
  // Only its partial files are used: no links are made and nothing is swept.
  const storage = new S3Storage(settings, { linkTtlMs: 0, abandonedAfterMs: Number.POSITIVE_INFINITY });
  const report: CopyReport = { copied: 0, bytes: 0, skipped: 0, failed: [] };
  const limit = pLimit(4);
  const copied = (name: string, size: number) => {
    report.copied++;
    report.bytes += size;
    onProgress(`copied ${name} (${size} bytes)`);
  };

  const copyFile = async (name: string, size: number) => {
    const key = checkedKey(name.split(path.sep).join('/'));
    if ((await bucket.size(key)) === size) return void report.skipped++;
    await bucket.write(key, createReadStream(path.join(filesDir, name)));
    copied(key, size);
  };
  const copyPartial = async (id: string, size: number) => {
    const partial = storage.partial(id);
    if ((await partial.size()) === size) return void report.skipped++;
    await partial.remove();
    await partial.append(createReadStream(path.join(filesDir, '.partial', id)));
    copied(`.partial/${id}`, size);
  };

  const names = await readdir(filesDir, { recursive: true }).catch((error: unknown) =>
    (error as { code?: string }).code === 'ENOENT' ? [] : Promise.reject(error),
  );
  await Promise.all(
    names.map((name) =>
      limit(async () => {
        const info = await stat(path.join(filesDir, name));
        if (!info.isFile() || name.startsWith(`.tmp${path.sep}`)) return;
        const partialId = path.dirname(name) === '.partial' ? path.basename(name) : undefined;
        try {
          if (partialId !== undefined && isUploadId(partialId)) await copyPartial(partialId, info.size);
          else await copyFile(name, info.size);
        } catch (error) {
          report.failed.push(`${name}: ${error instanceof Error ? error.message : String(error)}`);
        }
      }),
    ),
  );
  return report;
}
