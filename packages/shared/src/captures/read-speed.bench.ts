/**
 * How fast a large capture is read (not a test: no timing is asserted anywhere). Builds a pcap of
 * 100,000 packets of the usual lab mix (DHCP, DNS, ARP, ICMP, TCP with HTTP, TLS, about 20 MB),
 * then measures the CPU time of: the bare reading (64 KiB chunks), the reading with the packet
 * list's pass (summaries and TCP streams), the reading with every packet's full field tree, and that
 * tree with a display filter evaluated on every packet.
 *
 *   npx tsx packages/shared/src/captures/read-speed.bench.ts
 */
import { CaptureReader } from './capture-reader.js';
import { pcapFile } from './capture.fixtures.js';
import { dissectPacket } from './dissect/dissect.js';
import { TcpStreamTracker } from './dissect/tcp-streams.js';
import { indexFields, matchesFilter } from './filter/evaluate.js';
import { parseFilter } from './filter/parser.js';
import * as p from './packets.fixtures.js';

const PACKETS = 100_000;
const CHUNK = 64 * 1024;
const body = (size: number) => new Array<number>(size).fill(0x61);
const mix = [
  p.udpFrame(
    68,
    67,
    p.dhcp(1, 7, p.MAC_A, [
      [53, [1]],
      [55, [1, 3, 6, 15, 51, 54]],
      [12, p.ascii('student-pc')],
    ]),
  ),
  p.udpFrame(
    53,
    40000,
    p.dns(1, 0x8180, [['www.example.com', 1]], [{ name: [0xc0, 12], type: 1, data: p.ip4('93.184.216.34') }]),
  ),
  p.ethernet(p.arp(1, p.MAC_A, '10.0.0.1', '00:00:00:00:00:00', '10.0.0.2'), 0x0806),
  p.ethernet(p.ipv4({ protocol: 1 }, p.icmpEcho(8, 1, 1, body(56)))),
  p.tcpFrame(
    { source: 50000, destination: 80, seq: 1, ack: 1, flags: 0x18 },
    p.ascii(`GET /lab HTTP/1.1\r\nHost: lab\r\n\r\n${'x'.repeat(120)}`),
  ),
  p.tcpFrame({ source: 80, destination: 50000, seq: 1, ack: 1, flags: 0x10 }, body(600), '10.0.0.2', '10.0.0.1'),
  p.tcpFrame({ source: 50001, destination: 443, seq: 1, ack: 1, flags: 0x18 }, [
    ...p.tlsClientHello('netclass.example.edu'),
  ]),
  p.tcpFrame({ source: 443, destination: 50001, seq: 1, ack: 1, flags: 0x10 }, body(200), '10.0.0.2', '10.0.0.1'),
];
const file = pcapFile(Array.from({ length: PACKETS }, (_, i) => ({ data: mix[i % mix.length] ?? [], seconds: i })));

const parsed = parseFilter('ip.addr == 10.0.0.0/24 && (tcp.port == 80 || dns.qry.name contains "example")');
if (!parsed.ok) throw new Error(parsed.error.message);
const filter = parsed.filter;

function run(mode: 'read' | 'list' | 'tree' | 'filter'): { cpuMs: number; packets: number } {
  const start = process.cpuUsage();
  const reader = new CaptureReader();
  const streams = new TcpStreamTracker();
  let packets = 0;
  for (let at = 0; at <= file.length; at += CHUNK) {
    const records = at < file.length ? reader.push(file.subarray(at, at + CHUNK)) : reader.end();
    for (const record of records) {
      if (record.kind !== 'packet') continue;
      packets++;
      if (mode === 'read') continue;
      const dissection = dissectPacket(record, { fields: mode !== 'list', streams });
      if (mode === 'filter') matchesFilter(filter, dissection, indexFields(dissection.fields));
    }
  }
  const used = process.cpuUsage(start);
  return { cpuMs: Math.round((used.user + used.system) / 1000), packets };
}

console.log(`${PACKETS} packets, ${(file.length / 1e6).toFixed(1)} MB`);
for (const mode of ['read', 'list', 'tree', 'filter'] as const) {
  run(mode);
  const results = [run(mode), run(mode), run(mode)].map((result) => result.cpuMs).sort((a, b) => a - b);
  console.log(`${mode.padEnd(5)} median CPU ${results[1]} ms (runs: ${results.join(', ')})`);
}
