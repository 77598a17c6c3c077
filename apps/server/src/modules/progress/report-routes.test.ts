import * as XLSX from '@e965/xlsx';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, type TestApp, type TestUser } from '../../../test/app.js';
import { SAMPLE_BYTES } from '../../../test/files.js';
import { queriesOf } from '../../../test/query-count.js';

let h: TestApp;
let s1: TestUser;
let s2: TestUser;
let s3: TestUser;
const tokens = { s1: '', s2: '', teacher: '', otherTeacher: '', admin: '' };
let categoryId = 0;
const course = { a: 0, b: 0 };
const lesson = { l1: 0, l2: 0, l3: 0, l4: 0 };
const material = { m1: 0, m2: 0, m3: 0, m4: 0 };

beforeAll(async () => {
  h = await buildTestApp();
  s1 = await h.createUser({ name: 'Nguyễn An' });
  s2 = await h.createUser({ name: 'Trần, Bình' });
  s3 = await h.createUser({ name: 'Lê Cường', status: 'inactive' });
  const teacher = await h.createUser({ role: 'teacher' });
  tokens.s1 = await h.loginAs(s1);
  tokens.s2 = await h.loginAs(s2);
  tokens.teacher = await h.loginAs(teacher);
  tokens.otherTeacher = await h.loginAs(await h.createUser({ role: 'teacher' }));
  tokens.admin = await h.loginAs(await h.createUser({ role: 'admin' }));
  categoryId = (await h.createCategory()).id;
  course.a = (await h.createCourse({ categoryId, teacherId: teacher.id, name: 'Mạng máy tính' })).id;
  course.b = (await h.createCourse({ categoryId, teacherId: teacher.id })).id;
  lesson.l1 = (await h.createLesson({ courseId: course.a, orderNum: 1, title: 'Mô hình OSI' })).id;
  lesson.l3 = (await h.createLesson({ courseId: course.a, orderNum: 3, title: 'Chưa có tài liệu' })).id;
  lesson.l2 = (await h.createLesson({ courseId: course.a, orderNum: 2, title: 'TCP/IP' })).id;
  lesson.l4 = (await h.createLesson({ courseId: course.b, orderNum: 1 })).id;
  const add = async (lessonId: number) =>
    (await h.createMaterial({ lessonId, bytes: SAMPLE_BYTES.pdf, fileName: 'a.pdf' })).id;
  material.m1 = await add(lesson.l1);
  material.m2 = await add(lesson.l1);
  material.m3 = await add(lesson.l2);
  material.m4 = await add(lesson.l4);
  for (const id of [material.m1, material.m2, material.m3]) await complete(tokens.s1, s1.id, id);
  await complete(tokens.s2, s2.id, material.m1);
  // The class (docs/decisions/023): s1 and s2 have progress in the open course; s3, inactive and not started, is a member.
  const added = await h.app.inject({
    method: 'POST',
    url: `/api/courses/${course.a}/members`,
    headers: h.authHeader(tokens.teacher),
    payload: { user_ids: [s3.id] },
  });
  expect(added.statusCode, added.body).toBe(200);
});
afterAll(async () => {
  await h?.close();
});

async function complete(token: string, studentId: number, materialId: number) {
  const response = await h.app.inject({
    method: 'POST',
    url: '/api/material-completion/complete',
    headers: h.authHeader(token),
    payload: { student_id: studentId, material_id: materialId },
  });
  expect(response.statusCode, response.body).toBe(200);
}
const get = (url: string, token?: string) =>
  h.app.inject({ method: 'GET', url, headers: token ? h.authHeader(token) : {} });

describe('GET /api/progress/courses', () => {
  test("every course of the term with the signed-in student's progress", async () => {
    const response = await get(`/api/progress/courses?category_id=${categoryId}`, tokens.s2);
    expect(response.json()).toEqual({
      student_id: s2.id,
      category_id: categoryId,
      courses: [
        { course_id: course.a, progress_percentage: 25, lesson_count: 2, completed_lesson_count: 0 },
        { course_id: course.b, progress_percentage: 0, lesson_count: 1, completed_lesson_count: 0 },
      ],
    });
    expect((await get(`/api/progress/courses?category_id=${categoryId}`, tokens.s1)).json().courses[0]).toMatchObject({
      progress_percentage: 100,
      completed_lesson_count: 2,
    });
  });

  test("teachers name a student; students cannot ask for another's; bad ids", async () => {
    const byTeacher = await get(`/api/progress/courses?category_id=${categoryId}&student_id=${s2.id}`, tokens.teacher);
    expect(byTeacher.json().courses[0].progress_percentage).toBe(25);
    expect(
      (await get(`/api/progress/courses?category_id=${categoryId}&student_id=${s1.id}`, tokens.s2)).statusCode,
    ).toBe(403);
    expect((await get(`/api/progress/courses?category_id=${categoryId}`, tokens.teacher)).statusCode).toBe(404);
    expect((await get(`/api/progress/courses?category_id=999999`, tokens.s1)).json().message).toBe(
      'Danh mục không hợp lệ!',
    );
    expect((await get(`/api/progress/courses?category_id=abc`, tokens.s1)).statusCode).toBe(400);
    expect((await get(`/api/progress/courses?category_id=${categoryId}`)).statusCode).toBe(401);
  });
});

