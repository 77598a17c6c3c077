import {
  dissectPacket,
  matchesFilter,
  parseFilter,
  TcpStreamTracker,
  type CapturePacket,
  type CaptureRecord,
  type PacketField,
  type TcpPacketInfo,
} from '@netclass/shared/captures';
import type {
  CaptureIssue,
  CaptureOverview,
  FieldNode,
  FilterAnswer,
  PacketDetail,
  PacketRow,
} from './capture-protocol';

/** Packet bytes are copied into blocks of this size (one larger block for a larger packet). */
const BLOCK_BYTES = 1 << 20;

/**
 * A capture read once for the viewer (the worker's state, docs/captures.md#viewing-a-capture):
 * each packet's bytes copied into large blocks, its list columns and TCP stream information kept
 * in arrays, one entry a packet. The details tree is made again for the packet asked for, and for
 * every packet when a filter runs.
 */
export class CaptureStore {
  private readonly blocks: Uint8Array[] = [];
  private used = BLOCK_BYTES;
  private readonly where: number[] = [];
  private readonly lengths: number[] = [];
  private readonly originalLengths: number[] = [];
  private readonly linkTypes: number[] = [];
  private readonly interfaces: number[] = [];
  private readonly seconds: number[] = [];
  private readonly nanoseconds: number[] = [];
  private readonly stamped: boolean[] = [];
  private readonly sources: string[] = [];
  private readonly destinations: string[] = [];
  private readonly protocols: string[] = [];
  private readonly infos: string[] = [];
  private readonly malformed: boolean[] = [];
  private readonly tcp: (TcpPacketInfo | null)[] = [];
  private readonly issues: CaptureIssue[] = [];
  private readonly streams = new TcpStreamTracker();
  private first: { seconds: number; nanoseconds: number } | null = null;
  private malformedCount = 0;

  get count(): number {
    return this.lengths.length;
  }

  /** Takes one record of the reading: a packet goes through the list's pass, a problem is kept. */
  add(record: CaptureRecord): void {
    if (record.kind === 'problem') this.issues.push({ message: record.code, fatal: record.fatal });
    else if (record.kind === 'packet') this.addPacket(record);
  }

  overview(): CaptureOverview {
    return { packets: this.count, malformed: this.malformedCount, issues: [...this.issues] };
  }

  /** The list's rows of the packets asked for (indices out of range are left out). */
  rows(indices: readonly number[]): PacketRow[] {
    return indices
      .filter((i) => Number.isInteger(i) && i >= 0 && i < this.count)
      .map((i) => [
        i,
        this.relativeTime(i),
        this.sources[i]!,
        this.destinations[i]!,
        this.protocols[i]!,
        this.originalLengths[i]!,
        this.infos[i]!,
        this.malformed[i] ? 1 : 0,
      ]);
  }

  /** The packet's details tree and a copy of its bytes, or null past the end. */
  detail(index: number): PacketDetail | null {
    if (!Number.isInteger(index) || index < 0 || index >= this.count) return null;
    const dissection = dissectPacket(this.packet(index), { fields: true, tcp: this.tcp[index] ?? null });
    return { index, tree: dissection.fields.map(toNode), bytes: this.bytes(index).slice() };
  }

  /** The packets a display filter passes (all for an empty one), or the filter's error. */
  filter(text: string): FilterAnswer {
    const parsed = parseFilter(text);
    if (!parsed.ok) return { ok: false, error: parsed.error };
    const matches: number[] = [];
    for (let i = 0; i < this.count; i++) {
      if (parsed.filter.root === null) matches.push(i);
      else if (matchesFilter(parsed.filter, dissectPacket(this.packet(i), { fields: true, tcp: this.tcp[i] ?? null })))
        matches.push(i);
    }
    return { ok: true, matches: Uint32Array.from(matches) };
  }

  private addPacket(packet: CapturePacket): void {
    const row = dissectPacket(packet, { streams: this.streams });
    this.store(packet.data);
    this.lengths.push(packet.data.length);
    this.originalLengths.push(packet.originalLength);
    this.linkTypes.push(packet.linkType);
    this.interfaces.push(packet.interfaceId);
    this.seconds.push(packet.seconds);
    this.nanoseconds.push(packet.nanoseconds);
    this.stamped.push(packet.timestamped);
    if (packet.timestamped && this.first === null)
      this.first = { seconds: packet.seconds, nanoseconds: packet.nanoseconds };
    this.sources.push(row.summary.source);
    this.destinations.push(row.summary.destination);
    this.protocols.push(row.summary.protocol);
    this.infos.push(row.summary.info);
    this.malformed.push(row.malformed !== null);
    if (row.malformed !== null) this.malformedCount++;
    this.tcp.push(row.tcp);
  }

  /** Copies the bytes into the current block (a new one when full); `where` holds its block and offset, two numbers a packet. */
  private store(data: Uint8Array): void {
    if (this.used + data.length > (this.blocks.at(-1)?.length ?? 0)) {
      this.blocks.push(new Uint8Array(Math.max(BLOCK_BYTES, data.length)));
      this.used = 0;
    }
    this.blocks.at(-1)!.set(data, this.used);
    this.where.push(this.blocks.length - 1, this.used);
    this.used += data.length;
  }

  private bytes(index: number): Uint8Array {
    const block = this.blocks[this.where[index * 2]!]!;
    const offset = this.where[index * 2 + 1]!;
    return block.subarray(offset, offset + this.lengths[index]!);
  }

  private packet(index: number) {
    return {
      index,
      data: this.bytes(index),
      linkType: this.linkTypes[index]!,
      seconds: this.seconds[index]!,
      nanoseconds: this.nanoseconds[index]!,
      timestamped: this.stamped[index]!,
      originalLength: this.originalLengths[index]!,
      interfaceId: this.interfaces[index]!,
    };
  }

  /** Seconds since the first packet, to the microsecond (Wireshark's default column), exact (no float drift). */
  private relativeTime(index: number): string {
    if (!this.stamped[index] || this.first === null) return '';
    let seconds = this.seconds[index]! - this.first.seconds;
    let nanoseconds = this.nanoseconds[index]! - this.first.nanoseconds;
    if (nanoseconds < 0) {
      seconds -= 1;
      nanoseconds += 1e9;
    }
    if (seconds < 0)
      return `-${relativeText(-seconds - (nanoseconds > 0 ? 1 : 0), nanoseconds > 0 ? 1e9 - nanoseconds : 0)}`;
    return relativeText(seconds, nanoseconds);
  }
}

const relativeText = (seconds: number, nanoseconds: number): string =>
  `${seconds}.${String(Math.floor(nanoseconds / 1000)).padStart(6, '0')}`;

function toNode(field: PacketField): FieldNode {
  return {
    name: field.name,
    label: field.label,
    display: field.display,
    offset: field.offset,
    length: field.length,
    children: (field.children ?? []).map(toNode),
  };
}
