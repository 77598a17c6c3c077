import { asciiText, u16be } from '../bytes.js';
import type { Dissector } from './dissector.js';

/** A TLS record carrying a ClientHello or ServerHello. */
export function looksLikeTlsHandshake(b: Uint8Array, o: number, end: number): boolean {
  return end - o >= 9 && b[o] === 22 && b[o + 1] === 3 && (b[o + 2] ?? 9) <= 4 && (b[o + 5] === 1 || b[o + 5] === 2);
}

const VERSIONS: Record<number, string> = {
  0x0300: 'SSL 3.0',
  0x0301: 'TLS 1.0',
  0x0302: 'TLS 1.1',
  0x0303: 'TLS 1.2',
  0x0304: 'TLS 1.3',
};

/** The first handshake record: its type, version and, in a ClientHello, the server name (SNI). */
export function dissectTls(d: Dissector, o: number, end: number): void {
  const b = d.data;
  const recordLength = u16be(b, o + 3);
  d.layer('tls', 'Transport Layer Security', 'TLS', o, Math.min(end - o, recordLength + 5));
  d.add('tls.record.content_type', 'Content Type', 'uint', 22, o, 1, 'Handshake');
  d.add('tls.record.version', 'Version', 'hex', u16be(b, o + 1), o + 1, 2, VERSIONS[u16be(b, o + 1)] ?? null);
  d.add('tls.record.length', 'Length', 'uint', recordLength, o + 3, 2);
  const type = b[o + 5] ?? 0;
  d.add('tls.handshake.type', 'Handshake Type', 'uint', type, o + 5, 1, type === 1 ? 'Client Hello' : 'Server Hello');
  d.info = type === 1 ? 'Client Hello' : 'Server Hello';
  const stop = Math.min(end, o + 5 + recordLength);
  let at = o + 9;
  if (!d.has(at, 35, stop, 'TLS hello')) return;
  d.add('tls.handshake.version', 'Version', 'hex', u16be(b, at), at, 2, VERSIONS[u16be(b, at)] ?? null);
  at += 34;
  at += 1 + (b[at] ?? 0);
  if (!d.has(at, 2, stop, 'TLS hello')) return;
  if (type === 1) {
    at += 2 + u16be(b, at);
    if (!d.has(at, 1, stop, 'TLS hello')) return;
    at += 1 + (b[at] ?? 0);
  } else at += 3;
  if (at + 2 > stop) return d.close();
  const extensionsEnd = Math.min(stop, at + 2 + u16be(b, at));
  at += 2;
  while (at + 4 <= extensionsEnd) {
    const extension = u16be(b, at);
    const length = u16be(b, at + 2);
    d.add('tls.handshake.extension.type', 'Extension', 'uint', extension, at, length + 4);
    if (extension === 0 && type === 1 && length >= 5 && at + 4 + length <= extensionsEnd) {
      const nameLength = u16be(b, at + 7);
      const name = asciiText(b, at + 9, Math.min(at + 9 + nameLength, at + 4 + length));
      d.add('tls.handshake.extensions_server_name', 'Server Name', 'string', name, at + 9, nameLength);
      d.info = `Client Hello (SNI=${name})`;
    }
    at += 4 + length;
  }
  d.close();
}
