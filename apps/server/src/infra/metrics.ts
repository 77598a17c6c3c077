import { pipeline, Transform, type Readable } from 'node:stream';
import { collectDefaultMetrics, Counter, Registry } from 'prom-client';
import type { FileStorage, PartialFile } from '../storage/file-storage.js';

/**
 * The process's own metrics (docs/operations.md): Node's defaults (CPU, memory, event-loop
 * delay, GC) and the upload byte counter, made once per process however many apps it builds
 * (the tests build many); plugins/metrics.ts adds each app's own at scrape time.
 */
let processRegistry: Registry | undefined;
let uploadBytes: Counter | undefined;

export function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
    uploadBytes = new Counter({
      name: 'netclass_upload_bytes_total',
      help: 'Bytes of uploaded files received (materials, attachments, pictures, hand-ins)',
      registers: [processRegistry],
    });
  }
  return processRegistry;
}

/** Passes `body` on, counting its bytes into netclass_upload_bytes_total; its failure fails the copy. */
function counted(body: Readable): Readable {
  processMetrics();
  const counter = uploadBytes!;
  const counting = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      counter.inc(chunk.length);
      done(null, chunk);
    },
  });
  return pipeline(body, counting, () => undefined);
}

/**
 * A storage backend with every uploaded byte counted: put (whole uploads) and the resumable
 * uploads' append are the only two ways bytes come in, whichever backend keeps them.
 */
export class CountingStorage implements FileStorage {
  constructor(private readonly storage: FileStorage) {}

  put(body: Readable) {
    return this.storage.put(counted(body));
  }
  partial(id: string): PartialFile {
    const partial = this.storage.partial(id);
    return {
      size: () => partial.size(),
      append: (body) => partial.append(counted(body)),
      head: (bytes) => partial.head(bytes),
      staged: (size) => partial.staged(size),
      remove: () => partial.remove(),
    };
  }
  open(...args: Parameters<FileStorage['open']>) {
    return this.storage.open(...args);
  }
  stat(key: string) {
    return this.storage.stat(key);
  }
  delete(key: string) {
    return this.storage.delete(key);
  }
  downloadLink(key: string, fileName: string) {
    return this.storage.downloadLink(key, fileName);
  }
  removeAbandoned() {
    return this.storage.removeAbandoned();
  }
  partialIds() {
    return this.storage.partialIds();
  }
}
