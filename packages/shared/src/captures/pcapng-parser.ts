import { splitTime, u16, u32, utf8Text } from './bytes.js';
import { problem, type FormatParser, type PacketCounter } from './format-parser.js';
import { CAPTURE_MESSAGES } from '../messages.js';
import { CAPTURE_MAX_BLOCK_BYTES, CAPTURE_MAX_PACKET_BYTES, type CaptureRecord } from './types.js';

const SHB = 0x0a0d0d0a;
const IDB = 1;
const OBSOLETE_PB = 2;
const SPB = 3;
const EPB = 6;

interface Interface {
  linkType: number;
  snapLength: number;
  unitsPerSecond: number;
}

/** Options of a block (code, length, value padded to 4), from `start` to `end`: calls `each` per option. */
function readOptions(
  b: Uint8Array,
  start: number,
  end: number,
  le: boolean,
  each: (code: number, from: number, to: number) => void,
): void {
  let o = start;
  while (o + 4 <= end) {
    const code = u16(b, o, le);
    const length = u16(b, o + 2, le);
    if (code === 0 || o + 4 + length > end) return;
    each(code, o + 4, o + 4 + length);
    o += 4 + ((length + 3) & ~3);
  }
}

/** if_tsresol: 10^-n seconds, or 2^-n when the top bit is set. */
const unitsOf = (value: number): number => (value & 0x80 ? 2 ** (value & 0x7f) : 10 ** value);

/** pcapng: blocks of type, total length, body, total length again; sections start with a Section Header Block. */
export class PcapngParser implements FormatParser {
  skipping = false;
  private le = true;
  private interfaces: (Interface | null)[] = [];

  constructor(private readonly counter: PacketCounter) {}

  unitLength(b: Uint8Array, o: number, available: number, fileOffset: number, out: CaptureRecord[]): number {
    this.skipping = false;
    if (available < 8) return -8;
    const type = u32(b, o, this.le);
    if (type === SHB) {
      if (available < 12) return -12;
      const order = u32(b, o + 8, false);
      if (order !== 0x1a2b3c4d && order !== 0x4d3c2b1a) {
        const code = fileOffset === 0 ? CAPTURE_MESSAGES.notCapture : CAPTURE_MESSAGES.badBlock;
        out.push(problem(code, true, fileOffset, 'section header without a byte-order magic'));
        return 0;
      }
      this.le = order === 0x4d3c2b1a;
    }
    const length = u32(b, o + 4, this.le);
    if (length < 12 || length % 4 !== 0) {
      out.push(problem(CAPTURE_MESSAGES.badBlock, true, fileOffset, `block length ${length}`));
      return 0;
    }
    if (length > CAPTURE_MAX_BLOCK_BYTES) {
      if (type === SHB) {
        out.push(problem(CAPTURE_MESSAGES.blockTooLarge, true, fileOffset, `section header of ${length} bytes`));
        return 0;
      }
      out.push(problem(CAPTURE_MESSAGES.blockTooLarge, false, fileOffset, `block type ${type} of ${length} bytes`));
      if (type === IDB) this.interfaces.push(null);
      this.skipping = true;
    }
    return length;
  }

  parse(b: Uint8Array, o: number, length: number, fileOffset: number, out: CaptureRecord[]): boolean {
    const type = u32(b, o, this.le);
    if (u32(b, o + length - 4, this.le) !== length) {
      out.push(problem(CAPTURE_MESSAGES.badBlock, true, fileOffset, 'trailing block length differs'));
      return false;
    }
    const end = o + length - 4;
    if (type === SHB) return this.section(b, o, end, fileOffset, out);
    if (type === IDB) this.interface(b, o, end, fileOffset, out);
    else if (type === EPB || type === OBSOLETE_PB) this.packet(b, o, end, type === EPB, fileOffset, out);
    else if (type === SPB) this.simplePacket(b, o, end, fileOffset, out);
    return true;
  }

