import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pino from 'pino';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { adminQuery, databaseUrl, dropDatabase, quoteIdent } from '../../test/database.js';
import { connect, migrationsFolder, type Database } from './client.js';

/**
 * Migration 0011 (decision 015) on a database that already holds content: what existed was
 * visible to everyone and stays published (from its creation); rows made afterwards start as
 * drafts. Run on an empty database migrated up to 0010 first, from a copy of the folder whose
 * journal stops there.
 */
const { serverUrl, prefix } = inject('testDatabase');
const name = `${prefix}mig0011_${process.pid}`;
let database: Database;
let before0011: string;

beforeAll(async () => {
  await adminQuery(serverUrl, `create database ${quoteIdent(name)}`);
  database = connect(databaseUrl(serverUrl, name), pino({ level: 'silent' }), { connections: 2 });
  before0011 = fs.mkdtempSync(path.join(os.tmpdir(), 'netclass-migrations-'));
  fs.cpSync(migrationsFolder, before0011, { recursive: true });
  const journalFile = path.join(before0011, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  journal.entries = journal.entries.filter((entry) => entry.tag < '0011');
  fs.writeFileSync(journalFile, JSON.stringify(journal));
});
afterAll(async () => {
  await database?.close();
  await dropDatabase(serverUrl, name);
  fs.rmSync(before0011, { recursive: true, force: true });
});

test('content that existed is published from its creation; new content starts as a draft', async () => {
  await migrate(database.db, { migrationsFolder: before0011 });
  const q = (text: string) => database.pool.query(text);
  await q(`insert into users (id, name, username, role, password_hash) values (7, 'Giảng viên', '7', 'teacher', 'x')`);
  await q(`insert into categories (name) values ('Học kỳ')`);
  await q(`insert into courses (id, name, teacher_id, category_id, start_date, end_date, created_at)
    select 101, 'Mạng máy tính', 7, id, now(), now(), '2025-01-02T03:04:05Z' from categories`);
  await q(
    `insert into lessons (title, content, course_id, order_num, created_at) values ('OSI', 'Nội dung', 101, 1, '2025-02-03T04:05:06Z')`,
  );
  await q(`insert into materials (title, lesson_id, file_type, file_ext, file_size, original_name, storage_key, status)
    select 'Slide', id, 'pdf', 'pdf', 1, 'a.pdf', 'materials/a.pdf', 'ready' from lessons`);

  await migrate(database.db, { migrationsFolder });
  const states = await q(`select 'course' as kind, publication, publish_at = created_at as since_creation from courses
    union all select 'lesson', publication, publish_at = created_at from lessons
    union all select 'material', publication, publish_at = created_at from materials order by 1`);
  expect(states.rows).toEqual([
    { kind: 'course', publication: 'published', since_creation: true },
    { kind: 'lesson', publication: 'published', since_creation: true },
    { kind: 'material', publication: 'published', since_creation: true },
  ]);

  await q(`insert into lessons (title, content, course_id, order_num) values ('Mới', 'Nội dung', 101, 2)`);
  expect((await q(`select publication, publish_at from lessons where title = 'Mới'`)).rows).toEqual([
    { publication: 'draft', publish_at: null },
  ]);
});
