/** Names of protocol numbers, as a details tree shows them beside the number. */

const ETHER_TYPES: Record<number, string> = {
  0x0800: 'IPv4',
  0x0806: 'ARP',
  0x86dd: 'IPv6',
  0x8100: '802.1Q Virtual LAN',
  0x88a8: '802.1ad Provider Bridge',
  0x9100: '802.1Q Virtual LAN (QinQ)',
  0x88cc: 'LLDP',
};
export const etherTypeName = (value: number): string | null => ETHER_TYPES[value] ?? null;

const IP_PROTOCOLS: Record<number, string> = {
  0: 'IPv6 Hop-by-Hop Option',
  1: 'ICMP',
  2: 'IGMP',
  6: 'TCP',
  17: 'UDP',
  41: 'IPv6',
  43: 'Routing Header for IPv6',
  44: 'Fragment Header for IPv6',
  47: 'GRE',
  50: 'ESP',
  51: 'AH',
  58: 'ICMPv6',
  59: 'IPv6 No Next Header',
  60: 'Destination Options for IPv6',
  89: 'OSPF IGP',
  112: 'VRRP',
};
export const ipProtocolName = (value: number): string | null => IP_PROTOCOLS[value] ?? null;

export const ICMP_TYPES: Record<number, string> = {
  0: 'Echo (ping) reply',
  3: 'Destination unreachable',
  4: 'Source quench',
  5: 'Redirect',
  8: 'Echo (ping) request',
  9: 'Router advertisement',
  10: 'Router solicitation',
  11: 'Time-to-live exceeded',
  12: 'Parameter problem',
  13: 'Timestamp request',
  14: 'Timestamp reply',
};

export const ICMP_UNREACHABLE: Record<number, string> = {
  0: 'Network unreachable',
  1: 'Host unreachable',
  2: 'Protocol unreachable',
  3: 'Port unreachable',
  4: 'Fragmentation needed',
  5: 'Source route failed',
  9: 'Network administratively prohibited',
  10: 'Host administratively prohibited',
  13: 'Communication administratively filtered',
};

export const ICMPV6_TYPES: Record<number, string> = {
  1: 'Destination Unreachable',
  2: 'Packet Too Big',
  3: 'Time Exceeded',
  4: 'Parameter Problem',
  128: 'Echo (ping) request',
  129: 'Echo (ping) reply',
  133: 'Router Solicitation',
  134: 'Router Advertisement',
  135: 'Neighbor Solicitation',
  136: 'Neighbor Advertisement',
  137: 'Redirect',
  143: 'Multicast Listener Report Message v2',
};

export const DNS_TYPES: Record<number, string> = {
  1: 'A',
  2: 'NS',
  5: 'CNAME',
  6: 'SOA',
  12: 'PTR',
  15: 'MX',
  16: 'TXT',
  28: 'AAAA',
  33: 'SRV',
  41: 'OPT',
  65: 'HTTPS',
  255: 'ANY',
};

export const DHCP_MESSAGE_TYPES: Record<number, string> = {
  1: 'Discover',
  2: 'Offer',
  3: 'Request',
  4: 'Decline',
  5: 'ACK',
  6: 'NAK',
  7: 'Release',
  8: 'Inform',
};

export const DHCPV6_MESSAGE_TYPES: Record<number, string> = {
  1: 'Solicit',
  2: 'Advertise',
  3: 'Request',
  4: 'Confirm',
  5: 'Renew',
  6: 'Rebind',
  7: 'Reply',
  8: 'Release',
  9: 'Decline',
  10: 'Reconfigure',
  11: 'Information-request',
  12: 'Relay-forw',
  13: 'Relay-reply',
};
