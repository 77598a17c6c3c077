import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { Transform } from 'node:stream';
import S3rver from 's3rver';
import { parseRange } from '../src/storage/http-file.js';
import type { S3Settings } from '../src/storage/s3.js';

export interface TestS3Server {
  settings: S3Settings;
  /** The environment that points the app at this server (STORAGE=s3 …). */
  env: Record<string, string>;
  close(): Promise<void>;
}

const BUCKET = 'netclass-test';

/**
 * An S3-compatible server in this process (s3rver, files in a temporary folder) on a free
 * loopback port, with one bucket. Nothing leaves the machine.
 */
export async function startS3Server(): Promise<TestS3Server> {
  followRfcRanges();
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'netclass-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const settings: S3Settings = {
    endpoint,
    publicEndpoint: undefined,
    region: 'us-east-1',
    bucket: BUCKET,
    // s3rver's own fixed account.
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    forcePathStyle: true,
  };
  return {
    settings,
    env: {
      STORAGE: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: BUCKET,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

interface RangeContext {
  headers: Record<string, string | undefined>;
  params: { bucket: string; key: string };
  store: { getMetadata(bucket: string, key: string): Promise<Record<string, string>> };
}
type StoredObject = { content: NodeJS.ReadableStream | null; range?: { start: number; end: number } } | undefined;
interface FilesystemStore {
  prototype: {
    getObject(bucket: string, key: string, options?: { start?: number; end?: number }): Promise<StoredObject>;
  };
}

let rangesFollowRfc = false;

/**
 * s3rver 3.7.1 reads `Range: bytes=0-0` as the whole object (`end || Infinity`) and a suffix
 * `bytes=-N` as the first N+1 bytes; S3, MinIO and the rest follow RFC 9110. So that the
 * contract suite checks this app rather than s3rver, requests are given the range S3 would
 * serve (the app's own parseRange), and a range ending at byte 0 is served as one byte.
 */
function followRfcRanges(): void {
  if (rangesFollowRfc) return;
  rangesFollowRfc = true;
  const require = createRequire(import.meta.url);
  const objects = require('s3rver/lib/controllers/object.js') as { getObject(ctx: RangeContext): Promise<void> };
  const store = require('s3rver/lib/stores/filesystem.js') as FilesystemStore;
  const getObject = objects.getObject;
  objects.getObject = async (ctx) => {
    const header = ctx.headers.range;
    const metadata = header
      ? await ctx.store.getMetadata(ctx.params.bucket, ctx.params.key).catch(() => undefined)
      : undefined;
    if (header && metadata) {
      const size = Number(metadata['content-length']);
      const range = parseRange(header, size);
      if (range === undefined) delete ctx.headers.range;
      else ctx.headers.range = range === 'unsatisfiable' ? `bytes=${size}-` : `bytes=${range.start}-${range.end}`;
    }
    return getObject(ctx);
  };
  const read = store.prototype.getObject;
  store.prototype.getObject = async function firstByte(bucket, key, options) {
    if (options?.start !== 0 || options.end !== 0) return read.call(this, bucket, key, options);
    const object = await read.call(this, bucket, key, { start: 0, end: 1 });
    if (object?.content) {
      object.content = object.content.pipe(firstByteOnly());
      object.range = { start: 0, end: 0 };
    }
    return object;
  };
}

function firstByteOnly(): Transform {
  let sent = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (!sent && chunk.length) {
        sent = true;
        done(null, chunk.subarray(0, 1));
      } else done();
    },
  });
}
