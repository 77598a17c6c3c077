import { CAPTURE_MESSAGES } from '../messages.js';
import { u32 } from './bytes.js';
import { problem, type FormatParser, type PacketCounter } from './format-parser.js';
import { PcapParser, pcapMagic } from './pcap-parser.js';
import { PcapngParser } from './pcapng-parser.js';
import type { CaptureRecord } from './types.js';

/**
 * Reads a pcap or pcapng capture from chunks of any size, never holding more than one unfinished
 * block (at most CAPTURE_MAX_BLOCK_BYTES) besides the chunk given:
 *
 *   const reader = new CaptureReader();
 *   for await (const chunk of stream) for (const record of reader.push(chunk)) …;
 *   for (const record of reader.end()) …;
 *
 * Never throws on any input; after a fatal problem it yields nothing more. A packet's `data` is a view
 * into the chunk pushed (keep the chunk unchanged while you use it), or into a fresh copy when the
 * packet straddled two chunks.
 */
export class CaptureReader {
  private parser: FormatParser | null = null;
  private readonly counter: PacketCounter = { next: 0 };
  /** The start of an unfinished unit, carried to the next chunk. */
  private carry = new Uint8Array(0);
  private carried = 0;
  /** Bytes still to drop (a block too large to read). */
  private toSkip = 0;
  /** File offset of the next byte not yet consumed (carried bytes count as not consumed). */
  private offset = 0;
  private finished = false;

  /** True once the reading stopped: a fatal problem, or end() called. */
  get done(): boolean {
    return this.finished;
  }

  /** The records completed by this chunk. */
  push(chunk: Uint8Array): CaptureRecord[] {
    const out: CaptureRecord[] = [];
    let pos = 0;
    while (!this.finished && pos < chunk.length) {
      if (this.toSkip > 0) {
        const dropped = Math.min(this.toSkip, chunk.length - pos);
        this.toSkip -= dropped;
        this.offset += dropped;
        pos += dropped;
        continue;
      }
      if (this.carried > 0) {
        pos = this.continueCarry(chunk, pos, out);
        continue;
      }
      const available = chunk.length - pos;
      const length = this.unitLength(chunk, pos, available, out);
      if (length === 0) break;
      if (length > 0 && this.parser?.skipping) {
        const dropped = Math.min(length, available);
        this.toSkip = length - dropped;
        this.offset += dropped;
        pos += dropped;
      } else if (length < 0 || length > available) {
        this.carry = new Uint8Array(Math.max(available, Math.abs(length)));
        this.carry.set(chunk.subarray(pos));
        this.carried = available;
        pos = chunk.length;
      } else {
        this.parseUnit(chunk, pos, length, out);
        pos += length;
      }
    }
    return out;
  }

  /** The end of the input: a problem when it stopped inside a unit, or when it held no capture at all. */
  end(): CaptureRecord[] {
    if (this.finished) return [];
    this.finished = true;
    if (!this.parser) {
      const code = this.carried === 0 ? CAPTURE_MESSAGES.empty : CAPTURE_MESSAGES.notCapture;
      return [problem(code, true, 0, 'no capture header')];
    }
    if (this.carried > 0 || this.toSkip > 0) {
      return [problem(CAPTURE_MESSAGES.truncated, true, this.offset, 'the input ends inside a block or record')];
    }
    return [];
  }

  /** Adds bytes to the carried unit; parses it once whole. Returns the new position in the chunk. */
  private continueCarry(chunk: Uint8Array, pos: number, out: CaptureRecord[]): number {
    const length = this.unitLength(this.carry, 0, this.carried, out);
    if (length === 0) return chunk.length;
    if (length > 0 && this.parser?.skipping) {
      this.toSkip = length - this.carried;
      this.offset += this.carried;
      this.carried = 0;
      return pos;
    }
    const need = Math.abs(length);
    if (this.carry.length < need) {
      const grown = new Uint8Array(need);
      grown.set(this.carry.subarray(0, this.carried));
      this.carry = grown;
    }
    const take = Math.min(need - this.carried, chunk.length - pos);
    this.carry.set(chunk.subarray(pos, pos + take), this.carried);
    this.carried += take;
    if (length > 0 && this.carried === length) {
      const unit = this.carry;
      this.carry = new Uint8Array(0);
      this.carried = 0;
      this.parseUnit(unit, 0, length, out);
    }
    return pos + take;
  }

  private unitLength(bytes: Uint8Array, pos: number, available: number, out: CaptureRecord[]): number {
    if (!this.parser) {
      if (available < 4) return -4;
      const magic = pcapMagic(bytes, pos);
      if (magic) this.parser = new PcapParser(magic, this.counter);
      else if (u32(bytes, pos, false) === 0x0a0d0d0a) this.parser = new PcapngParser(this.counter);
      else {
        this.fail(out, problem(CAPTURE_MESSAGES.notCapture, true, 0, 'unknown magic number'));
        return 0;
      }
    }
    const length = this.parser.unitLength(bytes, pos, available, this.offset, out);
    if (length === 0) this.finished = true;
    return length;
  }

  private parseUnit(bytes: Uint8Array, pos: number, length: number, out: CaptureRecord[]): void {
    if (this.parser && !this.parser.parse(bytes, pos, length, this.offset, out)) this.finished = true;
    this.offset += length;
  }

  private fail(out: CaptureRecord[], record: CaptureRecord): void {
    out.push(record);
    this.finished = true;
  }
}

/** Reads a whole capture held in memory (tests, small files). */
export function readCaptureBytes(bytes: Uint8Array): CaptureRecord[] {
  const reader = new CaptureReader();
  return [...reader.push(bytes), ...reader.end()];
}

/** A byte source: an async iterable of chunks (Node streams, fetch bodies where iterable) or a web ReadableStream. */
export type CaptureSource =
  | AsyncIterable<Uint8Array>
  | { getReader(): { read(): Promise<{ done: boolean; value?: Uint8Array }>; releaseLock(): void } };

/** Reads a capture from a stream, yielding records as chunks arrive (a large file is never loaded whole). */
export async function* readCapture(source: CaptureSource): AsyncGenerator<CaptureRecord> {
  const reader = new CaptureReader();
  if (Symbol.asyncIterator in source) {
    for await (const chunk of source) {
      yield* reader.push(chunk);
      if (reader.done) return;
    }
  } else {
    const stream = source.getReader();
    try {
      for (;;) {
        const { done, value } = await stream.read();
        if (done) break;
        if (value) yield* reader.push(value);
        if (reader.done) return;
      }
    } finally {
      stream.releaseLock();
    }
  }
  yield* reader.end();
}
