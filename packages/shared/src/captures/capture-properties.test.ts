import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { concat, pcapFile, pcapngFile } from './capture.fixtures.js';
import { CaptureReader, readCaptureBytes } from './capture-reader.js';
import { dissectPacket } from './dissect/dissect.js';
import { TcpStreamTracker } from './dissect/tcp-streams.js';
import * as p from './packets.fixtures.js';
import { LINK_TYPES, type CaptureRecord } from './types.js';

/** One frame of every protocol dissected, for captures to cut and damage. */
const frames: Uint8Array[] = [
  p.udpFrame(
    68,
    67,
    p.dhcp(1, 7, p.MAC_A, [
      [53, [1]],
      [55, [1, 3, 6]],
      [12, p.ascii('pc')],
    ]),
  ),
  p.udpFrame(53, 999, p.dns(1, 0x8180, [['a.b', 1]], [{ name: [0xc0, 12], type: 1, data: p.ip4('1.2.3.4') }])),
  p.tcpFrame(
    { source: 1, destination: 80, seq: 1, ack: 1, flags: 0x18, options: [2, 4, 5, 180] },
    p.ascii('GET / HTTP/1.1\r\nHost: x\r\n\r\n'),
  ),
  p.tcpFrame({ source: 2, destination: 443, seq: 1, ack: 1, flags: 0x18 }, [...p.tlsClientHello('a.example')]),
  p.ethernet(p.vlanTag(10, 0x0800, p.ipv4({ protocol: 1, options: [1, 1, 1, 0] }, p.icmpEcho(8, 1, 1))), 0x8100),
  p.ethernet(p.arp(1, p.MAC_A, '10.0.0.1', p.MAC_B, '10.0.0.2'), 0x0806),
  p.ethernet(
    p.ipv6(
      0,
      concat([58, 0, 1, 4, 0, 0, 0, 0], [135, 0, 0, 0, 0, 0, 0, 0, ...p.ip6('fe80::2'), 1, 1, ...p.mac(p.MAC_A)]),
    ),
    0x86dd,
  ),
  p.ethernet(p.ipv6(17, p.udp(546, 547, [1, 0, 0, 1, 0, 8, 0, 2, 0, 0])), 0x86dd),
  p.llcFrame('01:80:c2:00:00:00', [0x42, 0x42, 3], p.stpConfig(0x8000, p.MAC_A, 4, 0x8000, p.MAC_B, 0x8001)),
  p.llcFrame(
    '01:00:0c:cc:cc:cc',
    [0xaa, 0xaa, 3, 0, 0, 0x0c, 0x20, 0],
    concat([2, 180, 0, 0], p.cdpTlv(1, p.ascii('R1'))),
  ),
  p.ethernet(
    concat(p.lldpTlv(1, [4, ...p.mac(p.MAC_A)]), p.lldpTlv(2, [5, 65]), p.lldpTlv(3, [0, 120]), p.lldpTlv(0, [])),
    0x88cc,
  ),
  p.ethernet(p.ipv4({ protocol: 89 }, p.ospfHello('1.1.1.1', '0.0.0.0', '255.0.0.0', '1.1.1.1', ['2.2.2.2']))),
  p.udpFrame(520, 520, concat([2, 2, 0, 0], p.ripEntry('10.0.0.0', '255.0.0.0', '0.0.0.0', 1))),
];
const validCaptures = [
  pcapFile(frames.map((data) => ({ data }))),
  pcapngFile({
    comments: ['c'],
    interfaces: [{}, { tsresol: 9 }],
    packets: frames.map((data, i) => ({ data, interfaceId: i % 2, comments: ['x'] })),
  }),
];

/** Reads and dissects everything (the field tree too); returns the number of records. */
function readAndDissect(file: Uint8Array, chunk = file.length): number {
  const reader = new CaptureReader();
  const streams = new TcpStreamTracker();
  const records: CaptureRecord[] = [];
  for (let at = 0; at < file.length; at += Math.max(1, chunk))
    records.push(...reader.push(file.subarray(at, at + Math.max(1, chunk))));
  records.push(...reader.end());
  for (const record of records) if (record.kind === 'packet') dissectPacket(record, { fields: true, streams });
  return records.length;
}

/** A capture's records are bounded by its size: every unit takes 12 bytes or more (a header and an interface come free). */
const maxRecords = (file: Uint8Array) => 3 + Math.ceil(file.length / 12);

describe('hostile and random input', () => {
  it('never throws and always ends on random bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 600 }), fc.integer({ min: 1, max: 64 }), (bytes, chunk) => {
        expect(readAndDissect(bytes, chunk)).toBeLessThanOrEqual(maxRecords(bytes));
      }),
      { numRuns: 300 },
    );
  });

  it('never throws on random bytes after a valid header of each format', () => {
    const headers = [pcapFile([]), pcapngFile({ packets: [] })];
    fc.assert(
      fc.property(fc.constantFrom(...headers), fc.uint8Array({ maxLength: 800 }), (header, tail) => {
        const file = concat(header, tail);
        expect(readAndDissect(file, 37)).toBeLessThanOrEqual(maxRecords(file));
      }),
      { numRuns: 300 },
    );
  });

  it('reads a truncated valid capture up to where it was cut, flagging the cut', () => {
    fc.assert(
      fc.property(fc.constantFrom(...validCaptures), fc.nat(), (file, cut) => {
        const cutFile = file.subarray(0, cut % (file.length + 1));
        const records = readCaptureBytes(cutFile);
        expect(records.length).toBeLessThanOrEqual(maxRecords(cutFile));
        expect(records.filter((record) => record.kind === 'problem' && record.fatal).length).toBeLessThanOrEqual(1);
        readAndDissect(cutFile, 13);
      }),
      { numRuns: 300 },
    );
  });

  it('never throws on a valid capture with damaged bytes', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...validCaptures),
        fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { minLength: 1, maxLength: 12 }),
        (file, damage) => {
          const copy = Uint8Array.from(file);
          for (const [at, value] of damage) copy[at % copy.length] = value;
          expect(readAndDissect(copy, 50)).toBeLessThanOrEqual(maxRecords(copy));
        },
      ),
      { numRuns: 400 },
    );
  });

  it('never throws when random bytes are dissected as a packet of any link type', () => {
    const linkTypes = [...Object.values(LINK_TYPES), 9999];
    fc.assert(
      fc.property(fc.constantFrom(...linkTypes), fc.uint8Array({ maxLength: 300 }), (linkType, data) => {
        const result = dissectPacket({ data, linkType, index: 0 }, { fields: true, streams: new TcpStreamTracker() });
        expect(typeof result.summary.protocol).toBe('string');
      }),
      { numRuns: 500 },
    );
  });

  it('never throws on each frame with random bytes changed, as the list and as the tree', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...frames),
        fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { maxLength: 6 }),
        fc.nat(),
        (frame, damage, cut) => {
          const copy = Uint8Array.from(frame);
          for (const [at, value] of damage) copy[at % copy.length] = value;
          const data = copy.subarray(0, cut % (copy.length + 1));
          const list = dissectPacket({ data, linkType: 1, index: 0 });
          const tree = dissectPacket({ data, linkType: 1, index: 0 }, { fields: true });
          expect(list.summary).toEqual(tree.summary);
          expect(list.malformed).toEqual(tree.malformed);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
