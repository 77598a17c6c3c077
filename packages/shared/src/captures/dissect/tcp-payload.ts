import { u16be } from '../bytes.js';
import type { Dissector } from './dissector.js';
import { dissectDns } from './dns.js';
import { dissectHttp, looksLikeHttp } from './http.js';
import { dissectTls, looksLikeTlsHandshake } from './tls.js';

/** TCP's payload: HTTP/1.x or a TLS handshake when the bytes say so, DNS on port 53, else data. */
export function dissectTcpPayload(d: Dissector, source: number, destination: number, o: number, end: number): void {
  const b = d.data;
  if (looksLikeHttp(b, o, end)) dissectHttp(d, o, end);
  else if (looksLikeTlsHandshake(b, o, end)) dissectTls(d, o, end);
  else if ((source === 53 || destination === 53) && end - o >= 14 && u16be(b, o) === end - o - 2)
    dissectDns(d, o + 2, end);
  else d.rest(o, end);
}
