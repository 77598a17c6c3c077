import { count, eq } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, test } from 'vitest';
import { buildTestApp, TEST_ARGON2, type TestApp } from '../../test/app.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { loadConfig } from '../config.js';
import { createUser } from '../db/factories.js';
import { categories, courses, users } from '../db/schema/index.js';
import { createPasswordHasher } from '../modules/auth/passwords.js';
import { seedIfEmpty } from './index.js';

const passwords = createPasswordHasher(TEST_ARGON2);
const configWith = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'test', ...env });

const databases: TestDatabase[] = [];
/** Each case starts from its own empty, migrated database. */
async function emptyDatabase() {
  const database = await createTestDatabase();
  databases.push(database);
  return database.db;
}
afterEach(async () => {
  await Promise.all(databases.splice(0).map((database) => database.drop()));
});

async function counts(db: TestDatabase['db']) {
  const [[u], [c], [k]] = await Promise.all([
    db.select({ n: count() }).from(users),
    db.select({ n: count() }).from(categories),
    db.select({ n: count() }).from(courses),
  ]);
  return { users: u?.n, categories: c?.n, courses: k?.n };
}

describe('seedIfEmpty', () => {
  let h: TestApp | undefined;
  afterAll(async () => {
    await h?.close();
  });

  test('SEED=demo: an admin, a teacher, three students, a term and a course; every login works', async () => {
    h = await buildTestApp();
    const config = configWith({ SEED: 'demo', ADMIN_ID: '42', ADMIN_PASSWORD: 'admin-secret' });
    const logins = await seedIfEmpty(h.db, config, h.app.services.passwords);

    expect(logins.map((l) => l.role)).toEqual(['admin', 'teacher', 'student', 'student', 'student']);
    expect(logins[0]).toMatchObject({ id: 42, password: 'admin-secret' });
    expect(await counts(h.db)).toEqual({ users: 5, categories: 1, courses: 1 });

    const rows = await h.db.select().from(users);
    for (const login of logins) {
      const row = rows.find((r) => r.id === login.id);
      expect(row).toMatchObject({ role: login.role, name: login.name, status: 'active' });
      // The admin chose their password; everyone else has the default id@1 and must change it.
      expect(row?.mustChangePassword).toBe(login.role !== 'admin');
      if (login.role !== 'admin') expect(login.password).toBe(`${login.id}@1`);
      expect(await h.loginAs(login)).toEqual(expect.any(String));
    }

    const teacher = logins.find((l) => l.role === 'teacher')!;
    const [course] = await h.db.select().from(courses);
    expect(course?.teacherId).toBe(teacher.id);
    const [term] = await h.db.select().from(categories).where(eq(categories.id, course!.categoryId));
    expect(term?.name).toEqual(expect.any(String));
  });

  test('a second call does nothing', async () => {
    const db = await emptyDatabase();
    const config = configWith({ SEED: 'demo' });
    expect(await seedIfEmpty(db, config, passwords)).toHaveLength(5);
    const before = await counts(db);
    expect(await seedIfEmpty(db, config, passwords)).toEqual([]);
    expect(await counts(db)).toEqual(before);
  });

  test('a database that already has users is left alone', async () => {
    const db = await emptyDatabase();
    await createUser(db, passwords, { role: 'teacher' });
    expect(await seedIfEmpty(db, configWith({ SEED: 'demo', ADMIN_PASSWORD: 'admin-secret' }), passwords)).toEqual([]);
    expect(await counts(db)).toEqual({ users: 1, categories: 0, courses: 0 });
  });

  test('without ADMIN_PASSWORD the admin gets a random password, printed once and to be changed', async () => {
    const [first, second] = [await emptyDatabase(), await emptyDatabase()];
    const config = configWith({ SEED: 'admin' });
    const [a] = await seedIfEmpty(first, config, passwords);
    const [b] = await seedIfEmpty(second, config, passwords);
    expect(a?.password.length).toBeGreaterThanOrEqual(12);
    expect(a?.password).not.toBe(b?.password);
    expect(a?.password).not.toBe(`${a?.id}@1`);
    const [row] = await first.select().from(users);
    expect(row?.mustChangePassword).toBe(true);
    expect(await passwords.verify(row!.passwordHash, a!.password)).toBe(true);
  });

  test('SEED=admin: only the first admin (ADMIN_ID), nothing else', async () => {
    const db = await emptyDatabase();
    const logins = await seedIfEmpty(db, configWith({ SEED: 'admin', ADMIN_ID: '777', ADMIN_PASSWORD: 'admin-secret' }), passwords);
    expect(logins).toEqual([{ role: 'admin', id: 777, name: expect.any(String), password: 'admin-secret' }]);
    expect(await counts(db)).toEqual({ users: 1, categories: 0, courses: 0 });
    const [row] = await db.select().from(users);
    expect(row).toMatchObject({ id: 777, role: 'admin', status: 'active', mustChangePassword: false });
    expect(await passwords.verify(row!.passwordHash, 'admin-secret')).toBe(true);
  });

  test('SEED=none: nothing at all', async () => {
    const db = await emptyDatabase();
    expect(await seedIfEmpty(db, configWith({ SEED: 'none' }), passwords)).toEqual([]);
    expect(await counts(db)).toEqual({ users: 0, categories: 0, courses: 0 });
  });

  test('SEED=none with ADMIN_PASSWORD: only the admin', async () => {
    const db = await emptyDatabase();
    const logins = await seedIfEmpty(db, configWith({ SEED: 'none', ADMIN_PASSWORD: 'admin-secret' }), passwords);
    expect(logins).toEqual([{ role: 'admin', id: 1, name: expect.any(String), password: 'admin-secret' }]);
    expect(await counts(db)).toEqual({ users: 1, categories: 0, courses: 0 });
  });
});
