import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { PUBLICATION_MESSAGES as M, renderMessage } from '@netclass/shared';
import { buildTestApp, type TestApp, type TestUser } from '../../../test/app.js';
import { SAMPLE_BYTES } from '../../../test/files.js';
import { courses, lessons, materials } from '../../db/schema/index.js';

let h: TestApp;
let teacher: TestUser;
let categoryId = 0;
let courseId = 0;
const tokens = { admin: '', teacher: '', otherTeacher: '', student: '' };

beforeAll(async () => {
  h = await buildTestApp();
  teacher = await h.createUser({ role: 'teacher' });
  tokens.admin = await h.loginAs(await h.createUser({ role: 'admin' }));
  tokens.teacher = await h.loginAs(teacher);
  tokens.otherTeacher = await h.loginAs(await h.createUser({ role: 'teacher' }));
  tokens.student = await h.loginAs(await h.createUser({ role: 'student' }));
  categoryId = (await h.createCategory()).id;
  courseId = (await h.createCourse({ categoryId, teacherId: teacher.id })).id;
});
afterAll(async () => {
  await h?.close();
});

const put = (url: string, token: string | undefined, payload?: object) =>
  h.app.inject({ method: 'PUT', url, headers: token ? h.authHeader(token) : {}, ...(payload ? { payload } : {}) });
const inOneHour = () => new Date(Date.now() + 60 * 60 * 1000).toISOString();

/** A draft of each kind, in a published parent (a material's lesson must be published). */
const drafts = {
  course: async () => (await h.createCourse({ categoryId, teacherId: teacher.id, publication: 'draft' })).id,
  lesson: async () => (await h.createLesson({ courseId, publication: 'draft' })).id,
  material: async () => {
    const lessonId = (await h.createLesson({ courseId })).id;
    return (await h.createMaterial({ lessonId, bytes: SAMPLE_BYTES.pdf, fileName: 'a.pdf', publication: 'draft' })).id;
  },
};
const TABLES = { course: courses, lesson: lessons, material: materials } as const;
const stateOf = async (kind: keyof typeof drafts, id: number) => {
  const table = TABLES[kind];
  const [row] = await h.db
    .select({ publication: table.publication, publishAt: table.publishAt })
    .from(table)
    .where(eq(table.id, id));
  return row;
};
const jobsFor = async (kind: string, id: number) =>
  (
    await h.database.pool.query<{ run_at: Date }>('select run_at from graphile_worker.jobs where key = $1', [
      `publish:${kind}:${id}`,
    ])
  ).rows;

