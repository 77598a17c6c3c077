import { inflateSync } from 'node:zlib';
import { describe, expect, test } from 'vitest';
import { unzip } from '../../../test/unzip.js';
import { detectKnownType } from '../../lib/file-signatures.js';
import { sampleDocx } from './docx.js';
import { osiVideo } from './osi-video.js';
import { samplePacketTracer } from './packet-tracer.js';
import { samplePdf } from './pdf.js';

/** Top-level ISO BMFF boxes: [type, offset, size]. */
function boxes(file: Buffer, from = 0, to = file.length): Array<[string, number, number]> {
  const found: Array<[string, number, number]> = [];
  for (let at = from; at < to;) {
    const size = file.readUInt32BE(at);
    found.push([file.toString('latin1', at + 4, at + 8), at, size]);
    at += size;
  }
  return found;
}

describe('demo sample files', () => {
  test('PDF: header, every cross-reference offset points at its object, text without marks', () => {
    const pdf = samplePdf('Mô hình OSI (7 tầng)', ['Tầng 1: Vật lý', 'Định tuyến']);
    const text = pdf.toString('latin1');
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    const xref = Number(/startxref\n(\d+)/.exec(text)?.[1]);
    expect(text.slice(xref, xref + 4)).toBe('xref');
    const offsets = [...text.slice(xref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(offsets).toHaveLength(6);
    offsets.forEach((offset, i) => expect(text.slice(offset).startsWith(`${i + 1} 0 obj`)).toBe(true));
    expect(text).toContain('(Mo hinh OSI \\(7 tang\\)) Tj');
    expect(text).toContain("(Dinh tuyen) '");
  });

  test('DOCX: a ZIP whose parts Word needs are there, with the Vietnamese text intact', () => {
    const docx = sampleDocx('Bài tập chia mạng con', ['Chia 192.168.10.0/24 thành 4 mạng <con> & more']);
    expect(detectKnownType(docx)).toBe('zip');
    const parts = new Map([...unzip(docx)].map(([name, bytes]) => [name, bytes.toString('utf8')]));
    expect([...parts.keys()]).toEqual(['[Content_Types].xml', '_rels/.rels', 'word/document.xml']);
    expect(parts.get('word/document.xml')).toContain('Bài tập chia mạng con');
    expect(parts.get('word/document.xml')).toContain('mạng &lt;con&gt; &amp; more');
    expect(parts.get('_rels/.rels')).toContain('Target="word/document.xml"');
  });

  test('MP4: ftyp, moov before mdat, the chunk offset at the first sample, an H.264 avcC', () => {
    const mp4 = osiVideo();
    expect(detectKnownType(mp4)).toBe('mp4');
    const top = boxes(mp4);
    expect(top.map(([type]) => type)).toEqual(['ftyp', 'moov', 'mdat']);
    expect(top.reduce((sum, [, , size]) => sum + size, 0)).toBe(mp4.length);
    const stco = mp4.indexOf('stco', 0, 'latin1');
    const chunkOffset = mp4.readUInt32BE(stco + 12);
    const [, mdatAt] = top[2]!;
    expect(chunkOffset).toBe(mdatAt + 8);
    // The first sample: a length-prefixed IDR slice NAL unit (type 5).
    expect(mp4[chunkOffset + 4]! & 0x1f).toBe(5);
    expect(mp4.indexOf('avcC', 0, 'latin1')).toBeGreaterThan(0);
    expect(mp4.length).toBeLessThan(200_000);
  });

  test('Packet Tracer: the PT5 container (XOR with the remaining length, then size + zlib) holds the topology', () => {
    const file = samplePacketTracer([{ name: 'R1', type: 'Router' }]);
    expect(detectKnownType(file)).toBeUndefined();
    const plain = Buffer.from(file.map((byte, i) => byte ^ ((file.length - i) & 0xff)));
    const xml = inflateSync(plain.subarray(4)).toString('utf8');
    expect(xml.length).toBe(plain.readUInt32BE(0));
    expect(xml).toContain('<PACKETTRACER5>');
    expect(xml).toContain('<NAME>R1</NAME>');
  });
});
