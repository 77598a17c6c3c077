import { inflateRawSync } from 'node:zlib';
import { expect } from 'vitest';

/** Reads a ZIP through its central directory, as Word does: each entry's name and inflated bytes, in order. */
export function unzip(file: Buffer): Map<string, Buffer> {
  const end = file.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const entries = new Map<string, Buffer>();
  let at = file.readUInt32LE(end + 16);
  for (let i = 0; i < file.readUInt16LE(end + 10); i++) {
    expect(file.readUInt32LE(at)).toBe(0x02014b50);
    const [packed, nameLength, local] = [
      file.readUInt32LE(at + 20),
      file.readUInt16LE(at + 28),
      file.readUInt32LE(at + 42),
    ];
    const name = file.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    expect(file.readUInt32LE(local)).toBe(0x04034b50);
    const start = local + 30 + file.readUInt16LE(local + 26) + file.readUInt16LE(local + 28);
    entries.set(name, inflateRawSync(file.subarray(start, start + packed)));
    at += 46 + nameLength + file.readUInt16LE(at + 30) + file.readUInt16LE(at + 32);
  }
  return entries;
}
