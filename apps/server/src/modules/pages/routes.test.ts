import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { PASSWORD_CHANGE_REQUIRED, todayInVietnam } from '@netclass/shared';
import type { DashboardPageData, LessonPageData } from '@netclass/shared/page-data';
import { SAMPLE_BYTES } from '../../../test/files.js';
import {
  assignmentFixture,
  call,
  publishedAssignment,
  type AssignmentFixture,
} from '../assignments/assignments.fixtures.js';

let f: AssignmentFixture;
let materialId: number;
let draftLessonId: number;
let membersOnlyLessonId: number;
beforeAll(async () => {
  f = await assignmentFixture();
  const { h, lessonId, courseId, tokens, students } = f;
  const student = students[0]!;
  materialId = (await h.createMaterial({ lessonId, bytes: SAMPLE_BYTES.pdf, fileName: 'bai-1.pdf' })).id;
  await h.createMaterial({ lessonId, bytes: SAMPLE_BYTES.pdf, fileName: 'bai-2.pdf', orderNum: 1 });
  await h.createLesson({ courseId, orderNum: 2 });
  draftLessonId = (await h.createLesson({ courseId, orderNum: 3, publication: 'draft' })).id;
  const course = await h.db.execute<{ category_id: number; teacher_id: number }>(
    sql`select category_id, teacher_id from courses where id = ${courseId}`,
  );
  const { category_id, teacher_id } = course.rows[0]!;
  const membersOnly = await h.createCourse({ categoryId: category_id, teacherId: teacher_id, access: 'members' });
  membersOnlyLessonId = (await h.createLesson({ courseId: membersOnly.id })).id;

  const seeded = await Promise.all([
    call(h, 'POST', '/api/material-completion/complete', tokens.student, {
      student_id: student.id,
      material_id: materialId,
    }),
    call(h, 'POST', '/api/comments', tokens.otherStudent, { lesson_id: lessonId, content: 'Câu hỏi về VLAN' }),
    call(h, 'POST', '/api/announcements', tokens.teacher, { content: 'Thông báo cả lớp' }),
    call(h, 'POST', '/api/userannouncements/all', tokens.teacher, { content: 'Gửi mọi người' }),
    call(h, 'POST', '/api/reminders', tokens.student, {
      student_id: student.id,
      schedule_date: todayInVietnam(),
      note: 'Ôn bài',
    }),
  ]);
  for (const response of seeded) expect(response.statusCode, response.body).toBeLessThan(300);
  await publishedAssignment(f);
  // The notifications of the announcement and the broadcast are written by their outbox delivery, after the answer.
  await vi.waitFor(async () => {
    const pending = await h.db.execute<{ n: number }>(
      sql`select count(*)::int as n from outbox_events where delivered_at is null`,
    );
    expect(pending.rows[0]!.n).toBe(0);
  });
});
afterAll(async () => {
  await f?.h.close();
});

const get = async (token: string, url: string) => {
  const response = await call(f.h, 'GET', url, token);
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json() as unknown;
};
const dashboard = async (token: string, query = '?shell=1') =>
  (await get(token, `/api/pages/dashboard${query}`)) as DashboardPageData;
const lessonPage = async (token: string, lessonId = f.lessonId, query = '?shell=1') =>
  (await get(token, `/api/pages/lesson/${lessonId}${query}`)) as LessonPageData;
const shellCalls = (token: string) => ({
  profile: get(token, '/api/user/profile'),
  notifications: get(token, '/api/userannouncements?unread=false&limit=8'),
});

