import { u16be, u32be } from '../bytes.js';
import type { Dissector } from './dissector.js';

/** RIP v1 and v2: command, version and its route entries. */
export function dissectRip(d: Dissector, o: number, end: number): void {
  if (!d.has(o, 4, end, 'RIP header')) return;
  const b = d.data;
  const command = b[o] ?? 0;
  const version = b[o + 1] ?? 0;
  d.layer('rip', 'Routing Information Protocol', version === 2 ? 'RIPv2' : 'RIPv1', o, end - o);
  d.add('rip.command', 'Command', 'uint', command, o, 1, command === 1 ? 'Request' : command === 2 ? 'Response' : null);
  d.add('rip.version', 'Version', 'uint', version, o + 1, 1);
  for (let at = o + 4; at + 20 <= end; at += 20) {
    const family = u16be(b, at);
    if (family === 0xffff) {
      d.add('rip.auth.type', 'Authentication type', 'uint', u16be(b, at + 2), at, 20);
      continue;
    }
    d.open('rip.route', 'Route', 'ipv4', u32be(b, at + 4), at, 20);
    d.add('rip.family', 'Address Family', 'uint', family, at, 2);
    if (version === 2) d.add('rip.route_tag', 'Route Tag', 'uint', u16be(b, at + 2), at + 2, 2);
    d.add('rip.ip', 'IP Address', 'ipv4', u32be(b, at + 4), at + 4, 4);
    if (version === 2) {
      d.add('rip.netmask', 'Netmask', 'ipv4', u32be(b, at + 8), at + 8, 4);
      d.add('rip.next_hop', 'Next Hop', 'ipv4', u32be(b, at + 12), at + 12, 4);
    }
    d.add('rip.metric', 'Metric', 'uint', u32be(b, at + 16), at + 16, 4);
    d.close();
  }
  d.close();
  d.info = command === 1 ? 'Request' : command === 2 ? 'Response' : `Command ${command}`;
}
