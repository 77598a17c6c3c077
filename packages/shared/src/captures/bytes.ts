/** Byte reading helpers over a Uint8Array (no DataView per packet, no Node Buffer). */

export const u16be = (b: Uint8Array, o: number): number => ((b[o] ?? 0) << 8) | (b[o + 1] ?? 0);
export const u16le = (b: Uint8Array, o: number): number => (b[o] ?? 0) | ((b[o + 1] ?? 0) << 8);
export const u32be = (b: Uint8Array, o: number): number =>
  (((b[o] ?? 0) << 24) | ((b[o + 1] ?? 0) << 16) | ((b[o + 2] ?? 0) << 8) | (b[o + 3] ?? 0)) >>> 0;
export const u32le = (b: Uint8Array, o: number): number =>
  ((b[o] ?? 0) | ((b[o + 1] ?? 0) << 8) | ((b[o + 2] ?? 0) << 16) | ((b[o + 3] ?? 0) << 24)) >>> 0;
export const u16 = (b: Uint8Array, o: number, le: boolean): number => (le ? u16le(b, o) : u16be(b, o));
export const u32 = (b: Uint8Array, o: number, le: boolean): number => (le ? u32le(b, o) : u32be(b, o));

const utf8 = new TextDecoder('utf-8', { fatal: false });

/** UTF-8 text of bytes [start, end), bounds clamped. */
export function utf8Text(b: Uint8Array, start: number, end: number): string {
  return utf8.decode(b.subarray(Math.max(0, start), Math.min(b.length, end)));
}

/** Printable ASCII of bytes [start, end) (other bytes as '.'), for protocol texts such as HTTP lines and names. */
export function asciiText(b: Uint8Array, start: number, end: number): string {
  const stop = Math.min(b.length, end);
  const parts: string[] = [];
  for (let from = Math.max(0, start); from < stop; from += 8192) {
    const codes = Array.from(b.subarray(from, Math.min(stop, from + 8192)), (c) => (c >= 0x20 && c < 0x7f ? c : 0x2e));
    parts.push(String.fromCharCode(...codes));
  }
  return parts.join('');
}

/** Whole seconds and nanoseconds of a 64-bit count (high, low words) of `unitsPerSecond` units. */
export function splitTime(high: number, low: number, unitsPerSecond: number): [number, number] {
  if (high < 0x200000) {
    const ticks = high * 4294967296 + low;
    let seconds = Math.floor(ticks / unitsPerSecond);
    let rest = ticks - seconds * unitsPerSecond;
    if (rest < 0) {
      seconds -= 1;
      rest += unitsPerSecond;
    } else if (rest >= unitsPerSecond) {
      seconds += 1;
      rest -= unitsPerSecond;
    }
    return [seconds, toNanoseconds(rest, unitsPerSecond)];
  }
  if (!Number.isSafeInteger(unitsPerSecond) || unitsPerSecond < 1) return [0, 0];
  const ticks = (BigInt(high) << 32n) | BigInt(low);
  const units = BigInt(unitsPerSecond);
  return [Number(ticks / units), Number(((ticks % units) * 1_000_000_000n) / units)];
}

function toNanoseconds(rest: number, unitsPerSecond: number): number {
  if (unitsPerSecond === 1_000_000_000) return rest;
  if (unitsPerSecond <= 1_000_000_000 && 1_000_000_000 % unitsPerSecond === 0)
    return rest * (1_000_000_000 / unitsPerSecond);
  return Math.min(999_999_999, Math.floor((rest * 1_000_000_000) / unitsPerSecond));
}
