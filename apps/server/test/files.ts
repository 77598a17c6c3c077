import fs from 'node:fs';
import path from 'node:path';

/** Every regular file under `dir` (relative paths), e.g. to prove an upload left nothing behind. */
export function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

/** Small byte strings with the right (or a wrong) signature for each kind of file. */
export const SAMPLE_BYTES = {
  pdf: Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n%%EOF\n'),
  mp4: Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42\0\0\0\0mp42isom'), Buffer.alloc(32, 1)]),
  zip: Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(40, 7)]),
  ole2: Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(40, 3)]),
  packetTracer: Buffer.from([
    0x3f, 0x12, 0xa4, 0x09, 0x77, 0x81, 0x5c, 0xe2, 0x10, 0x44, 0x9b, 0x2d, 0xc0, 0x6e, 0x31, 0xf8, 0x01, 0x02,
  ]),
  elf: Buffer.concat([Buffer.from('\x7fELF', 'latin1'), Buffer.alloc(40, 2)]),
  exe: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(40, 9)]),
  html: Buffer.from('<!DOCTYPE html><html><script>alert(1)</script></html>'),
  png: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(40, 4)]),
  jpeg: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(40, 5)]),
  gif: Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(40, 6)]),
  pcap: Buffer.concat([Buffer.from([0xd4, 0xc3, 0xb2, 0xa1, 2, 0, 4, 0]), Buffer.alloc(40, 0)]),
  pcapng: Buffer.concat([
    Buffer.from([0x0a, 0x0d, 0x0d, 0x0a, 0x1c, 0, 0, 0, 0x4d, 0x3c, 0x2b, 0x1a]),
    Buffer.alloc(40, 0),
  ]),
  ipynb: Buffer.from('{\n "cells": [],\n "metadata": {},\n "nbformat": 4,\n "nbformat_minor": 5\n}\n'),
  python: Buffer.from('# Tính địa chỉ mạng\nimport ipaddress\nprint(ipaddress.ip_network("10.0.0.0/24"))\n'),
  webp: Buffer.concat([
    Buffer.from('RIFF'),
    Buffer.from([0x24, 0, 0, 0]),
    Buffer.from('WEBPVP8 '),
    Buffer.alloc(40, 8),
  ]),
};
