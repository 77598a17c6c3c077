import type { CaptureSummary } from '@netclass/shared';
import { CaptureReader, dissectPacket, TcpStreamTracker, type CaptureRecord } from '@netclass/shared/captures';

/**
 * The list pass over a capture, chunk by chunk, counted into a summary (docs/captures.md,
 * "Analysis on the server"): what a worker thread runs for `analyseCapture`. Memory stays
 * bounded: one chunk, the reader's carry-over, the TCP stream table and the counters.
 */
export class CaptureSummarizer {
  private readonly reader = new CaptureReader();
  private readonly streams = new TcpStreamTracker();
  private readonly summary: CaptureSummary = {
    format: null,
    packets: 0,
    bytes: 0,
    first_packet_at: null,
    last_packet_at: null,
    protocols: {},
    tcp_streams: 0,
    malformed_packets: 0,
    problems: {},
  };
  /** The code of the problem that stopped the reading, if one did. */
  fatal: string | null = null;

  push(chunk: Uint8Array): void {
    if (this.fatal === null) for (const record of this.reader.push(chunk)) this.take(record);
  }

  end(): CaptureSummary {
    if (this.fatal === null) for (const record of this.reader.end()) this.take(record);
    this.summary.tcp_streams = this.streams.streams.length;
    return this.summary;
  }

  private take(record: CaptureRecord): void {
    const summary = this.summary;
    if (record.kind === 'section') summary.format ??= record.format;
    else if (record.kind === 'problem') {
      // Counted by the message's key alone (`capture.packetTooLarge`, without its values).
      const key = record.code.split('|')[0]!;
      summary.problems[key] = (summary.problems[key] ?? 0) + 1;
      if (record.fatal) this.fatal = record.code;
    } else if (record.kind === 'packet') {
      summary.packets++;
      summary.bytes += record.capturedLength;
      if (record.timestamped) {
        const at = { seconds: record.seconds, nanoseconds: record.nanoseconds };
        summary.first_packet_at ??= at;
        summary.last_packet_at = at;
      }
      const dissection = dissectPacket(record, { streams: this.streams });
      if (dissection.malformed) summary.malformed_packets++;
      for (const protocol of new Set(dissection.protocols))
        summary.protocols[protocol] = (summary.protocols[protocol] ?? 0) + 1;
    }
  }
}
