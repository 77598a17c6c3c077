import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  QUESTION_BANK_MESSAGES as M,
  replaceQuestionImageKeys,
  type Question,
  type QuestionImportFormat,
  type QuestionImportPreview,
  type QuestionImportResult,
} from '@netclass/shared';
import {
  importAiken,
  importGift,
  importMoodleXml,
  type ImportedQuestion,
  type ImportError,
  type ImportResult,
} from '@netclass/shared/question-formats';
import type { Db } from '../../db/client.js';
import { AppError, badRequest, unsupportedType } from '../../lib/errors.js';
import type { Actor } from '../../policies/index.js';
import type { LessonImageService, StagedLessonImage } from '../content/index.js';
import { bankCourse, categoryOfCourse } from './access.js';
import { textStart } from './presenter.js';
import type { QuestionService } from './question-service.js';

/** The file an import reads: its name (the format by extension unless one is chosen) and bytes. */
export interface ImportFile {
  /** Needed only when `format` is not given. */
  fileName?: string | undefined;
  format?: QuestionImportFormat | undefined;
  bytes: Buffer;
}

const IMPORTERS: Record<QuestionImportFormat, (text: string) => ImportResult> = {
  gift: importGift,
  aiken: importAiken,
  moodle_xml: importMoodleXml,
};
const BY_EXTENSION: Record<string, QuestionImportFormat> = {
  gift: 'gift',
  txt: 'gift',
  aiken: 'aiken',
  xml: 'moodle_xml',
};

function formatOf(file: ImportFile): QuestionImportFormat {
  const format = file.format ?? BY_EXTENSION[/\.([^.]+)$/.exec(file.fileName ?? '')?.[1]?.toLowerCase() ?? ''];
  if (!format) throw badRequest(M.formatUnknown, 'VALIDATION', 'format');
  return format;
}

/** UTF-8 text (a BOM is dropped); binary content (a NUL byte, bytes that are no UTF-8) is 415. */
function decodeText(bytes: Buffer): string {
  if (bytes.includes(0)) throw unsupportedType(M.fileNotText);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw unsupportedType(M.fileNotText);
  }
}

function read(file: ImportFile): { format: QuestionImportFormat; result: ImportResult } {
  if (file.bytes.length === 0) throw badRequest(M.fileRequired);
  const format = formatOf(file);
  return { format, result: IMPORTERS[format](decodeText(file.bytes)) };
}

const errorOf = (imported: ImportedQuestion, message: string): ImportError => ({
  index: imported.index,
  ...(imported.line === undefined ? {} : { line: imported.line }),
  ...(imported.title ? { title: imported.title } : {}),
  message,
});

interface Ready {
  imported: ImportedQuestion;
  pictures: { id: string; name: string; staged: StagedLessonImage }[];
}

/**
 * GIFT, Aiken and Moodle XML into a course's bank (docs/decisions/028): `check` answers the
 * preview and writes nothing; `apply` stores the valid questions in one category, in one
 * transaction, their pictures kept as the course's pictures (the shared upload checks) and
 * their names swapped for the pictures' keys.
 */
export class QuestionImport {
  constructor(
    private readonly db: Db,
    private readonly questions: QuestionService,
    private readonly images: LessonImageService,
  ) {}

  async check(actor: Actor, courseId: number, file: ImportFile): Promise<QuestionImportPreview> {
    await bankCourse(this.db, actor, courseId);
    const { format, result } = read(file);
    return {
      format,
      questions: result.questions.map((imported) => ({
        index: imported.index,
        ...(imported.line === undefined ? {} : { line: imported.line }),
        ...(imported.title ? { title: imported.title } : {}),
        type: imported.question.type,
        text_start: textStart(imported.question.text),
        category: imported.category,
        pictures: imported.attachments.length,
      })),
      errors: result.errors,
    };
  }

  async apply(actor: Actor, courseId: number, categoryId: number, file: ImportFile): Promise<QuestionImportResult> {
    await bankCourse(this.db, actor, courseId);
    const { result } = read(file);
    const errors = [...result.errors];
    const ready: Ready[] = [];
    try {
      for (const imported of result.questions) {
        const staged = await this.stagePictures(imported);
        if (staged instanceof AppError) errors.push(errorOf(imported, staged.message));
        else ready.push({ imported, pictures: staged });
      }
      await this.db.transaction(async (tx) => {
        await categoryOfCourse(tx, courseId, categoryId);
        for (const { imported, pictures } of ready) {
          for (const picture of pictures) await this.images.keep(tx, actor, courseId, picture.id, picture.staged);
          const keys = new Map(pictures.map((picture) => [picture.name, picture.id]));
          await this.questions.insert(tx, actor, courseId, categoryId, withKeys(imported.question, keys));
        }
      });
    } catch (error) {
      await Promise.all(
        ready.flatMap((item) => item.pictures.map((picture) => this.images.discard(picture.id, picture.staged))),
      );
      throw error;
    }
    errors.sort((a, b) => a.index - b.index);
    return { imported: ready.length, category_id: categoryId, errors };
  }

  /** The question's pictures through the lesson pictures' checks; the first refusal (and none staged) otherwise. */
  private async stagePictures(imported: ImportedQuestion): Promise<Ready['pictures'] | AppError> {
    const pictures: Ready['pictures'] = [];
    for (const attachment of imported.attachments) {
      try {
        const staged = await this.images.stage(attachment.name, Readable.from([Buffer.from(attachment.bytes)]));
        pictures.push({ id: randomUUID(), name: attachment.name, staged });
      } catch (error) {
        await Promise.all(pictures.map((picture) => picture.staged.file.discard()));
        if (error instanceof AppError) return error;
        throw error;
      }
    }
    return pictures;
  }
}

/** Every text's `question-image:<file name>` made `question-image:<key>` (the JSON holds the texts as written). */
const withKeys = (question: Question, keys: ReadonlyMap<string, string>): Question =>
  keys.size ? (JSON.parse(replaceQuestionImageKeys(JSON.stringify(question), keys)) as Question) : question;
