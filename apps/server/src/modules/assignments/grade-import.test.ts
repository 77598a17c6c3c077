import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { GradeImportEntry } from '@netclass/shared';
import { assignmentFixture, call, publishedAssignment, type AssignmentFixture } from './assignments.fixtures.js';

let f: AssignmentFixture;
let member: number;
let outsider: number;
let teacherId: number;
beforeAll(async () => {
  f = await assignmentFixture();
  [member, outsider] = f.students.map((s) => s.id) as [number, number];
  teacherId = (await f.h.createUser({ role: 'teacher' })).id;
  expect(
    (await call(f.h, 'POST', `/api/courses/${f.courseId}/members`, f.tokens.teacher, { user_ids: [member] }))
      .statusCode,
  ).toBe(200);
});
afterAll(async () => {
  await f?.h.close();
});

const url = (id: number, step: 'check' | 'apply') => `/api/assignments/${id}/grades/import/${step}`;
const post = (id: number, step: 'check' | 'apply', rows: GradeImportEntry[], token = f.tokens.teacher) =>
  call(f.h, 'POST', url(id, step), token, { rows });
const row = (line: number, studentId: number | string, points: string, comment = ''): GradeImportEntry => ({
  line,
  student_id: String(studentId),
  points,
  comment,
});

describe('grade import', () => {
  test('each refused row names its problem; applying writes the valid rows only', async () => {
    const id = await publishedAssignment(f);
    const rows = [
      row(2, member, '8,5', 'Tốt'),
      row(3, 'abc', '7'),
      row(4, 99_999_999, '7'),
      row(5, outsider, '7'),
      row(6, teacherId, '7'),
      row(7, member, '9'),
      row(8, member, '10.5'),
    ];
    const checked = await post(id, 'check', rows);
    expect(checked.statusCode, checked.body).toBe(200);
    expect(checked.json().rows.map((r: { line: number; problem: string | null }) => [r.line, r.problem])).toEqual([
      [2, null],
      [3, 'id_invalid'],
      [4, 'unknown'],
      [5, 'not_in_class'],
      [6, 'unknown'],
      [7, 'duplicate'],
      [8, 'duplicate'],
    ]);
    expect(checked.json()).toMatchObject({ applied: false, counts: { valid: 1, error: 6 } });
    expect(
      (await call(f.h, 'GET', `/api/assignments/${id}/grades/${member}`, f.tokens.teacher)).json().grade,
    ).toBeNull();
    const applied = await post(id, 'apply', rows);
    expect(applied.json()).toMatchObject({ applied: true, counts: { valid: 1, error: 6 } });
    expect(
      (await call(f.h, 'GET', `/api/assignments/${id}/grades/${member}`, f.tokens.teacher)).json().grade,
    ).toMatchObject({ points: 8.5, comment: 'Tốt', levels: [] });
  });

  test.each([['-1'], ['10.5'], ['7.125'], ['bảy'], ['']])('points %j: points_invalid', async (points) => {
    const id = await publishedAssignment(f);
    expect((await post(id, 'check', [row(1, member, points)])).json().rows[0]).toMatchObject({
      problem: 'points_invalid',
      message: expect.any(String),
    });
  });

  test('a comment with a control character is refused', async () => {
    const id = await publishedAssignment(f);
    expect((await post(id, 'check', [row(1, member, '5', 'a\u0007b')])).json().rows[0].problem).toBe('comment_invalid');
  });

  test('after release: 409, grades change one by one with a reason', async () => {
    const id = await publishedAssignment(f);
    expect((await call(f.h, 'POST', `/api/assignments/${id}/grades/release`, f.tokens.teacher)).statusCode).toBe(200);
    const refused = await post(id, 'apply', [row(1, member, '5')]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('GRADES_RELEASED');
  });

  test('400 for an empty or malformed request; 401, 403 for students and other teachers; 404 unknown', async () => {
    const id = await publishedAssignment(f);
    expect((await post(id, 'check', [])).statusCode).toBe(400);
    expect(
      (await call(f.h, 'POST', url(id, 'check'), f.tokens.teacher, { rows: [{ line: 1, student_id: 5, points: '5' }] }))
        .statusCode,
    ).toBe(400);
    for (const step of ['check', 'apply'] as const) {
      expect((await call(f.h, 'POST', url(id, step), undefined, { rows: [row(1, member, '5')] })).statusCode).toBe(401);
      expect((await post(id, step, [row(1, member, '5')], f.tokens.student)).statusCode).toBe(403);
      expect((await post(id, step, [row(1, member, '5')], f.tokens.otherTeacher)).statusCode).toBe(403);
      expect((await post(999_999, step, [row(1, member, '5')])).statusCode).toBe(404);
    }
  });
});
