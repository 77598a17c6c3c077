/**
 * Captures built in the tests: pcap and pcapng files from packet bytes (both byte orders, time units,
 * several interfaces, comments), for the reader's and the dissectors' tests.
 */

export type Bytes = Uint8Array | number[];

export function concat(...parts: Bytes[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

export const be16 = (value: number): number[] => [(value >> 8) & 255, value & 255];
export const be32 = (value: number): number[] => [
  (value >>> 24) & 255,
  (value >>> 16) & 255,
  (value >>> 8) & 255,
  value & 255,
];
const u16of = (value: number, le: boolean): number[] => (le ? be16(value).reverse() : be16(value));
const u32of = (value: number, le: boolean): number[] => (le ? be32(value).reverse() : be32(value));
const pad4 = (length: number): number[] => new Array<number>((4 - (length % 4)) % 4).fill(0);

export interface PcapOptions {
  linkType?: number;
  littleEndian?: boolean;
  nano?: boolean;
  snapLength?: number;
}

export interface BuiltPacket {
  data: Bytes;
  seconds?: number;
  /** Microseconds, or nanoseconds in a nanosecond file. */
  fraction?: number;
  originalLength?: number;
}

export function pcapFile(packets: BuiltPacket[], options: PcapOptions = {}): Uint8Array {
  const le = options.littleEndian ?? true;
  const magic = options.nano ? 0xa1b23c4d : 0xa1b2c3d4;
  const header = [...u32of(magic, le), ...u16of(2, le), ...u16of(4, le), ...u32of(0, le), ...u32of(0, le)];
  header.push(...u32of(options.snapLength ?? 262144, le), ...u32of(options.linkType ?? 1, le));
  const records = packets.map((packet) =>
    concat(
      u32of(packet.seconds ?? 0, le),
      u32of(packet.fraction ?? 0, le),
      u32of(packet.data.length, le),
      u32of(packet.originalLength ?? packet.data.length, le),
      packet.data,
    ),
  );
  return concat(header, ...records);
}

/** One pcapng option (code, value), padded; text values are UTF-8. */
export function option(code: number, value: Bytes | string, le: boolean): Uint8Array {
  const bytes = typeof value === 'string' ? new TextEncoder().encode(value) : Uint8Array.from(value);
  return concat(u16of(code, le), u16of(bytes.length, le), bytes, pad4(bytes.length));
}

const endOfOptions = (le: boolean): number[] => [...u16of(0, le), ...u16of(0, le)];

/** A pcapng block: type, total length, body (padded), total length. */
export function block(type: number, body: Bytes, le: boolean): Uint8Array {
  const padded = concat(body, pad4(body.length));
  const total = padded.length + 12;
  return concat(u32of(type, le), u32of(total, le), padded, u32of(total, le));
}

export interface NgInterface {
  linkType?: number;
  snapLength?: number;
  /** if_tsresol's byte (6: microseconds, 9: nanoseconds, 0x80 | n: 2^-n). */
  tsresol?: number;
  name?: string;
}

export interface NgPacket {
  data: Bytes;
  interfaceId?: number;
  /** The timestamp in the interface's units. */
  timestamp?: bigint;
  comments?: string[];
  originalLength?: number;
  /** Written as a Simple Packet Block (no interface, no time). */
  simple?: boolean;
}

export interface NgSection {
  littleEndian?: boolean;
  comments?: string[];
  interfaces?: NgInterface[];
  packets: NgPacket[];
}

export function sectionBlock(le: boolean, comments: string[] = []): Uint8Array {
  const options = comments.length
    ? concat(...comments.map((comment) => option(1, comment, le)), endOfOptions(le))
    : new Uint8Array(0);
  const body = concat(
    u32of(0x1a2b3c4d, le),
    u16of(1, le),
    u16of(0, le),
    u32of(0xffffffff, le),
    u32of(0xffffffff, le),
    options,
  );
  return block(0x0a0d0d0a, body, le);
}

export function interfaceBlock(spec: NgInterface, le: boolean): Uint8Array {
  const options: Uint8Array[] = [];
  if (spec.name !== undefined) options.push(option(2, spec.name, le));
  if (spec.tsresol !== undefined) options.push(option(9, [spec.tsresol], le));
  if (options.length) options.push(Uint8Array.from(endOfOptions(le)));
  return block(
    1,
    concat(u16of(spec.linkType ?? 1, le), u16of(0, le), u32of(spec.snapLength ?? 262144, le), ...options),
    le,
  );
}

export function packetBlock(packet: NgPacket, le: boolean): Uint8Array {
  if (packet.simple) return block(3, concat(u32of(packet.originalLength ?? packet.data.length, le), packet.data), le);
  const time = packet.timestamp ?? 0n;
  const options = packet.comments?.length
    ? concat(...packet.comments.map((comment) => option(1, comment, le)), endOfOptions(le))
    : new Uint8Array(0);
  const body = concat(
    u32of(packet.interfaceId ?? 0, le),
    u32of(Number(time >> 32n), le),
    u32of(Number(time & 0xffffffffn), le),
    u32of(packet.data.length, le),
    u32of(packet.originalLength ?? packet.data.length, le),
    packet.data,
    pad4(packet.data.length),
    options,
  );
  return block(6, body, le);
}

export function pcapngFile(...sections: NgSection[]): Uint8Array {
  return concat(
    ...sections.flatMap((section) => {
      const le = section.littleEndian ?? true;
      const interfaces = section.interfaces ?? [{}];
      return [
        sectionBlock(le, section.comments),
        ...interfaces.map((spec) => interfaceBlock(spec, le)),
        ...section.packets.map((packet) => packetBlock(packet, le)),
      ];
    }),
  );
}
