import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { and, eq, inArray } from 'drizzle-orm';
import {
  CONTENT_MESSAGES,
  LESSON_IMAGE_EXTENSIONS,
  MAX_LESSON_IMAGE_BYTES,
  RICH_LESSON_MESSAGES as M,
  renderMessage,
  type LessonImage,
  type MessageLanguage,
  type LessonImageExtension,
} from '@netclass/shared';
import type { Db, DbOrTx } from '../../db/client.js';
import { courses, lessonImages } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import { lessonImageIds, LESSON_IMAGE_SCHEME, replaceLessonImages } from '../../lib/markdown/render-markdown.js';
import { isForeignKeyViolation } from '../../lib/pg-errors.js';
import {
  commitAll,
  discardAll,
  keepOrDiscard,
  stageUpload,
  type Keeping,
  type StagedUpload,
  type UploadRules,
} from '../../infra/upload.js';
import { courseAccessColumns, requireManaged, type Actor } from '../../policies/index.js';
import type { FileStorage } from '../../storage/file-storage.js';

export type StagedLessonImage = StagedUpload<LessonImageExtension>;

export const lessonImageTooLarge = M.imageTooLarge(MAX_LESSON_IMAGE_BYTES / 1024 ** 2);
const RULES: UploadRules<LessonImageExtension> = {
  extensions: LESSON_IMAGE_EXTENSIONS,
  maxBytes: MAX_LESSON_IMAGE_BYTES,
  messages: {
    badName: M.badForm,
    wrongType: M.imageWrongType,
    contentMismatch: M.imageMismatch,
    emptyFile: M.imageEmpty,
    tooLarge: lessonImageTooLarge,
  },
};

const storageKey = (id: string, staged: StagedLessonImage) => `lesson-images/${id}.${staged.ext}`;

/** The picture's name without its extension and without what Markdown would read as syntax (else 'picture' in `language`). */
const altText = (fileName: string, language: MessageLanguage) =>
  fileName
    .replace(/\.[^.]+$/, '')
    .replace(/[[\]\\*_`<>]/g, ' ')
    .trim() || renderMessage(M.imageAlt, language);

/**
 * Pictures uploaded with a course's lessons: taken through the shared upload checks
 * (infra/upload.ts), kept under `lesson-images/`, and shown to readers through signed
 * links that replace their `lesson-image:<id>` references when a lesson is read.
 */
export class LessonImageService {
  constructor(
    private readonly db: Db,
    private readonly storage: FileStorage,
  ) {}

  /** Writing a course's lessons (preview, pictures) is managing the course: 404 without it, 403 for others. */
  async authorizeWriting(actor: Actor, courseId: number): Promise<void> {
    const [course] = await this.db.select(courseAccessColumns(actor)).from(courses).where(eq(courses.id, courseId));
    requireManaged(actor, course, () => notFound(CONTENT_MESSAGES.courseInvalid));
  }

  stage(fileName: string, body: Readable): Promise<StagedLessonImage> {
    return stageUpload(this.storage, RULES, fileName, body);
  }

  /** Keeps a staged picture for the course (authorizeWriting first); its Markdown's words in `language`. */
  async save(
    actor: Actor,
    courseId: number,
    staged: StagedLessonImage,
    language: MessageLanguage = 'vi',
  ): Promise<LessonImage> {
    const id = randomUUID();
    try {
      await keepOrDiscard(this.storage, [this.keeping(id, staged)], () =>
        this.db.transaction((tx) => this.keep(tx, actor, courseId, id, staged)),
      );
    } catch (error) {
      if (isForeignKeyViolation(error)) throw notFound(CONTENT_MESSAGES.courseInvalid);
      throw error;
    }
    return {
      id,
      name: staged.name,
      size: staged.size,
      markdown: `![${altText(staged.name, language)}](${LESSON_IMAGE_SCHEME}${id})`,
    };
  }

  /**
   * Keeps a staged picture for the course as `id` (a new UUID) within the caller's
   * transaction; the question bank's pictures are kept so too (docs/decisions/028). When the
   * transaction fails, `discard` it.
   */
  async keep(tx: DbOrTx, actor: Actor, courseId: number, id: string, staged: StagedLessonImage): Promise<void> {
    await tx.insert(lessonImages).values({
      id,
      courseId,
      storageKey: storageKey(id, staged),
      originalName: staged.name,
      fileSize: staged.size,
      uploadedBy: actor.id,
    });
    await commitAll([this.keeping(id, staged)]);
  }

  /** Drops a picture whose transaction failed, staged or committed already. */
  async discard(id: string, staged: StagedLessonImage): Promise<void> {
    await discardAll(this.storage, [this.keeping(id, staged)]);
  }

  private keeping(id: string, staged: StagedLessonImage): Keeping {
    return { file: staged.file, key: storageKey(id, staged) };
  }

  /** Signed links of this course's pictures `ids` (unknown ones left out). */
  async links(courseId: number, ids: readonly string[]): Promise<Map<string, string>> {
    if (!ids.length) return new Map();
    const rows = await this.db
      .select({ id: lessonImages.id, key: lessonImages.storageKey, name: lessonImages.originalName })
      .from(lessonImages)
      .where(and(eq(lessonImages.courseId, courseId), inArray(lessonImages.id, ids)));
    return new Map(
      await Promise.all(
        rows.map(async (row) => [row.id, (await this.storage.downloadLink(row.key, row.name)).url] as const),
      ),
    );
  }

  /**
   * Rendered lesson HTML with this course's pictures given signed links; others show their alt
   * text. `ids`: the pictures `html` shows, when the caller knows them already.
   */
  async resolve(courseId: number, html: string, ids = lessonImageIds(html)): Promise<string> {
    if (!ids.length) return html;
    return replaceLessonImages(html, await this.links(courseId, ids));
  }
}
