import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { DeadlineMonthResponse, ToDoResponse, ToGradeResponse } from '@netclass/shared';
import { SAMPLE_BYTES } from '../../../test/files.js';
import {
  assignmentFixture,
  call,
  publishedAssignment,
  sendFiles,
  validAssignment,
  type AssignmentFixture,
} from '../assignments/assignments.fixtures.js';

let f: AssignmentFixture;
beforeAll(async () => {
  f = await assignmentFixture();
});
afterAll(async () => {
  await f?.h.close();
});

const HOUR = 3_600_000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();
const handIn = (id: number, token = f.tokens.student) =>
  sendFiles(f.h, `/api/assignments/${id}/hand-ins`, token, [{ name: 'lab.pkt', bytes: SAMPLE_BYTES.packetTracer }]);
const draft = async (overrides = {}) =>
  (
    await call(f.h, 'POST', `/api/courses/${f.courseId}/assignments`, f.tokens.teacher, validAssignment(overrides))
  ).json().assignment.id as number;
/**
 * An extension for the first student, who is given one as a member of the class (docs/decisions/037)
 * and then leaves the course again (they keep it), so the other tests see them as before: no member.
 */
const extend = async (id: number, due_at: string, accepts_until: string | null = null) => {
  const studentId = f.students[0]!.id;
  expect(
    (await call(f.h, 'POST', `/api/courses/${f.courseId}/members`, f.tokens.teacher, { user_ids: [studentId] }))
      .statusCode,
  ).toBe(200);
  const given = await call(f.h, 'PUT', `/api/assignments/${id}/extensions/${studentId}`, f.tokens.teacher, {
    due_at,
    accepts_until,
  });
  expect(
    (await call(f.h, 'DELETE', `/api/courses/${f.courseId}/members/${studentId}`, f.tokens.teacher)).statusCode,
  ).toBe(204);
  return given;
};
/** Dates a test sets in the past, straight in the database (the form refuses nothing in the past, but its rules are the point here). */
const setDates = (id: number, dueAt: string, acceptsUntil: string | null) =>
  f.h.db.execute(sql`update assignments set due_at = ${dueAt}, accepts_until = ${acceptsUntil} where id = ${id}`);

const month = async (token: string, at: string) => {
  const date = new Date(at);
  const vietnam = new Date(date.getTime() + 7 * HOUR);
  const response = await call(
    f.h,
    'GET',
    `/api/deadlines?month=${vietnam.getUTCMonth() + 1}&year=${vietnam.getUTCFullYear()}`,
    token,
  );
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as DeadlineMonthResponse).deadlines;
};
const toDo = async (token = f.tokens.student, query = '') => {
  const response = await call(f.h, 'GET', `/api/deadlines/to-do${query}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ToDoResponse;
};
const toGrade = async (token = f.tokens.teacher, query = '?limit=50') => {
  const response = await call(f.h, 'GET', `/api/deadlines/to-grade${query}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ToGradeResponse;
};

describe('GET /api/deadlines (the calendar month)', () => {
  test('a student sees the published assignments due that month at their own due date; a draft never', async () => {
    const due = '2031-03-31T17:30:00.000Z'; // 1 April 2031, 00:30 in Vietnam
    const id = await publishedAssignment(f, { title: 'Lab tháng tư', due_at: due });
    await draft({ title: 'Bản nháp', due_at: due });
    const april = await month(f.tokens.student, due);
    expect(april).toContainEqual({
      kind: 'assignment',
      assignment_id: id,
      quiz_id: null,
      moment: 'due',
      title: 'Lab tháng tư',
      course_id: f.courseId,
      course_name: expect.any(String),
      due_at: due,
    });
    expect(april.map((item) => item.title)).not.toContain('Bản nháp');
    // The month is Vietnam's: 31 March in UTC is April there.
    expect((await month(f.tokens.student, '2031-03-15T00:00:00Z')).map((item) => item.assignment_id)).not.toContain(id);

    const extended = '2031-05-02T02:00:00.000Z';
    expect((await extend(id, extended)).statusCode).toBe(200);
    expect((await month(f.tokens.student, due)).map((item) => item.assignment_id)).not.toContain(id);
    expect(await month(f.tokens.student, extended)).toContainEqual(
      expect.objectContaining({ assignment_id: id, due_at: extended }),
    );
    // Another student keeps the class's date.
    expect(await month(f.tokens.otherStudent, due)).toContainEqual(
      expect.objectContaining({ assignment_id: id, due_at: due }),
    );
  });

  test('the course’s teacher sees its drafts; another course’s teacher sees nothing of it', async () => {
    const due = '2031-07-10T03:00:00.000Z';
    const id = await draft({ title: 'Nháp tháng bảy', due_at: due });
    expect((await month(f.tokens.teacher, due)).map((item) => item.assignment_id)).toContain(id);
    expect((await month(f.tokens.admin, due)).map((item) => item.assignment_id)).toContain(id);
    expect((await month(f.tokens.otherTeacher, due)).map((item) => item.assignment_id)).not.toContain(id);
  });

  test('a members-only course’s assignments show only to its members', async () => {
    const due = '2031-09-10T03:00:00.000Z';
    const id = await publishedAssignment(f, { due_at: due });
    await f.h.db.execute(sql`update courses set access = 'members' where id = ${f.courseId}`);
    try {
      expect((await month(f.tokens.student, due)).map((item) => item.assignment_id)).not.toContain(id);
      await f.h.db.execute(
        sql`insert into course_members (course_id, user_id, role) values (${f.courseId}, ${f.students[0]!.id}, 'student')`,
      );
      expect((await month(f.tokens.student, due)).map((item) => item.assignment_id)).toContain(id);
      expect((await month(f.tokens.otherStudent, due)).map((item) => item.assignment_id)).not.toContain(id);
    } finally {
      await f.h.db.execute(sql`update courses set access = 'open' where id = ${f.courseId}`);
      await f.h.db.execute(sql`delete from course_members where course_id = ${f.courseId} and role = 'student'`);
    }
  });

  test.each([
    ['month=13&year=2031', 'month'],
    ['month=0&year=2031', 'month'],
    ['year=2031', 'month'],
    ['month=2&year=x', 'year'],
    ['month=2&year=1800', 'year'],
  ])('?%s: 400 on %s', async (query, field) => {
    const response = await call(f.h, 'GET', `/api/deadlines?${query}`, f.tokens.student);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field });
  });
});

