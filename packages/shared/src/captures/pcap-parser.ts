import { u16, u32 } from './bytes.js';
import { problem, type FormatParser, type PacketCounter } from './format-parser.js';
import { CAPTURE_MESSAGES } from '../messages.js';
import { CAPTURE_MAX_PACKET_BYTES, type CaptureRecord } from './types.js';

const HEADER = 24;
const RECORD = 16;

/** The classic pcap magic numbers as read big-endian: byte order and time unit. */
export function pcapMagic(b: Uint8Array, o: number): { littleEndian: boolean; nano: boolean } | null {
  switch (u32(b, o, false)) {
    case 0xa1b2c3d4:
      return { littleEndian: false, nano: false };
    case 0xd4c3b2a1:
      return { littleEndian: true, nano: false };
    case 0xa1b23c4d:
      return { littleEndian: false, nano: true };
    case 0x4d3cb2a1:
      return { littleEndian: true, nano: true };
    default:
      return null;
  }
}

/** pcap: a 24-byte header, then records of a 16-byte header and the captured bytes. */
export class PcapParser implements FormatParser {
  skipping = false;
  private headerRead = false;
  private linkType = 0;
  private readonly le: boolean;
  private readonly nano: boolean;

  constructor(
    magic: { littleEndian: boolean; nano: boolean },
    private readonly counter: PacketCounter,
  ) {
    this.le = magic.littleEndian;
    this.nano = magic.nano;
  }

  unitLength(b: Uint8Array, o: number, available: number, fileOffset: number, out: CaptureRecord[]): number {
    if (!this.headerRead) return HEADER;
    if (available < RECORD) return -RECORD;
    const captured = u32(b, o + 8, this.le);
    if (captured > CAPTURE_MAX_PACKET_BYTES) {
      out.push(
        problem(CAPTURE_MESSAGES.packetTooLarge, true, fileOffset, `record declares ${captured} captured bytes`),
      );
      return 0;
    }
    return RECORD + captured;
  }

  parse(b: Uint8Array, o: number, length: number, fileOffset: number, out: CaptureRecord[]): boolean {
    if (!this.headerRead) {
      this.headerRead = true;
      const snapLength = u32(b, o + 16, this.le);
      this.linkType = u32(b, o + 20, this.le) & 0xffff;
      const version = `${u16(b, o + 4, this.le)}.${u16(b, o + 6, this.le)}`;
      out.push({ kind: 'section', format: 'pcap', littleEndian: this.le, version, comments: [], offset: fileOffset });
      out.push({
        kind: 'interface',
        id: 0,
        linkType: this.linkType,
        snapLength,
        name: null,
        unitsPerSecond: this.nano ? 1e9 : 1e6,
        offset: fileOffset,
      });
      return true;
    }
    const fraction = u32(b, o + 4, this.le);
    const perSecond = this.nano ? 1_000_000_000 : 1_000_000;
    const seconds = u32(b, o, this.le) + Math.floor(fraction / perSecond);
    const rest = fraction % perSecond;
    out.push({
      kind: 'packet',
      index: this.counter.next++,
      seconds,
      nanoseconds: this.nano ? rest : rest * 1000,
      timestamped: true,
      capturedLength: length - RECORD,
      originalLength: u32(b, o + 12, this.le),
      interfaceId: 0,
      linkType: this.linkType,
      data: b.subarray(o + RECORD, o + length),
      comments: [],
      offset: fileOffset,
    });
    return true;
  }
}
