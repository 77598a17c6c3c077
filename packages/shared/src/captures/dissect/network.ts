import { u16be, u32be } from '../bytes.js';
import { macAt } from './addresses.js';
import type { Dissector } from './dissector.js';
import { formatIpv4 } from './field.js';
import { dissectLldp } from './lldp.js';
import { etherTypeName, ipProtocolName } from './names.js';
import { dissectIpPayload } from './transport.js';
import { dissectIpv6 } from './ipv6.js';

/** What follows an EtherType (Ethernet II, 802.1Q, SNAP, Linux cooked). */
export function dissectEtherType(d: Dissector, type: number, o: number, end: number): void {
  switch (type) {
    case 0x0800:
      return dissectIpv4(d, o, end);
    case 0x86dd:
      return dissectIpv6(d, o, end);
    case 0x0806:
      return dissectArp(d, o, end);
    case 0x8100:
    case 0x9100:
      return dissectVlan(d, o, end);
    case 0x88a8:
      return dissectVlan(d, o, end, true);
    case 0x88cc:
      return dissectLldp(d, o, end);
    default:
      d.rest(o, end);
  }
}

const IP_OPTIONS: Record<number, string> = {
  0: 'End of Options List (EOL)',
  1: 'No-Operation (NOP)',
  7: 'Record Route',
  68: 'Time Stamp',
  130: 'Security',
  131: 'Loose Source Route',
  137: 'Strict Source Route',
  148: 'Router Alert',
};

export function dissectIpv4(d: Dissector, o: number, end: number): void {
  if (!d.has(o, 20, end, 'IPv4 header')) return;
  const b = d.data;
  const headerLength = ((b[o] ?? 0) & 0x0f) * 4;
  const totalLength = u16be(b, o + 2);
  d.layer('ip', 'Internet Protocol Version 4', 'IPv4', o, headerLength);
  d.setAddresses('ipv4', o + 12, o + 16);
  if (headerLength < 20) {
    d.flag(`IPv4 header length ${headerLength} is below 20`, o);
    return;
  }
  if (!d.has(o, headerLength, end, 'IPv4 header')) return;
  const flags = u16be(b, o + 6);
  const fragmentOffset = (flags & 0x1fff) * 8;
  const more = (flags & 0x2000) !== 0;
  const protocol = b[o + 9] ?? 0;
  d.ttl = b[o + 8] ?? 0;
  if (d.withFields) {
    const tos = b[o + 1] ?? 0;
    d.add('ip.version', 'Version', 'uint', (b[o] ?? 0) >> 4, o, 1);
    d.add('ip.hdr_len', 'Header Length', 'uint', headerLength, o, 1);
    d.add('ip.dsfield', 'Differentiated Services Field', 'hex', tos, o + 1, 1);
    d.add('ip.dsfield.dscp', 'Differentiated Services Codepoint', 'uint', tos >> 2, o + 1, 1);
    d.add('ip.dsfield.ecn', 'Explicit Congestion Notification', 'uint', tos & 3, o + 1, 1);
    d.add('ip.len', 'Total Length', 'uint', totalLength, o + 2, 2);
    d.add('ip.id', 'Identification', 'hex', u16be(b, o + 4), o + 4, 2);
    d.open('ip.flags', 'Flags', 'uint', flags >> 13, o + 6, 1);
    d.add('ip.flags.rb', 'Reserved bit', 'bool', (flags & 0x8000) !== 0, o + 6, 1);
    d.add('ip.flags.df', "Don't fragment", 'bool', (flags & 0x4000) !== 0, o + 6, 1);
    d.add('ip.flags.mf', 'More fragments', 'bool', more, o + 6, 1);
    d.close();
    d.add('ip.frag_offset', 'Fragment Offset (8-byte units)', 'uint', flags & 0x1fff, o + 6, 2);
    d.add('ip.ttl', 'Time to Live', 'uint', b[o + 8] ?? 0, o + 8, 1);
    d.add('ip.proto', 'Protocol', 'uint', protocol, o + 9, 1, ipProtocolName(protocol));
    d.add('ip.checksum', 'Header Checksum', 'hex', u16be(b, o + 10), o + 10, 2);
    d.add('ip.src', 'Source Address', 'ipv4', u32be(b, o + 12), o + 12, 4);
    d.add('ip.dst', 'Destination Address', 'ipv4', u32be(b, o + 16), o + 16, 4);
    if (d.node) d.node.valueName = `Src: ${formatIpv4(u32be(b, o + 12))}, Dst: ${formatIpv4(u32be(b, o + 16))}`;
  }
  if (headerLength > 20) ipv4Options(d, o + 20, o + headerLength);
  d.close();
  const payloadEnd = totalLength >= headerLength ? Math.min(end, o + totalLength) : end;
  if (totalLength < headerLength) d.flag(`IPv4 total length ${totalLength} is below the header length`, o + 2);
  if (more || fragmentOffset > 0) {
    d.add('ip.fragmented', 'Fragment of a datagram', 'bool', true, o + 6, 2);
    d.info = `Fragmented IP protocol (proto=${ipProtocolName(protocol) ?? protocol} ${protocol}, off=${fragmentOffset}, ID=${u16be(
      b,
      o + 4,
    )
      .toString(16)
      .padStart(4, '0')})`;
    d.rest(o + headerLength, payloadEnd);
    return;
  }
  dissectIpPayload(d, protocol, o + headerLength, payloadEnd, 4);
}

