import path from 'node:path';
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { SAMPLE_BYTES, filesUnder } from '../../../test/files.js';
import {
  assignmentExtensions,
  assignmentFiles,
  assignments,
  courses,
  grades,
  handIns,
  lessons,
} from '../../db/schema/index.js';
import {
  assignmentFixture,
  call,
  publishedAssignment,
  sendFiles,
  validAssignment,
  type AssignmentFixture,
} from '../assignments/assignments.fixtures.js';

let f: AssignmentFixture;
let termId = 0;
beforeAll(async () => {
  f = await assignmentFixture();
  termId = (await f.h.createCategory({ name: 'Học kỳ 2' })).id;
});
afterAll(async () => {
  await f?.h.close();
});

const DAY = 86_400_000;
const assignmentsOf = (courseId: number) =>
  f.h.db.select().from(assignments).where(eq(assignments.courseId, courseId)).orderBy(asc(assignments.dueAt));
const filesOf = (ids: number[]) =>
  f.h.db
    .select()
    .from(assignmentFiles)
    .where(inArray(assignmentFiles.assignmentId, ids))
    .orderBy(asc(assignmentFiles.id));
const attachmentsStored = () => filesUnder(path.join(f.h.dataDir, 'files', 'assignments'));

describe('a course copy copies its assignments', () => {
  const copiedAsDraftsTitle =
    'as drafts with their instructions, rubric, types, size, points, lesson and files, dates moved with the ' +
    'course; no hand-ins, grades or extensions';
  test(copiedAsDraftsTitle, async () => {
    const [source] = await f.h.db.select().from(courses).where(eq(courses.id, f.courseId));
    const due = new Date(source!.startDate.getTime() + 30 * DAY);
    const lab = await publishedAssignment(f, {
      lesson_id: f.lessonId,
      max_file_mb: 5,
      due_at: due.toISOString(),
      accepts_until: new Date(due.getTime() + 2 * DAY).toISOString(),
    });
    const report = await publishedAssignment(f, {
      title: 'Báo cáo cuối kỳ',
      allowed_types: ['pdf'],
      rubric: null,
      due_at: new Date(due.getTime() + 10 * DAY).toISOString(),
    });
    expect(
      (
        await sendFiles(f.h, `/api/assignments/${lab}/files`, f.tokens.teacher, [
          { name: 'de-bai.pdf', bytes: SAMPLE_BYTES.pdf },
        ])
      ).statusCode,
    ).toBe(201);
    expect(
      (
        await sendFiles(f.h, `/api/assignments/${lab}/hand-ins`, f.tokens.student, [
          { name: 'lab.pkt', bytes: SAMPLE_BYTES.packetTracer },
        ])
      ).statusCode,
    ).toBe(201);
    expect(
      (await call(f.h, 'PUT', `/api/assignments/${lab}/grades/${f.students[0]!.id}`, f.tokens.teacher, { points: 4 }))
        .statusCode,
    ).toBe(200);
    expect((await call(f.h, 'POST', `/api/assignments/${lab}/grades/release`, f.tokens.teacher)).statusCode).toBe(200);
    // An extension is for a student of the class (docs/decisions/037).
    await call(f.h, 'POST', `/api/courses/${f.courseId}/members`, f.tokens.teacher, { user_ids: [f.students[1]!.id] });
    expect(
      (
        await call(f.h, 'PUT', `/api/assignments/${report}/extensions/${f.students[1]!.id}`, f.tokens.teacher, {
          due_at: new Date(due.getTime() + 20 * DAY).toISOString(),
        })
      ).statusCode,
    ).toBe(200);
    const storedBefore = attachmentsStored();

    const copied = await call(f.h, 'POST', `/api/courses/${f.courseId}/copy`, f.tokens.teacher, {
      id: 9100,
      name: 'Mạng máy tính (HK2)',
      category_id: termId,
      start_date: '2027-02-01',
    });
    expect(copied.statusCode, copied.body).toBe(201);
    const [target] = await f.h.db.select().from(courses).where(eq(courses.id, 9100));
    const shift = target!.startDate.getTime() - source!.startDate.getTime();

    const originals = await assignmentsOf(f.courseId);
    const copies = await assignmentsOf(9100);
    expect(copies).toHaveLength(2);
    const [copiedLesson] = await f.h.db.select().from(lessons).where(eq(lessons.courseId, 9100));
    for (const [i, copy] of copies.entries()) {
      const original = originals[i]!;
      expect(copy).toMatchObject({
        title: original.title,
        instructions: original.instructions,
        allowedTypes: original.allowedTypes,
        maxFileBytes: original.maxFileBytes,
        maxPoints: original.maxPoints,
        rubric: original.rubric,
        publication: 'draft',
        publishAt: null,
        gradesReleasedAt: null,
        lessonId: original.lessonId === null ? null : copiedLesson!.id,
      });
      expect(copy.dueAt.getTime()).toBe(original.dueAt.getTime() + shift);
      expect(copy.acceptsUntil?.getTime() ?? null).toBe(
        original.acceptsUntil ? original.acceptsUntil.getTime() + shift : null,
      );
    }
    const copyIds = copies.map((copy) => copy.id);
    const [originalFile] = await filesOf([lab]);
    expect(await filesOf(copyIds)).toEqual([
      expect.objectContaining({
        assignmentId: copies[0]!.id,
        storageKey: originalFile!.storageKey,
        originalName: 'de-bai.pdf',
        fileSize: originalFile!.fileSize,
      }),
    ]);
    expect(attachmentsStored()).toEqual(storedBefore);
    for (const table of [handIns, grades, assignmentExtensions])
      expect(await f.h.db.select().from(table).where(inArray(table.assignmentId, copyIds))).toEqual([]);

    // A draft in a draft course: the students see nothing of it.
    expect((await call(f.h, 'GET', `/api/assignments/${copies[0]!.id}`, f.tokens.student)).statusCode).toBe(404);
  });

  test('the shared attachment stays until the last assignment naming it lets it go', async () => {
    const id = (
      await call(
        f.h,
        'POST',
        `/api/courses/${f.courseId}/assignments`,
        f.tokens.teacher,
        validAssignment({ title: 'Lab 5' }),
      )
    ).json().assignment.id as number;
    const attached = await sendFiles(f.h, `/api/assignments/${id}/files`, f.tokens.teacher, [
      { name: 'so-do.pdf', bytes: SAMPLE_BYTES.pdf },
    ]);
    const fileId = attached.json().file.id as number;
    const [row] = await f.h.db.select().from(assignmentFiles).where(eq(assignmentFiles.id, fileId));
    const key = path.basename(row!.storageKey);
    expect(
      (
        await call(f.h, 'POST', `/api/courses/${f.courseId}/copy`, f.tokens.teacher, {
          id: 9200,
          name: 'Bản sao',
          category_id: termId,
        })
      ).statusCode,
    ).toBe(201);
    const copy = (await assignmentsOf(9200)).find((assignment) => assignment.title === 'Lab 5')!;

    expect((await call(f.h, 'DELETE', `/api/assignments/${id}/files/${fileId}`, f.tokens.teacher)).statusCode).toBe(
      204,
    );
    expect(attachmentsStored()).toContain(key);
    expect((await call(f.h, 'DELETE', `/api/assignments/${copy.id}`, f.tokens.teacher)).statusCode).toBe(200);
    expect(attachmentsStored()).not.toContain(key);
  });
});
