import { pipeline, type Readable } from 'node:stream';
import { fileNameText } from '@netclass/shared';
import type { FileStorage, StagedFile } from '../storage/file-storage.js';
import { extensionOf } from '../storage/http-file.js';
import { contentCheck } from './content-check.js';
import { badRequest, payloadTooLarge, unsupportedType } from './errors.js';
import { parseInput } from './validation.js';

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
 * Streams one uploaded file into storage (never held whole in memory), the one way features
 * take a file in a form (announcement attachments, lesson pictures): the name must pass the
 * shared file-name rule (400), the extension must be an allowed one (415, before any byte is
 * read), the size within `maxBytes` (413), the content must fit the extension (415, magic
 * numbers), and the file must not be empty (400).
 */
export async function stageUpload<Ext extends string>(storage: FileStorage, rules: UploadRules<Ext>, fileName: string, body: Readable): Promise<StagedUpload<Ext>> {
  const { messages, maxBytes } = rules;
  const name = parseInput(fileNameText(messages.badName), fileName);
  const ext = extensionOf(name);
  if (!(rules.extensions as readonly string[]).includes(ext)) throw unsupportedType(messages.wrongType);
  const file = await storage.put(
    pipeline(body, contentCheck({ ext, maxBytes, tooLarge: () => payloadTooLarge(messages.tooLarge), mismatchMessage: messages.contentMismatch }), () => undefined),
  );
  if (file.size === 0) {
    await file.discard();
    throw badRequest(messages.emptyFile);
  }
  return { name, ext: ext as Ext, size: file.size, file };
}
