/**
 * TCP conversations across packets: each gets Wireshark's `tcp.stream` index (0, 1, … in order of
 * first packet), relative sequence numbers, and a state. Give one tracker to the dissection of every
 * packet, in capture order (docs/captures.md).
 */

export type TcpStreamState = 'handshake' | 'data' | 'closing' | 'closed' | 'reset';

/** What one packet adds to its stream, kept so the packet can be dissected again without the tracker. */
export interface TcpPacketInfo {
  stream: number;
  /** The stream's state after this packet. */
  state: TcpStreamState;
  /** True when sent by the side that opened the stream (its first packet's sender). */
  fromClient: boolean;
  relativeSeq: number;
  /** Null when the ACK flag is off or the other side's first sequence number is unknown. */
  relativeAck: number | null;
}

export interface TcpStream {
  index: number;
  /** `address:port` of the first packet's sender, and of its receiver. */
  client: string;
  server: string;
  state: TcpStreamState;
  /** SYN, SYN-ACK and ACK all seen. */
  established: boolean;
  /** FIN seen from each side, each acknowledged, and no reset. */
  closedCleanly: boolean;
  packets: number;
  /** Packet indexes (CapturePacket.index) of the first and last packet. */
  first: number;
  last: number;
  /** Payload bytes each way. */
  clientBytes: number;
  serverBytes: number;
}

interface StreamState extends TcpStream {
  isn: [number | null, number | null];
  sawSyn: boolean;
  sawSynAck: boolean;
  fin: [number | null, number | null];
  finAcked: [boolean, boolean];
}

export const TCP_FLAGS = {
  fin: 0x01,
  syn: 0x02,
  rst: 0x04,
  psh: 0x08,
  ack: 0x10,
  urg: 0x20,
  ece: 0x40,
  cwr: 0x80,
} as const;

export class TcpStreamTracker {
  private readonly byKey = new Map<string, StreamState>();
  private readonly all: StreamState[] = [];

  /** Every stream seen so far, by index. */
  get streams(): readonly TcpStream[] {
    return this.all;
  }

  track(
    source: string,
    destination: string,
    flags: number,
    seq: number,
    ack: number,
    payload: number,
    index: number,
  ): TcpPacketInfo {
    const forwardKey = source < destination;
    const key = forwardKey ? `${source}|${destination}` : `${destination}|${source}`;
    let stream = this.byKey.get(key);
    const isSyn = (flags & (TCP_FLAGS.syn | TCP_FLAGS.ack)) === TCP_FLAGS.syn;
    if (!stream || (isSyn && (stream.state === 'closed' || stream.state === 'reset') && stream.client === source)) {
      stream = this.create(source, destination, index);
      this.byKey.set(key, stream);
    }
    const side = stream.client === source ? 0 : 1;
    const other = side === 0 ? 1 : 0;
    stream.packets++;
    stream.last = index;
    if (side === 0) stream.clientBytes += payload;
    else stream.serverBytes += payload;
    if (flags & TCP_FLAGS.syn || stream.isn[side] === null)
      stream.isn[side] = flags & TCP_FLAGS.syn ? seq : (seq - 1) >>> 0;
    if (flags & TCP_FLAGS.ack && stream.isn[other] === null) stream.isn[other] = (ack - 1) >>> 0;
    this.advance(stream, side, flags, seq, ack, payload);
    const base = stream.isn[side] ?? seq;
    const otherBase = stream.isn[other];
    return {
      stream: stream.index,
      state: stream.state,
      fromClient: side === 0,
      relativeSeq: (seq - base) >>> 0,
      relativeAck: flags & TCP_FLAGS.ack && otherBase !== null ? (ack - otherBase) >>> 0 : null,
    };
  }

  private create(client: string, server: string, index: number): StreamState {
    const stream: StreamState = {
      index: this.all.length,
      client,
      server,
      state: 'handshake',
      established: false,
      closedCleanly: false,
      packets: 0,
      first: index,
      last: index,
      clientBytes: 0,
      serverBytes: 0,
      isn: [null, null],
      sawSyn: false,
      sawSynAck: false,
      fin: [null, null],
      finAcked: [false, false],
    };
    this.all.push(stream);
    return stream;
  }

  private advance(stream: StreamState, side: 0 | 1, flags: number, seq: number, ack: number, payload: number): void {
    const other = side === 0 ? 1 : 0;
    if (flags & TCP_FLAGS.rst) {
      stream.state = 'reset';
      stream.closedCleanly = false;
      return;
    }
    if (stream.state === 'reset') return;
    if (flags & TCP_FLAGS.syn) {
      if (flags & TCP_FLAGS.ack) stream.sawSynAck = true;
      else stream.sawSyn = true;
      if (stream.state !== 'handshake') return;
    } else if (flags & TCP_FLAGS.ack && stream.sawSyn && stream.sawSynAck) stream.established = true;
    if (flags & TCP_FLAGS.fin) stream.fin[side] = (seq + payload + 1) >>> 0;
    const theirFin = stream.fin[other];
    if (flags & TCP_FLAGS.ack && theirFin !== null && ack === theirFin) stream.finAcked[other] = true;
    if (stream.fin[0] !== null || stream.fin[1] !== null) {
      stream.state = stream.finAcked[0] && stream.finAcked[1] ? 'closed' : 'closing';
      stream.closedCleanly = stream.state === 'closed';
    } else if (stream.established || payload > 0 || !(flags & TCP_FLAGS.syn)) {
      stream.state = stream.established || payload > 0 ? 'data' : stream.state;
    }
  }
}
