import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { multipart } from '../../test/multipart.js';
import { filesUnder, SAMPLE_BYTES } from '../../test/files.js';
import { LocalDiskStorage } from '../storage/local-disk.js';
import { SignedLinks } from '../storage/signed-links.js';
import { isClientGone } from '../lib/client-gone.js';
import { AppError, payloadTooLarge } from '../lib/errors.js';
import {
  acceptMultipart,
  acceptRawStream,
  commitAll,
  keepOrDiscard,
  readRawFile,
  readSingleFile,
  stageUpload,
  type UploadRules,
} from './upload.js';

const RULES: UploadRules<'pdf'> = {
  extensions: ['pdf'],
  maxBytes: 100,
  messages: {
    badName: 'bad name',
    wrongType: 'wrong type',
    contentMismatch: 'not a pdf',
    emptyFile: 'empty',
    tooLarge: 'over 100 bytes',
  },
};
const FORM = {
  tooLarge: () => payloadTooLarge(RULES.messages.tooLarge),
  tooMany: 'one file',
  badForm: 'bad form',
  required: 'a file please',
};

let root = '';
let storage: LocalDiskStorage;
let app: FastifyInstance;
const staging = () => filesUnder(path.join(root, '.tmp'));

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'netclass-upload-'));
  storage = new LocalDiskStorage(root, new SignedLinks(new TextEncoder().encode('a secret of the app')), 60_000);
  app = Fastify();
  app.setErrorHandler((error, _request, reply) =>
    reply.status(error instanceof AppError ? error.statusCode : 500).send({ message: (error as Error).message }),
  );
  await app.register(async (scope) => {
    await acceptMultipart(scope, { maxFileBytes: RULES.maxBytes, maxFiles: 1, fields: 2, fieldSize: 64 });
    scope.post('/form', async (request) => {
      const staged = await readSingleFile(request, FORM, (name, body) => stageUpload(storage, RULES, name, body));
      await staged.file.discard();
      return { name: staged.name, size: staged.size };
    });
  });
  await app.register(async (scope) => {
    acceptRawStream(scope);
    scope.post('/raw', async (request) => ({
      size: (await readRawFile(request, 10, () => payloadTooLarge('over 10 bytes'))).length,
    }));
  });
});
afterAll(async () => {
  await app.close();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('a multipart form of one file', () => {
  const send = (files: Parameters<typeof multipart>[1], fields: Record<string, string> = {}) => {
    const form = multipart(fields, files);
    return app.inject({ method: 'POST', url: '/form', payload: form.payload, headers: form.headers });
  };

  test('a file within the limit that fits its extension is staged whole', async () => {
    const response = await send([{ name: 'bài 1.pdf', bytes: SAMPLE_BYTES.pdf }]);
    expect(response.json()).toEqual({ name: 'bài 1.pdf', size: SAMPLE_BYTES.pdf.length });
  });

  test('over the route’s limit: 413 with the route’s message, nothing staged left', async () => {
    const response = await send([{ name: 'a.pdf', bytes: Buffer.concat([SAMPLE_BYTES.pdf, Buffer.alloc(100, 0x20)]) }]);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('over 100 bytes');
    expect(staging()).toEqual([]);
  });

  test('content that does not fit the extension: 415; another extension: 415 before any byte', async () => {
    const mismatch = await send([{ name: 'a.pdf', bytes: SAMPLE_BYTES.elf }]);
    expect([mismatch.statusCode, mismatch.json().message]).toEqual([415, 'not a pdf']);
    const wrongType = await send([{ name: 'a.exe', bytes: SAMPLE_BYTES.pdf }]);
    expect([wrongType.statusCode, wrongType.json().message]).toEqual([415, 'wrong type']);
    expect(staging()).toEqual([]);
  });

  test('a second file: 400 and the first one is discarded; none: 400; not a form: 415', async () => {
    const two = await send([
      { name: 'a.pdf', bytes: SAMPLE_BYTES.pdf },
      { name: 'b.pdf', bytes: SAMPLE_BYTES.pdf },
    ]);
    expect([two.statusCode, two.json().message]).toEqual([400, 'one file']);
    expect(staging()).toEqual([]);
    const none = await send([], { note: 'x' });
    expect([none.statusCode, none.json().message]).toEqual([400, 'a file please']);
    const json = await app.inject({ method: 'POST', url: '/form', payload: { a: 1 } });
    expect([json.statusCode, json.json().message]).toEqual([415, 'bad form']);
  });
});

describe('a raw file read whole (imports)', () => {
  test('within the limit: its bytes; over it, declared or sent without a length: 413 with the route’s message', async () => {
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/raw',
          payload: 'a,b\n1,2\n',
          headers: { 'content-type': 'text/csv' },
        })
      ).json(),
    ).toEqual({ size: 8 });
    const declared = await app.inject({
      method: 'POST',
      url: '/raw',
      payload: 'x'.repeat(11),
      headers: { 'content-type': 'text/csv' },
    });
    expect([declared.statusCode, declared.json().message]).toEqual([413, 'over 10 bytes']);
    const streamed = await app.inject({
      method: 'POST',
      url: '/raw',
      payload: Readable.from([Buffer.alloc(6), Buffer.alloc(6)]),
      headers: { 'content-type': 'application/octet-stream' },
    });
    expect([streamed.statusCode, streamed.json().message]).toEqual([413, 'over 10 bytes']);
  });
});

describe('staging and keeping', () => {
  test('a client that goes away mid-file: the staging fails as a client abort and leaves nothing', async () => {
    const body = new Readable({ read() {} });
    body.push(SAMPLE_BYTES.pdf.subarray(0, 20));
    const staging$ = stageUpload(storage, RULES, 'a.pdf', body);
    setImmediate(() => body.destroy(Object.assign(new Error('aborted'), { code: 'ECONNRESET' })));
    const error = await staging$.catch((failure: unknown) => failure);
    expect(isClientGone(error)).toBe(true);
    expect(staging()).toEqual([]);
  });

  test('kept: the file is under its key once the record succeeds', async () => {
    const staged = await stageUpload(storage, RULES, 'a.pdf', Readable.from([SAMPLE_BYTES.pdf]));
    const keeping = [{ file: staged.file, key: 'kept/a.pdf' }];
    expect(await keepOrDiscard(storage, keeping, () => commitAll(keeping).then(() => 'recorded'))).toBe('recorded');
    expect(fs.readFileSync(path.join(root, 'kept/a.pdf'))).toEqual(SAMPLE_BYTES.pdf);
    expect(staging()).toEqual([]);
  });

  test('a record that fails before or after moving the file into place leaves neither the file nor its staging', async () => {
    for (const commitFirst of [false, true]) {
      const staged = await stageUpload(storage, RULES, 'a.pdf', Readable.from([SAMPLE_BYTES.pdf]));
      const keeping = [{ file: staged.file, key: `dropped/${commitFirst}.pdf` }];
      const failing = keepOrDiscard(storage, keeping, async () => {
        if (commitFirst) await commitAll(keeping);
        throw new Error('the transaction failed');
      });
      await expect(failing).rejects.toThrow('the transaction failed');
      expect(fs.existsSync(path.join(root, keeping[0]!.key))).toBe(false);
      expect(staging()).toEqual([]);
    }
  });
});
