import { u16be, u32be } from '../bytes.js';
import { hexOf } from './field.js';

/** A MAC address at `o` as aa:bb:cc:dd:ee:ff. */
export const macAt = (b: Uint8Array, o: number): string => hexOf(b.subarray(o, o + 6), ':');

/** An IPv6 address at `o` in its canonical text (RFC 5952: lower case, the longest run of zeros as ::). */
export function ipv6At(b: Uint8Array, o: number): string {
  const words: number[] = [];
  for (let i = 0; i < 8; i++) words.push(u16be(b, o + i * 2));
  let bestStart = -1;
  let bestLength = 1;
  for (let i = 0; i < 8;) {
    if (words[i] !== 0) {
      i++;
      continue;
    }
    let j = i;
    while (j < 8 && words[j] === 0) j++;
    if (j - i > bestLength) {
      bestStart = i;
      bestLength = j - i;
    }
    i = j;
  }
  if (bestStart < 0) return words.map((w) => w.toString(16)).join(':');
  const head = words.slice(0, bestStart).map((w) => w.toString(16));
  const tail = words.slice(bestStart + bestLength).map((w) => w.toString(16));
  if (bestStart === 0 && bestLength === 5 && words[5] === 0xffff) return `::ffff:${formatTail4(b, o + 12)}`;
  return `${head.join(':')}::${tail.join(':')}`;
}

const formatTail4 = (b: Uint8Array, o: number): string => {
  const v = u32be(b, o);
  return `${v >>> 24}.${(v >>> 16) & 255}.${(v >>> 8) & 255}.${v & 255}`;
};
