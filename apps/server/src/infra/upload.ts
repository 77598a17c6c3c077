import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import { pipeline, Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fileNameText } from '@netclass/shared';
import type { FileStorage, StagedFile } from '../storage/file-storage.js';
import { extensionOf } from '../storage/http-file.js';
import { contentCheck, type ContentCheckOptions } from '../lib/content-check.js';
import { AppError, badRequest, payloadTooLarge, unsupportedType } from '../lib/errors.js';
import { parseInput } from '../lib/validation.js';

/*
 * The one way files come in (docs/decisions/004-file-storage-and-uploads.md): every route that
 * receives a file takes its body here (multipart forms, raw streams, raw files read whole),
 * checks it here (size: 413 with the route's message; content by signature: 415), stages it
 * through the storage interface (local disk and S3 alike, every byte counted), and keeps it
 * with its database rows or throws it away (`keepOrDiscard`).
 */

// ---- Taking the body --------------------------------------------------------------------

/**
 * A refused upload (401, 403, 404, 413, 415, 429…) is answered before its body has been
 * read. Closing the connection then, while the client still sends, resets it, and a client
 * that streams its body (a browser, Node's fetch) shows a network error instead of the answer
 * (docs/decisions/036). So the rest of a refused body up to this size is read and thrown away
 * before the answer (the connection then stays open for the next request).
 */
export const REFUSED_BODY_DRAIN_BYTES = 4 * 1024 ** 2;
/** …and for at most this long (a slow client's few MiB). */
const REFUSED_BODY_DRAIN_MS = 10_000;
/**
 * A larger refused body is answered with `Connection: close`, and the connection is only
 * half-closed: its bytes are still read (and thrown away) for this long, or until the client
 * closes its side, as nginx's lingering close does, so the answer is not lost to a reset.
 */
export const REFUSED_BODY_LINGER_MS = 5_000;

/** Nothing of the body is left to arrive: the parser saw its end, or whoever read it did. */
const bodyRead = (request: IncomingMessage): boolean => request.complete || request.readableEnded;

/**
 * Reads what is left of a request body and throws it away: true once it has all arrived;
 * false past `maxBytes` (declared or read) or `maxMs`, or when the connection closes (the
 * stream then stays flowing, so what arrives later is thrown away too).
 */
function discardBody(request: IncomingMessage, maxBytes: number, maxMs: number): Promise<boolean> {
  if (bodyRead(request)) return Promise.resolve(true);
  if (request.destroyed || Number(request.headers['content-length']) > maxBytes) return Promise.resolve(false);
  // A form parser that stopped at the refused part holds the stream, paused: it reads no more.
  request.unpipe();
  return new Promise((resolve) => {
    let read = 0;
    const settle = (whole: boolean) => {
      clearTimeout(timer);
      request.off('data', onData).off('end', onEnd).off('close', onClose);
      resolve(whole);
    };
    const onData = (chunk: Buffer) => {
      read += chunk.length;
      if (read > maxBytes) settle(false);
    };
    const onEnd = () => settle(true);
    const onClose = () => settle(bodyRead(request));
    const timer = setTimeout(() => settle(false), maxMs);
    request.on('data', onData).on('end', onEnd).on('close', onClose);
    request.resume();
  });
}

/**
 * Node closes a `Connection: close` socket as soon as the answer is written (`destroySoon`);
 * this socket instead sends its end and keeps reading until the client closes its side or
 * `ms` pass. The request stream keeps flowing, so what arrives is thrown away.
 */
function lingerBeforeClosing(socket: Socket, ms: number): void {
  socket.destroySoon = function lingeringClose(this: Socket) {
    const close = () => {
      clearTimeout(timer);
      this.destroy();
    };
    const timer = setTimeout(close, ms);
    this.once('end', close).once('close', () => clearTimeout(timer));
    this.end();
  };
}

