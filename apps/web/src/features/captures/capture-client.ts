import type {
  CaptureOverview,
  FilterAnswer,
  PacketDetail,
  PacketRow,
  WorkerAnswer,
  WorkerRequest,
} from './capture-protocol';
import type { CaptureStore } from './capture-store';

type Request = WorkerRequest extends infer R ? (R extends WorkerRequest ? Omit<R, 'id'> : never) : never;

/** What the viewer asks of a capture: the worker's questions as promises (or, in tests, a store's answers). */
export interface CaptureSource {
  open(url: string, progress: (packets: number) => void): Promise<CaptureOverview>;
  rows(indices: number[]): Promise<PacketRow[]>;
  detail(index: number): Promise<PacketDetail | null>;
  filter(text: string): Promise<FilterAnswer>;
  close(): void;
}

/** A capture read by a Web Worker (capture.worker.ts), one worker a viewer. */
export function workerCaptureSource(): CaptureSource {
  const worker = new Worker(new URL('./capture.worker.ts', import.meta.url), { type: 'module' });
  let next = 1;
  const waiting = new Map<number, { resolve: (answer: WorkerAnswer) => void; progress?: (packets: number) => void }>();
  worker.onmessage = (event: MessageEvent<WorkerAnswer>) => {
    const answer = event.data;
    const wait = waiting.get(answer.id);
    if (!wait) return;
    if (answer.type === 'progress') return wait.progress?.(answer.packets);
    waiting.delete(answer.id);
    wait.resolve(answer);
  };
  const ask = (request: Request, progress?: (packets: number) => void) =>
    new Promise<WorkerAnswer>((resolve) => {
      const id = next++;
      waiting.set(id, { resolve, progress });
      worker.postMessage({ ...request, id });
    });
  const expect = async <T extends WorkerAnswer['type']>(
    type: T,
    request: Request,
    progress?: (packets: number) => void,
  ) => {
    const answer = await ask(request, progress);
    if (answer.type !== type) throw new Error(answer.type === 'failed' ? answer.message : answer.type);
    return answer as Extract<WorkerAnswer, { type: T }>;
  };
  return {
    open: async (url, progress) => (await expect('opened', { type: 'open', url }, progress)).overview,
    rows: async (indices) => (await expect('rows', { type: 'rows', indices })).rows,
    detail: async (index) => (await expect('detail', { type: 'detail', index })).detail,
    filter: async (text) => (await expect('filter', { type: 'filter', text })).answer,
    close: () => worker.terminate(),
  };
}

/** A capture already in a store, answered on the page's thread (tests, small files). */
export function storeCaptureSource(store: CaptureStore): CaptureSource {
  return {
    open: () => Promise.resolve(store.overview()),
    rows: (indices) => Promise.resolve(store.rows(indices)),
    detail: (index) => Promise.resolve(store.detail(index)),
    filter: (text) => Promise.resolve(store.filter(text)),
    close: () => {},
  };
}
