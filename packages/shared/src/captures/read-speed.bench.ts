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
import { dissectPacket } from './dissect/dissect.js';
import { TcpStreamTracker } from './dissect/tcp-streams.js';
import { indexFields, matchesFilter } from './filter/evaluate.js';
import { parseFilter } from './filter/parser.js';
import { labMixCapture } from './lab-mix.fixtures.js';

const PACKETS = 100_000;
const CHUNK = 64 * 1024;
const file = labMixCapture(PACKETS);

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