function ipv4Options(d: Dissector, o: number, end: number): void {
  const b = d.data;
  d.open('ip.options', 'Options', 'none', null, o, end - o);
  while (o < end) {
    const type = b[o] ?? 0;
    if (type === 0 || type === 1) {
      d.add('ip.opt.type', 'Option', 'uint', type, o, 1, IP_OPTIONS[type] ?? null);
      o += 1;
      if (type === 0) break;
      continue;
    }
    const length = b[o + 1] ?? 0;
    if (length < 2 || o + length > end) {
      d.flag('IPv4 option length is invalid', o);
      break;
    }
    d.add('ip.opt.type', 'Option', 'uint', type, o, length, IP_OPTIONS[type] ?? null);
    o += length;
  }
  d.close();
}

const ARP_OPCODES: Record<number, string> = { 1: 'request', 2: 'reply', 3: 'reverse request', 4: 'reverse reply' };

export function dissectArp(d: Dissector, o: number, end: number): void {
  if (!d.has(o, 8, end, 'ARP header')) return;
  const b = d.data;
  const hardwareSize = b[o + 4] ?? 0;
  const protocolSize = b[o + 5] ?? 0;
  const opcode = u16be(b, o + 6);
  const size = 8 + 2 * (hardwareSize + protocolSize);
  d.layer('arp', 'Address Resolution Protocol', 'ARP', o, size);
  d.add('arp.hw.type', 'Hardware type', 'uint', u16be(b, o), o, 2);
  d.add('arp.proto.type', 'Protocol type', 'hex', u16be(b, o + 2), o + 2, 2);
  d.add('arp.hw.size', 'Hardware size', 'uint', hardwareSize, o + 4, 1);
  d.add('arp.proto.size', 'Protocol size', 'uint', protocolSize, o + 5, 1);
  d.add('arp.opcode', 'Opcode', 'uint', opcode, o + 6, 2, ARP_OPCODES[opcode] ?? null);
  if (hardwareSize !== 6 || protocolSize !== 4) {
    d.close();
    d.info = `ARP opcode ${opcode}`;
    return;
  }
  if (!d.has(o, 28, end, 'ARP addresses')) return;
  const senderIp = u32be(b, o + 14);
  const targetIp = u32be(b, o + 24);
  d.add('arp.src.hw_mac', 'Sender MAC address', 'mac', d.withFields ? macAt(b, o + 8) : '', o + 8, 6);
  d.add('arp.src.proto_ipv4', 'Sender IP address', 'ipv4', senderIp, o + 14, 4);
  d.add('arp.dst.hw_mac', 'Target MAC address', 'mac', d.withFields ? macAt(b, o + 18) : '', o + 18, 6);
  d.add('arp.dst.proto_ipv4', 'Target IP address', 'ipv4', targetIp, o + 24, 4);
  if (senderIp === targetIp) d.add('arp.isgratuitous', 'Is gratuitous', 'bool', true, o + 14, 4);
  if (d.node) d.node.valueName = ARP_OPCODES[opcode] ?? null;
  d.close();
  if (opcode === 1) {
    d.info =
      senderIp === targetIp
        ? `Gratuitous ARP for ${formatIpv4(targetIp)} (Request)`
        : `Who has ${formatIpv4(targetIp)}? Tell ${formatIpv4(senderIp)}`;
  } else if (opcode === 2) d.info = `${formatIpv4(senderIp)} is at ${macAt(b, o + 8)}`;
  else d.info = `ARP opcode ${opcode}`;
}

/**
 * An 802.1Q tag (`vlan.*`), or an 802.1ad service tag (EtherType 0x88a8: `ieee8021ad.*`, as Wireshark
 * names it); stacked tags follow one another.
 */
export function dissectVlan(d: Dissector, o: number, end: number, serviceTag = false): void {
  if (!d.has(o, 4, end, '802.1Q tag')) return;
  const b = d.data;
  const tci = u16be(b, o);
  const type = u16be(b, o + 2);
  const name = serviceTag ? 'ieee8021ad' : 'vlan';
  d.layer(name, serviceTag ? '802.1ad Provider Bridge' : '802.1Q Virtual LAN', serviceTag ? '802.1ad' : '802.1Q', o, 4);
  d.add(serviceTag ? 'ieee8021ad.priority' : 'vlan.priority', 'Priority', 'uint', tci >> 13, o, 2);
  d.add(serviceTag ? 'ieee8021ad.dei' : 'vlan.dei', 'DEI', 'uint', (tci >> 12) & 1, o, 2);
  d.add(serviceTag ? 'ieee8021ad.id' : 'vlan.id', 'ID', 'uint', tci & 0x0fff, o, 2);
  d.add(serviceTag ? 'ieee8021ad.etype' : 'vlan.etype', 'Type', 'hex', type, o + 2, 2, etherTypeName(type));
  if (d.node) d.node.valueName = `PRI: ${tci >> 13}, DEI: ${(tci >> 12) & 1}, ID: ${tci & 0x0fff}`;
  d.close();
  dissectEtherType(d, type, o + 4, end);
}
