import { asciiText, u16be, u32be } from '../bytes.js';
import { ipv6At } from './addresses.js';
import type { Dissector } from './dissector.js';
import { formatIpv4 } from './field.js';
import { DNS_TYPES } from './names.js';

/** At most this many labels and pointers are followed in one name (a loop of pointers ends here). */
const MAX_NAME_STEPS = 128;

interface Name {
  text: string;
  /** Offset just past the name where it was written (after its first pointer, if any). */
  next: number;
}

/** A domain name at `o` in the message starting at `start`, following compression pointers; null when malformed. */
export function readDnsName(b: Uint8Array, o: number, start: number, end: number): Name | null {
  const labels: string[] = [];
  let next = -1;
  let at = o;
  for (let steps = 0; steps < MAX_NAME_STEPS; steps++) {
    if (at >= end) return null;
    const length = b[at] ?? 0;
    if (length === 0)
      return { text: labels.length === 0 ? '<Root>' : labels.join('.'), next: next < 0 ? at + 1 : next };
    if ((length & 0xc0) === 0xc0) {
      if (at + 2 > end) return null;
      if (next < 0) next = at + 2;
      at = start + (u16be(b, at) & 0x3fff);
      continue;
    }
    if (length & 0xc0 || at + 1 + length > end) return null;
    labels.push(asciiText(b, at + 1, at + 1 + length));
    at += 1 + length;
  }
  return null;
}

const OPCODES: Record<number, string> = { 0: 'Standard query', 4: 'Zone change notification', 5: 'Dynamic update' };

export function dissectDns(d: Dissector, o: number, end: number): void {
  d.layer('dns', 'Domain Name System', 'DNS', o, end - o);
  if (!d.has(o, 12, end, 'DNS header')) return;
  const b = d.data;
  const id = u16be(b, o);
  const flags = u16be(b, o + 2);
  const response = (flags & 0x8000) !== 0;
  const counts = [u16be(b, o + 4), u16be(b, o + 6), u16be(b, o + 8), u16be(b, o + 10)];
  d.add('dns.id', 'Transaction ID', 'hex', id, o, 2);
  if (d.withFields) {
    d.open('dns.flags', 'Flags', 'hex', flags, o + 2, 2);
    d.add('dns.flags.response', 'Response', 'bool', response, o + 2, 2);
    d.add('dns.flags.opcode', 'Opcode', 'uint', (flags >> 11) & 15, o + 2, 2);
    d.add('dns.flags.authoritative', 'Authoritative', 'bool', (flags & 0x0400) !== 0, o + 2, 2);
    d.add('dns.flags.truncated', 'Truncated', 'bool', (flags & 0x0200) !== 0, o + 2, 2);
    d.add('dns.flags.recdesired', 'Recursion desired', 'bool', (flags & 0x0100) !== 0, o + 2, 2);
    d.add('dns.flags.recavail', 'Recursion available', 'bool', (flags & 0x0080) !== 0, o + 2, 2);
    d.add('dns.flags.rcode', 'Reply code', 'uint', flags & 15, o + 2, 2);
    d.close();
    d.add('dns.count.queries', 'Questions', 'uint', counts[0] ?? 0, o + 4, 2);
    d.add('dns.count.answers', 'Answer RRs', 'uint', counts[1] ?? 0, o + 6, 2);
    d.add('dns.count.auth_rr', 'Authority RRs', 'uint', counts[2] ?? 0, o + 8, 2);
    d.add('dns.count.add_rr', 'Additional RRs', 'uint', counts[3] ?? 0, o + 10, 2);
  }
  const info: string[] = [
    `${OPCODES[(flags >> 11) & 15] ?? 'Unknown operation'}${response ? ' response' : ''} 0x${id.toString(16).padStart(4, '0')}`,
  ];
  if (response && (flags & 15) !== 0) info.push(rcodeName(flags & 15));
  let at = o + 12;
  for (let i = 0; i < (counts[0] ?? 0); i++) {
    const name = readDnsName(b, at, o, end);
    if (!name || name.next + 4 > end) {
      d.flag('DNS query is malformed', at);
      return closeWith(d, info);
    }
    const type = u16be(b, name.next);
    d.open(
      'dns.qry',
      'Query',
      'none',
      null,
      at,
      name.next + 4 - at,
      d.withFields ? `${name.text}: type ${DNS_TYPES[type] ?? type}` : null,
    );
    d.add('dns.qry.name', 'Name', 'string', name.text, at, name.next - at);
    d.add('dns.qry.type', 'Type', 'uint', type, name.next, 2, DNS_TYPES[type] ?? null);
    d.add('dns.qry.class', 'Class', 'uint', u16be(b, name.next + 2), name.next + 2, 2);
    d.close();
    info.push(`${DNS_TYPES[type] ?? type} ${name.text}`);
    at = name.next + 4;
  }
  const records = (counts[1] ?? 0) + (counts[2] ?? 0) + (counts[3] ?? 0);
  for (let i = 0; i < records; i++) {
    const next = resourceRecord(d, at, o, end, i < (counts[1] ?? 0) ? info : null);
    if (next < 0) return closeWith(d, info);
    at = next;
  }
  closeWith(d, info);
}

