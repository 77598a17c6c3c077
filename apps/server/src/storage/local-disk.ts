import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ByteRange, DownloadLink, FileStorage, PartialFile, StagedFile } from './file-storage.js';
import { checkedKey, checkedUploadId, isUploadId } from './keys.js';
import { ReusedLinks } from './reused-links.js';
import type { SignedLinks } from './signed-links.js';

const isMissing = (error: unknown) => (error as { code?: string }).code === 'ENOENT';

/**
 * Files on the local disk under `root` (DATA_DIR/files). An upload is written to
 * `root/.tmp/`, flushed to disk, then renamed into place: a file is never seen half written.
 * Downloads go through the app (`GET /api/files/{token}/{name}`), signed by `links`.
 * Resumable uploads grow in `root/.partial/<id>` (appended and flushed request by request).
 */
export class LocalDiskStorage implements FileStorage {
  private readonly tmpDir: string;
  private readonly partialDir: string;
  /** Names in `.tmp/` that an upload of this process is writing or has staged; anything else there is left over. */
  private readonly staging = new Set<string>();
  private readonly reused: ReusedLinks;

  constructor(
    private readonly root: string,
    private readonly links: SignedLinks,
    private readonly linkTtlMs: number,
  ) {
    this.tmpDir = path.join(root, '.tmp');
    this.partialDir = path.join(root, '.partial');
    this.reused = new ReusedLinks(linkTtlMs);
  }

  async put(body: Readable): Promise<StagedFile> {
    await mkdir(this.tmpDir, { recursive: true });
    const name = randomUUID();
    const tmp = path.join(this.tmpDir, name);
    const release = () => this.staging.delete(name);
    this.staging.add(name); // before the file exists: a sweep never sees it unowned
    let size: number;
    try {
      await pipeline(body, createWriteStream(tmp, { flags: 'wx' }));
      const handle = await open(tmp, 'r+');
      try {
        await handle.sync();
        size = (await handle.stat()).size;
      } finally {
        await handle.close();
      }
    } catch (error) {
      await rm(tmp, { force: true });
      release();
      throw error;
    }
    return {
      size,
      commit: async (key) => {
        const target = this.pathOf(key);
        await mkdir(path.dirname(target), { recursive: true });
        await rename(tmp, target);
        release();
      },
      discard: async () => {
        await rm(tmp, { force: true });
        release();
      },
    };
  }

  async open(key: string, range?: ByteRange): Promise<Readable | undefined> {
    try {
      const handle = await open(this.pathOf(key), 'r');
      return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async stat(key: string): Promise<{ size: number } | undefined> {
    try {
      const info = await stat(this.pathOf(key));
      return info.isFile() ? { size: info.size } : undefined;
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async downloadLink(key: string, fileName: string): Promise<DownloadLink> {
    this.pathOf(key);
    return this.reused.get(key, fileName, async () => {
      const { token, expiresAt } = this.links.sign('download', { k: key, n: fileName }, this.linkTtlMs);
      return { url: `/api/files/${token}/${encodeURIComponent(fileName)}`, expiresAt };
    });
  }

  async removeAbandoned(): Promise<number> {
    const names = await readdir(this.tmpDir).catch((error: unknown) => (isMissing(error) ? [] : Promise.reject(error)));
    const abandoned = names.filter((name) => !this.staging.has(name));
    await Promise.all(abandoned.map((name) => rm(path.join(this.tmpDir, name), { force: true, recursive: true })));
    return abandoned.length;
  }

  async partialIds(): Promise<string[]> {
    const names = await readdir(this.partialDir).catch((error: unknown) =>
      isMissing(error) ? [] : Promise.reject(error),
    );
    return names.filter(isUploadId);
  }

  partial(id: string): PartialFile {
    const dir = this.partialDir;
    const file = path.join(dir, checkedUploadId(id));
    const size = async () => {
      try {
        return (await stat(file)).size;
      } catch (error) {
        if (isMissing(error)) return 0;
        throw error;
      }
    };
    return {
      size,
      append: async (body) => {
        await mkdir(dir, { recursive: true });
        const out = createWriteStream(file, { flags: 'a' });
        try {
          await pipeline(body, out);
        } finally {
          // What arrived before a failure is kept, and flushed like the rest.
          const handle = await open(file, 'r+').catch(() => undefined);
          await handle?.sync();
          await handle?.close();
        }
        return size();
      },
      head: async (bytes) => {
        const handle = await open(file, 'r');
        try {
          const { buffer, bytesRead } = await handle.read(Buffer.alloc(bytes), 0, bytes, 0);
          return buffer.subarray(0, bytesRead);
        } finally {
          await handle.close();
        }
      },
      staged: (bytes) => ({
        size: bytes,
        commit: async (key) => {
          const target = this.pathOf(key);
          await mkdir(path.dirname(target), { recursive: true });
          await rename(file, target);
        },
        discard: async () => undefined,
      }),
      remove: () => rm(file, { force: true }),
    };
  }

  private pathOf(key: string): string {
    return path.join(this.root, checkedKey(key));
  }
}