describe('GET /api/deadlines/to-do', () => {
  test('not handed in and still accepting, by due date; overdue marked; handed in, closed and drafts left out', async () => {
    const later = await publishedAssignment(f, { title: 'Sau', due_at: inHours(2000) });
    const sooner = await publishedAssignment(f, { title: 'Trước', due_at: inHours(1000) });
    const overdue = await publishedAssignment(f, { title: 'Quá hạn' });
    await setDates(overdue, inHours(-1), null);
    const closed = await publishedAssignment(f, { title: 'Đã đóng' });
    await setDates(closed, inHours(-2), inHours(-1));
    const done = await publishedAssignment(f, { title: 'Đã nộp', due_at: inHours(500) });
    expect((await handIn(done)).statusCode).toBe(201);
    await draft({ title: 'Nháp' });

    const { items } = await toDo(f.tokens.student, '?limit=50');
    const titles = items.map((item) => item.title);
    expect(titles.indexOf('Quá hạn')).toBeLessThan(titles.indexOf('Trước'));
    expect(titles.indexOf('Trước')).toBeLessThan(titles.indexOf('Sau'));
    for (const gone of ['Đã đóng', 'Đã nộp', 'Nháp']) expect(titles).not.toContain(gone);
    expect(items.find((item) => item.assignment_id === overdue)).toMatchObject({
      overdue: true,
      accepts_until: null,
      returned: false,
    });
    expect(items.find((item) => item.assignment_id === sooner)).toMatchObject({ overdue: false });
    expect(items.map((item) => item.assignment_id)).toContain(later);
    // The other student handed nothing in: the hand-in counted only for its author.
    expect((await toDo(f.tokens.otherStudent, '?limit=50')).items.map((item) => item.title)).toContain('Đã nộp');
  });

  test('an extension reopens a closed assignment for its student only, at their dates', async () => {
    const id = await publishedAssignment(f, { title: 'Gia hạn' });
    await setDates(id, inHours(-2), inHours(-1));
    const extended = new Date(Date.now() + 5 * HOUR).toISOString();
    expect((await extend(id, extended)).statusCode).toBe(200);
    expect((await toDo(f.tokens.student, '?limit=50')).items.find((item) => item.assignment_id === id)).toMatchObject({
      due_at: extended,
      overdue: false,
      accepts_until: extended,
    });
    expect((await toDo(f.tokens.otherStudent, '?limit=50')).items.map((item) => item.assignment_id)).not.toContain(id);
  });

  test('returned for revision once released: on the list again until a new version', async () => {
    const id = await publishedAssignment(f, { title: 'Làm lại' });
    expect((await handIn(id)).statusCode).toBe(201);
    expect(
      (
        await call(f.h, 'PUT', `/api/assignments/${id}/grades/${f.students[0]!.id}`, f.tokens.teacher, {
          points: 3,
          levels: [],
          comment: 'Làm lại',
          returned: true,
        })
      ).statusCode,
    ).toBe(200);
    expect((await toDo(f.tokens.student, '?limit=50')).items.map((item) => item.assignment_id)).not.toContain(id);
    expect((await call(f.h, 'POST', `/api/assignments/${id}/grades/release`, f.tokens.teacher)).statusCode).toBe(200);
    expect((await toDo(f.tokens.student, '?limit=50')).items.find((item) => item.assignment_id === id)).toMatchObject({
      returned: true,
    });
    expect((await handIn(id)).statusCode).toBe(201);
    expect((await toDo(f.tokens.student, '?limit=50')).items.map((item) => item.assignment_id)).not.toContain(id);
  });

  test('numbered pages with the total', async () => {
    const all = await toDo(f.tokens.otherStudent, '?limit=50');
    const second = await toDo(f.tokens.otherStudent, '?page=2&limit=2');
    expect(second).toMatchObject({ total: all.total, page: 2, limit: 2 });
    expect(second.items).toEqual(all.items.slice(2, 4));
  });

  test('a page past the end has no items and still the total (counted on its own)', async () => {
    const { total } = await toDo(f.tokens.otherStudent, '?limit=50');
    expect(total).toBeGreaterThan(0);
    expect(await toDo(f.tokens.otherStudent, `?page=${total + 1}&limit=1`)).toEqual({
      items: [],
      total,
      page: total + 1,
      limit: 1,
    });
  });

  test('401 signed out, 403 for staff, 400 per field', async () => {
    expect((await call(f.h, 'GET', '/api/deadlines/to-do')).statusCode).toBe(401);
    expect((await call(f.h, 'GET', '/api/deadlines/to-do', f.tokens.teacher)).statusCode).toBe(403);
    expect((await call(f.h, 'GET', '/api/deadlines/to-do', f.tokens.admin)).statusCode).toBe(403);
    for (const [query, field] of [
      ['?page=0', 'page'],
      ['?limit=0', 'limit'],
      ['?limit=x', 'limit'],
    ] as const) {
      const response = await call(f.h, 'GET', `/api/deadlines/to-do${query}`, f.tokens.student);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ field });
    }
  });
});

