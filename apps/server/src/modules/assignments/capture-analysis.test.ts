import fs from 'node:fs/promises';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { CaptureAnalysis } from '@netclass/shared';
import { concat, pcapFile } from '../../../../../packages/shared/src/captures/capture.fixtures.js';
import * as p from '../../../../../packages/shared/src/captures/packets.fixtures.js';
import { captureAnalyses, handInFiles } from '../../db/schema/index.js';
import type { FileStorage } from '../../storage/file-storage.js';
import { SAMPLE_BYTES } from '../../../test/files.js';
import {
  assignmentFixture,
  call,
  publishedAssignment,
  sendFiles,
  type AssignmentFixture,
} from './assignments.fixtures.js';
import { CaptureAnalysisService } from './capture-analysis-service.js';

let f: AssignmentFixture;
beforeAll(async () => {
  f = await assignmentFixture();
});
afterAll(async () => {
  await f?.h.close();
});

/** A TCP handshake, a DNS answer and an ARP request: 5 packets, one TCP stream. */
const lab = pcapFile(
  [
    p.tcpFrame({ source: 50000, destination: 80, seq: 1, flags: 0x02 }),
    p.tcpFrame({ source: 80, destination: 50000, seq: 7, ack: 2, flags: 0x12 }, [], '10.0.0.2', '10.0.0.1'),
    p.tcpFrame({ source: 50000, destination: 80, seq: 2, ack: 8, flags: 0x10 }),
    p.udpFrame(
      53,
      40000,
      p.dns(1, 0x8180, [['lab.example', 1]], [{ name: [0xc0, 12], type: 1, data: p.ip4('10.0.0.9') }]),
    ),
    p.ethernet(p.arp(1, p.MAC_A, '10.0.0.1', '00:00:00:00:00:00', '10.0.0.2'), 0x0806),
  ].map((data, i) => ({ data, seconds: 1_700_000_000 + i, fraction: 250 })),
);

/** A pcap header, then a record that declares a packet of nearly 4 GiB. */
const hostile = concat(
  pcapFile([]),
  [1, 0, 0, 0, 0, 0, 0, 0, 0xf0, 0xff, 0xff, 0xff, 0xf0, 0xff, 0xff, 0xff],
  new Uint8Array(64),
);

const urlOf = (fileId: number) => `/api/hand-in-files/${fileId}/capture-analysis`;

/** Hands in `bytes` as `name` and answers the new file's id. */
async function handInCapture(bytes: Uint8Array, name = 'lab.pcap'): Promise<number> {
  const id = await publishedAssignment(f, { allowed_types: ['pcap', 'pcapng'], rubric: null });
  const res = await sendFiles(f.h, `/api/assignments/${id}/hand-ins`, f.tokens.student, [
    { name, bytes: Buffer.from(bytes) },
  ]);
  expect(res.statusCode, res.body).toBe(201);
  const [file] = await f.h.db
    .select({ id: handInFiles.id })
    .from(handInFiles)
    .where(eq(handInFiles.handInId, res.json().hand_in.id));
  return file!.id;
}

const analysis = async (fileId: number, token = f.tokens.student) =>
  (await call(f.h, 'GET', urlOf(fileId), token)).json().analysis as CaptureAnalysis;

/** Waits for the job queue to finish the file's analysis. */
async function analysed(fileId: number): Promise<CaptureAnalysis> {
  await expect.poll(async () => (await analysis(fileId)).status, { timeout: 30_000, interval: 100 }).not.toBe('queued');
  return analysis(fileId);
}

