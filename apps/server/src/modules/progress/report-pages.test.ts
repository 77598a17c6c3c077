import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app.js';
import { SAMPLE_BYTES } from '../../../test/files.js';
import { progressPercentage } from '@netclass/shared';
import { shareSql } from './standing.js';

let h: TestApp;
let teacherToken = '';
let courseId = 0;
/** Names chosen so that accents and case decide the order: folded, they sort anh, bui, dang, duong, eo. */
const STUDENTS = [
  { id: 7100005, name: 'Đặng Duy', done: 2 },
  { id: 7100001, name: 'Ánh Dương', done: 0 },
  { id: 7100003, name: 'bùi Chi', done: 1 },
  { id: 7100002, name: 'Dương An', done: 3 },
  { id: 7200004, name: 'Eo Lý', done: 4 },
];

beforeAll(async () => {
  h = await buildTestApp();
  const teacher = await h.createUser({ role: 'teacher' });
  teacherToken = await h.loginAs(teacher);
  const categoryId = (await h.createCategory()).id;
  courseId = (await h.createCourse({ categoryId, teacherId: teacher.id })).id;
  const lessonId = (await h.createLesson({ courseId, orderNum: 1 })).id;
  const materialIds: number[] = [];
  for (let i = 0; i < 4; i++)
    materialIds.push((await h.createMaterial({ lessonId, bytes: SAMPLE_BYTES.pdf, fileName: 'a.pdf' })).id);
  for (const spec of STUDENTS) {
    const student = await h.createUser({ id: spec.id, name: spec.name });
    const token = await h.loginAs(student);
    for (const materialId of materialIds.slice(0, spec.done)) {
      const response = await h.app.inject({
        method: 'POST',
        url: '/api/material-completion/complete',
        headers: h.authHeader(token),
        payload: { student_id: spec.id, material_id: materialId },
      });
      expect(response.statusCode).toBe(200);
    }
  }
  // The class: its members (one of them has not started).
  await h.db.execute(
    sql`insert into course_members (course_id, user_id, role) select ${courseId}, id, 'student' from users where role = 'student'`,
  );
});
afterAll(async () => {
  await h?.close();
});

const report = async (query: string) => {
  const response = await h.app.inject({
    method: 'GET',
    url: `/api/progress/course/${courseId}/report?${query}`,
    headers: h.authHeader(teacherToken),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{
    students: { student_id: number; progress_percentage: number }[];
    total: number;
    page: number;
    limit: number;
    summary: unknown;
  }>();
};
const ids = (page: { students: { student_id: number }[] }) => page.students.map((student) => student.student_id);

describe('report pages', () => {
  test('numbered pages of the class by id, with the total; past the end empty; the summary is the whole class', async () => {
    const first = await report('limit=2');
    expect(first).toMatchObject({ total: 5, page: 1, limit: 2 });
    expect(ids(first)).toEqual([7100001, 7100002]);
    expect(ids(await report('limit=2&page=2'))).toEqual([7100003, 7100005]);
    expect(ids(await report('limit=2&page=3'))).toEqual([7200004]);
    expect(ids(await report('limit=2&page=4'))).toEqual([]);
    const filtered = await report('q=eo');
    expect(filtered.summary).toEqual(first.summary);
    expect(first.summary).toEqual({
      student_count: 5,
      average_percentage: 50,
      completed_count: 1,
      not_started_count: 1,
    });
  });

  test('sorted by name with accents and case ignored, by progress, either way; ties by id', async () => {
    expect(ids(await report('sort=name'))).toEqual([7100001, 7100003, 7100005, 7100002, 7200004]);
    expect(ids(await report('sort=name&order=desc'))).toEqual([7200004, 7100002, 7100005, 7100003, 7100001]);
    const byProgress = await report('sort=progress&order=desc');
    expect(byProgress.students.map((student) => student.progress_percentage)).toEqual([100, 75, 50, 25, 0]);
    expect(ids(await report('sort=progress&limit=2&page=2'))).toEqual([7100005, 7100002]);
  });

  test('searched by part of the name (accents and case ignored) or of the id', async () => {
    const byName = await report('q=DUONG');
    expect(ids(byName)).toEqual([7100001, 7100002]);
    expect(byName.total).toBe(2);
    expect(ids(await report('q=  đặng '))).toEqual([7100005]);
    expect(ids(await report('q=7200'))).toEqual([7200004]);
    expect(ids(await report('q=%25'))).toEqual([]);
    expect((await report('q=nobody')).total).toBe(0);
  });

  test.each([
    'limit=0',
    'limit=101',
    'limit=abc',
    'page=0',
    'page=1.5',
    'sort=email',
    'order=up',
    `q=${'x'.repeat(101)}`,
  ])('%s answers 400', async (query) => {
    const response = await h.app.inject({
      method: 'GET',
      url: `/api/progress/course/${courseId}/report?${query}`,
      headers: h.authHeader(teacherToken),
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('shareSql', () => {
  test('answers what the shared progressPercentage answers', async () => {
    const pairs = [
      [0, 0],
      [0, 5],
      [1, 3],
      [2, 3],
      [1, 8],
      [5, 5],
      [6, 5],
      [1, 300],
      [199, 200],
      [250, 400],
      [50, 200],
      [-1, 3],
      [3, -1],
    ] as const;
    for (const [done, total] of pairs) {
      const [row] = (
        await h.db.execute<{ value: number }>(sql`select ${shareSql(sql`${done}::int`, sql`${total}::int`)} as value`)
      ).rows;
      expect(row?.value, `${done} of ${total}`).toBe(progressPercentage(done, total));
    }
  });
});
