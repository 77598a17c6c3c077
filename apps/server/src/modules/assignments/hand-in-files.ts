import type { Readable } from 'node:stream';
import { ASSIGNMENT_MESSAGES as M, HAND_IN_UPLOAD_MESSAGES, type HandInExtension } from '@netclass/shared';
import { stageUpload, type StagedUpload } from '../../infra/upload.js';
import type { FileStorage } from '../../storage/file-storage.js';

export type StagedHandInFile = StagedUpload<HandInExtension>;

/** What an assignment accepts in each file of a hand-in. */
export interface HandInRules {
  extensions: readonly HandInExtension[];
  maxBytes: number;
}

export const handInTooLarge = (maxBytes: number) =>
  HAND_IN_UPLOAD_MESSAGES.fileTooLarge(Math.round((maxBytes / 1024 ** 2) * 10) / 10);

/** Streams one file of a hand-in into storage through the shared upload checks (infra/upload.ts): name, type by extension and content, size. */
export function stageHandInFile(
  storage: FileStorage,
  rules: HandInRules,
  fileName: string,
  body: Readable,
): Promise<StagedHandInFile> {
  return stageUpload(
    storage,
    {
      extensions: rules.extensions,
      maxBytes: rules.maxBytes,
      messages: {
        badName: M.badForm,
        wrongType: M.wrongType,
        contentMismatch: M.contentMismatch,
        emptyFile: M.emptyFile,
        tooLarge: handInTooLarge(rules.maxBytes),
      },
    },
    fileName,
    body,
  );
}