describe('GET /api/progress/course/{courseId}/report', () => {
  test('every student with course and lesson progress, not started and last activity', async () => {
    const report = (await get(`/api/progress/course/${course.a}/report`, tokens.teacher)).json();
    expect(report.course).toEqual({
      id: course.a,
      name: 'Mạng máy tính',
      category_id: categoryId,
      teacher_id: expect.any(Number),
    });
    expect(report.lessons).toEqual([
      { id: lesson.l1, title: 'Mô hình OSI', order_num: 1, ready_material_count: 2, counted: true },
      { id: lesson.l2, title: 'TCP/IP', order_num: 2, ready_material_count: 1, counted: true },
      { id: lesson.l3, title: 'Chưa có tài liệu', order_num: 3, ready_material_count: 0, counted: false },
    ]);
    expect(report.students).toEqual([
      {
        student_id: s1.id,
        name: 'Nguyễn An',
        status: 'active',
        progress_percentage: 100,
        completed_lesson_count: 2,
        lesson_percentages: [100, 100, null],
        not_started: false,
        last_activity_at: expect.any(String),
      },
      {
        student_id: s2.id,
        name: 'Trần, Bình',
        status: 'active',
        progress_percentage: 25,
        completed_lesson_count: 0,
        lesson_percentages: [50, 0, null],
        not_started: false,
        last_activity_at: expect.any(String),
      },
      {
        student_id: s3.id,
        name: 'Lê Cường',
        status: 'inactive',
        progress_percentage: 0,
        completed_lesson_count: 0,
        lesson_percentages: [0, 0, null],
        not_started: true,
        last_activity_at: null,
      },
    ]);
    expect(report.summary).toEqual({
      student_count: 3,
      average_percentage: 42,
      completed_count: 1,
      not_started_count: 1,
    });
    expect(report).toMatchObject({ total: 3, page: 1, limit: 50 });
  });

  test("the course's teacher and admins only", async () => {
    expect((await get(`/api/progress/course/${course.a}/report`, tokens.admin)).statusCode).toBe(200);
    for (const token of [tokens.otherTeacher, tokens.s1]) {
      const refused = await get(`/api/progress/course/${course.a}/report`, token);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).not.toHaveProperty('students');
      for (const file of ['report.csv', 'report.xlsx'])
        expect((await get(`/api/progress/course/${course.a}/${file}`, token)).statusCode).toBe(403);
    }
    for (const file of ['report.csv', 'report.xlsx']) {
      expect((await get(`/api/progress/course/${course.a}/${file}`)).statusCode).toBe(401);
      expect((await get(`/api/progress/course/999999/${file}`, tokens.admin)).statusCode).toBe(404);
    }
    expect((await get(`/api/progress/course/999999/report`, tokens.admin)).statusCode).toBe(404);
    expect((await get(`/api/progress/course/${course.a}/report`)).statusCode).toBe(401);
  });

  test('a fixed number of queries whatever the class size', async () => {
    const queriesFor = () =>
      queriesOf(async () =>
        expect((await get(`/api/progress/course/${course.a}/report`, tokens.admin)).statusCode).toBe(200),
      );
    const before = await queriesFor();
    // The course, then BEGIN, lessons, summary and total, the page's rows, COMMIT (plus the session check).
    expect(before).toBeGreaterThanOrEqual(6);
    expect(before).toBeLessThanOrEqual(8);
    for (let i = 0; i < 6; i++) {
      const student = await h.createUser();
      await complete(await h.loginAs(student), student.id, material.m3);
    }
    expect(await queriesFor()).toBe(before);
  });
});

