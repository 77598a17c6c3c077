import type { CapturePacket } from '../types.js';
import { LINK_TYPES } from '../types.js';
import { Dissector, type PacketSummary } from './dissector.js';
import type { PacketField } from './field.js';
import { dissectEthernet, dissectSll } from './link.js';
import { dissectIpv4 } from './network.js';
import { dissectIpv6 } from './ipv6.js';
import type { TcpPacketInfo, TcpStreamTracker } from './tcp-streams.js';

export interface DissectOptions {
  /**
   * Build the field tree (the details pane, filters). False (the default) is the packet list's pass:
   * the summary, protocols and flags only, with no field objects made.
   */
  fields?: boolean;
  /** Give one tracker to every packet, in order, to number TCP streams and make sequence numbers relative. */
  streams?: TcpStreamTracker;
  /** What the tracker said for this packet in an earlier pass (to dissect it again on its own). */
  tcp?: TcpPacketInfo | null;
}

export interface PacketDissection {
  summary: PacketSummary;
  /** The protocols found, outermost first (`frame` excluded): e.g. `eth`, `ip`, `udp`, `dhcp`. */
  protocols: string[];
  /** The tree: `frame` then one node per protocol; empty unless `fields` was asked. */
  fields: PacketField[];
  /** Why the packet is malformed or truncated, or null. */
  malformed: string | null;
  /** The TCP stream information, when the packet is TCP and a tracker (or `tcp`) was given. */
  tcp: TcpPacketInfo | null;
}

type PacketInput = Pick<CapturePacket, 'data' | 'linkType' | 'index'> &
  Partial<
    Pick<CapturePacket, 'seconds' | 'nanoseconds' | 'timestamped' | 'originalLength' | 'interfaceId' | 'comments'>
  >;

/** Dissects one packet; never throws on any bytes. */
export function dissectPacket(packet: PacketInput, options: DissectOptions = {}): PacketDissection {
  const data = packet.data;
  const d = new Dissector(data, packet.index, options.fields === true, options.streams ?? null, options.tcp ?? null);
  if (d.withFields) frame(d, packet);
  const end = data.length;
  switch (packet.linkType) {
    case LINK_TYPES.ethernet:
      dissectEthernet(d, 0, end);
      break;
    case LINK_TYPES.raw:
      if ((data[0] ?? 0) >> 4 === 6) dissectIpv6(d, 0, end);
      else dissectIpv4(d, 0, end);
      break;
    case LINK_TYPES.ipv4:
      dissectIpv4(d, 0, end);
      break;
    case LINK_TYPES.ipv6:
      dissectIpv6(d, 0, end);
      break;
    case LINK_TYPES.linuxSll:
      dissectSll(d, 0, end, 1);
      break;
    case LINK_TYPES.linuxSll2:
      dissectSll(d, 0, end, 2);
      break;
    default:
      d.rest(0, end);
  }
  return { summary: d.summary(), protocols: d.protocols, fields: d.fields, malformed: d.malformed, tcp: d.tcp };
}

function frame(d: Dissector, packet: PacketInput): void {
  const length = packet.data.length;
  d.layer('frame', 'Frame', 'Data', 0, length);
  d.protocols.pop();
  d.add('frame.number', 'Frame Number', 'uint', packet.index + 1, 0, 0);
  if (packet.seconds !== undefined && packet.timestamped !== false) {
    const epoch = `${packet.seconds}.${String(packet.nanoseconds ?? 0).padStart(9, '0')}`;
    d.add('frame.time_epoch', 'Epoch Time', 'string', epoch, 0, 0);
  }
  if (packet.interfaceId !== undefined) d.add('frame.interface_id', 'Interface id', 'uint', packet.interfaceId, 0, 0);
  d.add('frame.len', 'Frame Length', 'uint', packet.originalLength ?? length, 0, 0);
  d.add('frame.cap_len', 'Capture Length', 'uint', length, 0, 0);
  for (const comment of packet.comments ?? []) d.add('frame.comment', 'Comment', 'string', comment, 0, 0);
  d.close();
}
