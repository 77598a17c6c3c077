import { idrSlice, pictureParameterSet, PROFILE, sequenceParameterSet, type Picture } from './h264.js';

/** ISO BMFF boxes: size, type, payload. */
const u8 = (n: number) => Buffer.from([n & 0xff]);
const u16 = (n: number) => Buffer.from([(n >> 8) & 0xff, n & 0xff]);
const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n >>> 0);
  return b;
};
const box = (type: string, ...parts: Buffer[]) => {
  const payload = Buffer.concat(parts);
  return Buffer.concat([u32(payload.length + 8), Buffer.from(type, 'latin1'), payload]);
};
const fullBox = (type: string, version: number, flags: number, ...parts: Buffer[]) =>
  box(type, u32((version << 24) | flags), ...parts);
const zeros = (n: number) => Buffer.alloc(n);
const MATRIX = Buffer.concat([0x10000, 0, 0, 0, 0x10000, 0, 0, 0, 0x40000000].map(u32));

/**
 * A playable MP4 (H.264 Baseline) of still pictures, each shown `secondsPerPicture`. The
 * movie header comes first, so a browser can start playing and seeking at once.
 */
export function sampleMp4(pictures: Picture[], secondsPerPicture: number): Buffer {
  const { width, height } = pictures[0]!;
  const sps = sequenceParameterSet(width / 16, height / 16);
  const pps = pictureParameterSet();
  const samples = pictures.map((picture, i) => {
    const slice = idrSlice(picture, i % 2);
    return Buffer.concat([u32(slice.length), slice]);
  });
  const timescale = 1000;
  const delta = secondsPerPicture * timescale;
  const duration = delta * samples.length;

  const avcC = box(
    'avcC',
    u8(1),
    u8(PROFILE.profile),
    u8(PROFILE.constraints),
    u8(PROFILE.level),
    u8(0xff),
    u8(0xe1),
    u16(sps.length),
    sps,
    u8(1),
    u16(pps.length),
    pps,
  );
  const avc1 = box(
    'avc1',
    zeros(6),
    u16(1),
    zeros(16),
    u16(width),
    u16(height),
    u32(0x480000),
    u32(0x480000),
    zeros(4),
    u16(1),
    zeros(32),
    u16(0x18),
    u16(0xffff),
    avcC,
  );
  const moov = (chunkOffset: number) =>
    box(
      'moov',
      fullBox(
        'mvhd',
        0,
        0,
        zeros(8),
        u32(timescale),
        u32(duration),
        u32(0x10000),
        u16(0x100),
        zeros(10),
        MATRIX,
        zeros(24),
        u32(2),
      ),
      box(
        'trak',
        fullBox(
          'tkhd',
          0,
          3,
          zeros(8),
          u32(1),
          zeros(4),
          u32(duration),
          zeros(8),
          zeros(4),
          zeros(4),
          MATRIX,
          u32(width << 16),
          u32(height << 16),
        ),
        box(
          'mdia',
          fullBox('mdhd', 0, 0, zeros(8), u32(timescale), u32(duration), u16(0x55c4), zeros(2)),
          fullBox('hdlr', 0, 0, zeros(4), Buffer.from('vide'), zeros(12), Buffer.from('NetClass video\0')),
          box(
            'minf',
            fullBox('vmhd', 0, 1, zeros(8)),
            box('dinf', fullBox('dref', 0, 0, u32(1), fullBox('url ', 0, 1))),
            box(
              'stbl',
              fullBox('stsd', 0, 0, u32(1), avc1),
              fullBox('stts', 0, 0, u32(1), u32(samples.length), u32(delta)),
              fullBox('stsc', 0, 0, u32(1), u32(1), u32(samples.length), u32(1)),
              fullBox('stsz', 0, 0, u32(0), u32(samples.length), ...samples.map((s) => u32(s.length))),
              fullBox('stco', 0, 0, u32(1), u32(chunkOffset)),
            ),
          ),
        ),
      ),
    );
  const ftyp = box('ftyp', Buffer.from('isom'), u32(0x200), Buffer.from('isomiso2avc1mp41'));
  const moovSize = moov(0).length;
  const mdat = box('mdat', ...samples);
  return Buffer.concat([ftyp, moov(ftyp.length + moovSize + 8), mdat]);
}

/** 4:2:0 picture from an RGB painter (BT.601, video range). */
export function paint(
  width: number,
  height: number,
  rgbAt: (x: number, y: number) => [number, number, number],
): Picture {
  const y = new Uint8Array(width * height);
  const cb = new Uint8Array((width / 2) * (height / 2));
  const cr = new Uint8Array((width / 2) * (height / 2));
  for (let py = 0; py < height; py++) {
    for (let px = 0; px < width; px++) {
      const [r, g, b] = rgbAt(px, py).map((c) => c / 255) as [number, number, number];
      y[py * width + px] = Math.round(16 + 65.481 * r + 128.553 * g + 24.966 * b);
      if (px % 2 === 0 && py % 2 === 0) {
        const i = (py / 2) * (width / 2) + px / 2;
        cb[i] = Math.round(128 - 37.797 * r - 74.203 * g + 112 * b);
        cr[i] = Math.round(128 + 112 * r - 93.786 * g - 18.214 * b);
      }
    }
  }
  return { width, height, y, cb, cr };
}
