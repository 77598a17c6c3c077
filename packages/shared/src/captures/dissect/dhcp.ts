import { asciiText, u16be, u32be } from '../bytes.js';
import { macAt } from './addresses.js';
import type { Dissector } from './dissector.js';
import { DHCP_MESSAGE_TYPES } from './names.js';

/** DHCP options read into named fields: code → [field, label, kind]. Others are listed by code. */
const OPTIONS: Record<number, [string, string, 'ipv4' | 'ipv4s' | 'u32' | 'text']> = {
  1: ['dhcp.option.subnet_mask', 'Subnet Mask', 'ipv4'],
  3: ['dhcp.option.router', 'Router', 'ipv4s'],
  6: ['dhcp.option.domain_name_server', 'Domain Name Server', 'ipv4s'],
  12: ['dhcp.option.hostname', 'Host Name', 'text'],
  15: ['dhcp.option.domain_name', 'Domain Name', 'text'],
  50: ['dhcp.option.requested_ip_address', 'Requested IP Address', 'ipv4'],
  51: ['dhcp.option.ip_address_lease_time', 'IP Address Lease Time', 'u32'],
  54: ['dhcp.option.dhcp_server_id', 'DHCP Server Identifier', 'ipv4'],
  58: ['dhcp.option.renewal_time_value', 'Renewal Time Value', 'u32'],
  59: ['dhcp.option.rebinding_time_value', 'Rebinding Time Value', 'u32'],
};

const OTHER_OPTIONS: Record<number, string> = {
  53: 'DHCP Message Type',
  55: 'Parameter Request List',
  61: 'Client identifier',
};

export function dissectDhcp(d: Dissector, o: number, end: number): void {
  d.layer('dhcp', 'Dynamic Host Configuration Protocol', 'DHCP', o, end - o);
  if (!d.has(o, 240, end, 'DHCP message')) return;
  const b = d.data;
  const op = b[o] ?? 0;
  const xid = u32be(b, o + 4);
  if (d.withFields) {
    d.add('dhcp.type', 'Message type', 'uint', op, o, 1, op === 1 ? 'Boot Request' : op === 2 ? 'Boot Reply' : null);
    d.add('dhcp.hw.type', 'Hardware type', 'uint', b[o + 1] ?? 0, o + 1, 1);
    d.add('dhcp.hw.len', 'Hardware address length', 'uint', b[o + 2] ?? 0, o + 2, 1);
    d.add('dhcp.hops', 'Hops', 'uint', b[o + 3] ?? 0, o + 3, 1);
    d.add('dhcp.id', 'Transaction ID', 'hex', xid, o + 4, 4);
    d.add('dhcp.secs', 'Seconds elapsed', 'uint', u16be(b, o + 8), o + 8, 2);
    d.add('dhcp.flags', 'Bootp flags', 'hex', u16be(b, o + 10), o + 10, 2);
    d.add('dhcp.flags.bc', 'Broadcast flag', 'bool', (u16be(b, o + 10) & 0x8000) !== 0, o + 10, 2);
    d.add('dhcp.ip.client', 'Client IP address', 'ipv4', u32be(b, o + 12), o + 12, 4);
    d.add('dhcp.ip.your', 'Your (client) IP address', 'ipv4', u32be(b, o + 16), o + 16, 4);
    d.add('dhcp.ip.server', 'Next server IP address', 'ipv4', u32be(b, o + 20), o + 20, 4);
    d.add('dhcp.ip.relay', 'Relay agent IP address', 'ipv4', u32be(b, o + 24), o + 24, 4);
    if (b[o + 1] === 1 && b[o + 2] === 6)
      d.add('dhcp.hw.mac_addr', 'Client MAC address', 'mac', macAt(b, o + 28), o + 28, 6);
    d.add('dhcp.cookie', 'Magic cookie', 'hex', u32be(b, o + 236), o + 236, 4);
  }
  let messageType = 0;
  if (u32be(b, o + 236) === 0x63825363) messageType = dhcpOptions(d, o + 240, end);
  d.close();
  const name = DHCP_MESSAGE_TYPES[messageType];
  d.info = `DHCP ${(name ?? (op === 1 ? 'Boot Request' : 'Boot Reply')).padEnd(8)} - Transaction ID 0x${xid.toString(16)}`;
}

/** Reads the options; returns option 53's message type (0 when absent). */
function dhcpOptions(d: Dissector, o: number, end: number): number {
  const b = d.data;
  let messageType = 0;
  while (o < end) {
    const code = b[o] ?? 0;
    if (code === 0) {
      o += 1;
      continue;
    }
    if (code === 255) {
      d.add('dhcp.option.end', 'Option End', 'uint', 255, o, 1);
      return messageType;
    }
    const length = b[o + 1] ?? 0;
    const value = o + 2;
    if (value + length > end) {
      d.flag('DHCP option runs past the message', o);
      return messageType;
    }
    if (code === 53 && length >= 1) messageType = b[value] ?? 0;
    if (d.withFields) dhcpOption(d, code, value, length);
    o = value + length;
  }
  return messageType;
}

function dhcpOption(d: Dissector, code: number, value: number, length: number): void {
  const b = d.data;
  d.open(
    'dhcp.option.type',
    'Option',
    'uint',
    code,
    value - 2,
    length + 2,
    OPTIONS[code]?.[1] ?? OTHER_OPTIONS[code] ?? null,
  );
  d.add('dhcp.option.length', 'Length', 'uint', length, value - 1, 1);
  const known = OPTIONS[code];
  if (code === 53 && length >= 1)
    d.add('dhcp.option.dhcp', 'DHCP', 'uint', b[value] ?? 0, value, 1, DHCP_MESSAGE_TYPES[b[value] ?? 0] ?? null);
  else if (code === 55) {
    for (let i = 0; i < length; i++)
      d.add(
        'dhcp.option.request_list_item',
        'Parameter Request List Item',
        'uint',
        b[value + i] ?? 0,
        value + i,
        1,
        OPTIONS[b[value + i] ?? 0]?.[1] ?? null,
      );
  } else if (code === 61 && length === 7 && b[value] === 1)
    d.add('dhcp.hw.mac_addr', 'Client MAC address', 'mac', macAt(b, value + 1), value + 1, 6);
  else if (code === 61 && length >= 1)
    d.add('dhcp.option.client_id', 'Client identifier', 'bytes', b.subarray(value, value + length), value, length);
  else if (known) {
    const [name, label, kind] = known;
    if (kind === 'text') d.add(name, label, 'string', asciiText(b, value, value + length), value, length);
    else if (kind === 'u32' && length === 4) d.add(name, label, 'uint', u32be(b, value), value, 4);
    else if (kind !== 'u32') {
      const count = kind === 'ipv4' ? Math.min(1, length >> 2) : length >> 2;
      for (let i = 0; i < count; i++) d.add(name, label, 'ipv4', u32be(b, value + i * 4), value + i * 4, 4);
    }
  } else if (length > 0) d.add('dhcp.option.value', 'Value', 'bytes', b.subarray(value, value + length), value, length);
  d.close();
}
