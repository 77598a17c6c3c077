/**
 * What the capture reader yields (docs/captures.md). A reading is a sequence of records: a
 * `section` (the file's header), `interface`s, `packet`s and `problem`s. Times are exact:
 * whole seconds since 1970 plus nanoseconds, two numbers (no bigint per packet).
 */

/** Link types read (the LINKTYPE_ values of the pcap and pcapng formats). */
export const LINK_TYPES = {
  ethernet: 1,
  raw: 101,
  linuxSll: 113,
  ipv4: 228,
  ipv6: 229,
  linuxSll2: 276,
} as const;

/** The largest packet (captured bytes) and block read; anything larger is refused with a problem. */
export const CAPTURE_MAX_PACKET_BYTES = 262_144;
/** A pcapng block may carry its packet plus options and headers beyond the packet cap. */
export const CAPTURE_MAX_BLOCK_BYTES = CAPTURE_MAX_PACKET_BYTES + 4096;

export type CaptureFormat = 'pcap' | 'pcapng';

/** The start of a file (pcap's header) or of a pcapng section. */
export interface CaptureSection {
  kind: 'section';
  format: CaptureFormat;
  littleEndian: boolean;
  /** Format version, e.g. 2.4 for pcap, 1.0 for pcapng. */
  version: string;
  /** Every opt_comment of the section header. */
  comments: string[];
  /** Byte offset of the header in the file. */
  offset: number;
}

/** An interface: pcap's single one (id 0) or a pcapng Interface Description Block. */
export interface CaptureInterface {
  kind: 'interface';
  /** 0-based within its section, as pcapng's packet blocks name it. */
  id: number;
  linkType: number;
  snapLength: number;
  /** if_name, when given. */
  name: string | null;
  /** Time units per second (1e6 for microseconds, 1e9 for nanoseconds, or a power of two). */
  unitsPerSecond: number;
  offset: number;
}

export interface CapturePacket {
  kind: 'packet';
  /** 0-based position among the packets of the whole reading (Wireshark's frame number is index + 1). */
  index: number;
  /** Seconds since 1970-01-01 UTC. */
  seconds: number;
  /** Nanoseconds within that second (0–999,999,999). */
  nanoseconds: number;
  /** False for a pcapng Simple Packet Block, which carries no time (seconds and nanoseconds are then 0). */
  timestamped: boolean;
  capturedLength: number;
  originalLength: number;
  interfaceId: number;
  linkType: number;
  /** The captured bytes: a view into the chunk pushed, not a copy, when the packet lay whole in one chunk. */
  data: Uint8Array;
  /** Every opt_comment of a pcapng packet block. */
  comments: string[];
  /** Byte offset of the record (pcap) or block (pcapng) in the file. */
  offset: number;
}

/**
 * Something wrong in the file. `code` is a message key (CAPTURE_MESSAGES, e.g. `capture.notCapture`).
 * When `fatal`, the reading stopped here and no record follows; otherwise the bad part was skipped.
 */
export interface CaptureProblem {
  kind: 'problem';
  code: string;
  fatal: boolean;
  offset: number;
  /** A short English detail for logs and tests (not for users: use the code). */
  detail: string;
}

export type CaptureRecord = CaptureSection | CaptureInterface | CapturePacket | CaptureProblem;
