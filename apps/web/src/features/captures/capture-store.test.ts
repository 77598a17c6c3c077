import { readCaptureBytes } from '@netclass/shared/captures';
import { describe, expect, it } from 'vitest';
import { CaptureStore } from './capture-store';
import { CaptureWorkerLogic } from './capture-worker-logic';
import type { WorkerAnswer } from './capture-protocol';
import { sampleCapture } from './sample-capture.fixtures';

const storeOf = (bytes: Uint8Array) => {
  const store = new CaptureStore();
  for (const record of readCaptureBytes(bytes)) store.add(record);
  return store;
};

describe('CaptureStore (the viewer worker’s state)', () => {
  it('gives the list’s rows as compact arrays, times relative to the first packet', () => {
    const store = storeOf(sampleCapture());
    expect(store.overview()).toEqual({ packets: 4, malformed: 0, issues: [] });
    const rows = store.rows([0, 3, 9]);
    expect(rows).toHaveLength(2);
    expect(rows[0]!.slice(0, 5)).toEqual([0, '0.000000', '0.0.0.0', '255.255.255.255', 'DHCP']);
    expect(rows[1]!.slice(0, 5)).toEqual([3, '0.750000', '10.0.0.1', '10.0.0.20', 'ICMP']);
    expect(rows[1]![6]).toContain('reply');
  });

  it('dissects the selected packet again with its field tree and bytes', () => {
    const store = storeOf(sampleCapture());
    const detail = store.detail(2)!;
    expect(detail.tree.map((node) => node.name)).toEqual(['frame', 'eth', 'ip', 'icmp']);
    const icmp = detail.tree[3]!;
    const type = icmp.children.find((node) => node.name === 'icmp.type')!;
    expect(detail.bytes[type.offset]).toBe(8);
    expect(type.length).toBe(1);
    expect(store.detail(4)).toBeNull();
  });

  it('answers a filter with the matching packets, or its error with the position', () => {
    const store = storeOf(sampleCapture());
    expect(store.filter('icmp')).toEqual({ ok: true, matches: Uint32Array.from([2, 3]) });
    expect(store.filter('dhcp && ip.src == 10.0.0.1')).toEqual({ ok: true, matches: Uint32Array.from([1]) });
    expect(store.filter('')).toEqual({ ok: true, matches: Uint32Array.from([0, 1, 2, 3]) });
    const bad = store.filter('ip.src == 10.0.0.1 && ipp');
    expect(bad).toMatchObject({
      ok: false,
      error: { message: expect.stringContaining('captureFilter.unknownField'), position: 22 },
    });
  });

  it('keeps the file’s problems: not a capture, or cut short', () => {
    expect(storeOf(new TextEncoder().encode('not a capture at all')).overview().issues).toEqual([
      { message: 'capture.notCapture', fatal: true },
    ]);
    const cut = sampleCapture().slice(0, -10);
    const store = storeOf(cut);
    expect(store.count).toBe(3);
    expect(store.overview().issues).toEqual([{ message: 'capture.truncated', fatal: true }]);
  });

  it('keeps packets apart across its byte blocks (many packets)', () => {
    const store = new CaptureStore();
    const records = readCaptureBytes(sampleCapture());
    for (let round = 0; round < 20_000; round++)
      for (const record of records) if (record.kind === 'packet') store.add({ ...record, index: store.count });
    expect(store.count).toBe(80_000);
    expect(store.detail(79_999)!.bytes).toEqual(store.detail(3)!.bytes);
    expect(store.rows([79_998])[0]![4]).toBe('ICMP');
  });
});

describe('CaptureWorkerLogic', () => {
  it('fetches the file, streams it into the store and answers by request id', async () => {
    const bytes = sampleCapture();
    const logic = new CaptureWorkerLogic(() => Promise.resolve(new Response(bytes.slice().buffer)));
    const answers: WorkerAnswer[] = [];
    await logic.answer({ id: 1, type: 'open', url: '/file.pcap' }, (a) => answers.push(a));
    await logic.answer({ id: 2, type: 'filter', text: 'icmp' }, (a) => answers.push(a));
    expect(answers).toEqual([
      { id: 1, type: 'opened', overview: { packets: 4, malformed: 0, issues: [] } },
      { id: 2, type: 'filter', answer: { ok: true, matches: Uint32Array.from([2, 3]) } },
    ]);
  });

  it('says so when the download fails', async () => {
    const logic = new CaptureWorkerLogic(() => Promise.resolve(new Response('gone', { status: 404 })));
    const answers: WorkerAnswer[] = [];
    await logic.answer({ id: 5, type: 'open', url: '/file.pcap' }, (a) => answers.push(a));
    expect(answers).toEqual([{ id: 5, type: 'failed', message: 'download' }]);
  });
});