/** In an upload plugin, every refusal (a hook's, the handler's) waits for its body, or lingers after it (above). */
function answerRefusalsReadably(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode < 400 || bodyRead(request.raw) || request.raw.destroyed) return payload;
    if (await discardBody(request.raw, REFUSED_BODY_DRAIN_BYTES, REFUSED_BODY_DRAIN_MS)) return payload;
    if (request.raw.destroyed) return payload;
    reply.header('connection', 'close');
    lingerBeforeClosing(request.raw.socket, REFUSED_BODY_LINGER_MS);
    return payload;
  });
}

/** What a plugin's multipart routes accept at most: busboy's own limits sit above ours, so our checks answer first with their messages. */
export interface MultipartLimits {
  maxFileBytes: number;
  maxFiles: number;
  fields: number;
  fieldSize: number;
}

/** Multipart bodies for this plugin's routes (streamed part by part, never buffered). */
export async function acceptMultipart(
  app: FastifyInstance,
  { maxFileBytes, maxFiles, fields, fieldSize }: MultipartLimits,
): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: maxFileBytes + 1, files: maxFiles + 1, fields, parts: maxFiles + 1 + fields, fieldSize },
  });
  answerRefusalsReadably(app);
}

/**
 * In this plugin only, a body of any type is handed to the route as the request stream
 * itself (`requestStream`): nothing is buffered and no body limit applies but the route's own.
 */
export function acceptRawStream(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
  answerRefusalsReadably(app);
}

/** The request body of a route in an `acceptRawStream` plugin (an empty stream without one). */
export const requestStream = (request: FastifyRequest): Readable =>
  request.body instanceof Readable ? request.body : Readable.from([]);

/**
 * A file that is parsed, not kept (an import), read whole from a raw body of at most
 * `maxBytes`: more, declared or sent, is `tooLarge()` (413), before any byte is read when
 * the declared length says so.
 */
export async function readRawFile(
  request: FastifyRequest,
  maxBytes: number,
  tooLarge: () => AppError,
): Promise<Buffer> {
  const declared = Number(request.headers['content-length']);
  if (declared > maxBytes) throw tooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of requestStream(request) as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) throw tooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, size);
}

// ---- Checking and staging ---------------------------------------------------------------

/** Streams `body` through the content check into storage: staged, not yet visible under a key. */
export const stageChecked = (storage: FileStorage, body: Readable, check: ContentCheckOptions): Promise<StagedFile> =>
  storage.put(pipeline(body, contentCheck(check), () => undefined));

/** What a feature accepts in one uploaded file, and what it answers otherwise. */
export interface UploadRules<Ext extends string> {
  extensions: readonly Ext[];
  maxBytes: number;
  messages: { badName: string; wrongType: string; contentMismatch: string; emptyFile: string; tooLarge: string };
}

/** A file that has arrived whole and passed its checks, not yet visible under a key. */
export interface StagedUpload<Ext extends string> {
  name: string;
  ext: Ext;
  size: number;
  file: StagedFile;
}

/**
 * Streams one named file into storage: the name must pass the shared file-name rule (400),
 * the extension must be an allowed one (415, before any byte is read), the size within
 * `maxBytes` (413), the content must fit the extension (415, magic numbers), and the file
 * must not be empty (400).
 */
export async function stageUpload<Ext extends string>(
  storage: FileStorage,
  rules: UploadRules<Ext>,
  fileName: string,
  body: Readable,
): Promise<StagedUpload<Ext>> {
  const { messages, maxBytes } = rules;
  const name = parseInput(fileNameText(messages.badName), fileName);
  const ext = extensionOf(name);
  if (!(rules.extensions as readonly string[]).includes(ext)) throw unsupportedType(messages.wrongType);
  const file = await stageChecked(storage, body, {
    ext,
    maxBytes,
    tooLarge: () => payloadTooLarge(messages.tooLarge),
    mismatchMessage: messages.contentMismatch,
  });
  if (file.size === 0) {
    await file.discard();
    throw badRequest(messages.emptyFile);
  }
  return { name, ext: ext as Ext, size: file.size, file };
}

// ---- Multipart forms --------------------------------------------------------------------

/** What a form that takes files answers when the body is wrong. */
export interface FormMessages {
  tooLarge: () => AppError;
  /** More file parts than the form takes. */
  tooMany: string;
  badForm: string;
}

