import { deflateSync } from 'node:zlib';

/**
 * A network file in the Packet Tracer 5 container format: the XML, zlib-compressed behind its
 * 4-byte big-endian length, then every byte XORed with (file length - position). Newer
 * Packet Tracer versions encrypt their files and may not open this one: it is a realistic
 * stand-in for the demo (a binary file without a known signature), not a lab to open.
 */
export function samplePacketTracer(devices: Array<{ name: string; type: string }>): Buffer {
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<PACKETTRACER5><VERSION>5.3.0.0088</VERSION><NETWORK><DEVICES>${devices
    .map((device) => `<DEVICE><ENGINE><TYPE>${device.type}</TYPE><NAME>${device.name}</NAME></ENGINE></DEVICE>`)
    .join('')}</DEVICES></NETWORK></PACKETTRACER5>`;
  const compressed = deflateSync(Buffer.from(xml, 'utf8'));
  const plain = Buffer.alloc(4 + compressed.length);
  plain.writeUInt32BE(Buffer.byteLength(xml, 'utf8'), 0);
  compressed.copy(plain, 4);
  return Buffer.from(plain.map((byte, i) => byte ^ ((plain.length - i) & 0xff)));
}