describe.each(['course', 'lesson', 'material'] as const)('PUT /api/%ss/:id/publication', (kind) => {
  const url = (id: number) => `/api/${kind}s/${id}/publication`;

  test('publish now: 200, published from now on, no job left', async () => {
    const id = await drafts[kind]();
    const response = await put(url(id), tokens.teacher, { state: 'published' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      publication: 'published',
      publish_at: expect.any(String),
      message: renderMessage(M.published),
    });
    expect(await stateOf(kind, id)).toEqual({ publication: 'published', publishAt: expect.any(Date) });
    expect(await jobsFor(kind, id)).toEqual([]);
  });

  test('schedule (Vietnam time without an offset), reschedule (one job), then back to draft (no job)', async () => {
    const id = await drafts[kind]();
    const first = await put(url(id), tokens.teacher, { state: 'scheduled', publish_at: '2099-01-02T08:30' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({
      publication: 'scheduled',
      publish_at: '2099-01-02T01:30:00.000Z',
      message: renderMessage(M.scheduled),
    });
    const later = inOneHour();
    expect((await put(url(id), tokens.admin, { state: 'scheduled', publish_at: later })).statusCode).toBe(200);
    expect((await jobsFor(kind, id)).map((job) => job.run_at.toISOString())).toEqual([later]);
    expect(await stateOf(kind, id)).toEqual({ publication: 'scheduled', publishAt: new Date(later) });
    const back = await put(url(id), tokens.teacher, { state: 'draft' });
    expect(back.json()).toEqual({ publication: 'draft', publish_at: null, message: renderMessage(M.draft) });
    expect(await jobsFor(kind, id)).toEqual([]);
    expect(await stateOf(kind, id)).toEqual({ publication: 'draft', publishAt: null });
  });

  test('published is for good: 409 ALREADY_PUBLISHED for any change', async () => {
    const id = await drafts[kind]();
    await put(url(id), tokens.teacher, { state: 'published' });
    for (const body of [{ state: 'draft' }, { state: 'scheduled', publish_at: inOneHour() }, { state: 'published' }]) {
      const response = await put(url(id), tokens.teacher, body);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ message: renderMessage(M.alreadyPublished), code: 'ALREADY_PUBLISHED' });
    }
  });

  test('no session: 401; a student or a teacher of another course: 403; nothing changes', async () => {
    const id = await drafts[kind]();
    expect((await put(url(id), undefined, { state: 'published' })).statusCode).toBe(401);
    expect((await put(url(id), tokens.student, { state: 'published' })).statusCode).toBe(403);
    expect((await put(url(id), tokens.otherTeacher, { state: 'published' })).statusCode).toBe(403);
    expect(await stateOf(kind, id)).toEqual({ publication: 'draft', publishAt: null });
  });

  test('an unknown id: 404', async () => {
    expect((await put(url(2_000_000_000), tokens.admin, { state: 'published' })).statusCode).toBe(404);
  });

  test.each([
    ['a bad id', 'abc', { state: 'published' }, 'ID phải là số nguyên dương.', 'id'],
    ['no state', undefined, {}, renderMessage(M.stateInvalid), 'state'],
    ['an unknown state', undefined, { state: 'hidden' }, renderMessage(M.stateInvalid), 'state'],
    ['scheduled without a time', undefined, { state: 'scheduled' }, renderMessage(M.publishAtRequired), 'publish_at'],
    [
      'scheduled with a blank time',
      undefined,
      { state: 'scheduled', publish_at: '' },
      renderMessage(M.publishAtRequired),
      'publish_at',
    ],
    [
      'a time that is not one',
      undefined,
      { state: 'scheduled', publish_at: 'tomorrow' },
      renderMessage(M.publishAtInvalid),
      'publish_at',
    ],
    [
      'a time in the past',
      undefined,
      { state: 'scheduled', publish_at: '2020-01-01T08:00' },
      renderMessage(M.publishAtPast),
      'publish_at',
    ],
  ])('%s: 400', async (_case, badId, body, message, field) => {
    const id = await drafts[kind]();
    const response = await put(`/api/${kind}s/${badId ?? id}/publication`, tokens.teacher, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, code: 'VALIDATION', field });
    expect(await stateOf(kind, id)).toEqual({ publication: 'draft', publishAt: null });
  });
});

describe('children', () => {
  test("a lesson's draft materials are published with it, not one scheduled later", async () => {
    const lessonId = (await h.createLesson({ courseId, publication: 'draft' })).id;
    const draft = await h.createMaterial({
      lessonId,
      bytes: SAMPLE_BYTES.pdf,
      fileName: 'a.pdf',
      publication: 'draft',
    });
    const later = await h.createMaterial({
      lessonId,
      bytes: SAMPLE_BYTES.pdf,
      fileName: 'b.pdf',
      publication: 'scheduled',
      publishAt: new Date(Date.now() + 3_600_000),
    });
    expect((await put(`/api/lessons/${lessonId}/publication`, tokens.teacher, { state: 'published' })).statusCode).toBe(
      200,
    );
    expect((await stateOf('material', draft.id))?.publication).toBe('published');
    expect((await stateOf('material', later.id))?.publication).toBe('scheduled');
  });

  test('a material of a lesson not yet published: 409 LESSON_NOT_PUBLISHED (it follows the lesson); back to draft is allowed', async () => {
    const lessonId = (await h.createLesson({ courseId, publication: 'draft' })).id;
    const material = await h.createMaterial({
      lessonId,
      bytes: SAMPLE_BYTES.pdf,
      fileName: 'a.pdf',
      publication: 'draft',
    });
    for (const body of [{ state: 'published' }, { state: 'scheduled', publish_at: inOneHour() }]) {
      const response = await put(`/api/materials/${material.id}/publication`, tokens.teacher, body);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        message: renderMessage(M.lessonNotPublished),
        code: 'LESSON_NOT_PUBLISHED',
      });
    }
    expect(
      (await put(`/api/materials/${material.id}/publication`, tokens.teacher, { state: 'draft' })).statusCode,
    ).toBe(200);
  });

  test('a lesson published in a draft course is still hidden from students until the course is', async () => {
    const draftCourse = await h.createCourse({ categoryId, teacherId: teacher.id, publication: 'draft' });
    const lessonId = (await h.createLesson({ courseId: draftCourse.id, publication: 'draft' })).id;
    expect((await put(`/api/lessons/${lessonId}/publication`, tokens.teacher, { state: 'published' })).statusCode).toBe(
      200,
    );
    const details = () =>
      h.app.inject({ url: `/api/lessons/details/${lessonId}`, headers: h.authHeader(tokens.student) });
    expect((await details()).statusCode).toBe(404);
    expect(
      (await put(`/api/courses/${draftCourse.id}/publication`, tokens.teacher, { state: 'published' })).statusCode,
    ).toBe(200);
    expect((await details()).statusCode).toBe(200);
  });
});

