import { macAt, ipv6At } from './addresses.js';
import { formatIpv4, PacketField, type FieldType, type FieldValue } from './field.js';
import type { TcpPacketInfo, TcpStreamTracker } from './tcp-streams.js';
import { u32be } from '../bytes.js';

/** The packet list's columns. */
export interface PacketSummary {
  source: string;
  destination: string;
  /** The topmost protocol's short name, e.g. `DHCP`, `TCP`. */
  protocol: string;
  info: string;
}

type AddressKind = 'mac' | 'ipv4' | 'ipv6' | 'none';

/**
 * The state of one packet's dissection, handed from layer to layer. With `withFields` false (the
 * packet list's pass) no field objects are made: only the summary, the protocols and the flags.
 */
export class Dissector {
  readonly fields: PacketField[] = [];
  readonly protocols: string[] = [];
  protocol = 'Data';
  info = '';
  malformed: string | null = null;
  tcp: TcpPacketInfo | null = null;
  /** The IPv4 time to live, for ICMP's info column. */
  ttl: number | null = null;
  private stack: PacketField[] = [];
  private addressKind: AddressKind = 'none';
  private sourceAt = 0;
  private destinationAt = 0;

  constructor(
    readonly data: Uint8Array,
    /** The packet's index in the capture (for the TCP stream tracker). */
    readonly index: number,
    readonly withFields: boolean,
    readonly streams: TcpStreamTracker | null,
    readonly knownTcp: TcpPacketInfo | null,
  ) {}

  /** Adds a field under the open protocol or field; null in the list's pass. */
  add(
    name: string,
    label: string,
    type: FieldType,
    value: FieldValue,
    offset: number,
    length: number,
    valueName: string | null = null,
  ): PacketField | null {
    if (!this.withFields) return null;
    const field = new PacketField(name, label, type, value, offset, length, valueName);
    const parent = this.stack[this.stack.length - 1];
    if (parent) (parent.children ??= []).push(field);
    else this.fields.push(field);
    return field;
  }

  /** Adds a field and makes it the parent of the next ones until `close()`. */
  open(
    name: string,
    label: string,
    type: FieldType,
    value: FieldValue,
    offset: number,
    length: number,
    valueName: string | null = null,
  ): void {
    const field = this.add(name, label, type, value, offset, length, valueName);
    if (field) this.stack.push(field);
  }

  /** Starts a protocol layer: its node, its name in `protocols`, and the Protocol column. */
  layer(name: string, label: string, column: string, offset: number, length: number): void {
    this.protocols.push(name);
    this.protocol = column;
    this.stack = [];
    this.open(name, label, 'protocol', null, offset, length);
  }

  close(): void {
    this.stack.pop();
  }

  /** The open protocol node, to name it once its summary is known (details pass only). */
  get node(): PacketField | null {
    return this.stack[0] ?? null;
  }

  /** Flags the packet malformed (the first reason stays) with a `_ws.malformed` field; returns false. */
  flag(reason: string, offset: number): false {
    if (this.malformed === null) {
      this.malformed = reason;
      this.protocols.push('_ws.malformed');
    }
    const stack = this.stack;
    this.stack = [];
    this.add('_ws.malformed', 'Malformed Packet', 'string', reason, offset, Math.max(0, this.data.length - offset));
    this.stack = stack;
    return false;
  }

  /** True when `length` bytes from `offset` are in the packet (up to `end`); otherwise flags it. */
  has(offset: number, length: number, end: number, what: string): boolean {
    if (offset + length <= end && offset + length <= this.data.length) return true;
    return this.flag(`${what} is truncated`, offset);
  }

  setAddresses(kind: AddressKind, sourceAt: number, destinationAt: number): void {
    this.addressKind = kind;
    this.sourceAt = sourceAt;
    this.destinationAt = destinationAt;
  }

  /** The remaining bytes as `data`. */
  rest(offset: number, end: number): void {
    if (offset >= end) return;
    this.protocols.push('data');
    this.stack = [];
    this.add('data', 'Data', 'bytes', this.data.subarray(offset, end), offset, end - offset);
  }

  summary(): PacketSummary {
    return {
      source: this.address(this.sourceAt),
      destination: this.address(this.destinationAt),
      protocol: this.protocol,
      info: this.info,
    };
  }

  /** The source (or destination) address column as text. */
  addressText(source: boolean): string {
    return this.address(source ? this.sourceAt : this.destinationAt);
  }

  private address(at: number): string {
    switch (this.addressKind) {
      case 'mac':
        return macAt(this.data, at);
      case 'ipv4':
        return formatIpv4(u32be(this.data, at));
      case 'ipv6':
        return ipv6At(this.data, at);
      default:
        return '';
    }
  }
}
