import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  MATERIAL_TYPE_BY_EXTENSION,
  defaultPasswordFor,
  type CourseAccess,
  type MaterialExtension,
  type PublicationState,
  type Role,
} from '@netclass/shared';
import { DEFAULT_PASSWORD_HASH, type PasswordHasher } from '../modules/auth/passwords.js';
import type { FileStorage } from '../storage/file-storage.js';
import type { DbOrTx } from '../db/client.js';
import { categories, courses, lessons, materials, users } from '../db/schema/index.js';

/** One set of factories for tests, the demo seed and e2e set-up. */

/**
 * Content the factories make is published unless told otherwise (what the app showed before
 * drafts existed); a scheduled one needs its time.
 */
interface PublicationSpec {
  publication?: PublicationState;
  publishAt?: Date;
}
const publicationOf = (spec: PublicationSpec) => {
  const publication = spec.publication ?? 'published';
  return { publication, publishAt: spec.publishAt ?? (publication === 'draft' ? null : new Date()) };
};

let nextId = 900_000;
const uniqueId = () => nextId++;

export interface UserSpec {
  id?: number;
  name?: string;
  role?: Role;
  status?: 'active' | 'inactive';
  email?: string | null;
  /** Defaults to the product's default password, id@1. */
  password?: string;
  mustChangePassword?: boolean;
}

export async function createUser(db: DbOrTx, passwords: PasswordHasher, spec: UserSpec = {}) {
  const id = spec.id ?? uniqueId();
  const password = spec.password ?? defaultPasswordFor(id);
  const [row] = await db
    .insert(users)
    .values({
      id,
      name: spec.name ?? `Người dùng ${id}`,
      username: String(id),
      email: spec.email ?? null,
      role: spec.role ?? 'student',
      status: spec.status ?? 'active',
      passwordHash: spec.password === undefined ? DEFAULT_PASSWORD_HASH : await passwords.hash(password),
      mustChangePassword: spec.mustChangePassword ?? spec.password === undefined,
    })
    .returning();
  if (!row) throw new Error('createUser returned nothing');
  return { ...row, password };
}

export async function createCategory(db: DbOrTx, spec: { name?: string; description?: string | null } = {}) {
  const [row] = await db
    .insert(categories)
    .values({ name: spec.name ?? `Học kỳ ${uniqueId()}`, description: spec.description ?? null })
    .returning();
  if (!row) throw new Error('createCategory returned nothing');
  return row;
}

export async function createCourse(
  db: DbOrTx,
  spec: {
    categoryId: number;
    teacherId: number | null;
    id?: number;
    name?: string;
    description?: string;
    access?: CourseAccess;
  } & PublicationSpec,
) {
  const start = new Date();
  const end = new Date(start);
  end.setMonth(end.getMonth() + 1);
  const [row] = await db
    .insert(courses)
    .values({
      id: spec.id ?? uniqueId(),
      name: spec.name ?? 'Học phần mẫu',
      description: spec.description ?? 'Mô tả học phần',
      teacherId: spec.teacherId,
      categoryId: spec.categoryId,
      access: spec.access ?? 'open',
      startDate: start,
      endDate: end,
      ...publicationOf(spec),
    })
    .returning();
  if (!row) throw new Error('createCourse returned nothing');
  return row;
}

export async function createLesson(
  db: DbOrTx,
  spec: { courseId: number; title?: string; content?: string; orderNum?: number } & PublicationSpec,
) {
  const [row] = await db
    .insert(lessons)
    .values({
      courseId: spec.courseId,
      title: spec.title ?? `Bài học ${uniqueId()}`,
      content: spec.content ?? 'Nội dung bài học.',
      orderNum: spec.orderNum ?? 1,
      ...publicationOf(spec),
    })
    .returning();
  if (!row) throw new Error('createLesson returned nothing');
  return row;
}

/** A ready material whose bytes are stored through `storage`, as a finished upload leaves it. */
export async function createMaterial(
  db: DbOrTx,
  storage: FileStorage,
  spec: {
    lessonId: number;
    bytes: Buffer;
    fileName: string;
    title?: string;
    orderNum?: number;
    uploadedBy?: number | null;
  } & PublicationSpec,
) {
  const ext = (spec.fileName.split('.').pop() ?? '').toLowerCase() as MaterialExtension;
  const fileType = MATERIAL_TYPE_BY_EXTENSION[ext];
  if (!fileType) throw new Error(`createMaterial: not a material type: ${spec.fileName}`);
  const staged = await storage.put(Readable.from([spec.bytes]));
  const storageKey = `materials/${randomUUID()}.${ext}`;
  try {
    const [row] = await db
      .insert(materials)
      .values({
        title: spec.title ?? spec.fileName,
        lessonId: spec.lessonId,
        fileType,
        fileExt: ext,
        fileSize: staged.size,
        originalName: spec.fileName,
        storageKey,
        status: 'ready',
        orderNum: spec.orderNum ?? 0,
        uploadedBy: spec.uploadedBy ?? null,
        readyAt: new Date(),
        ...publicationOf(spec),
      })
      .returning();
    if (!row) throw new Error('createMaterial returned nothing');
    await staged.commit(storageKey);
    return row;
  } catch (error) {
    await staged.discard();
    throw error;
  }
}
