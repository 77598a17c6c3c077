import { paint, sampleMp4 } from '../apps/server/src/seed/samples/mp4.js';
import { samplePdf } from '../apps/server/src/seed/samples/pdf.js';

/**
 * Real, small files for upload journeys, made by the demo seed's generators (so the server's
 * magic-number check and the browser's viewers accept them): a one-page PDF written by hand,
 * and an H.264 MP4 of still colour frames.
 */
export interface SampleFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

export function pdfFile(name: string, title: string, lines: string[] = ['Trang mau cho kiem thu.']): SampleFile {
  return { name, mimeType: 'application/pdf', buffer: samplePdf(title, lines) };
}

/** `frames` pictures of 160×128, one a second; I_PCM frames make about 30 KB each. */
export function mp4File(name: string, frames = 5): SampleFile {
  const pictures = Array.from({ length: frames }, (_, i) =>
    paint(160, 128, (x, y) => [(x * 255) / 160, (y * 255) / 128, (i * 255) / Math.max(1, frames - 1)]),
  );
  return { name, mimeType: 'video/mp4', buffer: sampleMp4(pictures, 1) };
}
