/**
 * The messages between the capture viewer and its worker (capture.worker.ts). A packet row is a
 * compact array, not an object per column, so 100,000 of them stay small.
 */

/** [index (0-based), time since the first packet (text), source, destination, protocol, length, info, malformed (0/1)]. */
export type PacketRow = [number, string, string, string, string, number, string, number];

/** One node of a packet's details tree, as the viewer shows it. */
export interface FieldNode {
  name: string;
  label: string;
  display: string;
  /** Where its bytes lie in the packet (for the hex view); length 0 when it has none. */
  offset: number;
  length: number;
  children: FieldNode[];
}

/** Something wrong in the file: a message key with its values (CAPTURE_MESSAGES), and whether the reading stopped there. */
export interface CaptureIssue {
  message: string;
  fatal: boolean;
}

export interface CaptureOverview {
  packets: number;
  malformed: number;
  issues: CaptureIssue[];
}

/** A display filter's answer: the matching packets' indices, or why it cannot be read. */
export type FilterAnswer =
  { ok: true; matches: Uint32Array } | { ok: false; error: { message: string; position: number; length: number } };

export interface PacketDetail {
  index: number;
  tree: FieldNode[];
  bytes: Uint8Array;
}

export type WorkerRequest =
  | { id: number; type: 'open'; url: string }
  | { id: number; type: 'rows'; indices: number[] }
  | { id: number; type: 'detail'; index: number }
  | { id: number; type: 'filter'; text: string };

export type WorkerAnswer =
  | { id: number; type: 'progress'; packets: number }
  | { id: number; type: 'opened'; overview: CaptureOverview }
  | { id: number; type: 'rows'; rows: PacketRow[] }
  | { id: number; type: 'detail'; detail: PacketDetail | null }
  | { id: number; type: 'filter'; answer: FilterAnswer }
  | { id: number; type: 'failed'; message: string };