  private section(b: Uint8Array, o: number, end: number, fileOffset: number, out: CaptureRecord[]): boolean {
    if (end < o + 24) {
      out.push(problem(CAPTURE_MESSAGES.badBlock, true, fileOffset, 'section header too short'));
      return false;
    }
    this.interfaces = [];
    const comments: string[] = [];
    readOptions(b, o + 24, end, this.le, (code, from, to) => {
      if (code === 1) comments.push(utf8Text(b, from, to));
    });
    const version = `${u16(b, o + 12, this.le)}.${u16(b, o + 14, this.le)}`;
    out.push({ kind: 'section', format: 'pcapng', littleEndian: this.le, version, comments, offset: fileOffset });
    return true;
  }

  private interface(b: Uint8Array, o: number, end: number, fileOffset: number, out: CaptureRecord[]): void {
    if (end < o + 16) {
      this.interfaces.push(null);
      out.push(problem(CAPTURE_MESSAGES.badBlock, false, fileOffset, 'interface description too short'));
      return;
    }
    const linkType = u16(b, o + 8, this.le);
    const snapLength = u32(b, o + 12, this.le);
    let unitsPerSecond = 1e6;
    let name: string | null = null;
    readOptions(b, o + 16, end, this.le, (code, from, to) => {
      if (code === 9 && to > from) unitsPerSecond = unitsOf(b[from] ?? 6);
      else if (code === 2) name = utf8Text(b, from, to);
    });
    const id = this.interfaces.length;
    this.interfaces.push({ linkType, snapLength, unitsPerSecond });
    out.push({ kind: 'interface', id, linkType, snapLength, name, unitsPerSecond, offset: fileOffset });
  }

  private packet(
    b: Uint8Array,
    o: number,
    end: number,
    enhanced: boolean,
    fileOffset: number,
    out: CaptureRecord[],
  ): void {
    if (end < o + 28) {
      out.push(problem(CAPTURE_MESSAGES.badBlock, false, fileOffset, 'packet block too short'));
      return;
    }
    const interfaceId = enhanced ? u32(b, o + 8, this.le) : u16(b, o + 8, this.le);
    const captured = u32(b, o + 20, this.le);
    const found = this.interfaces[interfaceId];
    if (!found) {
      out.push(problem(CAPTURE_MESSAGES.unknownInterface, false, fileOffset, `interface ${interfaceId}`));
      return;
    }
    if (captured > CAPTURE_MAX_PACKET_BYTES) {
      out.push(problem(CAPTURE_MESSAGES.packetTooLarge, false, fileOffset, `${captured} captured bytes`));
      return;
    }
    if (o + 28 + captured > end) {
      out.push(problem(CAPTURE_MESSAGES.badBlock, false, fileOffset, 'captured length beyond the block'));
      return;
    }
    const comments: string[] = [];
    readOptions(b, o + 28 + ((captured + 3) & ~3), end, this.le, (code, from, to) => {
      if (code === 1) comments.push(utf8Text(b, from, to));
    });
    const [seconds, nanoseconds] = splitTime(u32(b, o + 12, this.le), u32(b, o + 16, this.le), found.unitsPerSecond);
    out.push({
      kind: 'packet',
      index: this.counter.next++,
      seconds,
      nanoseconds,
      timestamped: true,
      capturedLength: captured,
      originalLength: u32(b, o + 24, this.le),
      interfaceId,
      linkType: found.linkType,
      data: b.subarray(o + 28, o + 28 + captured),
      comments,
      offset: fileOffset,
    });
  }

  private simplePacket(b: Uint8Array, o: number, end: number, fileOffset: number, out: CaptureRecord[]): void {
    const found = this.interfaces[0];
    if (!found) {
      out.push(problem(CAPTURE_MESSAGES.unknownInterface, false, fileOffset, 'simple packet before any interface'));
      return;
    }
    const originalLength = u32(b, o + 8, this.le);
    let captured = Math.min(originalLength, end - (o + 12), CAPTURE_MAX_PACKET_BYTES);
    if (found.snapLength > 0) captured = Math.min(captured, found.snapLength);
    out.push({
      kind: 'packet',
      index: this.counter.next++,
      seconds: 0,
      nanoseconds: 0,
      timestamped: false,
      capturedLength: captured,
      originalLength,
      interfaceId: 0,
      linkType: found.linkType,
      data: b.subarray(o + 12, o + 12 + captured),
      comments: [],
      offset: fileOffset,
    });
  }
}
