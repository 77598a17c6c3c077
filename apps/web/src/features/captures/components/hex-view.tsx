import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './capture-viewer.module.css';

const BYTES_PER_LINE = 16;
/** Lines drawn at most (64 KiB); a larger packet's rest is said, not drawn. */
const MAX_LINES = 4096;

const hex = (byte: number) => byte.toString(16).padStart(2, '0');
const printable = (byte: number) => (byte >= 0x20 && byte < 0x7f ? String.fromCharCode(byte) : '.');

/** One column of a line (hex or ASCII) with the bytes in [from, to) wrapped in a <mark>. */
function column(line: Uint8Array, start: number, from: number, to: number, hexColumn: boolean): ReactNode[] {
  const cells = Array.from(line, (byte) => (hexColumn ? hex(byte) : printable(byte)));
  const join = (part: string[]) => part.join(hexColumn ? ' ' : '');
  const a = Math.min(cells.length, Math.max(0, from - start));
  const b = Math.min(cells.length, Math.max(0, to - start));
  if (a >= b) return [join(cells)];
  const gap = hexColumn ? ' ' : '';
  return [
    a > 0 ? join(cells.slice(0, a)) + gap : '',
    <mark key="m">{join(cells.slice(a, b))}</mark>,
    b < cells.length ? gap + join(cells.slice(b)) : '',
  ];
}

/**
 * A packet's bytes, sixteen a line: offset, hex and ASCII, with the selected field's bytes
 * (`highlight`, offset and length in the packet) marked in both columns.
 */
export function HexView({
  bytes,
  highlight,
  label,
}: {
  bytes: Uint8Array;
  highlight: { offset: number; length: number } | null;
  label: string;
}) {
  const { t } = useTranslation();
  const from = highlight?.offset ?? 0;
  const to = highlight ? highlight.offset + highlight.length : 0;
  const lines = Math.min(MAX_LINES, Math.ceil(bytes.length / BYTES_PER_LINE));
  const out: ReactNode[] = [];
  for (let n = 0; n < lines; n++) {
    const start = n * BYTES_PER_LINE;
    const line = bytes.subarray(start, start + BYTES_PER_LINE);
    const padding = '   '.repeat(BYTES_PER_LINE - line.length);
    out.push(
      <span key={n} data-testid="hex-line">
        {start.toString(16).padStart(4, '0')}
        {'  '}
        {column(line, start, from, to, true)}
        {padding}
        {'  '}
        {column(line, start, from, to, false)}
        {'\n'}
      </span>,
    );
  }
  return (
    <>
      <pre className={classes.hex} tabIndex={0} role="region" aria-label={label}>
        {out}
      </pre>
      {lines === MAX_LINES && bytes.length > MAX_LINES * BYTES_PER_LINE && (
        <p>{t('captures.bytes.cut', { count: MAX_LINES * BYTES_PER_LINE })}</p>
      )}
    </>
  );
}
