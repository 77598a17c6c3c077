import { asciiText, u16be } from '../bytes.js';
import type { Dissector } from './dissector.js';

const TEXT_TLVS: Record<number, [string, string]> = {
  1: ['cdp.deviceid', 'Device ID'],
  3: ['cdp.portid', 'Port ID'],
  5: ['cdp.software_version', 'Software Version'],
  6: ['cdp.platform', 'Platform'],
  9: ['cdp.vtp_management_domain', 'VTP Management Domain'],
};

/** Cisco Discovery Protocol: version, TTL and its TLVs (device, port, software, platform, native VLAN). */
export function dissectCdp(d: Dissector, o: number, end: number): void {
  d.layer('cdp', 'Cisco Discovery Protocol', 'CDP', o, end - o);
  if (!d.has(o, 4, end, 'CDP header')) return;
  const b = d.data;
  d.add('cdp.version', 'Version', 'uint', b[o] ?? 0, o, 1);
  d.add('cdp.ttl', 'TTL', 'uint', b[o + 1] ?? 0, o + 1, 1);
  d.add('cdp.checksum', 'Checksum', 'hex', u16be(b, o + 2), o + 2, 2);
  let device = '';
  let port = '';
  let at = o + 4;
  while (at + 4 <= end) {
    const type = u16be(b, at);
    const length = u16be(b, at + 2);
    if (length < 4 || at + length > end) {
      d.flag('CDP TLV length is invalid', at);
      break;
    }
    const text = TEXT_TLVS[type];
    if (text) {
      const value = asciiText(b, at + 4, at + length);
      if (type === 1) device = value;
      if (type === 3) port = value;
      d.add(text[0], text[1], 'string', value, at + 4, length - 4);
    } else if (type === 10 && length === 6)
      d.add('cdp.native_vlan', 'Native VLAN', 'uint', u16be(b, at + 4), at + 4, 2);
    else if (type === 11 && length === 5)
      d.add('cdp.duplex', 'Duplex', 'uint', b[at + 4] ?? 0, at + 4, 1, b[at + 4] ? 'Full' : 'Half');
    else d.add('cdp.tlv.type', 'TLV', 'uint', type, at, length);
    at += length;
  }
  d.close();
  d.info = `Device ID: ${device}  Port ID: ${port}`;
}
