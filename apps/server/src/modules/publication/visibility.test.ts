import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, type TestApp, type TestUser } from '../../../test/app.js';
import { SAMPLE_BYTES } from '../../../test/files.js';
import { connectSocket, nextEvent, type ClientSocket } from '../../../test/socket.js';

/**
 * Drafts are invisible to students, and to teachers of other courses, through every read
 * path (decision 015); the course's teacher sees them. One term holds:
 * - `open`, published: lesson `shown` (material `m1` published, `m2` a draft), lesson `hidden`
 *   (a draft, with a draft material `m3`), lesson `later` (scheduled);
 * - `closed`, a draft course: a published lesson `inside` with a published material `m4`.
 * Every title has the word "Zeta" in it, for search.
 */
let h: TestApp;
let teacher: TestUser;
let student: TestUser;
const tokens = { teacher: '', otherTeacher: '', student: '' };
const ids = { category: 0, open: 0, closed: 0, shown: 0, hidden: 0, later: 0, inside: 0, m1: 0, m2: 0, m3: 0, m4: 0 };
const sockets: ClientSocket[] = [];

beforeAll(async () => {
  h = await buildTestApp({ listen: true });
  teacher = await h.createUser({ role: 'teacher' });
  student = await h.createUser({ role: 'student' });
  tokens.teacher = await h.loginAs(teacher);
  tokens.otherTeacher = await h.loginAs(await h.createUser({ role: 'teacher' }));
  tokens.student = await h.loginAs(student);
  ids.category = (await h.createCategory({ name: 'Học kỳ Zeta' })).id;
  ids.open = (await h.createCourse({ categoryId: ids.category, teacherId: teacher.id, name: 'Khoá Zeta mở' })).id;
  ids.closed = (
    await h.createCourse({
      categoryId: ids.category,
      teacherId: teacher.id,
      name: 'Khoá Zeta nháp',
      publication: 'draft',
    })
  ).id;
  ids.shown = (await h.createLesson({ courseId: ids.open, title: 'Bài Zeta một', orderNum: 1 })).id;
  ids.hidden = (
    await h.createLesson({ courseId: ids.open, title: 'Bài Zeta nháp', orderNum: 2, publication: 'draft' })
  ).id;
  ids.later = (
    await h.createLesson({
      courseId: ids.open,
      title: 'Bài Zeta sau',
      orderNum: 3,
      publication: 'scheduled',
      publishAt: new Date(Date.now() + 3_600_000),
    })
  ).id;
  ids.inside = (await h.createLesson({ courseId: ids.closed, title: 'Bài Zeta trong' })).id;
  const material = (lessonId: number, title: string, publication?: 'draft') =>
    h
      .createMaterial({
        lessonId,
        bytes: SAMPLE_BYTES.pdf,
        fileName: `${title}.pdf`,
        title,
        ...(publication ? { publication } : {}),
      })
      .then((row) => row.id);
  ids.m1 = await material(ids.shown, 'Tài liệu Zeta một');
  ids.m2 = await material(ids.shown, 'Tài liệu Zeta nháp', 'draft');
  ids.m3 = await material(ids.hidden, 'Tài liệu Zeta ẩn', 'draft');
  ids.m4 = await material(ids.inside, 'Tài liệu Zeta trong');
});
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close();
});
afterAll(async () => {
  await h?.close();
});

const get = (url: string, token: string) => h.app.inject({ url, headers: h.authHeader(token) });
const idsOf = (rows: { id: number }[]) => rows.map((row) => row.id);

