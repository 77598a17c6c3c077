import { describe, expect, test } from 'vitest';
import { SAMPLE_BYTES as B } from '../../test/files.js';
import { detectKnownType, matchesExtension } from './file-signatures.js';

describe('magic numbers', () => {
  test.each([
    [B.pdf, 'pdf'],
    [B.zip, 'zip'],
    [B.ole2, 'ole2'],
    [B.mp4, 'mp4'],
    [B.elf, 'elf'],
    [B.exe, 'exe'],
    [B.html, 'html'],
    [Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]), 'png'],
    [Buffer.from('  <?xml version="1.0"?>'), 'html'],
    [B.gif, 'gif'],
    [B.webp, 'webp'],
    [Buffer.from('RIFF\x24\0\0\0WAVEfmt '), undefined],
    [B.packetTracer, undefined],
    [B.pcap, 'pcap'],
    [Buffer.from([0xa1, 0xb2, 0x3c, 0x4d, 0, 2]), 'pcap'],
    [B.pcapng, 'pcapng'],
    [Buffer.alloc(0), undefined],
  ])('%#: %s', (head, type) => {
    expect(detectKnownType(head)).toBe(type);
  });

  test.each([
    ['pdf', B.pdf, true],
    ['pdf', B.zip, false],
    ['mp4', B.mp4, true],
    ['mp4', B.pdf, false],
    ['doc', B.ole2, true],
    ['ppt', B.ole2, true],
    ['doc', B.zip, false],
    ['docx', B.zip, true],
    ['pptx', B.zip, true],
    ['pptx', B.ole2, false],
    ['pkt', B.packetTracer, true],
    ['pka', B.packetTracer, true],
    ['pkt', B.pdf, false],
    ['pkt', B.zip, false],
    ['pka', B.elf, false],
    ['pka', B.exe, false],
    ['pkt', B.html, false],
    ['pkt', Buffer.from([1, 2, 3]), true],
    ['png', B.png, true],
    ['jpg', B.jpeg, true],
    ['gif', B.gif, true],
    ['webp', B.webp, true],
    ['webp', B.png, false],
    ['gif', B.html, false],
    ['pcap', B.pcap, true],
    ['pcap', B.pcapng, false],
    ['pcapng', B.pcapng, true],
    ['pcapng', B.zip, false],
    ['ipynb', B.ipynb, true],
    ['ipynb', Buffer.from('\xef\xbb\xbf  [1, 2]', 'latin1'), true],
    ['ipynb', B.python, false],
    ['ipynb', B.zip, false],
    ['py', B.python, true],
    ['txt', B.python, true],
    ['py', B.elf, false],
    ['py', Buffer.from([0x61, 0x00, 0x62, 0x00]), false],
    ['txt', B.html, false],
    ['zip', B.zip, true],
    ['zip', B.pdf, false],
  ])('%s with %#: %s', (ext, head, expected) => {
    expect(matchesExtension(ext, head)).toBe(expected);
  });
});
