import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, type TestApp, type TestUser } from '../../../test/app.js';
import { SAMPLE_BYTES } from '../../../test/files.js';

/**
 * A course's teacher members manage it as its leading teacher does (docs/decisions/023), and
 * read the progress of its class; removed, they no longer do. The report lists the class.
 */
let h: TestApp;
let courseId = 0;
let lessonId = 0;
let draftLessonId = 0;
let materialId = 0;
let coTeacher: TestUser;
let member: TestUser;
let worker: TestUser;
let stranger: TestUser;
const tokens = { lead: '', co: '', member: '', worker: '' };

const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, token: string, payload?: object) =>
  h.app.inject({ method, url, headers: h.authHeader(token), ...(payload ? { payload } : {}) });

beforeAll(async () => {
  h = await buildTestApp();
  const lead = await h.createUser({ role: 'teacher' });
  coTeacher = await h.createUser({ role: 'teacher' });
  member = await h.createUser({ name: 'An' });
  worker = await h.createUser({ name: 'Bình' });
  stranger = await h.createUser({ name: 'Cường' });
  tokens.lead = await h.loginAs(lead);
  tokens.co = await h.loginAs(coTeacher);
  tokens.member = await h.loginAs(member);
  tokens.worker = await h.loginAs(worker);
  courseId = (await h.createCourse({ categoryId: (await h.createCategory()).id, teacherId: lead.id })).id;
  lessonId = (await h.createLesson({ courseId })).id;
  draftLessonId = (await h.createLesson({ courseId, publication: 'draft', orderNum: 2 })).id;
  materialId = (await h.createMaterial({ lessonId, bytes: SAMPLE_BYTES.pdf, fileName: 'a.pdf' })).id;
  expect(
    (await call('POST', `/api/courses/${courseId}/members`, tokens.lead, { user_ids: [member.id] })).statusCode,
  ).toBe(200);
  // The course is open: a student who is not a member works in it.
  expect(
    (
      await call('POST', '/api/material-completion/complete', tokens.worker, {
        student_id: worker.id,
        material_id: materialId,
      })
    ).statusCode,
  ).toBe(200);
});
afterAll(async () => {
  await h?.close();
});

/** What the co-teacher may do, each answering its status. */
const manageAll = async () => ({
  edit: (await call('PATCH', `/api/courses/${courseId}`, tokens.co, { name: 'Mạng máy tính nâng cao' })).statusCode,
  drafts: (await call('GET', `/api/lessons/details/${draftLessonId}`, tokens.co)).statusCode,
  addLesson: (
    await call('POST', '/api/lessons', tokens.co, {
      title: 'Bài thêm',
      content: 'Nội dung',
      course_id: courseId,
      order_num: 9,
    })
  ).statusCode,
  members: (await call('GET', `/api/courses/${courseId}/members`, tokens.co)).statusCode,
  joinCode: (await call('PUT', `/api/courses/${courseId}/join-code`, tokens.co)).statusCode,
  access: (await call('PUT', `/api/courses/${courseId}/access`, tokens.co, { access: 'open' })).statusCode,
  report: (await call('GET', `/api/progress/course/${courseId}/report`, tokens.co)).statusCode,
  studentProgress: (await call('GET', `/api/lesson-progress/${member.id}/${lessonId}`, tokens.co)).statusCode,
});

describe('co-teachers', () => {
  test('a teacher who is not a member manages nothing of the course', async () => {
    expect(await manageAll()).toEqual({
      edit: 403,
      drafts: 404,
      addLesson: 403,
      members: 403,
      joinCode: 403,
      access: 403,
      report: 403,
      studentProgress: 403,
    });
  });

  test('added as a teacher member, they manage it like the leading teacher (can_manage says so)', async () => {
    expect(
      (
        await call('POST', `/api/courses/${courseId}/members`, tokens.lead, {
          user_ids: [coTeacher.id],
          role: 'teacher',
        })
      ).json().added,
    ).toEqual([coTeacher.id]);
    expect(await manageAll()).toEqual({
      edit: 200,
      drafts: 200,
      addLesson: 201,
      members: 200,
      joinCode: 200,
      access: 200,
      report: 200,
      studentProgress: 200,
    });
    expect((await call('GET', `/api/lessons/${courseId}`, tokens.co)).json().can_manage).toBe(true);
  });

  test("they read the progress of the course's students across courses, and only of that course", async () => {
    const completed = await call('GET', `/api/material-completion/completed/${worker.id}`, tokens.co);
    expect(completed.statusCode).toBe(200);
    expect(completed.json().material_ids).toEqual([materialId]);
    expect((await call('GET', `/api/material-completion/completed/${stranger.id}`, tokens.co)).statusCode).toBe(403);
  });

  test('the report lists the members, and in an open course the students with progress there', async () => {
    const ids = async () =>
      (await call('GET', `/api/progress/course/${courseId}/report`, tokens.co))
        .json()
        .students.map((student: { student_id: number }) => student.student_id);
    expect((await ids()).sort()).toEqual([member.id, worker.id].sort());
    expect((await call('PUT', `/api/courses/${courseId}/access`, tokens.co, { access: 'members' })).statusCode).toBe(
      200,
    );
    expect(await ids()).toEqual([member.id]);
    expect((await call('PUT', `/api/courses/${courseId}/access`, tokens.co, { access: 'open' })).statusCode).toBe(200);
  });

  test('removed (never the leading teacher: 409), they no longer manage it', async () => {
    const lead = (await call('GET', `/api/courses/${courseId}/members?role=teacher`, tokens.co))
      .json()
      .members.find((m: { leading: boolean }) => m.leading);
    expect((await call('DELETE', `/api/courses/${courseId}/members/${lead.user_id}`, tokens.co)).statusCode).toBe(409);
    expect((await call('DELETE', `/api/courses/${courseId}/members/${coTeacher.id}`, tokens.lead)).statusCode).toBe(
      204,
    );
    expect(await manageAll()).toEqual({
      edit: 403,
      drafts: 404,
      addLesson: 403,
      members: 403,
      joinCode: 403,
      access: 403,
      report: 403,
      studentProgress: 403,
    });
  });
});
