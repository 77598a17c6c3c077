import { setNewest } from '../lib/newest-last.js';
import type { DownloadLink } from './file-storage.js';

/** Links kept at most (the least recently made go first). */
const MAX_LINKS = 10_000;
/** A link is handed out again for at most this long, and never for more than a tenth of its lifetime. */
const MAX_REUSE_MS = 5 * 60 * 1000;

/**
 * A file's download link, signed once and handed out again for a few minutes (issue 11): a
 * lesson page lists its materials with a link each, and every reader's every load used to
 * sign each one again (an HMAC, or an S3 presigned URL). A link names a file, not a reader,
 * so readers of the same file share it; it stays valid for nearly its whole lifetime, and the
 * same URL lets a browser reuse what it already downloaded.
 */
export class ReusedLinks {
  private readonly links = new Map<string, { link: DownloadLink; until: number }>();
  private readonly reuseMs: number;

  constructor(
    linkTtlMs: number,
    private readonly now: () => number = Date.now,
  ) {
    this.reuseMs = Math.min(MAX_REUSE_MS, linkTtlMs / 10);
  }

  async get(key: string, fileName: string, make: () => Promise<DownloadLink>): Promise<DownloadLink> {
    const id = `${key}\n${fileName}`;
    const kept = this.links.get(id);
    if (kept && this.now() < kept.until) return kept.link;
    const link = await make();
    setNewest(this.links, id, { link, until: this.now() + this.reuseMs }, MAX_LINKS);
    return link;
  }
}
