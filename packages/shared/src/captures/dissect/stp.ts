import { u16be, u32be } from '../bytes.js';
import { macAt } from './addresses.js';
import type { Dissector } from './dissector.js';

const TYPES: Record<number, string> = {
  0x00: 'Configuration',
  0x02: 'Rapid/Multiple Spanning Tree',
  0x80: 'Topology Change Notification',
};

/** Spanning Tree BPDUs (STP, RSTP; MSTP read as RSTP). */
export function dissectStp(d: Dissector, o: number, end: number): void {
  d.layer('stp', 'Spanning Tree Protocol', 'STP', o, end - o);
  if (!d.has(o, 4, end, 'BPDU')) return;
  const b = d.data;
  const type = b[o + 3] ?? 0;
  d.add('stp.protocol', 'Protocol Identifier', 'uint', u16be(b, o), o, 2);
  d.add('stp.version', 'Protocol Version Identifier', 'uint', b[o + 2] ?? 0, o + 2, 1);
  d.add('stp.type', 'BPDU Type', 'uint', type, o + 3, 1, TYPES[type] ?? null);
  if (type === 0x80) {
    d.close();
    d.info = 'Topology Change Notification';
    return;
  }
  if (!d.has(o, 35, end, 'Configuration BPDU')) return;
  const flags = b[o + 4] ?? 0;
  const root = u16be(b, o + 5);
  const bridge = u16be(b, o + 17);
  const port = u16be(b, o + 25);
  const cost = u32be(b, o + 13);
  d.add('stp.flags', 'BPDU flags', 'hex', flags, o + 4, 1);
  d.add('stp.flags.tc', 'Topology Change', 'bool', (flags & 1) !== 0, o + 4, 1);
  d.add('stp.flags.tcack', 'Topology Change Acknowledgment', 'bool', (flags & 0x80) !== 0, o + 4, 1);
  d.add('stp.root.prio', 'Root Bridge Priority', 'uint', root & 0xf000, o + 5, 2);
  d.add('stp.root.ext', 'Root Bridge System ID Extension', 'uint', root & 0x0fff, o + 5, 2);
  d.add('stp.root.hw', 'Root Bridge System ID', 'mac', d.withFields ? macAt(b, o + 7) : '', o + 7, 6);
  d.add('stp.root.cost', 'Root Path Cost', 'uint', cost, o + 13, 4);
  d.add('stp.bridge.prio', 'Bridge Priority', 'uint', bridge & 0xf000, o + 17, 2);
  d.add('stp.bridge.ext', 'Bridge System ID Extension', 'uint', bridge & 0x0fff, o + 17, 2);
  d.add('stp.bridge.hw', 'Bridge System ID', 'mac', d.withFields ? macAt(b, o + 19) : '', o + 19, 6);
  d.add('stp.port', 'Port identifier', 'hex', port, o + 25, 2);
  d.add('stp.msg_age', 'Message Age', 'uint', u16be(b, o + 27) / 256, o + 27, 2);
  d.add('stp.max_age', 'Max Age', 'uint', u16be(b, o + 29) / 256, o + 29, 2);
  d.add('stp.hello', 'Hello Time', 'uint', u16be(b, o + 31) / 256, o + 31, 2);
  d.add('stp.forward', 'Forward Delay', 'uint', u16be(b, o + 33) / 256, o + 33, 2);
  d.close();
  if (type === 2) d.protocol = 'RSTP';
  const kind = type === 2 ? 'RST.' : 'Conf.';
  const tc = flags & 1 ? 'TC + ' : '';
  d.info = `${tc}${kind} Root = ${root & 0xf000}/${root & 0x0fff}/${macAt(b, o + 7)}  Cost = ${cost}  Port = 0x${port.toString(16).padStart(4, '0')}`;
}
