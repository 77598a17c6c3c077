import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, type TestApp, type TestUser } from '../../../test/app.js';
import { SAMPLE_BYTES } from '../../../test/files.js';
import { connectSocket, type ClientSocket } from '../../../test/socket.js';
import { sendFiles, validAssignment } from '../assignments/assignments.fixtures.js';

/**
 * Every read path of a members-only course (docs/decisions/023), walked as a student and as a
 * teacher who are not its members: each hides it as it hides a course that does not exist
 * (404, or absent from lists and counts); a member sees it through the same paths.
 */
let h: TestApp;
let categoryId = 0;
let courseId = 0;
let lessonId = 0;
let materialId = 0;
let commentId = 0;
let assignmentId = 0;
let member: TestUser;
let outsider: TestUser;
const tokens = { teacher: '', member: '', outsider: '', outsiderTeacher: '', admin: '' };
const open: ClientSocket[] = [];
/** A word in the course's, lesson's and material's names that nothing else has, for search. */
const WORD = 'Zyxkhoa';

const get = (url: string, token: string) => h.app.inject({ url, headers: h.authHeader(token) });
const post = (url: string, token: string, payload: object) =>
  h.app.inject({ method: 'POST', url, headers: h.authHeader(token), payload });
const complete = (student: TestUser, token: string) =>
  post('/api/material-completion/complete', token, { student_id: student.id, material_id: materialId });

beforeAll(async () => {
  h = await buildTestApp({ listen: true });
  const teacher = await h.createUser({ role: 'teacher' });
  member = await h.createUser({ name: 'Thành Viên' });
  outsider = await h.createUser({ name: 'Người Ngoài' });
  tokens.teacher = await h.loginAs(teacher);
  tokens.member = await h.loginAs(member);
  tokens.outsider = await h.loginAs(outsider);
  tokens.outsiderTeacher = await h.loginAs(await h.createUser({ role: 'teacher' }));
  tokens.admin = await h.loginAs(await h.createUser({ role: 'admin' }));
  categoryId = (await h.createCategory()).id;
  await h.createCourse({ categoryId, teacherId: teacher.id, name: 'Học phần mở' });
  courseId = (await h.createCourse({ categoryId, teacherId: teacher.id, name: `Mạng ${WORD}` })).id;
  lessonId = (await h.createLesson({ courseId, title: `Bài ${WORD}` })).id;
  materialId = (
    await h.createMaterial({ lessonId, bytes: SAMPLE_BYTES.pdf, fileName: 'slides.pdf', title: `Tài liệu ${WORD}` })
  ).id;
  expect((await post(`/api/courses/${courseId}/members`, tokens.teacher, { user_ids: [member.id] })).statusCode).toBe(
    200,
  );
  // Both students worked in it while it was open; the member commented.
  for (const [student, token] of [
    [member, tokens.member],
    [outsider, tokens.outsider],
  ] as const) {
    expect((await complete(student, token)).statusCode).toBe(200);
  }
  commentId = (await post('/api/comments', tokens.member, { lesson_id: lessonId, content: 'Câu hỏi' })).json().comment
    .id;
  expect(commentId).toBeGreaterThan(0);
  assignmentId = (await post(`/api/courses/${courseId}/assignments`, tokens.teacher, validAssignment())).json()
    .assignment.id;
  const published = await h.app.inject({
    method: 'PUT',
    url: `/api/assignments/${assignmentId}/publication`,
    headers: h.authHeader(tokens.teacher),
    payload: { state: 'published' },
  });
  expect(published.statusCode).toBe(200);
  const closed = await h.app.inject({
    method: 'PUT',
    url: `/api/courses/${courseId}/access`,
    headers: h.authHeader(tokens.teacher),
    payload: { access: 'members' },
  });
  expect(closed.json()).toEqual({ access: 'members' });
});
afterEach(() => {
  for (const socket of open.splice(0)) socket.disconnect();
});
afterAll(async () => {
  await h?.close();
});

const courseIdsInTerm = async (token: string) =>
  (await get(`/api/courses/category/${categoryId}`, token)).json().courses.map((course: { id: number }) => course.id);
