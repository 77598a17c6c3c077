import { u16be, u32be } from '../bytes.js';
import { ipv6At, macAt } from './addresses.js';
import type { Dissector } from './dissector.js';
import { ICMP_TYPES, ICMP_UNREACHABLE, ICMPV6_TYPES } from './names.js';

const hex4 = (value: number): string => `0x${value.toString(16).padStart(4, '0')}`;

export function dissectIcmp(d: Dissector, o: number, end: number): void {
  if (!d.has(o, 4, end, 'ICMP header')) return;
  const b = d.data;
  const type = b[o] ?? 0;
  const code = b[o + 1] ?? 0;
  d.layer('icmp', 'Internet Control Message Protocol', 'ICMP', o, end - o);
  d.add('icmp.type', 'Type', 'uint', type, o, 1, ICMP_TYPES[type] ?? null);
  d.add('icmp.code', 'Code', 'uint', code, o + 1, 1, type === 3 ? (ICMP_UNREACHABLE[code] ?? null) : null);
  d.add('icmp.checksum', 'Checksum', 'hex', u16be(b, o + 2), o + 2, 2);
  const name = ICMP_TYPES[type] ?? `Type ${type}`;
  if (type === 0 || type === 8) {
    if (!d.has(o, 8, end, 'ICMP echo')) return;
    const id = u16be(b, o + 4);
    const seq = u16be(b, o + 6);
    d.add('icmp.ident', 'Identifier (BE)', 'uint', id, o + 4, 2);
    d.add('icmp.seq', 'Sequence Number (BE)', 'uint', seq, o + 6, 2);
    if (end > o + 8) d.add('data', 'Data', 'bytes', b.subarray(o + 8, end), o + 8, end - o - 8);
    d.info = `${name}  id=${hex4(id)}, seq=${seq}/${((seq & 0xff) << 8) | (seq >> 8)}${d.ttl === null ? '' : `, ttl=${d.ttl}`}`;
  } else {
    if (type === 3 || type === 11) {
      if (end > o + 8) d.add('icmp.original', 'Original datagram', 'bytes', b.subarray(o + 8, end), o + 8, end - o - 8);
      if (type === 3 && code === 4 && end >= o + 8)
        d.add('icmp.mtu', 'MTU of next hop', 'uint', u16be(b, o + 6), o + 6, 2);
    }
    d.info =
      type === 3
        ? `${name} (${ICMP_UNREACHABLE[code] ?? `code ${code}`})`
        : type === 11
          ? `${name} (${code === 0 ? 'Time to live exceeded in transit' : 'Fragment reassembly time exceeded'})`
          : name;
  }
  d.close();
}

const ND_OPTIONS: Record<number, string> = {
  1: 'Source link-layer address',
  2: 'Target link-layer address',
  3: 'Prefix information',
  4: 'Redirected header',
  5: 'MTU',
};

export function dissectIcmpv6(d: Dissector, o: number, end: number): void {
  if (!d.has(o, 4, end, 'ICMPv6 header')) return;
  const b = d.data;
  const type = b[o] ?? 0;
  d.layer('icmpv6', 'Internet Control Message Protocol v6', 'ICMPv6', o, end - o);
  d.add('icmpv6.type', 'Type', 'uint', type, o, 1, ICMPV6_TYPES[type] ?? null);
  d.add('icmpv6.code', 'Code', 'uint', b[o + 1] ?? 0, o + 1, 1);
  d.add('icmpv6.checksum', 'Checksum', 'hex', u16be(b, o + 2), o + 2, 2);
  const name = ICMPV6_TYPES[type] ?? `Type ${type}`;
  d.info = name;
  let options = -1;
  if (type === 128 || type === 129) {
    if (!d.has(o, 8, end, 'ICMPv6 echo')) return;
    const id = u16be(b, o + 4);
    const seq = u16be(b, o + 6);
    d.add('icmpv6.echo.identifier', 'Identifier', 'hex', id, o + 4, 2);
    d.add('icmpv6.echo.sequence_number', 'Sequence', 'uint', seq, o + 6, 2);
    d.info = `${name} id=${hex4(id)}, seq=${seq}`;
  } else if (type === 133) options = o + 8;
  else if (type === 134) {
    if (!d.has(o, 16, end, 'Router Advertisement')) return;
    d.add('icmpv6.nd.ra.cur_hop_limit', 'Cur hop limit', 'uint', b[o + 4] ?? 0, o + 4, 1);
    d.add('icmpv6.nd.ra.flag', 'Flags', 'hex', b[o + 5] ?? 0, o + 5, 1);
    d.add('icmpv6.nd.ra.router_lifetime', 'Router lifetime (s)', 'uint', u16be(b, o + 6), o + 6, 2);
    d.add('icmpv6.nd.ra.reachable_time', 'Reachable time (ms)', 'uint', u32be(b, o + 8), o + 8, 4);
    d.add('icmpv6.nd.ra.retrans_timer', 'Retrans timer (ms)', 'uint', u32be(b, o + 12), o + 12, 4);
    options = o + 16;
  } else if (type === 135 || type === 136) {
    if (!d.has(o, 24, end, name)) return;
    const target = ipv6At(b, o + 8);
    if (type === 136) {
      const flags = b[o + 4] ?? 0;
      d.add('icmpv6.nd.na.flag.r', 'Router', 'bool', (flags & 0x80) !== 0, o + 4, 1);
      d.add('icmpv6.nd.na.flag.s', 'Solicited', 'bool', (flags & 0x40) !== 0, o + 4, 1);
      d.add('icmpv6.nd.na.flag.o', 'Override', 'bool', (flags & 0x20) !== 0, o + 4, 1);
    }
    d.add(
      type === 135 ? 'icmpv6.nd.ns.target_address' : 'icmpv6.nd.na.target_address',
      'Target Address',
      'ipv6',
      target,
      o + 8,
      16,
    );
    d.info = type === 135 ? `${name} for ${target}` : `${name} ${target}`;
    options = o + 24;
  } else if ((type === 1 || type === 3) && end > o + 8) {
    d.add('icmpv6.original', 'Original packet', 'bytes', b.subarray(o + 8, end), o + 8, end - o - 8);
  }
  if (options >= 0) ndOptions(d, options, end);
  d.close();
}

function ndOptions(d: Dissector, o: number, end: number): void {
  const b = d.data;
  while (o + 2 <= end) {
    const type = b[o] ?? 0;
    const length = (b[o + 1] ?? 0) * 8;
    if (length === 0 || o + length > end) {
      d.flag('ICMPv6 option length is invalid', o);
      return;
    }
    d.open('icmpv6.opt', 'ICMPv6 Option', 'uint', type, o, length, ND_OPTIONS[type] ?? null);
    if ((type === 1 || type === 2) && length === 8)
      d.add('icmpv6.opt.linkaddr', 'Link-layer address', 'mac', d.withFields ? macAt(b, o + 2) : '', o + 2, 6);
    else if (type === 5 && length === 8) d.add('icmpv6.opt.mtu', 'MTU', 'uint', u32be(b, o + 4), o + 4, 4);
    else if (type === 3 && length === 32) {
      d.add('icmpv6.opt.prefix.length', 'Prefix Length', 'uint', b[o + 2] ?? 0, o + 2, 1);
      d.add('icmpv6.opt.prefix', 'Prefix', 'ipv6', ipv6At(b, o + 16), o + 16, 16);
    }
    d.close();
    o += length;
  }
}
