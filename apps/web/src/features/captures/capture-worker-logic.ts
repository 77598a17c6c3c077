import { readCapture, type CaptureSource } from '@netclass/shared/captures';
import type { WorkerAnswer, WorkerRequest } from './capture-protocol';
import { CaptureStore } from './capture-store';

/** How often (in packets) the reading tells the viewer how far it is. */
const PROGRESS_EVERY = 5000;

/** Reads a whole capture into a store, telling `progress` every few thousand packets. */
export async function readIntoStore(
  source: CaptureSource,
  store: CaptureStore,
  progress: (packets: number) => void = () => {},
): Promise<void> {
  for await (const record of readCapture(source)) {
    store.add(record);
    if (record.kind === 'packet' && store.count % PROGRESS_EVERY === 0) progress(store.count);
  }
}

export type Fetcher = (url: string) => Promise<Response>;

/**
 * The worker's answers, apart from the message plumbing (capture.worker.ts): `open` fetches the
 * file and reads it (streamed), the others ask the store. One capture per worker.
 */
export class CaptureWorkerLogic {
  private store = new CaptureStore();

  constructor(private readonly fetcher: Fetcher = (url) => fetch(url)) {}

  async answer(request: WorkerRequest, send: (answer: WorkerAnswer) => void): Promise<void> {
    const { id } = request;
    switch (request.type) {
      case 'open': {
        this.store = new CaptureStore();
        const response = await this.fetcher(request.url).catch(() => null);
        if (!response?.ok || !response.body) return send({ id, type: 'failed', message: 'download' });
        await readIntoStore(response.body, this.store, (packets) => send({ id, type: 'progress', packets }));
        return send({ id, type: 'opened', overview: this.store.overview() });
      }
      case 'rows':
        return send({ id, type: 'rows', rows: this.store.rows(request.indices) });
      case 'detail':
        return send({ id, type: 'detail', detail: this.store.detail(request.index) });
      case 'filter':
        return send({ id, type: 'filter', answer: this.store.filter(request.text) });
    }
  }
}
