import { asciiText, u16be } from '../bytes.js';
import { macAt } from './addresses.js';
import type { Dissector } from './dissector.js';

const TEXT_TLVS: Record<number, [string, string]> = {
  4: ['lldp.port.desc', 'Port Description'],
  5: ['lldp.tlv.system.name', 'System Name'],
  6: ['lldp.tlv.system.desc', 'System Description'],
};

/** The info column's abbreviations of the id subtypes. */
const CHASSIS_SUBTYPES = ['', 'CC', 'IA', 'PC', 'MA', 'NA', 'IN', 'LA'];
const PORT_SUBTYPES = ['', 'IA', 'PC', 'MA', 'NA', 'IN', 'AC', 'LA'];

/** A chassis or port id: a MAC address (subtype 3 for ports, 4 for chassis) or text. */
function idText(b: Uint8Array, o: number, length: number, macSubtype: number): string {
  const subtype = b[o] ?? 0;
  if (subtype === macSubtype && length === 7) return macAt(b, o + 1);
  return asciiText(b, o + 1, o + length);
}

/** Link Layer Discovery Protocol: chassis id, port id, TTL, names and descriptions. */
export function dissectLldp(d: Dissector, o: number, end: number): void {
  d.layer('lldp', 'Link Layer Discovery Protocol', 'LLDP', o, end - o);
  const b = d.data;
  const info: string[] = [];
  let at = o;
  for (let count = 0; count < 512 && at + 2 <= end; count++) {
    const header = u16be(b, at);
    const type = header >> 9;
    const length = header & 0x1ff;
    const value = at + 2;
    if (value + length > end) {
      d.flag('LLDP TLV runs past the frame', at);
      break;
    }
    if (type === 0) {
      d.add('lldp.tlv.type', 'End of LLDPDU', 'uint', 0, at, 2);
      break;
    }
    if (type === 1 || type === 2) {
      const text = idText(b, value, length, type === 1 ? 4 : 3);
      const mac = (b[value] ?? 0) === (type === 1 ? 4 : 3) && length === 7;
      const name =
        type === 1 ? (mac ? 'lldp.chassis.id.mac' : 'lldp.chassis.id') : mac ? 'lldp.port.id.mac' : 'lldp.port.id';
      d.add(type === 1 ? 'lldp.chassis.subtype' : 'lldp.port.subtype', 'Subtype', 'uint', b[value] ?? 0, value, 1);
      d.add(name, type === 1 ? 'Chassis Id' : 'Port Id', mac ? 'mac' : 'string', text, value + 1, length - 1);
      info.push(`${(type === 1 ? CHASSIS_SUBTYPES : PORT_SUBTYPES)[b[value] ?? 0] ?? '??'}/${text}`);
    } else if (type === 3 && length === 2) {
      d.add('lldp.time_to_live', 'Seconds', 'uint', u16be(b, value), value, 2);
      info.push(String(u16be(b, value)));
    } else if (TEXT_TLVS[type]) {
      const [name, label] = TEXT_TLVS[type];
      const text = asciiText(b, value, value + length);
      d.add(name, label, 'string', text, value, length);
      if (type === 5) info.push(`SysN=${text}`);
    } else d.add('lldp.tlv.type', 'TLV', 'uint', type, at, length + 2);
    at = value + length;
  }
  d.close();
  d.info = info.join(' ');
}
