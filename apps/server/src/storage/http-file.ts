import type { ByteRange, FileStorage } from './file-storage.js';

/** How a stored file is served: its type, inline or attachment, and byte ranges. */

const CONTENT_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  mp4: 'video/mp4',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  zip: 'application/zip',
  txt: 'text/plain; charset=utf-8',
};
/** Opened in the browser tab; everything else downloads (docs/product/rules.md#files). */
const INLINE = new Set(['pdf', 'mp4', 'jpg', 'jpeg', 'png']);

export const extensionOf = (fileName: string) => /\.([^./\\]+)$/.exec(fileName)?.[1]?.toLowerCase() ?? '';

export const contentTypeOf = (fileName: string) => CONTENT_TYPES[extensionOf(fileName)] ?? 'application/octet-stream';

/** `inline` or `attachment`, with an ASCII `filename` fallback and the real name as RFC 5987 `filename*`. */
export function contentDisposition(fileName: string): string {
  const kind = INLINE.has(extensionOf(fileName)) ? 'inline' : 'attachment';
  const ascii = fileName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    // d with stroke (U+0111, U+0110) is a letter of its own, not d with a combining mark.
    .replace(/\u0111/g, 'd')
    .replace(/\u0110/g, 'D')
    .replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/**
 * The single byte range a `Range` header asks for. Undefined means "send it all" (no
 * header, several ranges, or one we do not understand, as RFC 9110 allows); 'unsatisfiable'
 * means 416.
 */
export function parseRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | undefined {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match) return undefined;
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return undefined;
  if (from === '') {
    const length = Number(to);
    return length === 0 || size === 0 ? 'unsatisfiable' : { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(from);
  if (to !== '' && Number(to) < start) return undefined;
  if (start >= size) return 'unsatisfiable';
  return { start, end: to === '' ? size - 1 : Math.min(Number(to), size - 1) };
}

/** Where download links point when that is not the app itself (a bucket's presigned URLs), for the pages' content security policy. */
export async function downloadOrigin(storage: FileStorage): Promise<string | undefined> {
  const { url } = await storage.downloadLink('any-key', 'any.pdf');
  return /^https?:\/\//.test(url) ? new URL(url).origin : undefined;
}
