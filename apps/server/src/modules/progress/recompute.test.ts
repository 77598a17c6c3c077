import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, type TestApp, type TestUser } from '../../../test/app.js';
import { SAMPLE_BYTES } from '../../../test/files.js';
import { deleteMaterial, nextDomainEvent, publish, uploadMaterial } from '../../../test/progress.js';
import { lessonProgress, materialCompletions, materials } from '../../db/schema/index.js';
import { lockLessonProgress, recomputeLessonProgress } from './recompute.js';

let h: TestApp;
let teacherToken = '';
let courseId = 0;
const students: { user: TestUser; token: string }[] = [];

beforeAll(async () => {
  h = await buildTestApp();
  const teacher = await h.createUser({ role: 'teacher' });
  teacherToken = await h.loginAs(teacher);
  courseId = (await h.createCourse({ categoryId: (await h.createCategory()).id, teacherId: teacher.id })).id;
  for (let i = 0; i < 3; i++) {
    const user = await h.createUser();
    students.push({ user, token: await h.loginAs(user) });
  }
});
afterAll(async () => {
  await h?.close();
});

async function lessonWith(count: number) {
  const lesson = await h.createLesson({ courseId });
  const ids: number[] = [];
  for (let i = 0; i < count; i++)
    ids.push((await h.createMaterial({ lessonId: lesson.id, bytes: SAMPLE_BYTES.pdf, fileName: `m${i}.pdf` })).id);
  return { lessonId: lesson.id, materialIds: ids };
}
const complete = (who: (typeof students)[number], materialId: number) =>
  h.app.inject({
    method: 'POST',
    url: '/api/material-completion/complete',
    headers: h.authHeader(who.token),
    payload: { student_id: who.user.id, material_id: materialId },
  });
const rowsOf = (lessonId: number) =>
  h.db.select().from(lessonProgress).where(eq(lessonProgress.lessonId, lessonId)).orderBy(lessonProgress.studentId);

describe('recompute after the lesson materials change', () => {
  test('a draft material never counts; publishing it recomputes the lesson as adding one does', async () => {
    const { lessonId, materialIds } = await lessonWith(1);
    const draft = await h.createMaterial({
      lessonId,
      bytes: SAMPLE_BYTES.pdf,
      fileName: 'nhap.pdf',
      publication: 'draft',
    });
    const [a] = students as [(typeof students)[number]];
    expect((await complete(a, materialIds[0]!)).json().progress).toMatchObject({
      progress_percentage: 100,
      is_completed: true,
    });
    expect((await complete(a, draft.id)).statusCode).toBe(404);

    const recomputed = nextDomainEvent(h, 'lessonProgressRecomputed', (event) => event.lessonId === lessonId);
    await publish(h, teacherToken, 'materials', draft.id);
    await recomputed;
    expect((await rowsOf(lessonId)).map((row) => [row.studentId, row.progressPercentage, row.isCompleted])).toEqual([
      [a.user.id, 50, false],
    ]);
  });

  test('a material added after completion drops the lesson below 100 and clears completed_at, for every student', async () => {
    const { lessonId, materialIds } = await lessonWith(2);
    const [a, b, c] = students as [(typeof students)[number], (typeof students)[number], (typeof students)[number]];
    for (const id of materialIds) await complete(a, id);
    await complete(b, materialIds[0]!);
    expect(
      (await rowsOf(lessonId)).map((row) => [row.progressPercentage, row.isCompleted, row.completedAt !== null]),
    ).toEqual([
      [100, true, true],
      [50, false, false],
    ]);

    const added = await uploadMaterial(h, teacherToken, lessonId);
    const after = await rowsOf(lessonId);
    expect(after.map((row) => [row.studentId, row.progressPercentage, row.isCompleted, row.completedAt])).toEqual([
      [a.user.id, 67, false, null],
      [b.user.id, 33, false, null],
    ]);
    // Students who never started stay without a row (zero state).
    expect(after.some((row) => row.studentId === c.user.id)).toBe(false);

    // Completing the new one brings back 100 with a new completed_at.
    expect((await complete(a, added)).json().progress).toMatchObject({
      progress_percentage: 100,
      is_completed: true,
      completed_at: expect.any(String),
    });
  });

  test('a material deleted recomputes (its completions go by cascade); none left is 0', async () => {
    const { lessonId, materialIds } = await lessonWith(3);
    const [a, b] = students as [(typeof students)[number], (typeof students)[number]];
    await complete(a, materialIds[0]!);
    await complete(a, materialIds[1]!);
    await complete(b, materialIds[2]!);

    await deleteMaterial(h, teacherToken, materialIds[2]!, lessonId);
    expect(
      (await rowsOf(lessonId)).map((row) => [row.progressPercentage, row.isCompleted, row.completedAt !== null]),
    ).toEqual([
      [100, true, true],
      [0, false, false],
    ]);
    expect(
      await h.db.select().from(materialCompletions).where(eq(materialCompletions.materialId, materialIds[2]!)),
    ).toEqual([]);

    await deleteMaterial(h, teacherToken, materialIds[0]!, lessonId);
    expect((await rowsOf(lessonId)).map((row) => row.progressPercentage)).toEqual([100, 0]);
    await deleteMaterial(h, teacherToken, materialIds[1]!, lessonId);
    expect((await rowsOf(lessonId)).map((row) => [row.progressPercentage, row.isCompleted, row.completedAt])).toEqual([
      [0, false, null],
      [0, false, null],
    ]);
  });

  test('a pending material (upload not finished) changes nothing', async () => {
    const { lessonId, materialIds } = await lessonWith(1);
    const [a] = students as [(typeof students)[number]];
    await complete(a, materialIds[0]!);
    const created = await h.app.inject({
      method: 'POST',
      url: '/api/materials',
      headers: h.authHeader(teacherToken),
      payload: { title: 'Chưa xong', lesson_id: lessonId, file_name: 'x.pdf', file_size: 100 },
    });
    expect(created.statusCode).toBe(201);
    expect((await rowsOf(lessonId)).map((row) => row.progressPercentage)).toEqual([100]);
  });
});

