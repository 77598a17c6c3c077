import { ipv6At } from '../dissect/addresses.js';

/** Protocol names a filter may name, alone or as a field's first part. */
export const FILTER_PROTOCOLS = new Set([
  'frame',
  'eth',
  'llc',
  'vlan',
  'ieee8021ad',
  'sll',
  'arp',
  'ip',
  'ipv6',
  'icmp',
  'icmpv6',
  'udp',
  'tcp',
  'dhcp',
  'dhcpv6',
  'dns',
  'http',
  'tls',
  'stp',
  'cdp',
  'lldp',
  'ospf',
  'rip',
  'data',
  '_ws',
]);

/** Names that stand for either of two fields, as in Wireshark (`ip.addr == x`: source or destination). */
export const FIELD_ALIASES: Record<string, string[]> = {
  'ip.addr': ['ip.src', 'ip.dst'],
  'ipv6.addr': ['ipv6.src', 'ipv6.dst'],
  'eth.addr': ['eth.src', 'eth.dst'],
  'tcp.port': ['tcp.srcport', 'tcp.dstport'],
  'udp.port': ['udp.srcport', 'udp.dstport'],
};

const IPV4_FIELDS = new Set([
  'ip.src',
  'ip.dst',
  'ip.addr',
  'arp.src.proto_ipv4',
  'arp.dst.proto_ipv4',
  'dhcp.ip.client',
  'dhcp.ip.your',
  'dhcp.ip.server',
  'dhcp.ip.relay',
  'dhcp.option.subnet_mask',
  'dhcp.option.router',
  'dhcp.option.domain_name_server',
  'dhcp.option.requested_ip_address',
  'dhcp.option.dhcp_server_id',
  'dns.a',
  'ospf.srcrouter',
  'ospf.area_id',
  'ospf.hello.network_mask',
  'ospf.hello.designated_router',
  'ospf.hello.backup_designated_router',
  'ospf.hello.active_neighbor',
  'rip.ip',
  'rip.netmask',
  'rip.next_hop',
]);
const IPV6_FIELDS = new Set([
  'ipv6.src',
  'ipv6.dst',
  'ipv6.addr',
  'icmpv6.nd.ns.target_address',
  'icmpv6.nd.na.target_address',
  'icmpv6.opt.prefix',
  'dns.aaaa',
  'dhcpv6.dns_server',
  'dhcpv6.iaaddr.ip',
]);
const MAC_FIELDS = new Set([
  'eth.src',
  'eth.dst',
  'eth.addr',
  'arp.src.hw_mac',
  'arp.dst.hw_mac',
  'dhcp.hw.mac_addr',
  'stp.root.hw',
  'stp.bridge.hw',
  'lldp.chassis.id.mac',
  'icmpv6.opt.linkaddr',
]);

/** The kind of value a known address field takes, to refuse a bad literal as the filter is typed; null when not checked. */
export function addressKindOf(field: string): 'ipv4' | 'ipv6' | 'mac' | null {
  if (IPV4_FIELDS.has(field)) return 'ipv4';
  if (IPV6_FIELDS.has(field)) return 'ipv6';
  if (MAC_FIELDS.has(field)) return 'mac';
  return null;
}

/** An IPv4 address or network (`10.0.0.0/24`) as address and mask, or null. */
export function parseIpv4(text: string): { address: number; mask: number } | null {
  const match = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})(?:\/(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  const parts = match.slice(1, 5).map(Number);
  if (parts.some((part) => part > 255)) return null;
  const prefix = match[5] === undefined ? 32 : Number(match[5]);
  if (prefix > 32) return null;
  const mask = prefix === 0 ? 0 : (0xffffffff << (32 - prefix)) >>> 0;
  const address = (((parts[0] ?? 0) << 24) | ((parts[1] ?? 0) << 16) | ((parts[2] ?? 0) << 8) | (parts[3] ?? 0)) >>> 0;
  return { address: (address & mask) >>> 0, mask };
}

/** An IPv6 address (optionally `/prefix`) as its canonical text and prefix length, or null. */
export function parseIpv6(text: string): { canonical: string; bytes: Uint8Array; prefix: number } | null {
  const [address = '', prefixText] = text.split('/');
  const prefix = prefixText === undefined ? 128 : Number(prefixText);
  if (!/^[0-9A-Fa-f:]+$/.test(address) || !address.includes(':') || !(prefix >= 0 && prefix <= 128)) return null;
  const halves = address.split('::');
  if (halves.length > 2) return null;
  const words = (part: string | undefined) => (part ? part.split(':') : []);
  const head = words(halves[0]);
  const tail = words(halves[1]);
  const missing = 8 - head.length - tail.length;
  if ((halves.length === 1 && missing !== 0) || (halves.length === 2 && missing < 1)) return null;
  const all = [...head, ...new Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...tail];
  if (all.some((word) => !/^[0-9A-Fa-f]{1,4}$/.test(word))) return null;
  const bytes = new Uint8Array(16);
  all.forEach((word, i) => {
    const value = Number.parseInt(word, 16);
    bytes[i * 2] = value >> 8;
    bytes[i * 2 + 1] = value & 255;
  });
  return { canonical: ipv6At(bytes, 0), bytes, prefix };
}

/** A MAC address with `:`, `-` or `.` separators, in lower-case colon form, or null. */
export function parseMac(text: string): string | null {
  const hex = text.toLowerCase().replace(/[:.-]/g, '');
  if (
    !/^[0-9a-f]{12}$/.test(hex) ||
    !/^[0-9a-fA-F]{2}([:.-]?[0-9a-fA-F]{2}){5}$|^[0-9a-fA-F]{4}(\.[0-9a-fA-F]{4}){2}$/.test(text)
  )
    return null;
  return hex.match(/../g)?.join(':') ?? null;
}

/** A number: decimal, 0x hexadecimal, or a decimal fraction; true/false as 1/0. Null when not one. */
export function parseNumber(text: string): number | null {
  if (text === 'true' || text === 'True') return 1;
  if (text === 'false' || text === 'False') return 0;
  if (/^0x[0-9a-fA-F]+$/.test(text)) return Number.parseInt(text.slice(2), 16);
  if (/^\d+(\.\d+)?$/.test(text)) return Number(text);
  return null;
}
