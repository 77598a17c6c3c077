import { describe, expect, it } from 'vitest';
import { CAPTURE_MESSAGES } from '../messages.js';
import { block, concat, interfaceBlock, packetBlock, pcapFile, pcapngFile, sectionBlock } from './capture.fixtures.js';
import { CaptureReader, readCapture, readCaptureBytes } from './capture-reader.js';
import type { CapturePacket, CaptureProblem, CaptureRecord } from './types.js';
import { CAPTURE_MAX_PACKET_BYTES } from './types.js';

const packetsOf = (records: CaptureRecord[]) =>
  records.filter((record): record is CapturePacket => record.kind === 'packet');
const problemsOf = (records: CaptureRecord[]) =>
  records.filter((record): record is CaptureProblem => record.kind === 'problem');
const bytes = (...values: number[]) => Uint8Array.from(values);

/** Reads `file` pushed in chunks of `size` bytes. */
function readInChunks(file: Uint8Array, size: number): CaptureRecord[] {
  const reader = new CaptureReader();
  const records: CaptureRecord[] = [];
  for (let at = 0; at < file.length; at += size) records.push(...reader.push(file.subarray(at, at + size)));
  return [...records, ...reader.end()];
}

/** A record without its data view, for comparing readings. */
const plain = (record: CaptureRecord) => (record.kind === 'packet' ? { ...record, data: [...record.data] } : record);

describe('the pcap reader', () => {
  it.each([
    [true, false],
    [false, false],
    [true, true],
    [false, true],
  ])('reads both byte orders and time units (little endian %s, nanoseconds %s)', (littleEndian, nano) => {
    const file = pcapFile(
      [
        { data: bytes(1, 2, 3), seconds: 1_700_000_000, fraction: nano ? 123_456_789 : 123_456, originalLength: 60 },
        { data: bytes(4), seconds: 1_700_000_001 },
      ],
      { littleEndian, nano, linkType: 113, snapLength: 1000 },
    );
    const records = readCaptureBytes(file);
    expect(records[0]).toEqual({
      kind: 'section',
      format: 'pcap',
      littleEndian,
      version: '2.4',
      comments: [],
      offset: 0,
    });
    expect(records[1]).toMatchObject({
      kind: 'interface',
      id: 0,
      linkType: 113,
      snapLength: 1000,
      unitsPerSecond: nano ? 1e9 : 1e6,
    });
    const [first, second] = packetsOf(records);
    expect(first).toMatchObject({
      index: 0,
      seconds: 1_700_000_000,
      nanoseconds: nano ? 123_456_789 : 123_456_000,
      capturedLength: 3,
    });
    expect(first).toMatchObject({ originalLength: 60, interfaceId: 0, linkType: 113, offset: 24, timestamped: true });
    expect([...(first?.data ?? [])]).toEqual([1, 2, 3]);
    expect(second).toMatchObject({ index: 1, seconds: 1_700_000_001, nanoseconds: 0, offset: 24 + 16 + 3 });
    expect(problemsOf(records)).toEqual([]);
  });

  it('gives packet data as a view into the chunk, not a copy', () => {
    const file = pcapFile([{ data: bytes(9, 9, 9) }]);
    const [packet] = packetsOf(readCaptureBytes(file));
    expect(packet?.data.buffer).toBe(file.buffer);
  });

  it('reads the same records whatever the chunk sizes', () => {
    const file = pcapFile(Array.from({ length: 20 }, (_, i) => ({ data: new Uint8Array(i * 7).fill(i), seconds: i })));
    const whole = readCaptureBytes(file).map(plain);
    for (const size of [1, 3, 16, 17, 100]) expect(readInChunks(file, size).map(plain)).toEqual(whole);
  });

  it('refuses a record declaring more than the packet cap, and stops there', () => {
    const file = pcapFile([{ data: bytes(1) }]);
    const lying = concat(file, pcapFile([{ data: bytes(2) }]).subarray(24));
    lying.set([0xff, 0xff, 0xff, 0x7f], 24 + 16 + 1 + 8);
    const records = readCaptureBytes(lying);
    expect(packetsOf(records)).toHaveLength(1);
    expect(problemsOf(records)).toEqual([
      expect.objectContaining({ code: CAPTURE_MESSAGES.packetTooLarge, fatal: true, offset: 41 }),
    ]);
  });

  it('flags a file cut inside a record', () => {
    const file = pcapFile([{ data: bytes(1, 2, 3, 4) }, { data: bytes(5, 6, 7, 8) }]);
    const records = readCaptureBytes(file.subarray(0, file.length - 2));
    expect(packetsOf(records)).toHaveLength(1);
    expect(problemsOf(records)).toEqual([expect.objectContaining({ code: CAPTURE_MESSAGES.truncated, fatal: true })]);
  });
});

