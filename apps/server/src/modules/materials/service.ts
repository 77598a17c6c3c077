import { randomUUID } from 'node:crypto';
import { and, asc, eq, or, sql, type SQL } from 'drizzle-orm';
import {
  MATERIAL_EXTENSIONS,
  MATERIAL_MESSAGES as M,
  MATERIAL_TYPE_BY_EXTENSION,
  type CreateMaterialInput,
  type CreateMaterialResponse,
  type Material,
  type MaterialExtension,
  type MaterialListResponse,
  type ReplaceMaterialFileInput,
  type UpdateMaterialInput,
} from '@netclass/shared';
import type { Db } from '../../db/client.js';
import { courses, lessons, materials } from '../../db/schema/index.js';
import { notFound, payloadTooLarge, unsupportedType } from '../../lib/errors.js';
import type { Outbox } from '../../infra/outbox.js';
import {
  authorize,
  can,
  courseAccessColumns,
  courseTeachersSql,
  isVisible,
  memberRolePrepared,
  preparedViewer,
  requireManaged,
  seesDraftsPrepared,
  type Actor,
} from '../../policies/index.js';
import type { FileStorage } from '../../storage/file-storage.js';
import { extensionOf } from '../../storage/http-file.js';
import type { SignedLinks } from '../../storage/signed-links.js';
import { deleteUnusedFiles } from '../content/index.js';
import { presentMaterial, presentPendingMaterial } from './presenter.js';

type MaterialRow = typeof materials.$inferSelect;

/** An upload URL must be used within the hour (the upload itself may take longer). */
export const UPLOAD_LINK_TTL_MS = 60 * 60 * 1000;

const isMaterialExtension = (ext: string): ext is MaterialExtension =>
  (MATERIAL_EXTENSIONS as readonly string[]).includes(ext);

const gib = (bytes: number) => `${Math.round((bytes / 1024 ** 3) * 100) / 100} GiB`;

/** Materials of a lesson: list and open (signed links), create pending (a draft), edit, replace the file, delete. */
export class MaterialService {
  /** The lesson (with its course's teacher and states) and its ready materials the actor may see, in one round trip. */
  private readonly listQuery;

  constructor(
    private readonly db: Db,
    private readonly storage: FileStorage,
    private readonly links: SignedLinks,
    private readonly outbox: Outbox,
    private readonly maxUploadBytes: number,
  ) {
    this.listQuery = db
      .select({
        lesson: {
          courseId: courses.id,
          access: courses.access,
          memberRole: memberRolePrepared,
          publication: lessons.publication,
          coursePublication: courses.publication,
        },
        material: materials,
      })
      .from(lessons)
      .innerJoin(courses, eq(courses.id, lessons.courseId))
      .leftJoin(
        materials,
        and(
          eq(materials.lessonId, lessons.id),
          eq(materials.status, 'ready'),
          or(eq(materials.publication, 'published'), seesDraftsPrepared),
        ),
      )
      .where(eq(lessons.id, sql.placeholder('lessonId')))
      .orderBy(asc(materials.orderNum), asc(materials.id))
      .prepare('lesson_materials');
  }

  async list(actor: Actor, lessonId: number): Promise<MaterialListResponse> {
    authorize(actor, 'content.read');
    const rows = await this.listQuery.execute({ lessonId, ...preparedViewer(actor) });
    const lesson = rows[0]?.lesson;
    if (!lesson || !isVisible(actor, lesson, lesson.coursePublication, lesson.publication))
      throw notFound(M.lessonInvalid);
    const ready = rows.flatMap(({ material }) => (material ? [material] : []));
    return {
      materials: await Promise.all(ready.map((row) => this.present(row))),
      can_manage: can(actor, 'course.manage', lesson),
    };
  }

  async get(actor: Actor, id: number): Promise<Material> {
    authorize(actor, 'content.read');
    const found = await this.readyWithCourse(id, actor);
    if (!isVisible(actor, found, found.coursePublication, found.lessonPublication, found.material.publication))
      throw notFound(M.notFound);
    return this.present(found.material);
  }

  /** A pending material, last in its lesson, and the single-use URL its file is PUT to. */
  async create(actor: Actor, input: CreateMaterialInput): Promise<CreateMaterialResponse> {
    const lesson = await this.lessonWithCourse(actor, input.lesson_id);
    requireManaged(actor, lesson, () => notFound(M.lessonInvalid));
    const orderNum = sql`(select coalesce(max(m.order_num), 0) + 1 from materials m where m.lesson_id = ${input.lesson_id})`;
    return this.pendingUpload(actor, { title: input.title, lessonId: input.lesson_id, orderNum }, input);
  }

