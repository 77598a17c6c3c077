import type { Readable } from 'node:stream';
import { z } from 'zod';
import { SERVER_MESSAGES } from '@netclass/shared';
import { linkRefused, notFound } from '../../lib/errors.js';
import type { FileStorage } from '../../storage/file-storage.js';
import { contentDisposition, contentTypeOf, parseRange } from '../../storage/http-file.js';
import type { SignedLinks } from '../../storage/signed-links.js';

const downloadClaims = z.object({ k: z.string().min(1), n: z.string(), x: z.number() });

/** Served files may hold a PDF viewer or a video player, and nothing that runs scripts. */
const FILE_CSP = "default-src 'none'; img-src 'self'; media-src 'self'; object-src 'self'; style-src 'unsafe-inline'";

export type FileResponse =
  | { status: 200 | 206; headers: Record<string, string>; body: Readable }
  | { status: 416; headers: Record<string, string>; body: undefined };

/** What `GET /api/files/{token}/{name}` answers: a signed link's file, whole or a byte range. */
export class FileDownloadService {
  constructor(
    private readonly storage: FileStorage,
    private readonly links: SignedLinks,
  ) {}

  async open(token: string, rangeHeader: string | undefined): Promise<FileResponse> {
    const link = this.links.verify('download', token, downloadClaims);
    if (!link.ok) throw linkRefused(link.reason);
    const { k: key, n: fileName, x: expiresAt } = link.claims;
    const info = await this.storage.stat(key);
    if (!info) throw notFound(SERVER_MESSAGES.fileNotFound);
    const range = parseRange(rangeHeader, info.size);
    if (range === 'unsatisfiable')
      return { status: 416, headers: { 'content-range': `bytes */${info.size}` }, body: undefined };
    const body = await this.storage.open(key, range);
    if (!body) throw notFound(SERVER_MESSAGES.fileNotFound);
    const headers: Record<string, string> = {
      'content-type': contentTypeOf(fileName),
      'content-length': String(range ? range.end - range.start + 1 : info.size),
      'content-disposition': contentDisposition(fileName),
      'accept-ranges': 'bytes',
      'cache-control': `private, max-age=${Math.max(0, expiresAt - Math.floor(Date.now() / 1000))}`,
      'x-content-type-options': 'nosniff',
      'content-security-policy': FILE_CSP,
    };
    if (range) headers['content-range'] = `bytes ${range.start}-${range.end}/${info.size}`;
    return { status: range ? 206 : 200, headers, body };
  }
}
