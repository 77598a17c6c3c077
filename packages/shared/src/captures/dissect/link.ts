import { u16be, u32be } from '../bytes.js';
import type { Dissector } from './dissector.js';
import { etherTypeName } from './names.js';
import { dissectEtherType } from './network.js';
import { dissectStp } from './stp.js';
import { dissectCdp } from './cdp.js';

/** Ethernet II, or IEEE 802.3 with a length and an LLC header (STP, CDP). */
export function dissectEthernet(d: Dissector, o: number, end: number): void {
  if (!d.has(o, 14, end, 'Ethernet header')) return;
  const b = d.data;
  const typeOrLength = u16be(b, o + 12);
  d.layer('eth', 'Ethernet II', 'Ethernet', o, 14);
  d.add('eth.dst', 'Destination', 'mac', macOf(b, o, d.withFields), o, 6);
  d.add('eth.src', 'Source', 'mac', macOf(b, o + 6, d.withFields), o + 6, 6);
  d.setAddresses('mac', o + 6, o);
  if (typeOrLength <= 1500) {
    d.add('eth.len', 'Length', 'uint', typeOrLength, o + 12, 2);
    d.close();
    const stop = Math.min(end, o + 14 + typeOrLength);
    dissectLlc(d, o + 14, stop);
    return;
  }
  d.add('eth.type', 'Type', 'hex', typeOrLength, o + 12, 2, etherTypeName(typeOrLength));
  d.close();
  dissectEtherType(d, typeOrLength, o + 14, end);
}

const macOf = (b: Uint8Array, o: number, wanted: boolean): string => {
  if (!wanted) return '';
  const parts: string[] = [];
  for (let i = 0; i < 6; i++) parts.push((b[o + i] ?? 0).toString(16).padStart(2, '0'));
  return parts.join(':');
};

/** IEEE 802.2 LLC: STP (DSAP 0x42), SNAP to CDP (Cisco OUI, PID 0x2000) or to an EtherType. */
export function dissectLlc(d: Dissector, o: number, end: number): void {
  if (!d.has(o, 3, end, 'LLC header')) return;
  const b = d.data;
  const dsap = b[o] ?? 0;
  const ssap = b[o + 1] ?? 0;
  const snap = dsap === 0xaa && ssap === 0xaa;
  d.layer('llc', 'Logical-Link Control', 'LLC', o, snap ? 8 : 3);
  d.add('llc.dsap', 'DSAP', 'hex', dsap, o, 1);
  d.add('llc.ssap', 'SSAP', 'hex', ssap, o + 1, 1);
  d.add('llc.control', 'Control field', 'hex', b[o + 2] ?? 0, o + 2, 1);
  if (!snap) {
    d.close();
    if (dsap === 0x42 && ssap === 0x42) dissectStp(d, o + 3, end);
    else d.rest(o + 3, end);
    return;
  }
  if (!d.has(o, 8, end, 'SNAP header')) return;
  const oui = u32be(b, o + 2) & 0xffffff;
  const pid = u16be(b, o + 6);
  d.add('llc.oui', 'Organization Code', 'hex', oui, o + 3, 3);
  d.add('llc.pid', 'PID', 'hex', pid, o + 6, 2);
  d.close();
  if (oui === 0x00000c && pid === 0x2000) dissectCdp(d, o + 8, end);
  else if (oui === 0) dissectEtherType(d, pid, o + 8, end);
  else d.rest(o + 8, end);
}

/** Linux cooked capture v1 (LINKTYPE_LINUX_SLL, 16 bytes) and v2 (LINKTYPE_LINUX_SLL2, 20 bytes). */
export function dissectSll(d: Dissector, o: number, end: number, version: 1 | 2): void {
  const size = version === 1 ? 16 : 20;
  if (!d.has(o, size, end, 'Linux cooked header')) return;
  const b = d.data;
  const protocol = version === 1 ? u16be(b, o + 14) : u16be(b, o);
  const packetType = version === 1 ? u16be(b, o) : (b[o + 10] ?? 0);
  const addressLength = Math.min(8, version === 1 ? u16be(b, o + 4) : (b[o + 11] ?? 0));
  const addressAt = version === 1 ? o + 6 : o + 12;
  d.layer('sll', version === 1 ? 'Linux cooked capture v1' : 'Linux cooked capture v2', 'SLL', o, size);
  d.add('sll.pkttype', 'Packet type', 'uint', packetType, version === 1 ? o : o + 10, version === 1 ? 2 : 1);
  if (version === 2) d.add('sll.ifindex', 'Interface index', 'uint', u32be(b, o + 4), o + 4, 4);
  d.add('sll.src.eth', 'Source', 'bytes', b.subarray(addressAt, addressAt + addressLength), addressAt, addressLength);
  d.add('sll.etype', 'Protocol', 'hex', protocol, version === 1 ? o + 14 : o, 2, etherTypeName(protocol));
  d.close();
  dissectEtherType(d, protocol, o + size, end);
}
