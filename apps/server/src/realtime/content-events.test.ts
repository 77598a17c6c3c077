import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { SAMPLE_BYTES } from '../../test/files.js';
import { connectSocket, nextEvent, type ClientSocket } from '../../test/socket.js';

let h: TestApp;
let teacherToken = '';
let courseId = 0;
let otherCourseId = 0;
let lessonId = 0;
const open: ClientSocket[] = [];

beforeAll(async () => {
  h = await buildTestApp({ listen: true });
  const teacher = await h.createUser({ role: 'teacher' });
  teacherToken = await h.loginAs(teacher);
  const category = await h.createCategory();
  courseId = (await h.createCourse({ categoryId: category.id, teacherId: teacher.id })).id;
  otherCourseId = (await h.createCourse({ categoryId: category.id, teacherId: teacher.id })).id;
  lessonId = (await h.createLesson({ courseId })).id;
});
afterEach(() => {
  for (const socket of open.splice(0)) socket.close();
});
afterAll(async () => {
  await h?.close();
});

/** A signed-in student's socket in the room of `course`. */
async function studentInCourse(course: number): Promise<ClientSocket> {
  const socket = await connectSocket(h.url, await h.loginAs(await h.createUser()));
  open.push(socket);
  expect(await socket.emitWithAck('joinRoom', { courseId: course })).toEqual({ ok: true });
  return socket;
}
/** Resolves true if `event` arrives within `ms`. */
const arrives = (
  socket: ClientSocket,
  event: 'materialCreated' | 'materialDeleted' | 'lessonPublished' | 'contentChanged' | 'categoryChanged',
  ms = 300,
) =>
  nextEvent(socket, event, () => true, ms).then(
    () => true,
    () => false,
  );