describe('the pcapng reader', () => {
  it('reads sections of both byte orders, several interfaces, time resolutions and comments', () => {
    const file = pcapngFile(
      {
        comments: ['lab 3', 'second'],
        interfaces: [{ name: 'eth0' }, { tsresol: 9, linkType: 101 }, { tsresol: 0x80 | 10 }],
        packets: [
          { data: bytes(1, 2, 3), timestamp: 1_700_000_000_250_000n, comments: ['look here'] },
          { data: bytes(4), interfaceId: 1, timestamp: 1_700_000_000_000_000_007n, originalLength: 100 },
          { data: bytes(5), interfaceId: 2, timestamp: 1024n * 3n + 256n },
          { data: bytes(6, 7), simple: true },
        ],
      },
      {
        littleEndian: false,
        interfaces: [{ tsresol: 3, linkType: 229 }],
        packets: [{ data: bytes(8), timestamp: 5_500n }],
      },
    );
    const records = readCaptureBytes(file);
    const sections = records.filter((record) => record.kind === 'section');
    expect(sections).toEqual([
      expect.objectContaining({
        format: 'pcapng',
        littleEndian: true,
        version: '1.0',
        comments: ['lab 3', 'second'],
        offset: 0,
      }),
      expect.objectContaining({ format: 'pcapng', littleEndian: false }),
    ]);
    const interfaces = records.filter((record) => record.kind === 'interface');
    expect(interfaces.map((record) => [record.id, record.linkType, record.unitsPerSecond, record.name])).toEqual([
      [0, 1, 1e6, 'eth0'],
      [1, 101, 1e9, null],
      [2, 1, 1024, null],
      [0, 229, 1000, null],
    ]);
    const packets = packetsOf(records);
    expect(
      packets.map((packet) => [packet.index, packet.interfaceId, packet.linkType, packet.seconds, packet.nanoseconds]),
    ).toEqual([
      [0, 0, 1, 1_700_000_000, 250_000_000],
      [1, 1, 101, 1_700_000_000, 7],
      [2, 2, 1, 3, 250_000_000],
      [3, 0, 1, 0, 0],
      [4, 0, 229, 5, 500_000_000],
    ]);
    expect(packets[0]?.comments).toEqual(['look here']);
    expect(packets[1]?.originalLength).toBe(100);
    expect(packets[3]).toMatchObject({ timestamped: false, capturedLength: 2 });
    expect([...(packets[3]?.data ?? [])]).toEqual([6, 7]);
    expect(problemsOf(records)).toEqual([]);
  });

  it('reads the same records whatever the chunk sizes', () => {
    const file = pcapngFile({
      comments: ['x'],
      packets: Array.from({ length: 15 }, (_, i) => ({
        data: new Uint8Array(i * 5 + 1).fill(i),
        timestamp: BigInt(i),
      })),
    });
    const whole = readCaptureBytes(file).map(plain);
    for (const size of [1, 5, 11, 64]) expect(readInChunks(file, size).map(plain)).toEqual(whole);
  });

  it('skips unknown block types', () => {
    const file = concat(
      sectionBlock(true),
      interfaceBlock({}, true),
      block(0x0bad, [1, 2, 3, 4], true),
      packetBlock({ data: [1] }, true),
    );
    const records = readCaptureBytes(file);
    expect(packetsOf(records)).toHaveLength(1);
    expect(problemsOf(records)).toEqual([]);
  });

  it('stops at a zero-length block instead of looping', () => {
    const file = concat(
      sectionBlock(true),
      interfaceBlock({}, true),
      bytes(6, 0, 0, 0, 0, 0, 0, 0),
      packetBlock({ data: [1] }, true),
    );
    const records = readCaptureBytes(file);
    expect(packetsOf(records)).toHaveLength(0);
    expect(problemsOf(records)).toEqual([expect.objectContaining({ code: CAPTURE_MESSAGES.badBlock, fatal: true })]);
  });

  it('stops when a block trailing length differs from its leading one', () => {
    const packet = packetBlock({ data: [1, 2, 3, 4] }, true);
    packet.set([0x40, 0, 0, 0], packet.length - 4);
    const records = readCaptureBytes(concat(sectionBlock(true), interfaceBlock({}, true), packet));
    expect(problemsOf(records)).toEqual([expect.objectContaining({ code: CAPTURE_MESSAGES.badBlock, fatal: true })]);
  });

  it('skips a block declared larger than the cap without holding it, then reads on', () => {
    const huge = CAPTURE_MAX_PACKET_BYTES * 4;
    const body = new Uint8Array(huge - 12);
    const big = block(0x0bad, body, true);
    const file = concat(sectionBlock(true), interfaceBlock({}, true), big, packetBlock({ data: [7] }, true));
    const records = readInChunks(file, 4096);
    expect(problemsOf(records)).toEqual([
      expect.objectContaining({ code: CAPTURE_MESSAGES.blockTooLarge, fatal: false }),
    ]);
    expect(packetsOf(records).map((packet) => [...packet.data])).toEqual([[7]]);
  });

  it('refuses a packet whose captured length runs past its block, and reads on', () => {
    const lying = packetBlock({ data: [1, 2, 3, 4] }, true);
    lying.set([200, 0, 0, 0], 20);
    const file = concat(sectionBlock(true), interfaceBlock({}, true), lying, packetBlock({ data: [5] }, true));
    const records = readCaptureBytes(file);
    expect(problemsOf(records)).toEqual([expect.objectContaining({ code: CAPTURE_MESSAGES.badBlock, fatal: false })]);
    expect(packetsOf(records)).toHaveLength(1);
  });

  it('flags a packet on an interface never described', () => {
    const file = concat(sectionBlock(true), packetBlock({ data: [1], interfaceId: 3 }, true));
    expect(problemsOf(readCaptureBytes(file))).toEqual([
      expect.objectContaining({ code: CAPTURE_MESSAGES.unknownInterface, fatal: false }),
    ]);
  });
});