describe('GET /api/progress/course/{courseId}/report.csv', () => {
  test('a UTF-8 CSV with BOM, quoted where needed, as an attachment', async () => {
    const response = await get(`/api/progress/course/${course.a}/report.csv`, tokens.teacher);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Tien do - Mang may tinh.csv"; filename*=UTF-8''${encodeURIComponent('Tiến độ - Mạng máy tính.csv')}`,
    );
    const lines = response.body.split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFFMã sinh viên,Họ tên,Trạng thái tài khoản,Tiến độ học phần (%),Số bài đã hoàn thành,Chưa bắt ' +
        'đầu,Hoạt động gần nhất,Bài 1: Mô hình OSI (%),Bài 2: TCP/IP (%),Bài 3: Chưa có tài liệu (%)',
    );
    expect(lines[2]).toMatch(
      new RegExp(`^${s2.id},"Trần, Bình",Đang hoạt động,25,0,Không,\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2},50,0,$`),
    );
    expect(lines[3]).toBe(`${s3.id},Lê Cường,Ngừng hoạt động,0,0,Có,,0,0,`);
  });

  test('worded in the language the request asks for: English headers, values and file name; Vietnamese first', async () => {
    const ask = (language: string) =>
      h.app.inject({
        method: 'GET',
        url: `/api/progress/course/${course.a}/report.csv`,
        headers: { ...h.authHeader(tokens.teacher), 'accept-language': language },
      });
    const english = await ask('en-US,en;q=0.9');
    expect(english.statusCode).toBe(200);
    expect(english.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('Progress - Mạng máy tính.csv')}`,
    );
    const lines = english.body.split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFFStudent ID,Full name,Account status,Course progress (%),Lessons completed,Not started,Last activity,' +
        'Lesson 1: Mô hình OSI (%),Lesson 2: TCP/IP (%),Lesson 3: Chưa có tài liệu (%)',
    );
    expect(lines[3]).toBe(`${s3.id},Lê Cường,Inactive,0,0,Yes,,0,0,`);
    const vietnamese = await ask('vi-VN, en;q=0.5');
    expect(vietnamese.body.split('\r\n')[0]).toMatch(/^\uFEFFMã sinh viên,Họ tên,Trạng thái tài khoản,/);
    expect(vietnamese.body.split('\r\n')[3]).toBe(`${s3.id},Lê Cường,Ngừng hoạt động,0,0,Có,,0,0,`);
  });
});

describe('GET /api/progress/course/{courseId}/report.xlsx', () => {
  test('one sheet with the same rows as the CSV, as an attachment', async () => {
    const response = await get(`/api/progress/course/${course.a}/report.xlsx`, tokens.teacher);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('Tiến độ - Mạng máy tính.xlsx')}`,
    );
    const workbook = XLSX.read(response.rawPayload, { type: 'buffer' });
    const rows = XLSX.utils.sheet_to_json<unknown[]>(workbook.Sheets[workbook.SheetNames[0]!]!, {
      header: 1,
      defval: null,
    });
    expect(rows[0]).toEqual([
      'Mã sinh viên',
      'Họ tên',
      'Trạng thái tài khoản',
      'Tiến độ học phần (%)',
      'Số bài đã hoàn thành',
      'Chưa bắt đầu',
      'Hoạt động gần nhất',
      'Bài 1: Mô hình OSI (%)',
      'Bài 2: TCP/IP (%)',
      'Bài 3: Chưa có tài liệu (%)',
    ]);
    expect(rows[1]).toEqual([
      s1.id,
      'Nguyễn An',
      'Đang hoạt động',
      100,
      2,
      'Không',
      expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/),
      100,
      100,
      null,
    ]);
    expect(rows[2]).toEqual([s2.id, 'Trần, Bình', 'Đang hoạt động', 25, 0, 'Không', expect.any(String), 50, 0, null]);
    expect(rows[3]).toEqual([s3.id, 'Lê Cường', 'Ngừng hoạt động', 0, 0, 'Có', null, 0, 0, null]);
  });

  test('in English when asked: the sheet and its headers', async () => {
    const response = await h.app.inject({
      method: 'GET',
      url: `/api/progress/course/${course.a}/report.xlsx`,
      headers: { ...h.authHeader(tokens.teacher), 'accept-language': 'en' },
    });
    const workbook = XLSX.read(response.rawPayload, { type: 'buffer' });
    expect(workbook.SheetNames).toEqual(['Progress']);
    const rows = XLSX.utils.sheet_to_json<unknown[]>(workbook.Sheets.Progress!, { header: 1, defval: null });
    expect(rows[0]?.slice(0, 3)).toEqual(['Student ID', 'Full name', 'Account status']);
    expect(rows[1]?.[2]).toBe('Active');
  });
});

// Last: it adds a student, whom the reports above would list.
describe('GET /api/progress/me', () => {
  test('courses with activity: progress, last lesson, next lesson to study', async () => {
    const mine = (await get('/api/progress/me', tokens.s2)).json();
    expect(mine).toEqual({
      student_id: s2.id,
      courses: [
        {
          course_id: course.a,
          course_name: 'Mạng máy tính',
          category_id: categoryId,
          progress_percentage: 25,
          lesson_count: 2,
          completed_lesson_count: 0,
          last_activity_at: expect.any(String),
          last_lesson: { id: lesson.l1, title: 'Mô hình OSI', order_num: 1 },
          next_lesson: { id: lesson.l1, title: 'Mô hình OSI', order_num: 1 },
        },
      ],
    });
    const done = (await get('/api/progress/me', tokens.s1)).json().courses[0];
    expect(done).toMatchObject({ progress_percentage: 100, last_lesson: { id: lesson.l2 }, next_lesson: null });
  });

  test('nothing started: no courses; teachers have no progress of their own', async () => {
    const fresh = await h.createUser();
    expect((await get('/api/progress/me', await h.loginAs(fresh))).json()).toEqual({
      student_id: fresh.id,
      courses: [],
    });
    expect((await get('/api/progress/me', tokens.teacher)).statusCode).toBe(404);
  });
});