const termCourseCount = async (token: string) =>
  (await get('/api/categories', token)).json().categories.find((category: { id: number }) => category.id === categoryId)
    .course_count;
const searchTotal = async (token: string) => (await get(`/api/search?q=${WORD}`, token)).json().total;
const joinCourseRoom = async (token: string, request: { courseId: number } | { reportCourseId: number }) => {
  const socket = await connectSocket(h.url, token);
  open.push(socket);
  return socket.emitWithAck('joinRoom', request);
};

describe.each([
  ['a student', 'outsider'],
  ['a teacher', 'outsiderTeacher'],
] as const)('a members-only course, as %s who is not a member', (_who, key) => {
  const token = () => tokens[key];

  test('is in no list of courses of its term, nor in its count', async () => {
    expect(await courseIdsInTerm(token())).not.toContain(courseId);
    expect(await termCourseCount(token())).toBe(1);
  });

  test('its course page, lesson, materials and a material (its signed file link) answer 404', async () => {
    for (const url of [
      `/api/lessons/${courseId}`,
      `/api/lessons/details/${lessonId}`,
      `/api/materials?lesson_id=${lessonId}`,
      `/api/materials/${materialId}`,
    ]) {
      expect((await get(url, token())).statusCode, url).toBe(404);
    }
  });

  test('its assignments answer 404: the list, one assignment, a hand-in', async () => {
    for (const url of [`/api/courses/${courseId}/assignments`, `/api/assignments/${assignmentId}`]) {
      expect((await get(url, token())).statusCode, url).toBe(404);
    }
    const handIn = await sendFiles(h, `/api/assignments/${assignmentId}/hand-ins`, token(), [
      { name: 'lab.pdf', bytes: SAMPLE_BYTES.pdf },
    ]);
    expect(handIn.statusCode).toBe(404);
  });

  test('its announcements can be neither read nor muted (404)', async () => {
    expect((await get(`/api/courses/${courseId}/announcements`, token())).statusCode).toBe(404);
    expect(
      (await post('/api/notification-mutes', token(), { type: 'comment_reply', course_id: courseId })).statusCode,
    ).toBe(404);
  });

  test('search finds nothing of it', async () => {
    expect(await searchTotal(token())).toBe(0);
  });

  test('its comments can be neither read nor written (404)', async () => {
    expect((await get(`/api/comments/lesson/${lessonId}`, token())).statusCode).toBe(404);
    expect((await post('/api/comments', token(), { lesson_id: lessonId, content: 'Xin chào' })).statusCode).toBe(404);
    expect(
      (await post('/api/comments', token(), { lesson_id: lessonId, content: 'Trả lời', parent_id: commentId }))
        .statusCode,
    ).toBe(404);
  });

  test('its report and who-has-not answer 404', async () => {
    expect((await get(`/api/progress/course/${courseId}/report`, token())).statusCode).toBe(404);
    expect((await get(`/api/progress/lesson/${lessonId}/audience`, token())).statusCode).toBe(404);
    expect((await get(`/api/progress/material/${materialId}/audience`, token())).statusCode).toBe(404);
  });

  test('its course room and report room refuse to be joined', async () => {
    expect(await joinCourseRoom(token(), { courseId })).toMatchObject({ ok: false });
    expect(await joinCourseRoom(token(), { reportCourseId: courseId })).toMatchObject({ ok: false });
  });
});