  /** The title; the file is replaced with `replaceFile`. */
  async update(actor: Actor, id: number, input: UpdateMaterialInput): Promise<Material> {
    const found = await this.readyWithCourse(id, actor);
    requireManaged(actor, found, () => notFound(M.notFound));
    const row = await this.outbox.transaction(async (tx, record) => {
      const [row] = await tx
        .update(materials)
        .set({ title: input.title })
        .where(and(eq(materials.id, id), eq(materials.status, 'ready')))
        .returning();
      if (!row) throw notFound(M.notFound);
      // Those who see the material's lesson refetch it.
      await record('contentEdited', { courseId: found.courseId, lessonId: row.lessonId });
      return row;
    });
    return this.present(row);
  }

  /**
   * A new file for a ready material, in the two steps of creating one: a pending upload that
   * `replaces` it, answered with its upload URL. When that upload finishes, the file moves onto
   * the material (same id, title, place, comments and completions: docs/decisions/020).
   */
  async replaceFile(actor: Actor, id: number, input: ReplaceMaterialFileInput): Promise<CreateMaterialResponse> {
    const found = await this.readyWithCourse(id, actor);
    requireManaged(actor, found, () => notFound(M.notFound));
    const { material } = found;
    return this.pendingUpload(
      actor,
      { title: material.title, lessonId: material.lessonId, orderNum: material.orderNum, replacesId: id },
      input,
    );
  }

  /** A ready material with its lesson's and course's states, its course's teachers and what `actor` (if any) is in that course, or 404. */
  async readyWithCourse(id: number, actor?: Actor) {
    const [found] = await this.db
      .select({
        material: materials,
        courseId: courses.id,
        teacherIds: courseTeachersSql,
        ...courseAccessColumns(actor),
        lessonPublication: lessons.publication,
        coursePublication: courses.publication,
      })
      .from(materials)
      .innerJoin(lessons, eq(lessons.id, materials.lessonId))
      .innerJoin(courses, eq(courses.id, lessons.courseId))
      .where(and(eq(materials.id, id), eq(materials.status, 'ready')));
    if (!found) throw notFound(M.notFound);
    return found;
  }

  private async pendingUpload(
    actor: Actor,
    place: { title: string; lessonId: number; orderNum: number | SQL; replacesId?: number },
    file: ReplaceMaterialFileInput,
  ): Promise<CreateMaterialResponse> {
    const ext = extensionOf(file.file_name);
    if (!isMaterialExtension(ext)) throw unsupportedType(M.wrongType);
    if (file.file_size > this.maxUploadBytes) throw payloadTooLarge(M.tooLarge(gib(this.maxUploadBytes)));
    const [row] = await this.db
      .insert(materials)
      .values({
        ...place,
        fileType: MATERIAL_TYPE_BY_EXTENSION[ext],
        fileExt: ext,
        fileSize: file.file_size,
        originalName: file.file_name,
        storageKey: `materials/${randomUUID()}.${ext}`,
        uploadedBy: actor.id,
      })
      .returning();
    if (!row) throw new Error('material insert returned nothing');
    const { token, expiresAt } = this.links.sign('upload', { m: row.id }, UPLOAD_LINK_TTL_MS);
    return {
      material: presentPendingMaterial(row),
      uploadUrl: `/api/uploads/${token}`,
      upload_expires_at: expiresAt.toISOString(),
    };
  }

  async delete(actor: Actor, id: number): Promise<void> {
    const removed = await this.outbox.transaction(async (tx, record) => {
      const [found] = await tx
        .select({
          material: materials,
          courseId: courses.id,
          ...courseAccessColumns(actor),
          lessonPublication: lessons.publication,
          coursePublication: courses.publication,
        })
        .from(materials)
        .innerJoin(lessons, eq(lessons.id, materials.lessonId))
        .innerJoin(courses, eq(courses.id, lessons.courseId))
        .where(eq(materials.id, id))
        .for('update', { of: materials });
      requireManaged(actor, found, () => notFound(M.notFound));
      await tx.delete(materials).where(eq(materials.id, id));
      // Students saw it (a draft's deletion is nobody else's news).
      const { material } = found;
      if (
        material.status === 'ready' &&
        [material.publication, found.lessonPublication, found.coursePublication].every((state) => state === 'published')
      ) {
        await record('materialDeleted', { id, lessonId: material.lessonId, courseId: found.courseId });
      }
      return found;
    });
    await deleteUnusedFiles(this.db, this.storage, [removed.material.storageKey]);
  }

  async present(row: MaterialRow): Promise<Material> {
    return presentMaterial(row, await this.storage.downloadLink(row.storageKey, row.originalName));
  }

  private async lessonWithCourse(actor: Actor, lessonId: number) {
    const [row] = await this.db
      .select({
        courseId: courses.id,
        ...courseAccessColumns(actor),
        publication: lessons.publication,
        coursePublication: courses.publication,
      })
      .from(lessons)
      .innerJoin(courses, eq(courses.id, lessons.courseId))
      .where(eq(lessons.id, lessonId));
    return row;
  }
}
