import type { CaptureProblem, CaptureRecord } from './types.js';

/**
 * One file format's reading, unit by unit (pcap: the header, then records; pcapng: blocks). The
 * streaming reader (capture-reader.ts) finds each unit's bytes, whole, and hands them over.
 */
export interface FormatParser {
  /**
   * The length of the unit starting at `offset` given `available` bytes: > 0 its whole length (may be
   * more than available), < 0 minus the number of bytes needed to tell, 0 when the reading must stop
   * (the parser has pushed a fatal problem). After a positive answer, `skipping` says to drop the unit.
   */
  unitLength(bytes: Uint8Array, offset: number, available: number, fileOffset: number, out: CaptureRecord[]): number;
  skipping: boolean;
  /** Reads a whole unit; false when the reading must stop (a fatal problem pushed). */
  parse(bytes: Uint8Array, offset: number, length: number, fileOffset: number, out: CaptureRecord[]): boolean;
}

/** Counts packets across sections, so indexes run on. */
export interface PacketCounter {
  next: number;
}

export const problem = (code: string, fatal: boolean, offset: number, detail: string): CaptureProblem => ({
  kind: 'problem',
  code,
  fatal,
  offset,
  detail,
});