describe('progress in a members-only course, for those outside it', () => {
  test('a non-member student records nothing there and no longer sees what they did before (404, absent from lists)', async () => {
    expect((await complete(outsider, tokens.outsider)).statusCode).toBe(404);
    expect(
      (
        await h.app.inject({
          method: 'PUT',
          url: `/api/lesson-progress/${outsider.id}/${lessonId}`,
          headers: h.authHeader(tokens.outsider),
          payload: { progress_percentage: 100 },
        })
      ).statusCode,
    ).toBe(404);
    expect((await get(`/api/lesson-progress/${outsider.id}/${lessonId}`, tokens.outsider)).statusCode).toBe(404);
    expect(
      (await get(`/api/material-completion/completed/${outsider.id}`, tokens.outsider)).json().material_ids,
    ).toEqual([]);
    expect(
      (await get(`/api/material-completion/completed/${outsider.id}?lesson_id=${lessonId}`, tokens.outsider))
        .statusCode,
    ).toBe(404);
    expect((await get('/api/progress/me', tokens.outsider)).json().courses).toEqual([]);
    const term = (await get(`/api/progress/courses?category_id=${categoryId}`, tokens.outsider)).json();
    expect(term.courses.map((course: { course_id: number }) => course.course_id)).not.toContain(courseId);
  });

  test("a teacher who teaches neither the course nor the student reads none of the student's progress", async () => {
    expect((await get(`/api/lesson-progress/${member.id}/${lessonId}`, tokens.outsiderTeacher)).statusCode).toBe(404);
    expect((await get(`/api/material-completion/completed/${member.id}`, tokens.outsiderTeacher)).statusCode).toBe(403);
    expect(
      (await get(`/api/progress/courses?category_id=${categoryId}&student_id=${member.id}`, tokens.outsiderTeacher))
        .statusCode,
    ).toBe(403);
  });

  test('new content of the course tells its members, not the other students', async () => {
    const lesson = await h.createLesson({ courseId, title: `Bài mới ${WORD}`, publication: 'draft' });
    expect(
      (
        await h.app.inject({
          method: 'PUT',
          url: `/api/lessons/${lesson.id}/publication`,
          headers: h.authHeader(tokens.teacher),
          payload: { state: 'published' },
        })
      ).statusCode,
    ).toBe(200);
    const told = async (token: string) =>
      (await get('/api/userannouncements', token))
        .json()
        .notifications.some((notice: { content: string }) => notice.content.includes(`Bài mới ${WORD}`));
    await expect.poll(() => told(tokens.member)).toBe(true);
    expect(await told(tokens.outsider)).toBe(false);
  });
});

describe('the same course, as its member (and an admin)', () => {
  test('is listed and counted, its pages open, search finds it', async () => {
    expect(await courseIdsInTerm(tokens.member)).toContain(courseId);
    expect(await termCourseCount(tokens.member)).toBe(2);
    expect(await courseIdsInTerm(tokens.admin)).toContain(courseId);
    for (const url of [
      `/api/lessons/${courseId}`,
      `/api/lessons/details/${lessonId}`,
      `/api/materials?lesson_id=${lessonId}`,
      `/api/comments/lesson/${lessonId}`,
      `/api/courses/${courseId}/assignments`,
      `/api/assignments/${assignmentId}`,
      `/api/courses/${courseId}/announcements`,
    ]) {
      expect((await get(url, tokens.member)).statusCode, url).toBe(200);
    }
    const material = await get(`/api/materials/${materialId}`, tokens.member);
    expect(material.statusCode).toBe(200);
    expect((await h.app.inject({ url: material.json().material.url })).statusCode).toBe(200);
    const found = (await get(`/api/search?q=${WORD}`, tokens.member))
      .json()
      .results.map((result: { type: string; id: number }) => `${result.type}:${result.id}`);
    expect(found).toEqual(
      expect.arrayContaining([`course:${courseId}`, `lesson:${lessonId}`, `material:${materialId}`]),
    );
  });

  test('comments and records progress there, and its room lets them in', async () => {
    expect(
      (
        await post('/api/comments', tokens.member, {
          lesson_id: lessonId,
          content: 'Cảm ơn thầy',
          parent_id: commentId,
        })
      ).statusCode,
    ).toBe(201);
    expect((await complete(member, tokens.member)).statusCode).toBe(200);
    expect((await get(`/api/material-completion/completed/${member.id}`, tokens.member)).json().material_ids).toEqual([
      materialId,
    ]);
    expect(await joinCourseRoom(tokens.member, { courseId })).toEqual({ ok: true });
  });

  test('its report lists its members only: the student who worked there while it was open is not one', async () => {
    const report = (await get(`/api/progress/course/${courseId}/report`, tokens.teacher)).json();
    expect(report.students.map((student: { student_id: number }) => student.student_id)).toEqual([member.id]);
  });
});
