import { u16be, u32be } from '../bytes.js';
import type { Dissector } from './dissector.js';

const TYPES: Record<number, string> = {
  1: 'Hello Packet',
  2: 'DB Description',
  3: 'LS Request',
  4: 'LS Update',
  5: 'LS Acknowledge',
};

/** OSPF (v2, and v3's header): the common header, and a v2 Hello in full. */
export function dissectOspf(d: Dissector, o: number, end: number): void {
  d.layer('ospf', 'Open Shortest Path First', 'OSPF', o, end - o);
  if (!d.has(o, 16, end, 'OSPF header')) return;
  const b = d.data;
  const version = b[o] ?? 0;
  const type = b[o + 1] ?? 0;
  const length = u16be(b, o + 2);
  d.add('ospf.version', 'Version', 'uint', version, o, 1);
  d.add('ospf.msg', 'Message Type', 'uint', type, o + 1, 1, TYPES[type] ?? null);
  d.add('ospf.packet_length', 'Packet Length', 'uint', length, o + 2, 2);
  d.add('ospf.srcrouter', 'Source OSPF Router', 'ipv4', u32be(b, o + 4), o + 4, 4);
  d.add('ospf.area_id', 'Area ID', 'ipv4', u32be(b, o + 8), o + 8, 4);
  d.info = TYPES[type] ?? `OSPF type ${type}`;
  if (version !== 2 || type !== 1) return d.close();
  if (!d.has(o, 44, end, 'OSPF Hello')) return;
  d.add('ospf.auth.type', 'Auth Type', 'uint', u16be(b, o + 14), o + 14, 2);
  d.add('ospf.hello.network_mask', 'Network Mask', 'ipv4', u32be(b, o + 24), o + 24, 4);
  d.add('ospf.hello.hello_interval', 'Hello Interval [sec]', 'uint', u16be(b, o + 28), o + 28, 2);
  d.add('ospf.v2.options', 'Options', 'hex', b[o + 30] ?? 0, o + 30, 1);
  d.add('ospf.hello.router_priority', 'Router Priority', 'uint', b[o + 31] ?? 0, o + 31, 1);
  d.add('ospf.hello.router_dead_interval', 'Router Dead Interval [sec]', 'uint', u32be(b, o + 32), o + 32, 4);
  d.add('ospf.hello.designated_router', 'Designated Router', 'ipv4', u32be(b, o + 36), o + 36, 4);
  d.add('ospf.hello.backup_designated_router', 'Backup Designated Router', 'ipv4', u32be(b, o + 40), o + 40, 4);
  const stop = Math.min(end, o + Math.max(44, length));
  for (let at = o + 44; at + 4 <= stop; at += 4)
    d.add('ospf.hello.active_neighbor', 'Active Neighbor', 'ipv4', u32be(b, at), at, 4);
  d.close();
}
