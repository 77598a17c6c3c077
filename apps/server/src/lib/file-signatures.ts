/**
 * Magic numbers: what a file's first bytes say it is. Uploads are checked against their
 * extension, so a renamed executable or web page is refused (docs/product/rules.md#files).
 */

/** Bytes to read before deciding. */
export const SIGNATURE_BYTES = 16;

type Known =
  | 'pdf'
  | 'zip'
  | 'ole2'
  | 'mp4'
  | 'elf'
  | 'exe'
  | 'png'
  | 'jpeg'
  | 'gif'
  | 'webp'
  | 'gzip'
  | 'rar'
  | '7z'
  | 'html'
  | 'pcap'
  | 'pcapng';

const startsWith = (head: Buffer, bytes: number[] | string, offset = 0) => {
  const expected = typeof bytes === 'string' ? Buffer.from(bytes, 'latin1') : Buffer.from(bytes);
  return head.length >= offset + expected.length && head.subarray(offset, offset + expected.length).equals(expected);
};

const SIGNATURES: Array<[Known, (head: Buffer) => boolean]> = [
  ['pdf', (h) => startsWith(h, '%PDF-')],
  ['zip', (h) => startsWith(h, 'PK\x03\x04') || startsWith(h, 'PK\x05\x06')],
  ['ole2', (h) => startsWith(h, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])],
  ['mp4', (h) => startsWith(h, 'ftyp', 4)],
  ['elf', (h) => startsWith(h, '\x7fELF')],
  ['exe', (h) => startsWith(h, 'MZ')],
  ['png', (h) => startsWith(h, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
  ['jpeg', (h) => startsWith(h, [0xff, 0xd8, 0xff])],
  ['gif', (h) => startsWith(h, 'GIF87a') || startsWith(h, 'GIF89a')],
  ['webp', (h) => startsWith(h, 'RIFF') && startsWith(h, 'WEBP', 8)],
  ['gzip', (h) => startsWith(h, [0x1f, 0x8b, 0x08])],
  ['rar', (h) => startsWith(h, 'Rar!\x1a\x07')],
  ['7z', (h) => startsWith(h, [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c])],
  // Packet captures: libpcap (either byte order, micro- or nanosecond times) and pcapng's Section Header Block.
  [
    'pcap',
    (h) =>
      [
        [0xd4, 0xc3, 0xb2, 0xa1],
        [0xa1, 0xb2, 0xc3, 0xd4],
        [0x4d, 0x3c, 0xb2, 0xa1],
        [0xa1, 0xb2, 0x3c, 0x4d],
      ].some((bytes) => startsWith(h, bytes)),
  ],
  ['pcapng', (h) => startsWith(h, [0x0a, 0x0d, 0x0d, 0x0a])],
  ['html', (h) => /^(\xef\xbb\xbf)?\s*<(!doctype|html|script|svg|\?xml)/i.test(h.toString('latin1'))],
];

/** What the bytes are, when they carry a signature we know. */
export function detectKnownType(head: Buffer): Known | undefined {
  return SIGNATURES.find(([, matches]) => matches(head))?.[0];
}

/**
 * Content without a signature: 'text' is no known type and no NUL byte (UTF-8 or a legacy
 * code page, as scripts and notes are); 'json' is text whose first visible character opens an
 * object or array (a Jupyter notebook is a JSON object).
 */
type Unsigned = 'text' | 'json';
const BOM = /^\xef\xbb\xbf/;
const UNSIGNED: Record<Unsigned, (head: Buffer) => boolean> = {
  text: (h) => !h.includes(0),
  json: (h) => !h.includes(0) && /^\s*([{[]|$)/.test(h.toString('latin1').replace(BOM, '')),
};
const isUnsigned = (expected: string | undefined): expected is Unsigned => expected === 'text' || expected === 'json';

/** The signature each extension must carry; undefined: any content that is no other known type. */
const EXPECTED: Record<string, Known | Unsigned | undefined> = {
  pdf: 'pdf',
  mp4: 'mp4',
  doc: 'ole2',
  ppt: 'ole2',
  xls: 'ole2',
  docx: 'zip',
  pptx: 'zip',
  xlsx: 'zip',
  zip: 'zip',
  png: 'png',
  jpg: 'jpeg',
  jpeg: 'jpeg',
  gif: 'gif',
  webp: 'webp',
  pcap: 'pcap',
  pcapng: 'pcapng',
  txt: 'text',
  py: 'text',
  ipynb: 'json',
  // Packet Tracer files are encrypted: no fixed signature.
  pka: undefined,
  pkt: undefined,
};

/** Whether the first bytes of a file fit its extension. */
export function matchesExtension(ext: string, head: Buffer): boolean {
  const found = detectKnownType(head);
  const expected = EXPECTED[ext];
  if (isUnsigned(expected)) return found === undefined && UNSIGNED[expected](head);
  return expected ? found === expected : found === undefined;
}
