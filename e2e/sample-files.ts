import { crc32, deflateSync } from 'node:zlib';
import { expect, type APIRequestContext } from '@playwright/test';
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

/** A `width`×`height` PNG of one colour (RGB, no filter), built with zlib: a real picture for the browser to decode. */
export function pngFile(
  name: string,
  width = 64,
  height = 40,
  rgb: [number, number, number] = [30, 120, 200],
): SampleFile {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return {
    name,
    mimeType: 'image/png',
    buffer: Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]),
  };
}

/** A material uploaded the way the upload form does it: the pending material, then the file PUT to its address. */
export async function uploadPdf(
  request: APIRequestContext,
  headers: Record<string, string>,
  lessonId: number,
  title: string,
) {
  const file = pdfFile('tai-lieu.pdf', title);
  const created = await request.post('/api/materials', {
    headers,
    data: { title, lesson_id: lessonId, file_name: file.name, file_size: file.buffer.length },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { uploadUrl } = (await created.json()) as { uploadUrl: string };
  const sent = await request.put(uploadUrl, {
    headers: { ...headers, 'content-type': file.mimeType },
    data: file.buffer,
  });
  expect(sent.status(), await sent.text()).toBe(200);
}
