import { u16be, u32be } from '../bytes.js';
import type { Dissector } from './dissector.js';
import { TCP_FLAGS } from './tcp-streams.js';
import { dissectTcpPayload } from './tcp-payload.js';

const FLAG_NAMES: [number, string, string][] = [
  [TCP_FLAGS.fin, 'fin', 'FIN'],
  [TCP_FLAGS.syn, 'syn', 'SYN'],
  [TCP_FLAGS.rst, 'reset', 'RST'],
  [TCP_FLAGS.psh, 'push', 'PSH'],
  [TCP_FLAGS.ack, 'ack', 'ACK'],
  [TCP_FLAGS.urg, 'urg', 'URG'],
  [TCP_FLAGS.ece, 'ece', 'ECE'],
  [TCP_FLAGS.cwr, 'cwr', 'CWR'],
];
/** The info column's order, as Wireshark writes it. */
const INFO_ORDER = [1, 0, 2, 3, 4, 5, 6, 7];

export function dissectTcp(d: Dissector, o: number, end: number): void {
  if (!d.has(o, 20, end, 'TCP header')) return;
  const b = d.data;
  const source = u16be(b, o);
  const destination = u16be(b, o + 2);
  const seq = u32be(b, o + 4);
  const ack = u32be(b, o + 8);
  const headerLength = ((b[o + 12] ?? 0) >> 4) * 4;
  const flags = b[o + 13] ?? 0;
  const window = u16be(b, o + 14);
  d.layer('tcp', 'Transmission Control Protocol', 'TCP', o, headerLength);
  if (headerLength < 20) {
    d.flag(`TCP header length ${headerLength} is below 20`, o + 12);
    return;
  }
  if (!d.has(o, headerLength, end, 'TCP header')) return;
  const payload = Math.max(0, end - o - headerLength);
  const info =
    d.knownTcp ??
    d.streams?.track(
      `${d.addressText(true)}:${source}`,
      `${d.addressText(false)}:${destination}`,
      flags,
      seq,
      ack,
      payload,
      d.index,
    ) ??
    null;
  d.tcp = info;
  d.add('tcp.srcport', 'Source Port', 'uint', source, o, 2);
  d.add('tcp.dstport', 'Destination Port', 'uint', destination, o + 2, 2);
  if (info) d.add('tcp.stream', 'Stream index', 'uint', info.stream, o, 0);
  d.add('tcp.len', 'TCP Segment Len', 'uint', payload, o + 12, 1);
  d.add(
    'tcp.seq',
    info ? 'Sequence Number (relative)' : 'Sequence Number',
    'uint',
    info ? info.relativeSeq : seq,
    o + 4,
    4,
  );
  d.add('tcp.seq_raw', 'Sequence Number (raw)', 'uint', seq, o + 4, 4);
  const relativeAck = info?.relativeAck ?? null;
  const ackLabel = relativeAck === null ? 'Acknowledgment Number' : 'Acknowledgment Number (relative)';
  d.add('tcp.ack', ackLabel, 'uint', flags & TCP_FLAGS.ack ? (relativeAck ?? ack) : 0, o + 8, 4);
  d.add('tcp.ack_raw', 'Acknowledgment number (raw)', 'uint', ack, o + 8, 4);
  d.add('tcp.hdr_len', 'Header Length', 'uint', headerLength, o + 12, 1);
  if (d.withFields) {
    d.open('tcp.flags', 'Flags', 'hex', u16be(b, o + 12) & 0x0fff, o + 12, 2);
    for (const [bit, name, label] of FLAG_NAMES)
      d.add(`tcp.flags.${name}`, label, 'bool', (flags & bit) !== 0, o + 13, 1);
    d.close();
  }
  d.add('tcp.window_size_value', 'Window', 'uint', window, o + 14, 2);
  d.add('tcp.checksum', 'Checksum', 'hex', u16be(b, o + 16), o + 16, 2);
  d.add('tcp.urgent_pointer', 'Urgent Pointer', 'uint', u16be(b, o + 18), o + 18, 2);
  if (headerLength > 20) tcpOptions(d, o + 20, o + headerLength);
  if (d.node) d.node.valueName = `Src Port: ${source}, Dst Port: ${destination}, Len: ${payload}`;
  d.close();
  d.info = tcpInfo(
    source,
    destination,
    flags,
    info ? info.relativeSeq : seq,
    flags & TCP_FLAGS.ack ? (relativeAck ?? ack) : null,
    window,
    payload,
  );
  if (payload > 0) dissectTcpPayload(d, source, destination, o + headerLength, end);
}

function tcpInfo(
  source: number,
  destination: number,
  flags: number,
  seq: number,
  ack: number | null,
  window: number,
  payload: number,
): string {
  const names: string[] = [];
  for (const i of INFO_ORDER) {
    const entry = FLAG_NAMES[i];
    if (entry && flags & entry[0]) names.push(entry[2]);
  }
  const acknowledged = ack === null ? '' : ` Ack=${ack}`;
  return `${source} → ${destination} [${names.join(', ')}] Seq=${seq}${acknowledged} Win=${window} Len=${payload}`;
}

const OPTION_NAMES: Record<number, string> = {
  0: 'End of Option List',
  1: 'No-Operation',
  2: 'Maximum segment size',
  3: 'Window scale',
  4: 'SACK permitted',
  5: 'SACK',
  8: 'Timestamps',
};

function tcpOptions(d: Dissector, o: number, end: number): void {
  const b = d.data;
  d.open('tcp.options', 'Options', 'none', null, o, end - o);
  while (o < end) {
    const kind = b[o] ?? 0;
    if (kind === 0 || kind === 1) {
      d.add('tcp.option_kind', 'Option', 'uint', kind, o, 1, OPTION_NAMES[kind] ?? null);
      o += 1;
      if (kind === 0) break;
      continue;
    }
    const length = b[o + 1] ?? 0;
    if (length < 2 || o + length > end) {
      d.flag('TCP option length is invalid', o);
      break;
    }
    d.add('tcp.option_kind', 'Option', 'uint', kind, o, length, OPTION_NAMES[kind] ?? null);
    if (kind === 2 && length === 4) d.add('tcp.options.mss_val', 'MSS Value', 'uint', u16be(b, o + 2), o + 2, 2);
    else if (kind === 3 && length === 3)
      d.add('tcp.options.wscale.shift', 'Shift count', 'uint', b[o + 2] ?? 0, o + 2, 1);
    else if (kind === 4) d.add('tcp.options.sack_perm', 'SACK Permitted', 'bool', true, o, length);
    else if (kind === 8 && length === 10) {
      d.add('tcp.options.timestamp.tsval', 'Timestamp value', 'uint', u32be(b, o + 2), o + 2, 4);
      d.add('tcp.options.timestamp.tsecr', 'Timestamp echo reply', 'uint', u32be(b, o + 6), o + 6, 4);
    }
    o += length;
  }
  d.close();
}