describe('GET /api/deadlines/to-grade', () => {
  test('per assignment of the courses one teaches: hand-ins whose latest version has no grade', async () => {
    const id = await publishedAssignment(f, { title: 'Cần chấm', due_at: inHours(3000) });
    const row = async (token = f.tokens.teacher) =>
      (await toGrade(token)).items.find((item) => item.assignment_id === id);
    expect(await row()).toBeUndefined();
    expect((await handIn(id)).statusCode).toBe(201);
    expect((await handIn(id, f.tokens.otherStudent)).statusCode).toBe(201);
    expect(await row()).toMatchObject({ title: 'Cần chấm', course_id: f.courseId, to_grade: 2 });
    expect(await row(f.tokens.admin)).toMatchObject({ to_grade: 2 });
    expect(await row(f.tokens.otherTeacher)).toBeUndefined();

    const grade = (studentId: number) =>
      call(f.h, 'PUT', `/api/assignments/${id}/grades/${studentId}`, f.tokens.teacher, {
        points: 5,
        levels: [],
        comment: '',
      });
    expect((await grade(f.students[0]!.id)).statusCode).toBe(200);
    expect(await row()).toMatchObject({ to_grade: 1 });
    // A new version after the grade is to grade again.
    expect((await handIn(id)).statusCode).toBe(201);
    expect(await row()).toMatchObject({ to_grade: 2 });
    expect((await grade(f.students[0]!.id)).statusCode).toBe(200);
    expect((await grade(f.students[1]!.id)).statusCode).toBe(200);
    expect(await row()).toBeUndefined();
  });

  test('401 signed out, 403 for students, 400 per field', async () => {
    expect((await call(f.h, 'GET', '/api/deadlines/to-grade')).statusCode).toBe(401);
    expect((await call(f.h, 'GET', '/api/deadlines/to-grade', f.tokens.student)).statusCode).toBe(403);
    for (const [query, field] of [
      ['?page=x', 'page'],
      ['?limit=1000', 'limit'],
    ] as const) {
      const response = await call(f.h, 'GET', `/api/deadlines/to-grade${query}`, f.tokens.teacher);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ field });
    }
  });
});