describe.each([
  ['a student', 'student'],
  ['a teacher of another course', 'otherTeacher'],
] as const)('%s sees only published content', (_who, role) => {
  const token = () => tokens[role];

  test('terms and courses: the draft course is neither counted nor listed', async () => {
    const terms = (await get('/api/categories', token())).json().categories;
    expect(terms.find((term: { id: number }) => term.id === ids.category).course_count).toBe(1);
    const listed = (await get(`/api/courses/category/${ids.category}`, token())).json();
    expect(idsOf(listed.courses)).toEqual([ids.open]);
    expect(listed.courses[0].lesson_count).toBe(1);
  });

  test('lessons: the draft and the scheduled one are neither listed nor opened; a draft course answers 404', async () => {
    const listed = (await get(`/api/lessons/${ids.open}`, token())).json();
    expect(idsOf(listed.lessons)).toEqual([ids.shown]);
    expect(listed.lessons[0].material_count).toBe(1);
    expect((await get(`/api/lessons/${ids.closed}`, token())).statusCode).toBe(404);
    for (const lessonId of [ids.hidden, ids.later, ids.inside]) {
      expect((await get(`/api/lessons/details/${lessonId}`, token())).statusCode).toBe(404);
    }
    expect((await get(`/api/lessons/details/${ids.shown}`, token())).json().lesson.material_count).toBe(1);
  });

  test('materials and their signed links: only the published one, the others answer 404', async () => {
    const listed = (await get(`/api/materials?lesson_id=${ids.shown}`, token())).json();
    expect(idsOf(listed.materials)).toEqual([ids.m1]);
    for (const lessonId of [ids.hidden, ids.inside]) {
      expect((await get(`/api/materials?lesson_id=${lessonId}`, token())).statusCode).toBe(404);
    }
    for (const materialId of [ids.m2, ids.m3, ids.m4]) {
      expect((await get(`/api/materials/${materialId}`, token())).statusCode).toBe(404);
    }
    expect((await get(`/api/materials/${ids.m1}`, token())).json().material.url).toMatch(/^\/api\/files\//);
  });

  test('search: published titles only', async () => {
    const { results } = (await get('/api/search?q=Zeta&limit=50', token())).json();
    expect(results.map((r: { type: string; id: number }) => `${r.type}:${r.id}`).sort()).toEqual(
      [`category:${ids.category}`, `course:${ids.open}`, `lesson:${ids.shown}`, `material:${ids.m1}`].sort(),
    );
  });

  test('comments of a lesson they cannot see: 404 to read and to write', async () => {
    expect((await get(`/api/comments/lesson/${ids.hidden}`, token())).statusCode).toBe(404);
    const posted = await h.app.inject({
      method: 'POST',
      url: '/api/comments',
      headers: h.authHeader(token()),
      payload: { lesson_id: ids.hidden, content: 'Xin chào' },
    });
    expect(posted.statusCode).toBe(404);
  });

  test("sockets: the draft course's room is refused", async () => {
    const socket = await connectSocket(h.url, token());
    sockets.push(socket);
    expect(await socket.emitWithAck('joinRoom', { courseId: ids.closed })).toMatchObject({ ok: false });
    expect(await socket.emitWithAck('joinRoom', { courseId: ids.open })).toEqual({ ok: true });
  });
});

describe("the course's teacher sees the drafts", () => {
  test('lists, details, materials and search include them', async () => {
    expect(idsOf((await get(`/api/courses/category/${ids.category}`, tokens.teacher)).json().courses).sort()).toEqual(
      [ids.open, ids.closed].sort(),
    );
    const lessons = (await get(`/api/lessons/${ids.open}`, tokens.teacher)).json().lessons;
    expect(lessons.map((l: { id: number; publication: string }) => [l.id, l.publication])).toEqual([
      [ids.shown, 'published'],
      [ids.hidden, 'draft'],
      [ids.later, 'scheduled'],
    ]);
    expect(lessons[0].material_count).toBe(2);
    expect((await get(`/api/lessons/details/${ids.hidden}`, tokens.teacher)).statusCode).toBe(200);
    expect(idsOf((await get(`/api/materials?lesson_id=${ids.shown}`, tokens.teacher)).json().materials)).toEqual([
      ids.m1,
      ids.m2,
    ]);
    const { results } = (await get('/api/search?q=Zeta&limit=50', tokens.teacher)).json();
    expect(results).toHaveLength(11);
  });
});

describe('progress counts published content only', () => {
  const complete = (materialId: number) =>
    h.app.inject({
      method: 'POST',
      url: '/api/material-completion/complete',
      headers: h.authHeader(tokens.student),
      payload: { student_id: student.id, material_id: materialId },
    });

  test('a draft material, or one of a draft course, cannot be completed; the published one makes the lesson 100', async () => {
    for (const materialId of [ids.m2, ids.m3, ids.m4]) expect((await complete(materialId)).statusCode).toBe(404);
    const done = await complete(ids.m1);
    expect(done.statusCode).toBe(200);
    expect(done.json().progress).toMatchObject({ progress_percentage: 100, is_completed: true });
    expect((await get(`/api/lesson-progress/${student.id}/${ids.hidden}`, tokens.student)).statusCode).toBe(404);
  });

  test("the category's progress and the course report leave drafts out", async () => {
    await complete(ids.m1);
    const progress = (await get(`/api/progress/courses?category_id=${ids.category}`, tokens.student)).json();
    expect(progress.courses).toEqual([
      expect.objectContaining({
        course_id: ids.open,
        progress_percentage: 100,
        lesson_count: 1,
        completed_lesson_count: 1,
      }),
    ]);
    const report = (await get(`/api/progress/course/${ids.open}/report`, tokens.teacher)).json();
    expect(
      report.lessons.map((l: { id: number; ready_material_count: number }) => [l.id, l.ready_material_count]),
    ).toEqual([[ids.shown, 1]]);
  });
});

describe('notifications and live events', () => {
  test('a lesson and a material made through the API are drafts and tell nobody; publishing the lesson tells each student once', async () => {
    const created = await h.app.inject({
      method: 'POST',
      url: '/api/lessons',
      headers: h.authHeader(tokens.teacher),
      payload: { title: 'Bài Zeta mới', content: 'Nội dung', course_id: ids.open, order_num: 9 },
    });
    const lessonId = created.json().lesson.id;
    const pending = await h.app.inject({
      method: 'POST',
      url: '/api/materials',
      headers: h.authHeader(tokens.teacher),
      payload: { title: 'Slide', lesson_id: lessonId, file_name: 's.pdf', file_size: SAMPLE_BYTES.pdf.length },
    });
    expect(
      (await h.app.inject({ method: 'PUT', url: pending.json().uploadUrl, payload: SAMPLE_BYTES.pdf })).statusCode,
    ).toBe(200);
    // The outbox is the only way to a notification of new content: no publication event was written to it.
    expect((await h.database.pool.query(`select name from outbox_events where name like '%Published'`)).rows).toEqual(
      [],
    );
    expect((await get('/api/userannouncements', tokens.student)).json().notifications).toEqual([]);

    await h.app.inject({
      method: 'PUT',
      url: `/api/lessons/${lessonId}/publication`,
      headers: h.authHeader(tokens.teacher),
      payload: { state: 'published' },
    });
    const contents = async () =>
      (await get('/api/userannouncements', tokens.student))
        .json()
        .notifications.map((n: { content: string }) => n.content);
    await expect.poll(contents).toEqual(['Bài học mới "Bài Zeta mới" (Khoá Zeta mở).']);
    expect(idsOf((await get(`/api/materials?lesson_id=${lessonId}`, tokens.student)).json().materials)).toEqual([
      pending.json().material.id,
    ]);
  });

  test("a comment on a draft lesson reaches its teacher, not the students in the course's room", async () => {
    const studentSocket = await connectSocket(h.url, tokens.student);
    const teacherSocket = await connectSocket(h.url, tokens.teacher);
    sockets.push(studentSocket, teacherSocket);
    for (const socket of [studentSocket, teacherSocket])
      expect(await socket.emitWithAck('joinRoom', { courseId: ids.open })).toEqual({ ok: true });
    const leaked = nextEvent(studentSocket, 'newComment', () => true, 500).then(
      () => true,
      () => false,
    );
    const received = nextEvent(teacherSocket, 'newComment', (comment) => comment.lesson_id === ids.hidden);
    const posted = await h.app.inject({
      method: 'POST',
      url: '/api/comments',
      headers: h.authHeader(tokens.teacher),
      payload: { lesson_id: ids.hidden, content: 'Ghi chú nháp' },
    });
    expect(posted.statusCode).toBe(201);
    expect(await received).toMatchObject({ content: 'Ghi chú nháp' });
    expect(await leaked).toBe(false);
  });
});