describe('material events reach the course room', () => {
  test("materialCreated once a published material's upload has arrived whole (not at creation), presented with a url", async () => {
    const inCourse = await studentInCourse(courseId);
    const elsewhere = await studentInCourse(otherCourseId);
    const notCreatedYet = arrives(inCourse, 'materialCreated');
    const created = await h.app.inject({
      method: 'POST',
      url: '/api/materials',
      headers: h.authHeader(teacherToken),
      payload: { title: 'Mô hình OSI', lesson_id: lessonId, file_name: 'osi.pdf', file_size: SAMPLE_BYTES.pdf.length },
    });
    const { material, uploadUrl } = created.json();
    const published = await h.app.inject({
      method: 'PUT',
      url: `/api/materials/${material.id}/publication`,
      headers: h.authHeader(teacherToken),
      payload: { state: 'published' },
    });
    expect(published.statusCode).toBe(200);
    expect(await notCreatedYet).toBe(false);

    const received = nextEvent(inCourse, 'materialCreated', (m) => m.id === material.id);
    const leaked = arrives(elsewhere, 'materialCreated');
    const uploaded = await h.app.inject({
      method: 'PUT',
      url: uploadUrl,
      payload: SAMPLE_BYTES.pdf,
      headers: { 'content-type': 'application/pdf' },
    });
    expect(uploaded.statusCode).toBe(200);
    expect(await received).toEqual({
      id: material.id,
      title: 'Mô hình OSI',
      lesson_id: lessonId,
      file_type: 'pdf',
      file_ext: 'pdf',
      file_name: 'osi.pdf',
      file_size: SAMPLE_BYTES.pdf.length,
      order_num: expect.any(Number),
      file_path: `materials/${material.id}/osi.pdf`,
      url: expect.stringMatching(/^\/api\/files\//),
      url_expires_at: expect.any(String),
      created_at: expect.any(String),
      publication: 'published',
      publish_at: expect.any(String),
    });
    expect(await leaked).toBe(false);
  });

  test("a draft material's upload announces nothing", async () => {
    const inCourse = await studentInCourse(courseId);
    const created = await h.app.inject({
      method: 'POST',
      url: '/api/materials',
      headers: h.authHeader(teacherToken),
      payload: { title: 'Nháp', lesson_id: lessonId, file_name: 'draft.pdf', file_size: SAMPLE_BYTES.pdf.length },
    });
    const announced = arrives(inCourse, 'materialCreated');
    expect(
      (await h.app.inject({ method: 'PUT', url: created.json().uploadUrl, payload: SAMPLE_BYTES.pdf })).statusCode,
    ).toBe(200);
    expect(await announced).toBe(false);
  });

  test('a refused upload announces nothing', async () => {
    const inCourse = await studentInCourse(courseId);
    const created = await h.app.inject({
      method: 'POST',
      url: '/api/materials',
      headers: h.authHeader(teacherToken),
      payload: { title: 'Giả', lesson_id: lessonId, file_name: 'fake.pdf', file_size: SAMPLE_BYTES.zip.length },
    });
    const announced = arrives(inCourse, 'materialCreated');
    expect(
      (await h.app.inject({ method: 'PUT', url: created.json().uploadUrl, payload: SAMPLE_BYTES.zip })).statusCode,
    ).toBe(415);
    expect(await announced).toBe(false);
  });

  test('lessonPublished {id, course_id} when a draft lesson is published, to its course room only', async () => {
    const draft = await h.createLesson({ courseId, publication: 'draft' });
    const inCourse = await studentInCourse(courseId);
    const elsewhere = await studentInCourse(otherCourseId);
    const received = nextEvent(inCourse, 'lessonPublished', (event) => event.id === draft.id);
    const leaked = arrives(elsewhere, 'lessonPublished');
    const published = await h.app.inject({
      method: 'PUT',
      url: `/api/lessons/${draft.id}/publication`,
      headers: h.authHeader(teacherToken),
      payload: { state: 'published' },
    });
    expect(published.statusCode).toBe(200);
    expect(await received).toEqual({ id: draft.id, course_id: courseId });
    expect(await leaked).toBe(false);
  });

  test('materialDeleted {id, lesson_id} when a ready material is deleted', async () => {
    const row = await h.createMaterial({ lessonId, bytes: SAMPLE_BYTES.pdf, fileName: 'a.pdf' });
    const inCourse = await studentInCourse(courseId);
    const elsewhere = await studentInCourse(otherCourseId);
    const received = nextEvent(inCourse, 'materialDeleted');
    const leaked = arrives(elsewhere, 'materialDeleted');
    expect(
      (await h.app.inject({ method: 'DELETE', url: `/api/materials/${row.id}`, headers: h.authHeader(teacherToken) }))
        .statusCode,
    ).toBe(200);
    expect(await received).toEqual({ id: row.id, lesson_id: lessonId });
    expect(await leaked).toBe(false);
  });
});

describe('contentChanged: ids of what was edited, to those who see it (docs/decisions/020)', () => {
  const edit = (id: number, title: string) =>
    h.app.inject({
      method: 'PATCH',
      url: `/api/lessons/${id}`,
      headers: h.authHeader(teacherToken),
      payload: { title },
    });

  test('a published lesson edited: its course room hears {course_id, lesson_id}', async () => {
    const lesson = await h.createLesson({ courseId });
    const inCourse = await studentInCourse(courseId);
    const elsewhere = await studentInCourse(otherCourseId);
    const received = nextEvent(inCourse, 'contentChanged', (event) => event.lesson_id === lesson.id);
    const leaked = arrives(elsewhere, 'contentChanged');
    expect((await edit(lesson.id, 'Sửa tiêu đề')).statusCode).toBe(200);
    expect(await received).toEqual({ course_id: courseId, lesson_id: lesson.id });
    expect(await leaked).toBe(false);
  });

  test('a draft edited: its teacher hears, students in the course room do not (decision 015)', async () => {
    const draft = await h.createLesson({ courseId, publication: 'draft' });
    const inCourse = await studentInCourse(courseId);
    const teacherSocket = await connectSocket(h.url, teacherToken);
    open.push(teacherSocket);
    const toTeacher = nextEvent(teacherSocket, 'contentChanged', (event) => event.lesson_id === draft.id);
    const leaked = arrives(inCourse, 'contentChanged');
    expect((await edit(draft.id, 'Nháp đã sửa')).statusCode).toBe(200);
    expect(await toTeacher).toEqual({ course_id: courseId, lesson_id: draft.id });
    expect(await leaked).toBe(false);
  });
});

describe('categoryChanged: a term edited, to everyone', () => {
  test('a student who is in no course room hears the id; a refused edit sends nothing', async () => {
    const category = await h.createCategory();
    const student = await h.createUser();
    const studentToken = await h.loginAs(student);
    const socket = await connectSocket(h.url, studentToken);
    open.push(socket);
    const refused = arrives(socket, 'categoryChanged');
    const byStudent = await h.app.inject({
      method: 'PATCH',
      url: `/api/categories/${category.id}`,
      headers: h.authHeader(studentToken),
      payload: { name: 'Không được' },
    });
    expect(byStudent.statusCode).toBe(403);
    expect(await refused).toBe(false);

    const received = nextEvent(socket, 'categoryChanged', (event) => event.id === category.id);
    const edited = await h.app.inject({
      method: 'PATCH',
      url: `/api/categories/${category.id}`,
      headers: h.authHeader(teacherToken),
      payload: { name: 'Học kỳ hè' },
    });
    expect(edited.statusCode).toBe(200);
    expect(await received).toEqual({ id: category.id });
  });

  test("a published course renamed: its term's id, to a student in no room; a draft course's edit: not", async () => {
    const category = await h.createCategory();
    const teacher = await h.createUser({ role: 'teacher' });
    const token = await h.loginAs(teacher);
    const published = await h.createCourse({ categoryId: category.id, teacherId: teacher.id });
    const draft = await h.createCourse({ categoryId: category.id, teacherId: teacher.id, publication: 'draft' });
    const socket = await connectSocket(h.url, await h.loginAs(await h.createUser()));
    open.push(socket);
    const leaked = arrives(socket, 'categoryChanged');
    expect(
      (
        await h.app.inject({
          method: 'PATCH',
          url: `/api/courses/${draft.id}`,
          headers: h.authHeader(token),
          payload: { name: 'Nháp' },
        })
      ).statusCode,
    ).toBe(200);
    expect(await leaked).toBe(false);
    const received = nextEvent(socket, 'categoryChanged', (event) => event.id === category.id);
    expect(
      (
        await h.app.inject({
          method: 'PATCH',
          url: `/api/courses/${published.id}`,
          headers: h.authHeader(token),
          payload: { name: 'Đổi tên' },
        })
      ).statusCode,
    ).toBe(200);
    expect(await received).toEqual({ id: category.id });
  });
});