describe('a file that is not a capture', () => {
  it.each([
    ['text', new TextEncoder().encode('hello, this is not a capture')],
    ['a PNG header', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)],
    ['three bytes', bytes(0xd4, 0xc3, 0xb2)],
    ['a pcapng magic without a byte order', bytes(0x0a, 0x0d, 0x0d, 0x0a, 28, 0, 0, 0, 1, 2, 3, 4)],
  ])('is refused with capture.notCapture (%s)', (_, file) => {
    expect(readCaptureBytes(file)).toEqual([
      expect.objectContaining({ kind: 'problem', code: CAPTURE_MESSAGES.notCapture, fatal: true }),
    ]);
  });

  it('is refused with capture.empty when it has no bytes', () => {
    expect(readCaptureBytes(new Uint8Array(0))).toEqual([
      expect.objectContaining({ code: CAPTURE_MESSAGES.empty, fatal: true }),
    ]);
  });

  it('yields nothing more after a fatal problem', () => {
    const reader = new CaptureReader();
    expect(reader.push(bytes(1, 2, 3, 4, 5))).toHaveLength(1);
    expect(reader.done).toBe(true);
    expect(reader.push(pcapFile([{ data: [1] }]))).toEqual([]);
    expect(reader.end()).toEqual([]);
  });
});

describe('readCapture over a stream', () => {
  const file = pcapFile([{ data: bytes(1) }, { data: bytes(2, 3) }]);

  it('reads an async iterable of chunks', async () => {
    async function* chunks() {
      for (let at = 0; at < file.length; at += 10) yield file.subarray(at, at + 10);
    }
    const records: CaptureRecord[] = [];
    for await (const record of readCapture(chunks())) records.push(record);
    expect(packetsOf(records).map((packet) => [...packet.data])).toEqual([[1], [2, 3]]);
  });

  it('reads a web ReadableStream', async () => {
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(file.subarray(0, 30));
        controller.enqueue(file.subarray(30));
        controller.close();
      },
    });
    const records: CaptureRecord[] = [];
    for await (const record of readCapture({ getReader: () => stream.getReader() })) records.push(record);
    expect(packetsOf(records)).toHaveLength(2);
    expect(problemsOf(records)).toEqual([]);
  });
});
