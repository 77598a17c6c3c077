import { defaultPasswordFor, type Role } from '@netclass/shared';
import type { PasswordHasher } from '../modules/auth/passwords.js';
import type { DbOrTx } from './client.js';
import { categories, courses, users } from './schema/index.js';

/** One set of factories for tests, the demo seed and e2e set-up. */

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
      passwordHash: await passwords.hash(password),
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
  spec: { categoryId: number; teacherId: number | null; id?: number; name?: string; description?: string },
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
      startDate: start,
      endDate: end,
    })
    .returning();
  if (!row) throw new Error('createCourse returned nothing');
  return row;
}
