import { u16be, u32be } from '../bytes.js';
import { ipv6At } from './addresses.js';
import type { Dissector } from './dissector.js';
import { ipProtocolName } from './names.js';
import { dissectIpPayload } from './transport.js';

const EXTENSIONS: Record<number, [string, string]> = {
  0: ['ipv6.hopopts', 'Hop-by-Hop Option'],
  43: ['ipv6.routing', 'Routing Header'],
  44: ['ipv6.fraghdr', 'Fragment Header'],
  60: ['ipv6.dstopts', 'Destination Options'],
};
/** At most this many extension headers are followed (each is 8 bytes or more anyway). */
const MAX_EXTENSIONS = 16;

export function dissectIpv6(d: Dissector, o: number, end: number): void {
  if (!d.has(o, 40, end, 'IPv6 header')) return;
  const b = d.data;
  const first = u32be(b, o);
  const payloadLength = u16be(b, o + 4);
  let next = b[o + 6] ?? 0;
  d.layer('ipv6', 'Internet Protocol Version 6', 'IPv6', o, 40);
  d.setAddresses('ipv6', o + 8, o + 24);
  if (d.withFields) {
    d.add('ipv6.version', 'Version', 'uint', first >>> 28, o, 1);
    d.add('ipv6.tclass', 'Traffic Class', 'uint', (first >>> 20) & 0xff, o, 2);
    d.add('ipv6.flow', 'Flow Label', 'uint', first & 0xfffff, o + 1, 3);
    d.add('ipv6.plen', 'Payload Length', 'uint', payloadLength, o + 4, 2);
    d.add('ipv6.nxt', 'Next Header', 'uint', next, o + 6, 1, ipProtocolName(next));
    d.add('ipv6.hlim', 'Hop Limit', 'uint', b[o + 7] ?? 0, o + 7, 1);
    d.add('ipv6.src', 'Source Address', 'ipv6', ipv6At(b, o + 8), o + 8, 16);
    d.add('ipv6.dst', 'Destination Address', 'ipv6', ipv6At(b, o + 24), o + 24, 16);
    if (d.node) d.node.valueName = `Src: ${ipv6At(b, o + 8)}, Dst: ${ipv6At(b, o + 24)}`;
  }
  const payloadEnd = Math.min(end, o + 40 + payloadLength);
  let at = o + 40;
  let fragmented = false;
  let fragmentWord = 0;
  for (let count = 0; count < MAX_EXTENSIONS; count++) {
    const extension = EXTENSIONS[next];
    if (!extension) break;
    if (!d.has(at, 8, payloadEnd, 'IPv6 extension header')) return;
    const [name, label] = extension;
    const length = next === 44 ? 8 : ((b[at + 1] ?? 0) + 1) * 8;
    if (!d.has(at, length, payloadEnd, label)) return;
    const following = b[at] ?? 0;
    d.open(name, label, 'none', null, at, length);
    d.add(`${name}.nxt`, 'Next Header', 'uint', following, at, 1, ipProtocolName(following));
    if (next === 44) {
      const word = u16be(b, at + 2);
      fragmentWord = word;
      fragmented = (word & 0xfff8) !== 0 || (word & 1) === 1;
      d.add('ipv6.fraghdr.offset', 'Offset', 'uint', word >> 3, at + 2, 2);
      d.add('ipv6.fraghdr.more', 'More Fragments', 'bool', (word & 1) === 1, at + 2, 2);
      d.add('ipv6.fraghdr.ident', 'Identification', 'hex', u32be(b, at + 4), at + 4, 4);
    } else {
      d.add(`${name}.len`, 'Length', 'uint', b[at + 1] ?? 0, at + 1, 1);
      if (next === 43) {
        d.add('ipv6.routing.type', 'Type', 'uint', b[at + 2] ?? 0, at + 2, 1);
        d.add('ipv6.routing.segleft', 'Segments Left', 'uint', b[at + 3] ?? 0, at + 3, 1);
      } else extensionOptions(d, at + 2, at + length);
    }
    d.close();
    next = following;
    at += length;
  }
  d.close();
  if (fragmented) {
    d.add('ipv6.fragmented', 'Fragment of a datagram', 'bool', true, o, 40);
    d.info = `IPv6 fragment (off=${(fragmentWord >> 3) * 8} nxt=${next})`;
    d.rest(at, payloadEnd);
    return;
  }
  dissectIpPayload(d, next, at, payloadEnd, 6);
}

/** Options of hop-by-hop and destination headers: Pad1, then type, length, value. */
function extensionOptions(d: Dissector, o: number, end: number): void {
  const b = d.data;
  while (o < end) {
    const type = b[o] ?? 0;
    if (type === 0) {
      o += 1;
      continue;
    }
    const length = 2 + (b[o + 1] ?? 0);
    if (o + length > end) {
      d.flag('IPv6 option length is invalid', o);
      return;
    }
    d.add('ipv6.opt.type', 'Option', 'uint', type, o, length, type === 1 ? 'PadN' : type === 5 ? 'Router Alert' : null);
    o += length;
  }
}