describe('GET /api/pages/dashboard', () => {
  test.each(['student', 'teacher'] as const)("each part is the individual endpoint's answer (%s)", async (who) => {
    const token = f.tokens[who];
    const page = await dashboard(token);
    const today = todayInVietnam().split('-').map(Number);
    expect(page.month).toEqual({ year: today[0], month: today[1] });
    const { year, month } = page.month;
    const me = (page.shell!.profile as { user: { id: number } }).user.id;
    const student = who === 'student';
    expect(page).toEqual({
      shell: { profile: await shellCalls(token).profile, notifications: await shellCalls(token).notifications },
      month: { year, month },
      deadlines: await get(token, `/api/deadlines?month=${month}&year=${year}`),
      reminders: await get(token, `/api/reminders/${me}/${month}/${year}`),
      to_do: student ? await get(token, '/api/deadlines/to-do?page=1&limit=5') : null,
      to_grade: student ? null : await get(token, '/api/deadlines/to-grade?page=1&limit=5'),
      announcements: await get(token, '/api/announcements?limit=20'),
      progress: student ? await get(token, '/api/progress/me') : null,
      practice: await get(token, '/api/practice/summary'),
    });
  });

  test('the parts are not empty, so the comparison above compares something', async () => {
    const page = await dashboard(f.tokens.student);
    expect(page.shell!.profile.user.id).toBe(f.students[0]!.id);
    expect(page.shell!.notifications.notifications).not.toHaveLength(0);
    expect(page.reminders.reminders.map((reminder) => reminder.note)).toEqual(['Ôn bài']);
    expect(page.to_do!.items).not.toHaveLength(0);
    expect(page.announcements.announcements).not.toHaveLength(0);
    expect(page.progress!.courses.map((course) => course.course_id)).toEqual([f.courseId]);
  });

  test('without ?shell=1 the header is left out; a bad flag is a 400', async () => {
    expect((await dashboard(f.tokens.student, '')).shell).toBeNull();
    expect((await dashboard(f.tokens.student, '?shell=0')).shell).toBeNull();
    const bad = await call(f.h, 'GET', '/api/pages/dashboard?shell=yes', f.tokens.student);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('shell phải là 0 hoặc 1.');
  });

  test('401 without a session; 403 until a password someone else set is changed', async () => {
    expect((await call(f.h, 'GET', '/api/pages/dashboard')).statusCode).toBe(401);
    const fresh = await f.h.createUser({ mustChangePassword: true });
    const response = await call(f.h, 'GET', '/api/pages/dashboard?shell=1', await f.h.loginAs(fresh));
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe(PASSWORD_CHANGE_REQUIRED);
  });
});

describe('GET /api/pages/lesson/{lessonId}', () => {
  test.each(['student', 'teacher', 'otherStudent'] as const)(
    "each part is the individual endpoint's answer (%s)",
    async (who) => {
      const token = f.tokens[who];
      const page = await lessonPage(token);
      const me = page.shell!.profile.user.id;
      const student = who !== 'teacher';
      expect(page).toEqual({
        shell: { profile: await shellCalls(token).profile, notifications: await shellCalls(token).notifications },
        lesson: await get(token, `/api/lessons/details/${f.lessonId}`),
        materials: await get(token, `/api/materials?lesson_id=${f.lessonId}`),
        comments: await get(token, `/api/comments/lesson/${f.lessonId}?limit=20`),
        course_lessons: await get(token, `/api/lessons/${f.courseId}`),
        progress: student ? await get(token, `/api/lesson-progress/${me}/${f.lessonId}`) : null,
        completed: student
          ? await get(token, `/api/material-completion/completed/${me}?lesson_id=${f.lessonId}`)
          : null,
      });
    },
  );

  test("a student gets their own progress, never another's", async () => {
    const mine = await lessonPage(f.tokens.student);
    const theirs = await lessonPage(f.tokens.otherStudent);
    expect(mine.completed).toMatchObject({ student_id: f.students[0]!.id, material_ids: [materialId] });
    expect(mine.progress).toMatchObject({ studentId: f.students[0]!.id, progress_percentage: 50 });
    expect(theirs.completed).toMatchObject({ student_id: f.students[1]!.id, material_ids: [] });
    expect(theirs.progress).toMatchObject({ studentId: f.students[1]!.id, progress_percentage: 0 });
    expect(mine.comments.comments).toHaveLength(1);
    expect(mine.course_lessons.lessons).toHaveLength(2);
  });

  test("a lesson the student may not see answers the details' 404: a draft, a members-only course they are not in", async () => {
    for (const lessonId of [draftLessonId, membersOnlyLessonId]) {
      const details = await call(f.h, 'GET', `/api/lessons/details/${lessonId}`, f.tokens.student);
      const page = await call(f.h, 'GET', `/api/pages/lesson/${lessonId}?shell=1`, f.tokens.student);
      expect(details.statusCode).toBe(404);
      expect(page.statusCode).toBe(404);
      expect(page.json()).toEqual(details.json());
    }
    // The course's teacher sees its draft.
    expect((await lessonPage(f.tokens.teacher, draftLessonId)).lesson.lesson.id).toBe(draftLessonId);
  });

  test('401 without a session; 404 for a lesson that does not exist; 400 for an id that is none', async () => {
    expect((await call(f.h, 'GET', `/api/pages/lesson/${f.lessonId}`)).statusCode).toBe(401);
    expect((await call(f.h, 'GET', '/api/pages/lesson/99999999', f.tokens.student)).statusCode).toBe(404);
    const bad = await call(f.h, 'GET', '/api/pages/lesson/abc', f.tokens.student);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(
      (await call(f.h, 'GET', '/api/lessons/details/abc', f.tokens.student)).json().message,
    );
    expect((await lessonPage(f.tokens.student, f.lessonId, '')).shell).toBeNull();
  });
});