function closeWith(d: Dissector, info: string[]): void {
  d.close();
  d.info = info.join(' ');
}

const RCODES: Record<number, string> = {
  1: 'Format error',
  2: 'Server failure',
  3: 'No such name',
  4: 'Not implemented',
  5: 'Refused',
};
const rcodeName = (rcode: number): string => RCODES[rcode] ?? `Rcode ${rcode}`;

/** One answer, authority or additional record; returns the offset after it, or -1 when malformed. */
function resourceRecord(d: Dissector, at: number, start: number, end: number, info: string[] | null): number {
  const b = d.data;
  const name = readDnsName(b, at, start, end);
  if (!name || name.next + 10 > end) {
    d.flag('DNS record is malformed', at);
    return -1;
  }
  const type = u16be(b, name.next);
  const length = u16be(b, name.next + 8);
  const data = name.next + 10;
  if (data + length > end) {
    d.flag('DNS record data runs past the message', at);
    return -1;
  }
  const typeName = DNS_TYPES[type] ?? String(type);
  d.open(
    'dns.resp',
    'Answer',
    'none',
    null,
    at,
    data + length - at,
    d.withFields ? `${name.text}: type ${typeName}` : null,
  );
  d.add('dns.resp.name', 'Name', 'string', name.text, at, name.next - at);
  d.add('dns.resp.type', 'Type', 'uint', type, name.next, 2, DNS_TYPES[type] ?? null);
  d.add('dns.resp.class', 'Class', 'uint', u16be(b, name.next + 2), name.next + 2, 2);
  d.add('dns.resp.ttl', 'Time to live', 'uint', u32be(b, name.next + 4), name.next + 4, 4);
  d.add('dns.resp.len', 'Data length', 'uint', length, name.next + 8, 2);
  const value = recordData(d, type, data, length, start, end);
  d.close();
  if (info && type !== 41) info.push(value === null || type === 16 ? typeName : `${typeName} ${value}`);
  return data + length;
}

/** Reads the data of the common record types into fields; returns its text for the info column. */
function recordData(d: Dissector, type: number, o: number, length: number, start: number, end: number): string | null {
  const b = d.data;
  const nameAt = (at: number, field: string, label: string): string | null => {
    const name = readDnsName(b, at, start, end);
    if (!name) {
      d.flag('DNS name is malformed', at);
      return null;
    }
    d.add(field, label, 'string', name.text, at, name.next - at);
    return name.text;
  };
  switch (type) {
    case 1:
      if (length !== 4) return null;
      d.add('dns.a', 'Address', 'ipv4', u32be(b, o), o, 4);
      return formatIpv4(u32be(b, o));
    case 28:
      if (length !== 16) return null;
      d.add('dns.aaaa', 'AAAA Address', 'ipv6', ipv6At(b, o), o, 16);
      return ipv6At(b, o);
    case 5:
      return nameAt(o, 'dns.cname', 'CNAME');
    case 2:
      return nameAt(o, 'dns.ns', 'Name Server');
    case 12:
      return nameAt(o, 'dns.ptr.domain_name', 'Domain Name');
    case 15: {
      if (length < 3) return null;
      d.add('dns.mx.preference', 'Preference', 'uint', u16be(b, o), o, 2);
      const exchange = nameAt(o + 2, 'dns.mx.mail_exchange', 'Mail Exchange');
      return exchange === null ? null : `${u16be(b, o)} ${exchange}`;
    }
    case 16: {
      const texts: string[] = [];
      for (let at = o; at < o + length;) {
        const size = b[at] ?? 0;
        const text = asciiText(b, at + 1, Math.min(o + length, at + 1 + size));
        d.add('dns.txt', 'TXT', 'string', text, at, size + 1);
        texts.push(text);
        at += 1 + size;
      }
      return texts.join(' ');
    }
    case 6: {
      const primary = nameAt(o, 'dns.soa.mname', 'Primary name server');
      const mname = readDnsName(b, o, start, end);
      const rname = mname ? readDnsName(b, mname.next, start, end) : null;
      if (!mname || !rname || rname.next + 20 > o + length) return primary;
      d.add('dns.soa.rname', 'Responsible authority', 'string', rname.text, mname.next, rname.next - mname.next);
      d.add('dns.soa.serial_number', 'Serial Number', 'uint', u32be(b, rname.next), rname.next, 4);
      d.add('dns.soa.minimum_ttl', 'Minimum TTL', 'uint', u32be(b, rname.next + 16), rname.next + 16, 4);
      return primary;
    }
    default:
      return null;
  }
}
