import { paint, sampleMp4 } from './mp4.js';

/** The seven OSI layers as coloured bands, application (7) on top. */
const LAYER_COLOURS: Array<[number, number, number]> = [
  [231, 76, 60],
  [230, 126, 34],
  [241, 196, 15],
  [46, 204, 113],
  [26, 188, 156],
  [52, 152, 219],
  [155, 89, 182],
];
const dim = (c: [number, number, number]) => c.map((v) => Math.round(v * 0.35 + 40)) as [number, number, number];

/**
 * A 7-second video (128×112): data travelling down the OSI stack, one layer lit per second
 * (encapsulation). About 150 KB.
 */
export function osiVideo(): Buffer {
  const band = 16;
  const pictures = LAYER_COLOURS.map((_, active) =>
    paint(128, LAYER_COLOURS.length * band, (x, y) => {
      const layer = Math.floor(y / band);
      const colour = LAYER_COLOURS[layer]!;
      return layer === active || x < 8 ? colour : dim(colour);
    }),
  );
  return sampleMp4(pictures, 1);
}
