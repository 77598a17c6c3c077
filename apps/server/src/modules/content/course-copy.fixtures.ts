import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { buildTestApp, type TestApp, type TestUser } from '../../../test/app.js';
import { filesUnder, SAMPLE_BYTES } from '../../../test/files.js';
import { multipart } from '../../../test/multipart.js';
import { lessons, materials } from '../../db/schema/index.js';

/*
 * The course-copy tests' app, users and helpers (course-copy.test.ts, course-copy-shared-files.test.ts;
 * the assignment and quiz copies have their own). A test file calls useCourseCopyApp() once.
 */

export let h: TestApp;
export let teacher: TestUser;
export let otherTeacher: TestUser;
export let student: TestUser;
export let termId = 0;
export let nextTermId = 0;
export const tokens = { admin: '', teacher: '', other: '', student: '' };

/** Registers the app and its users for the file that calls it (the exports above are bound once it has run). */
export function useCourseCopyApp(): void {
  beforeAll(async () => {
    h = await buildTestApp();
    teacher = await h.createUser({ role: 'teacher', name: 'Trần Minh Quân' });
    otherTeacher = await h.createUser({ role: 'teacher', name: 'Lê Thu Trang' });
    student = await h.createUser({ role: 'student' });
    tokens.admin = await h.loginAs(await h.createUser({ role: 'admin' }));
    tokens.teacher = await h.loginAs(teacher);
    tokens.other = await h.loginAs(otherTeacher);
    tokens.student = await h.loginAs(student);
    termId = (await h.createCategory({ name: 'Học kỳ 1' })).id;
    nextTermId = (await h.createCategory({ name: 'Học kỳ 2' })).id;
  });
  afterAll(async () => {
    await h?.close();
  });
}

export const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token?: string, payload?: object) =>
  h.app.inject({ method, url, headers: token ? h.authHeader(token) : {}, ...(payload ? { payload } : {}) });
let nextId = 7000;
/** A course id no test has used. */
export const newCourseId = () => nextId++;
export const copyOf = (sourceId: number, overrides: object = {}, token = tokens.teacher) =>
  call('POST', `/api/courses/${sourceId}/copy`, token, {
    id: newCourseId(),
    name: 'Mạng máy tính (HK2)',
    category_id: nextTermId,
    ...overrides,
  });

export const uploadPicture = async (courseId: number) => {
  const form = multipart({}, [{ field: 'image', name: 'so-do-mang.png', bytes: SAMPLE_BYTES.png, type: 'image/png' }]);
  const response = await h.app.inject({
    method: 'POST',
    url: `/api/courses/${courseId}/lesson-images`,
    headers: { ...h.authHeader(tokens.teacher), ...form.headers },
    payload: form.payload,
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ image: { id: string; markdown: string } }>().image;
};

/** A published course of the teacher's: two lessons and two of its materials listed out of creation order, three materials, a picture. */
export async function courseWithContent() {
  const course = await h.createCourse({ categoryId: termId, teacherId: teacher.id, name: 'Mạng máy tính' });
  const picture = await uploadPicture(course.id);
  const second = await h.createLesson({ courseId: course.id, title: 'Định tuyến', orderNum: 2 });
  const first = await h.createLesson({
    courseId: course.id,
    title: 'Mô hình OSI',
    orderNum: 1,
    content: `Sơ đồ:\n\n${picture.markdown}`,
  });
  const slides = await h.createMaterial({
    lessonId: first.id,
    bytes: SAMPLE_BYTES.pdf,
    fileName: 'osi.pdf',
    title: 'Bài giảng OSI',
    orderNum: 2,
  });
  const lab = await h.createMaterial({
    lessonId: first.id,
    bytes: SAMPLE_BYTES.packetTracer,
    fileName: 'lab1.pka',
    title: 'Bài thực hành 1',
    orderNum: 1,
    publication: 'draft',
  });
  const video = await h.createMaterial({
    lessonId: second.id,
    bytes: SAMPLE_BYTES.mp4,
    fileName: 'rip.mp4',
    title: 'Video RIP',
  });
  return { course, picture, first, second, slides, lab, video };
}

export const lessonsOf = (courseId: number) =>
  h.db.select().from(lessons).where(eq(lessons.courseId, courseId)).orderBy(asc(lessons.orderNum), asc(lessons.id));
export const materialsOf = (lessonId: number) =>
  h.db
    .select()
    .from(materials)
    .where(eq(materials.lessonId, lessonId))
    .orderBy(asc(materials.orderNum), asc(materials.id));
export const storedFiles = () => filesUnder(h.config.filesDir).filter((file) => !file.startsWith('.'));