/** @fastify/multipart's own errors, as the answer they deserve. */
function multipartError(error: unknown, messages: FormMessages): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return messages.tooLarge();
  if (code === 'FST_FILES_LIMIT') return badRequest(messages.tooMany);
  if (typeof code === 'string' && code.startsWith('FST_')) return badRequest(messages.badForm);
  // busboy's parse errors (a malformed body, a missing boundary) carry no code.
  if (error instanceof Error && code === undefined && /multipart|part|boundary|form/i.test(error.message))
    return badRequest(messages.badForm);
  return error;
}

export interface Form<T> {
  /** Text fields, to be checked by the route's schema. */
  fields: Record<string, string>;
  files: T[];
}

/**
 * Reads a multipart body part by part: text fields (a truncated one is 400 `badForm`), and at
 * most `maxFiles` files (400 `tooMany`), each streamed to `stage` as it arrives. A file part
 * with no name is an empty file input and is skipped. Another kind of body: 415 `badForm`.
 * On failure every staged file is discarded.
 */
export async function readForm<T extends { file: StagedFile }>(
  request: FastifyRequest,
  messages: FormMessages,
  maxFiles: number,
  stage: (fileName: string, body: Readable) => Promise<T>,
): Promise<Form<T>> {
  if (!request.isMultipart()) throw unsupportedType(messages.badForm);
  const form: Form<T> = { fields: {}, files: [] };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (!part.filename) await skipPart(part.file);
        else if (form.files.length === maxFiles) throw badRequest(messages.tooMany);
        else form.files.push(await stage(part.filename, part.file));
      } else {
        if (part.valueTruncated || typeof part.value !== 'string') throw badRequest(messages.badForm);
        form.fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    await Promise.all(form.files.map((staged) => staged.file.discard()));
    throw multipartError(error, messages);
  }
  return form;
}

async function skipPart(file: Readable): Promise<void> {
  file.resume();
  await finished(file);
}

/** A form of one to `maxFiles` files (other fields ignored); none: 400 `required`. */
export async function readFiles<T extends { file: StagedFile }>(
  request: FastifyRequest,
  messages: FormMessages & { required: string },
  maxFiles: number,
  stage: (fileName: string, body: Readable) => Promise<T>,
): Promise<T[]> {
  const { files } = await readForm(request, messages, maxFiles, stage);
  if (!files.length) throw badRequest(messages.required);
  return files;
}

/** A form of exactly one file (other fields ignored); none: 400 `required`, more: 400 `tooMany`. */
export async function readSingleFile<T extends { file: StagedFile }>(
  request: FastifyRequest,
  messages: FormMessages & { required: string },
  stage: (fileName: string, body: Readable) => Promise<T>,
): Promise<T> {
  const [file] = await readFiles(request, messages, 1, stage);
  return file!;
}

// ---- Keeping ----------------------------------------------------------------------------

/** A staged file and the key it is to be kept under. */
export interface Keeping {
  file: StagedFile;
  key: string;
}

/** Moves each staged file into place: the last step of the transaction that records them. */
export async function commitAll(files: readonly Keeping[]): Promise<void> {
  for (const { file, key } of files) await file.commit(key);
}

/** Throws away staged files, and whatever of them was committed already. */
export async function discardAll(storage: FileStorage, files: readonly Keeping[]): Promise<void> {
  await Promise.all(files.flatMap(({ file, key }) => [file.discard(), storage.delete(key)]));
}

/**
 * Runs `record`, the database transaction that records the files and, last in it, commits
 * them (`commitAll`). When it fails, even at the database's COMMIT after the files moved, the
 * staged bytes and the committed files are removed: no file without its row, and no row
 * without its file.
 */
export async function keepOrDiscard<T>(
  storage: FileStorage,
  files: readonly Keeping[],
  record: () => Promise<T>,
): Promise<T> {
  try {
    return await record();
  } catch (error) {
    await discardAll(storage, files);
    throw error;
  }
}
