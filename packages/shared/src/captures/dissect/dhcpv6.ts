import { u16be, u32be } from '../bytes.js';
import { ipv6At } from './addresses.js';
import type { Dissector } from './dissector.js';
import { DHCPV6_MESSAGE_TYPES } from './names.js';

const OPTION_NAMES: Record<number, string> = {
  1: 'Client Identifier',
  2: 'Server Identifier',
  3: 'Identity Association for Non-temporary Address',
  5: 'IA Address',
  6: 'Option Request',
  8: 'Elapsed time',
  14: 'Rapid Commit',
  23: 'DNS recursive name server',
  24: 'Domain Search List',
  25: 'Identity Association for Prefix Delegation',
};

/** DHCPv6: message type, transaction id and the top-level options (DNS servers and addresses read). */
export function dissectDhcpv6(d: Dissector, o: number, end: number): void {
  d.layer('dhcpv6', 'DHCPv6', 'DHCPv6', o, end - o);
  if (!d.has(o, 4, end, 'DHCPv6 message')) return;
  const b = d.data;
  const type = b[o] ?? 0;
  const name = DHCPV6_MESSAGE_TYPES[type] ?? `Message type ${type}`;
  d.add('dhcpv6.msgtype', 'Message type', 'uint', type, o, 1, DHCPV6_MESSAGE_TYPES[type] ?? null);
  if (type === 12 || type === 13) {
    d.close();
    d.info = name;
    return;
  }
  const xid = u32be(b, o) & 0xffffff;
  d.add('dhcpv6.xid', 'Transaction ID', 'hex', xid, o + 1, 3);
  options(d, o + 4, end, 0);
  d.close();
  d.info = `${name} XID: 0x${xid.toString(16).padStart(6, '0')}`;
}

function options(d: Dissector, o: number, end: number, depth: number): void {
  const b = d.data;
  while (o + 4 <= end) {
    const code = u16be(b, o);
    const length = u16be(b, o + 2);
    const value = o + 4;
    if (value + length > end) {
      d.flag('DHCPv6 option runs past the message', o);
      return;
    }
    d.open('dhcpv6.option.type', 'Option', 'uint', code, o, length + 4, OPTION_NAMES[code] ?? null);
    d.add('dhcpv6.option.length', 'Length', 'uint', length, o + 2, 2);
    if ((code === 1 || code === 2) && length > 0)
      d.add('dhcpv6.duid.bytes', 'DUID', 'bytes', b.subarray(value, value + length), value, length);
    else if (code === 23) {
      for (let i = 0; i + 16 <= length; i += 16)
        d.add('dhcpv6.dns_server', 'DNS server address', 'ipv6', ipv6At(b, value + i), value + i, 16);
    } else if (code === 3 && length >= 12) {
      d.add('dhcpv6.iaid', 'IAID', 'uint', u32be(b, value), value, 4);
      if (depth < 2) options(d, value + 12, value + length, depth + 1);
    } else if (code === 5 && length >= 24) {
      d.add('dhcpv6.iaaddr.ip', 'IPv6 address', 'ipv6', ipv6At(b, value), value, 16);
      d.add('dhcpv6.iaaddr.pref_lifetime', 'Preferred lifetime', 'uint', u32be(b, value + 16), value + 16, 4);
      d.add('dhcpv6.iaaddr.valid_lifetime', 'Valid lifetime', 'uint', u32be(b, value + 20), value + 20, 4);
    } else if (code === 6) {
      for (let i = 0; i + 2 <= length; i += 2)
        d.add(
          'dhcpv6.requested_option_code',
          'Requested Option code',
          'uint',
          u16be(b, value + i),
          value + i,
          2,
          OPTION_NAMES[u16be(b, value + i)] ?? null,
        );
    } else if (code === 8 && length === 2)
      d.add('dhcpv6.elapsed_time', 'Elapsed time', 'uint', u16be(b, value), value, 2);
    d.close();
    o = value + length;
  }
}
