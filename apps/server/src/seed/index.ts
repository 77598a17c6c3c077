import { randomBytes } from 'node:crypto';
import { count } from 'drizzle-orm';
import { defaultPasswordFor } from '@netclass/shared';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { createCategory, createUser } from './factories.js';
import { users } from '../db/schema/index.js';
import type { PasswordHasher } from '../modules/auth/passwords.js';
import type { FileStorage } from '../storage/file-storage.js';
import { seedDemoCourses } from './demo-content.js';

export interface SeededLogin {
  role: string;
  id: number;
  name: string;
  password: string;
}

const DEMO_TEACHER = { id: 1001, name: 'Trần Minh Quân' };
const DEMO_STUDENTS = [
  { id: 20210001, name: 'Nguyễn Thị Lan' },
  { id: 20210002, name: 'Lê Văn Hùng' },
  { id: 20210003, name: 'Phạm Thu Hà' },
];

/**
 * Seeds an empty database once: the first admin (ADMIN_ID / ADMIN_PASSWORD, or a random
 * password), and with SEED=demo a teacher, students, a term, two courses with lessons and
 * sample files. Returns the logins to print, or nothing when the database already had users.
 */
export async function seedIfEmpty(
  db: Db,
  config: Config,
  { passwords, storage }: { passwords: PasswordHasher; storage: FileStorage },
): Promise<SeededLogin[]> {
  const [existing] = await db.select({ n: count() }).from(users);
  if ((existing?.n ?? 0) > 0) return [];
  if (config.seed === 'none' && !config.admin.password) return [];

  const written: string[] = [];
  return db
    .transaction(async (tx) => {
      const adminPassword = config.admin.password ?? randomBytes(9).toString('base64url');
      const admin = await createUser(tx, passwords, {
        id: config.admin.id,
        name: 'Quản trị viên',
        role: 'admin',
        password: adminPassword,
        mustChangePassword: !config.admin.password,
      });
      const logins: SeededLogin[] = [{ role: 'admin', id: admin.id, name: admin.name, password: adminPassword }];
      if (config.seed !== 'demo') return logins;

      const teacher = await createUser(tx, passwords, {
        ...DEMO_TEACHER,
        role: 'teacher',
        email: 'quan.tm@example.edu.vn',
      });
      logins.push({ role: 'teacher', id: teacher.id, name: teacher.name, password: defaultPasswordFor(teacher.id) });
      for (const student of DEMO_STUDENTS) {
        await createUser(tx, passwords, { ...student, role: 'student' });
        logins.push({ role: 'student', ...student, password: defaultPasswordFor(student.id) });
      }
      const term = await createCategory(tx, {
        name: 'Học kỳ 1 năm học 2026-2027',
        description: 'Mạng máy tính và truyền số liệu',
      });
      await seedDemoCourses(tx, storage, teacher.id, term.id, written);
      return logins;
    })
    .catch(async (error: unknown) => {
      await Promise.all(written.map((key) => storage.delete(key)));
      throw error;
    });
}