describe('what students are told', () => {
  test("a course published tells every student once, linking to its term's page", async () => {
    const student = await h.loginAs(await h.createUser({ role: 'student' }));
    const draftCourse = await h.createCourse({
      categoryId,
      teacherId: teacher.id,
      name: 'Truyền số liệu',
      publication: 'draft',
    });
    expect(
      (await put(`/api/courses/${draftCourse.id}/publication`, tokens.teacher, { state: 'published' })).statusCode,
    ).toBe(200);
    const notices = async () =>
      (await h.app.inject({ url: '/api/userannouncements', headers: h.authHeader(student) }))
        .json()
        .notifications.filter((n: { content: string }) => n.content.startsWith('Học phần mới "Truyền số liệu"'));
    await expect.poll(async () => (await notices()).length).toBe(1);
    expect((await notices())[0].link).toBe(`/category/${categoryId}/courses?course=${draftCourse.id}`);
  });
});

describe('GET /api/lessons/:lessonId/preview', () => {
  const preview = (lessonId: number | string, token?: string) =>
    h.app.inject({ url: `/api/lessons/${lessonId}/preview`, headers: token ? h.authHeader(token) : {} });

  const draftAsStudentsTitle =
    'a draft lesson as students will see it: its drafts (they follow it), not what is scheduled later nor an ' +
    'unfinished upload; can_manage false';
  test(draftAsStudentsTitle, async () => {
    const lesson = await h.createLesson({ courseId, publication: 'draft', title: 'Định tuyến' });
    const draft = await h.createMaterial({
      lessonId: lesson.id,
      bytes: SAMPLE_BYTES.pdf,
      fileName: 'a.pdf',
      publication: 'draft',
    });
    await h.createMaterial({
      lessonId: lesson.id,
      bytes: SAMPLE_BYTES.pdf,
      fileName: 'b.pdf',
      publication: 'scheduled',
      publishAt: new Date(Date.now() + 3_600_000),
    });
    await h.db.insert(materials).values({
      title: 'pending',
      lessonId: lesson.id,
      fileType: 'pdf',
      fileExt: 'pdf',
      fileSize: 1,
      originalName: 'p.pdf',
      storageKey: `pending/${lesson.id}.pdf`,
    });
    const response = await preview(lesson.id, tokens.teacher);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.lesson).toMatchObject({ id: lesson.id, title: 'Định tuyến', can_manage: false, material_count: 1 });
    expect(body.materials.map((m: { id: number }) => m.id)).toEqual([draft.id]);
    expect(body.materials[0].url).toMatch(/^\/api\/files\//);
  });

  test('a published lesson: only its published materials', async () => {
    const lesson = await h.createLesson({ courseId });
    const shown = await h.createMaterial({ lessonId: lesson.id, bytes: SAMPLE_BYTES.pdf, fileName: 'a.pdf' });
    await h.createMaterial({ lessonId: lesson.id, bytes: SAMPLE_BYTES.pdf, fileName: 'b.pdf', publication: 'draft' });
    expect((await preview(lesson.id, tokens.admin)).json().materials.map((m: { id: number }) => m.id)).toEqual([
      shown.id,
    ]);
  });

  test('no session: 401; a student or a teacher of another course: 403; a bad id: 400; an unknown one: 404', async () => {
    const lesson = await h.createLesson({ courseId, publication: 'draft' });
    expect((await preview(lesson.id)).statusCode).toBe(401);
    expect((await preview(lesson.id, tokens.student)).statusCode).toBe(403);
    expect((await preview(lesson.id, tokens.otherTeacher)).statusCode).toBe(403);
    const bad = await preview('abc', tokens.teacher);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION');
    expect((await preview(2_000_000_000, tokens.teacher)).statusCode).toBe(404);
  });
});