describe('a capture handed in is analysed on a worker thread', () => {
  test('its counts, times, protocols and TCP streams; the work ran on the pool', async () => {
    const before = f.h.app.services.workers.completed;
    const fileId = await handInCapture(lab);
    const result = await analysed(fileId);
    expect(result).toMatchObject({ file_id: fileId, status: 'done', error: null });
    expect(result.analysed_at).not.toBeNull();
    expect(result.summary).toEqual({
      format: 'pcap',
      packets: 5,
      bytes: lab.length - 24 - 5 * 16,
      first_packet_at: { seconds: 1_700_000_000, nanoseconds: 250_000 },
      last_packet_at: { seconds: 1_700_000_004, nanoseconds: 250_000 },
      protocols: { eth: 5, ip: 4, tcp: 3, udp: 1, dns: 1, arp: 1 },
      tcp_streams: 1,
      malformed_packets: 0,
      problems: {},
    });
    expect(f.h.app.services.workers.completed).toBeGreaterThan(before);
  });

  test('a hand-in of other files queues no analysis', async () => {
    const id = await publishedAssignment(f, { allowed_types: ['pdf'], rubric: null });
    const res = await sendFiles(f.h, `/api/assignments/${id}/hand-ins`, f.tokens.student, [
      { name: 'a.pdf', bytes: SAMPLE_BYTES.pdf },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const rows = await f.h.db
      .select({ id: captureAnalyses.fileId })
      .from(captureAnalyses)
      .innerJoin(handInFiles, eq(handInFiles.id, captureAnalyses.fileId))
      .where(eq(handInFiles.handInId, res.json().hand_in.id));
    expect(rows).toEqual([]);
  });

  test('a hostile capture (a packet of nearly 4 GiB declared) is flagged, not hung', async () => {
    const result = await analysed(await handInCapture(hostile));
    expect(result.status).toBe('done');
    expect(Object.keys(result.summary!.problems)).toContain('capture.packetTooLarge');
  });

  test('a file that is not a capture fails with capture.notCapture', async () => {
    const fileId = await handInCapture(lab);
    await analysed(fileId);
    const [file] = await f.h.db.select().from(handInFiles).where(eq(handInFiles.id, fileId));
    await fs.writeFile(path.join(f.h.dataDir, 'files', file!.storageKey), 'Không phải tệp bắt gói tin\n');
    await f.h.app.services.captureAnalyses.run({ fileId });
    const [row] = await f.h.db.select().from(captureAnalyses).where(eq(captureAnalyses.fileId, fileId));
    expect(row).toMatchObject({ status: 'failed', errorCode: 'capture.notCapture', summary: null });
    // The answer renders the key in the request's language, as every message of the API.
    expect(await analysis(fileId)).toMatchObject({
      status: 'failed',
      error: expect.stringContaining('pcap'),
      summary: null,
    });
  });

  test('an analysis past its time limit is stopped and failed, the pool still serves', async () => {
    const fileId = await handInCapture(lab);
    await analysed(fileId);
    const stalled = new PassThrough();
    stalled.write(Buffer.from(lab.subarray(0, 40)));
    const storage = { open: async () => stalled } as unknown as FileStorage;
    const service = new CaptureAnalysisService(f.h.db, storage, f.h.app.services.workers, 500);
    await service.run({ fileId });
    const [row] = await f.h.db.select().from(captureAnalyses).where(eq(captureAnalyses.fileId, fileId));
    expect(row).toMatchObject({ status: 'failed', errorCode: 'capture.analysisTimeout' });
    await f.h.app.services.captureAnalyses.run({ fileId });
    expect(await analysis(fileId)).toMatchObject({ status: 'done', error: null });
  });

  test('a failure that is no verdict on the file (storage, a crash) is thrown for the job queue to retry; it stays queued', async () => {
    const fileId = await handInCapture(lab);
    await analysed(fileId);
    await f.h.db
      .update(captureAnalyses)
      .set({ status: 'queued', summary: null })
      .where(eq(captureAnalyses.fileId, fileId));
    const broken = { open: async () => undefined } as unknown as FileStorage;
    const service = new CaptureAnalysisService(f.h.db, broken, f.h.app.services.workers, 10_000);
    await expect(service.run({ fileId })).rejects.toThrow(/missing from storage/);
    expect((await analysis(fileId)).status).toBe('queued');
  });
});

describe('who reads an analysis', () => {
  test('the student who handed in, the course’s teacher and admins; 401 without a session; 403 for others', async () => {
    const fileId = await handInCapture(lab);
    await analysed(fileId);
    for (const token of [f.tokens.student, f.tokens.teacher, f.tokens.admin])
      expect((await call(f.h, 'GET', urlOf(fileId), token)).statusCode).toBe(200);
    expect((await call(f.h, 'GET', urlOf(fileId))).statusCode).toBe(401);
    expect((await call(f.h, 'GET', urlOf(fileId), f.tokens.otherStudent)).statusCode).toBe(403);
    expect((await call(f.h, 'GET', urlOf(fileId), f.tokens.otherTeacher)).statusCode).toBe(403);
    expect((await call(f.h, 'GET', urlOf(987_654), f.tokens.admin)).statusCode).toBe(404);
  });
});