describe('locking', () => {
  test("a completion waits for the same student's uncommitted one in the lesson and counts it", async () => {
    const { lessonId, materialIds } = await lessonWith(2);
    const [a] = students as [(typeof students)[number]];
    let second: ReturnType<typeof complete> | undefined;
    await h.db.transaction(async (tx) => {
      await lockLessonProgress(tx, lessonId, a.user.id);
      await tx.insert(materialCompletions).values({ studentId: a.user.id, materialId: materialIds[0]! });
      expect((await recomputeLessonProgress(tx, lessonId, a.user.id)).map((change) => change.created)).toEqual([true]);
      second = complete(a, materialIds[1]!);
      await sleep(200);
    });
    expect((await second!).json().progress).toMatchObject({ progress_percentage: 100, is_completed: true });
  });

  test('rounding never claims 100 or 0 by itself', async () => {
    const lessonId = (await h.createLesson({ courseId })).id;
    const inserted = await h.db
      .insert(materials)
      .values(
        Array.from({ length: 201 }, (_, i) => ({
          title: `m${i}`,
          lessonId,
          fileType: 'pdf' as const,
          fileExt: 'pdf',
          fileSize: 1,
          originalName: 'm.pdf',
          storageKey: `bulk/${lessonId}/${i}.pdf`,
          status: 'ready' as const,
          publication: 'published' as const,
        })),
      )
      .returning({ id: materials.id });
    const materialIds = inserted.map((row) => row.id);
    const [a] = students as [(typeof students)[number]];
    expect((await complete(a, materialIds[0]!)).json().progress.progress_percentage).toBe(1);
    await h.db
      .insert(materialCompletions)
      .values(materialIds.slice(1, 200).map((materialId) => ({ studentId: a.user.id, materialId })));
    const synced = await h.app.inject({
      method: 'PUT',
      url: `/api/lesson-progress/${a.user.id}/${lessonId}`,
      headers: h.authHeader(a.token),
      payload: {},
    });
    expect(synced.json()).toMatchObject({ progress_percentage: 99, is_completed: false });
  });
});
