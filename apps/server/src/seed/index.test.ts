import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, test } from 'vitest';
import { buildTestApp, TEST_ARGON2, type TestApp } from '../../test/app.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { loadConfig } from '../config.js';
import { createUser } from './factories.js';
import { filesUnder } from '../../test/files.js';
import { categories, courses, lessons, materials, users } from '../db/schema/index.js';
import { matchesExtension } from '../lib/file-signatures.js';
import { createPasswordHasher } from '../modules/auth/passwords.js';
import { LocalDiskStorage } from '../storage/local-disk.js';
import { SignedLinks } from '../storage/signed-links.js';
import { seedIfEmpty } from './index.js';

const passwords = createPasswordHasher(TEST_ARGON2);
const filesRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'netclass-seed-files-'));
const deps = { passwords, storage: new LocalDiskStorage(filesRoot, new SignedLinks(new Uint8Array(32)), 60_000) };
afterAll(() => fs.rmSync(filesRoot, { recursive: true, force: true }));
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

  test('SEED=demo: an admin, a teacher, three students, a term and two courses; every login works', async () => {
    h = await buildTestApp();
    const config = configWith({ SEED: 'demo', ADMIN_ID: '42', ADMIN_PASSWORD: 'admin-secret' });
    const logins = await seedIfEmpty(h.db, config, h.app.services);

    expect(logins.map((l) => l.role)).toEqual(['admin', 'teacher', 'student', 'student', 'student']);
    expect(logins[0]).toMatchObject({ id: 42, password: 'admin-secret' });
    expect(await counts(h.db)).toEqual({ users: 5, categories: 1, courses: 2 });

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
    const courseRows = await h.db.select().from(courses);
    expect(courseRows.map((c) => [c.id, c.name, c.teacherId])).toEqual([
      [101, 'Mạng máy tính', teacher.id],
      [102, 'Truyền số liệu', teacher.id],
    ]);
    const [term] = await h.db.select().from(categories).where(eq(categories.id, courseRows[0]!.categoryId));
    expect(term?.name).toEqual(expect.any(String));
  });

  test('SEED=demo: lessons with Vietnamese content and ready sample files of every kind, each stored whole and with the right signature', async () => {
    const app = await buildTestApp();
    try {
      await seedIfEmpty(app.db, configWith({ SEED: 'demo', ADMIN_PASSWORD: 'admin-secret' }), app.app.services);
      const lessonRows = await app.db.select().from(lessons);
      expect(lessonRows.length).toBeGreaterThanOrEqual(6);
      expect(lessonRows.map((l) => l.title)).toEqual(
        expect.arrayContaining([
          'Mô hình OSI và TCP/IP',
          'Địa chỉ IPv4 và chia mạng con',
          'Định tuyến tĩnh và định tuyến động',
          'Chuyển mạch và VLAN',
        ]),
      );
      for (const lesson of lessonRows) expect(lesson.content.length).toBeGreaterThan(200);

      const materialRows = await app.db.select().from(materials);
      expect(new Set(materialRows.map((m) => m.fileExt))).toEqual(new Set(['pdf', 'mp4', 'docx', 'pkt', 'pka']));
      for (const material of materialRows) {
        expect(material.status).toBe('ready');
        const stored = await app.app.services.storage.open(material.storageKey);
        const bytes = Buffer.concat(await stored!.toArray());
        expect(bytes.length).toBe(material.fileSize);
        expect(matchesExtension(material.fileExt, bytes.subarray(0, 16)), material.originalName).toBe(true);
      }

      // The demo teacher's printed login works through the first password change, then sees them through the API, and each opens.
      const token = await app.loginAs({ id: 1001, password: '1001@1' });
      const materialsUrl = `/api/materials?lesson_id=${materialRows[0]!.lessonId}`;
      expect((await app.app.inject({ url: materialsUrl, headers: app.authHeader(token) })).statusCode).toBe(403);
      const change = { currentPassword: '1001@1', newPassword: 'giao-vien-1001', confirmPassword: 'giao-vien-1001' };
      expect(
        (
          await app.app.inject({
            method: 'PUT',
            url: '/api/user/profile',
            headers: app.authHeader(token),
            payload: change,
          })
        ).statusCode,
      ).toBe(200);
      const list = await app.app.inject({ url: materialsUrl, headers: app.authHeader(token) });
      const [first] = list.json().materials;
      expect((await app.app.inject({ url: first.url })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  test('a failed seed removes the files it had stored', async () => {
    const db = await emptyDatabase();
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'netclass-seed-fail-'));
    const storage = new LocalDiskStorage(root, new SignedLinks(new Uint8Array(32)), 60_000);
    // Course id 102 already taken: the seed fails after the first course's files were stored.
    await db.insert(categories).values({ name: 'x' });
    const [category] = await db.select().from(categories);
    await db
      .insert(courses)
      .values({ id: 102, name: 'x', categoryId: category!.id, startDate: new Date(), endDate: new Date() });
    await expect(seedIfEmpty(db, configWith({ SEED: 'demo' }), { passwords, storage })).rejects.toThrow();
    expect(filesUnder(root)).toEqual([]);
    fs.rmSync(root, { recursive: true, force: true });
  });

  test('a second call does nothing', async () => {
    const db = await emptyDatabase();
    const config = configWith({ SEED: 'demo' });
    expect(await seedIfEmpty(db, config, deps)).toHaveLength(5);
    const before = await counts(db);
    expect(await seedIfEmpty(db, config, deps)).toEqual([]);
    expect(await counts(db)).toEqual(before);
  });

  test('a database that already has users is left alone', async () => {
    const db = await emptyDatabase();
    await createUser(db, passwords, { role: 'teacher' });
    expect(await seedIfEmpty(db, configWith({ SEED: 'demo', ADMIN_PASSWORD: 'admin-secret' }), deps)).toEqual([]);
    expect(await counts(db)).toEqual({ users: 1, categories: 0, courses: 0 });
  });

  test('without ADMIN_PASSWORD the admin gets a random password, printed once and to be changed', async () => {
    const [first, second] = [await emptyDatabase(), await emptyDatabase()];
    const config = configWith({ SEED: 'admin' });
    const [a] = await seedIfEmpty(first, config, deps);
    const [b] = await seedIfEmpty(second, config, deps);
    expect(a?.password.length).toBeGreaterThanOrEqual(12);
    expect(a?.password).not.toBe(b?.password);
    expect(a?.password).not.toBe(`${a?.id}@1`);
    const [row] = await first.select().from(users);
    expect(row?.mustChangePassword).toBe(true);
    expect(await passwords.verify(row!.passwordHash, a!.password)).toBe(true);
  });

  test('SEED=admin: only the first admin (ADMIN_ID), nothing else', async () => {
    const db = await emptyDatabase();
    const logins = await seedIfEmpty(
      db,
      configWith({ SEED: 'admin', ADMIN_ID: '777', ADMIN_PASSWORD: 'admin-secret' }),
      deps,
    );
    expect(logins).toEqual([{ role: 'admin', id: 777, name: expect.any(String), password: 'admin-secret' }]);
    expect(await counts(db)).toEqual({ users: 1, categories: 0, courses: 0 });
    const [row] = await db.select().from(users);
    expect(row).toMatchObject({ id: 777, role: 'admin', status: 'active', mustChangePassword: false });
    expect(await passwords.verify(row!.passwordHash, 'admin-secret')).toBe(true);
  });

  test('SEED=none: nothing at all', async () => {
    const db = await emptyDatabase();
    expect(await seedIfEmpty(db, configWith({ SEED: 'none' }), deps)).toEqual([]);
    expect(await counts(db)).toEqual({ users: 0, categories: 0, courses: 0 });
  });

  test('SEED=none with ADMIN_PASSWORD: only the admin', async () => {
    const db = await emptyDatabase();
    const logins = await seedIfEmpty(db, configWith({ SEED: 'none', ADMIN_PASSWORD: 'admin-secret' }), deps);
    expect(logins).toEqual([{ role: 'admin', id: 1, name: expect.any(String), password: 'admin-secret' }]);
    expect(await counts(db)).toEqual({ users: 1, categories: 0, courses: 0 });
  });
});
