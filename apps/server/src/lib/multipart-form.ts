import { finished } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { StagedFile } from '../storage/file-storage.js';
import { AppError, badRequest, unsupportedType } from './errors.js';

/** What a form that takes files answers when the body is wrong. */
export interface MultipartMessages {
  tooLarge: () => AppError;
  oneFile: string;
  badForm: string;
}

/** @fastify/multipart's own errors, as the answer they deserve. */
export function multipartError(error: unknown, messages: MultipartMessages): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return messages.tooLarge();
  if (code === 'FST_FILES_LIMIT') return badRequest(messages.oneFile);
  if (typeof code === 'string' && code.startsWith('FST_')) return badRequest(messages.badForm);
  // busboy's parse errors (a malformed body, a missing boundary) carry no code.
  if (error instanceof Error && code === undefined && /multipart|part|boundary|form/i.test(error.message)) return badRequest(messages.badForm);
  return error;
}

/** Reads and drops an empty file input's part. */
export async function skipPart(file: Readable): Promise<void> {
  file.resume();
  await finished(file);
}

/**
 * Reads a multipart body that carries exactly one file (other fields are ignored), streamed
 * to `stage` as it arrives; no file: 400 `required`; another kind of body: 415 `badForm`.
 * On failure the staged file is discarded.
 */
export async function readSingleFile<T extends { file: StagedFile }>(
  request: FastifyRequest,
  messages: MultipartMessages & { required: string },
  stage: (fileName: string, body: Readable) => Promise<T>,
): Promise<T> {
  if (!request.isMultipart()) throw unsupportedType(messages.badForm);
  let staged: T | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (!part.filename) await skipPart(part.file);
      else if (staged) throw badRequest(messages.oneFile);
      else staged = await stage(part.filename, part.file);
    }
  } catch (error) {
    await staged?.file.discard();
    throw multipartError(error, messages);
  }
  if (!staged) throw badRequest(messages.required);
  return staged;
}

/**
 * Reads a multipart body of one or more files (other fields are ignored), each streamed to
 * `stage` as it arrives, at most `maxFiles` (400 `tooMany`); no file: 400 `required`; another
 * kind of body: 415 `badForm`. On failure every staged file is discarded.
 */
export async function readFiles<T extends { file: StagedFile }>(
  request: FastifyRequest,
  messages: Omit<MultipartMessages, 'oneFile'> & { required: string; tooMany: string },
  maxFiles: number,
  stage: (fileName: string, body: Readable) => Promise<T>,
): Promise<T[]> {
  if (!request.isMultipart()) throw unsupportedType(messages.badForm);
  const staged: T[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (!part.filename) await skipPart(part.file);
      else if (staged.length === maxFiles) throw badRequest(messages.tooMany);
      else staged.push(await stage(part.filename, part.file));
    }
  } catch (error) {
    await Promise.all(staged.map((file) => file.file.discard()));
    throw multipartError(error, { ...messages, oneFile: messages.tooMany });
  }
  if (!staged.length) throw badRequest(messages.required);
  return staged;
}
