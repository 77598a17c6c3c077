import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app.js';
import { createTestDatabase, type TestDatabase } from '../../../test/database.js';
import { filesUnder, SAMPLE_BYTES } from '../../../test/files.js';
import { materials } from '../../db/schema/index.js';

/**
 * What an upload cut off by a killed server leaves (issue 10, item 6): a pending material
 * taken by the dead process and its partial file in storage's `.tmp/`. A new app on the same
 * database and files (the restart) sweeps them at start; an upload running in the live
 * process is never touched.
 */
let database: TestDatabase;
let dataDir: string;
let teacherToken = '';
let lessonId = 0;
const HOUR_MS = 60 * 60 * 1000;

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'netclass-sweep-'));
  const setup = await start();
  const teacher = await setup.createUser({ role: 'teacher' });
  teacherToken = await setup.loginAs(teacher);
  const course = await setup.createCourse({ categoryId: (await setup.createCategory()).id, teacherId: teacher.id });
  lessonId = (await setup.createLesson({ courseId: course.id })).id;
  await setup.close();
});
afterAll(async () => {
  await database?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** An app on the shared database and DATA_DIR; closing it keeps both (the next "process" uses them). */
const start = (env: Record<string, string> = {}) =>
  buildTestApp({
    database: { ...database, drop: async () => undefined },
    env: { DATA_DIR: dataDir, ...env },
    listen: true,
  });
const tmpDir = () => path.join(dataDir, 'files', '.tmp');
const rowOf = async (id: number) => (await database.db.select().from(materials).where(eq(materials.id, id)))[0];
const setRow = (id: number, values: Partial<typeof materials.$inferInsert>) =>
  database.db.update(materials).set(values).where(eq(materials.id, id));

async function createPending(h: TestApp, title: string) {
  const response = await h.app.inject({
    method: 'POST',
    url: '/api/materials',
    headers: h.authHeader(teacherToken),
    payload: { title, lesson_id: lessonId, file_name: `${title}.pdf`, file_size: SAMPLE_BYTES.pdf.length },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ material: { id: number }; uploadUrl: string }>();
}

/** A PUT that has sent its first bytes and waits: `finish()` sends the rest and answers the status. */
function startUpload(h: TestApp, uploadUrl: string) {
  const request = http.request(`${h.url}${uploadUrl}`, {
    method: 'PUT',
    headers: { 'content-length': String(SAMPLE_BYTES.pdf.length) },
    agent: false,
  });
  const status = new Promise<number>((resolve, reject) => {
    request.on('response', (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on('error', reject);
  });
  request.write(SAMPLE_BYTES.pdf.subarray(0, 10));
  return { finish: () => (request.end(SAMPLE_BYTES.pdf.subarray(10)), status) };
}

/** A partial file as a killed upload leaves it. */
function leftoverFile(): string {
  fs.mkdirSync(tmpDir(), { recursive: true });
  const name = randomUUID();
  fs.writeFileSync(path.join(tmpDir(), name), SAMPLE_BYTES.pdf.subarray(0, 10));
  return name;
}

describe('the sweep of uploads that cannot finish', () => {
  test('a restart removes what a killed upload left, and what can no longer start; the rest stays', async () => {
    const previous = await start();
    const ready = await previous.createMaterial({ lessonId, bytes: SAMPLE_BYTES.pdf, fileName: 'ready.pdf' });
    // The previous process was receiving this one when it was killed: taken, a partial file in .tmp.
    const cutOff = (await createPending(previous, 'cut-off')).material.id;
    await setRow(cutOff, { uploadStartedAt: new Date() });
    leftoverFile();
    // Never started, and its URL (valid for an hour) has expired: nobody can upload it any more.
    const expired = (await createPending(previous, 'expired')).material.id;
    await setRow(expired, { createdAt: new Date(Date.now() - 2 * HOUR_MS) });
    // Never started, its URL still valid: the teacher's browser may still send it.
    const waiting = await createPending(previous, 'waiting');
    await previous.close();

    const current = await start(); // the sweep runs before the app is ready
    try {
      expect(filesUnder(tmpDir())).toEqual([]);
      expect(await rowOf(cutOff)).toBeUndefined();
      expect(await rowOf(expired)).toBeUndefined();
      expect(await rowOf(waiting.material.id)).toMatchObject({ status: 'pending', uploadStartedAt: null });
      expect(await rowOf(ready.id)).toMatchObject({ status: 'ready' });
      expect(await current.app.services.storage.stat(ready.storageKey)).toEqual({ size: SAMPLE_BYTES.pdf.length });

      // The URL that was still valid works after the restart.
      const upload = startUpload(current, waiting.uploadUrl);
      expect(await upload.finish()).toBe(200);
      expect(await rowOf(waiting.material.id)).toMatchObject({ status: 'ready' });
    } finally {
      await current.close();
    }
  });

  test('an upload running in the live process is not touched; one taken by a process that is gone is', async () => {
    const current = await start();
    try {
      const running = await createPending(current, 'running');
      const upload = startUpload(current, running.uploadUrl);
      await vi.waitFor(() => expect(filesUnder(tmpDir())).toHaveLength(1));
      expect((await rowOf(running.material.id))?.uploadStartedAt).not.toBeNull();
      const orphan = (await createPending(current, 'orphan')).material.id;
      await setRow(orphan, { uploadStartedAt: new Date() });
      const leftover = leftoverFile();

      expect(await current.app.services.uploads.sweep()).toEqual({ materials: 1, files: 1 });
      expect(await rowOf(orphan)).toBeUndefined();
      expect(filesUnder(tmpDir())).not.toContain(leftover);
      expect(filesUnder(tmpDir())).toHaveLength(1);
      expect(await rowOf(running.material.id)).toMatchObject({ status: 'pending' });

      expect(await upload.finish()).toBe(200);
      expect(await rowOf(running.material.id)).toMatchObject({ status: 'ready' });
      expect(filesUnder(tmpDir())).toEqual([]);
    } finally {
      await current.close();
    }
  });

  test('sharing the database (DATABASE_URL), an upload another instance took is removed only once that instance has stopped marking it alive', async () => {
    const current = await start({ DATABASE_URL: database.url });
    try {
      const running = await createPending(current, 'running-here');
      const upload = startUpload(current, running.uploadUrl);
      await vi.waitFor(() => expect(filesUnder(tmpDir())).toHaveLength(1));
      await setRow(running.material.id, { uploadStartedAt: new Date(Date.now() - 2 * HOUR_MS) });
      const elsewhere = (await createPending(current, 'elsewhere')).material.id;
      await setRow(elsewhere, { uploadStartedAt: new Date(Date.now() - HOUR_MS) });
      const silent = (await createPending(current, 'silent')).material.id;
      await setRow(silent, { uploadStartedAt: new Date(Date.now() - 4 * HOUR_MS) });

      expect(await current.app.services.uploads.sweep()).toEqual({ materials: 1, files: 0 });
      expect(await rowOf(silent)).toBeUndefined();
      expect(await rowOf(elsewhere)).toMatchObject({ status: 'pending' });
      // Marked alive for the other instances' sweeps.
      expect((await rowOf(running.material.id))?.uploadStartedAt?.getTime()).toBeGreaterThan(Date.now() - HOUR_MS);
      expect(await upload.finish()).toBe(200);
    } finally {
      await current.close();
    }
  });
});
