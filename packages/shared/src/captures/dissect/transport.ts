import { u16be } from '../bytes.js';
import { dissectDhcp } from './dhcp.js';
import { dissectDhcpv6 } from './dhcpv6.js';
import type { Dissector } from './dissector.js';
import { dissectDns } from './dns.js';
import { dissectIcmp, dissectIcmpv6 } from './icmp.js';
import { dissectOspf } from './ospf.js';
import { dissectRip } from './rip.js';
import { dissectTcp } from './tcp.js';

/** What follows an IPv4 protocol number or an IPv6 next header. */
export function dissectIpPayload(d: Dissector, protocol: number, o: number, end: number, version: 4 | 6): void {
  switch (protocol) {
    case 1:
      return version === 4 ? dissectIcmp(d, o, end) : d.rest(o, end);
    case 58:
      return dissectIcmpv6(d, o, end);
    case 6:
      return dissectTcp(d, o, end);
    case 17:
      return dissectUdp(d, o, end);
    case 89:
      return dissectOspf(d, o, end);
    default:
      d.rest(o, end);
  }
}

export function dissectUdp(d: Dissector, o: number, end: number): void {
  if (!d.has(o, 8, end, 'UDP header')) return;
  const b = d.data;
  const source = u16be(b, o);
  const destination = u16be(b, o + 2);
  const length = u16be(b, o + 4);
  d.layer('udp', 'User Datagram Protocol', 'UDP', o, 8);
  d.add('udp.srcport', 'Source Port', 'uint', source, o, 2);
  d.add('udp.dstport', 'Destination Port', 'uint', destination, o + 2, 2);
  d.add('udp.length', 'Length', 'uint', length, o + 4, 2);
  d.add('udp.checksum', 'Checksum', 'hex', u16be(b, o + 6), o + 6, 2);
  if (d.node) d.node.valueName = `Src Port: ${source}, Dst Port: ${destination}`;
  d.close();
  d.info = `${source} → ${destination} Len=${Math.max(0, length - 8)}`;
  if (length < 8) {
    d.flag(`UDP length ${length} is below 8`, o + 4);
    return;
  }
  const stop = Math.min(end, o + length);
  const payload = o + 8;
  if (payload >= stop) return;
  if (source === 67 || source === 68 || destination === 67 || destination === 68) dissectDhcp(d, payload, stop);
  else if (source === 546 || source === 547 || destination === 546 || destination === 547)
    dissectDhcpv6(d, payload, stop);
  else if (source === 53 || destination === 53 || source === 5353 || destination === 5353) dissectDns(d, payload, stop);
  else if (source === 520 || destination === 520) dissectRip(d, payload, stop);
  else d.rest(payload, stop);
}
