import { asciiText } from '../bytes.js';
import type { Dissector } from './dissector.js';

const METHODS = ['GET', 'POST', 'HEAD', 'PUT', 'DELETE', 'OPTIONS', 'PATCH', 'CONNECT', 'TRACE'];
/** Only this much of a segment is searched for the end of the start line and the headers. */
const MAX_HEAD = 8192;
const HEADERS: Record<string, [string, string]> = {
  host: ['http.host', 'Host'],
  'user-agent': ['http.user_agent', 'User-Agent'],
  'content-type': ['http.content_type', 'Content-Type'],
  'content-length': ['http.content_length_header', 'Content-Length'],
  server: ['http.server', 'Server'],
  location: ['http.location', 'Location'],
};

const startsWith = (b: Uint8Array, o: number, end: number, text: string): boolean => {
  if (o + text.length > end) return false;
  for (let i = 0; i < text.length; i++) if (b[o + i] !== text.charCodeAt(i)) return false;
  return true;
};

/** A segment starting with an HTTP/1.x request line (known method) or status line. */
export function looksLikeHttp(b: Uint8Array, o: number, end: number): boolean {
  if (startsWith(b, o, end, 'HTTP/1.')) return true;
  const first = b[o];
  if (first === undefined || first < 0x41 || first > 0x5a) return false;
  return METHODS.some((method) => startsWith(b, o, end, `${method} `));
}

/** The offset of the next CRLF from `o` (searching at most to `end`), or -1. */
function lineEnd(b: Uint8Array, o: number, end: number): number {
  for (let i = o; i + 1 < end; i++) if (b[i] === 13 && b[i + 1] === 10) return i;
  return -1;
}

export function dissectHttp(d: Dissector, o: number, end: number): void {
  const b = d.data;
  d.layer('http', 'Hypertext Transfer Protocol', 'HTTP', o, end - o);
  const stop = Math.min(end, o + MAX_HEAD);
  const firstEnd = lineEnd(b, o, stop);
  const line = asciiText(b, o, firstEnd < 0 ? stop : firstEnd);
  const [first = '', second = '', ...others] = line.split(' ');
  const third = others.join(' ');
  if (line.startsWith('HTTP/1.')) {
    d.add('http.response', 'Response', 'bool', true, o, line.length);
    d.add('http.response.version', 'Response Version', 'string', first, o, first.length);
    d.add(
      'http.response.code',
      'Status Code',
      'uint',
      Number.parseInt(second, 10) || 0,
      o + first.length + 1,
      second.length,
    );
    d.add(
      'http.response.phrase',
      'Response Phrase',
      'string',
      third,
      o + first.length + second.length + 2,
      third.length,
    );
  } else {
    d.add('http.request', 'Request', 'bool', true, o, line.length);
    d.add('http.request.method', 'Request Method', 'string', first, o, first.length);
    d.add('http.request.uri', 'Request URI', 'string', second, o + first.length + 1, second.length);
    d.add(
      'http.request.version',
      'Request Version',
      'string',
      third,
      o + first.length + second.length + 2,
      third.length,
    );
  }
  d.info = line;
  if (firstEnd < 0) {
    d.close();
    return;
  }
  let at = firstEnd + 2;
  for (let count = 0; count < 200 && at < stop; count++) {
    const next = lineEnd(b, at, stop);
    if (next < 0 || next === at) break;
    if (d.withFields) header(d, at, next);
    at = next + 2;
  }
  d.close();
}

function header(d: Dissector, o: number, end: number): void {
  const text = asciiText(d.data, o, end);
  const colon = text.indexOf(':');
  const known = colon > 0 ? HEADERS[text.slice(0, colon).toLowerCase()] : undefined;
  if (known) {
    const value = text.slice(colon + 1).trim();
    if (known[0] === 'http.content_length_header')
      d.add(known[0], known[1], 'uint', Number.parseInt(value, 10) || 0, o, end - o);
    else d.add(known[0], known[1], 'string', value, o, end - o);
  } else d.add('http.header', 'Header', 'string', text, o, end - o);
}
