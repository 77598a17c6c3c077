import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { GradeCategoriesRequest, GradeOverrideRequest } from '@netclass/shared';
import { call } from '../assignments/assignments.fixtures.js';
import { gradebookFixture, type GradebookFixture } from './gradebook.fixtures.js';

let f: GradebookFixture;
let courseId: number;
let itemId: number;
let studentId: number;
beforeAll(async () => {
  f = await gradebookFixture();
  studentId = f.students[0]!.id;
  courseId = await f.course({ studentIds: [studentId] });
  itemId = await f.item(courseId);
});
afterAll(async () => {
  await f?.h.close();
});

const routes = () => [
  { method: 'GET' as const, url: `/api/courses/${courseId}/gradebook` },
  { method: 'GET' as const, url: `/api/courses/${courseId}/gradebook.csv` },
  { method: 'GET' as const, url: `/api/courses/${courseId}/gradebook.xlsx` },
  { method: 'GET' as const, url: `/api/courses/${courseId}/grade-categories` },
  { method: 'PUT' as const, url: `/api/courses/${courseId}/grade-categories`, body: { categories: [] } },
  { method: 'GET' as const, url: `/api/graded-items/assignment/${itemId}/overrides/${studentId}` },
  {
    method: 'PUT' as const,
    url: `/api/graded-items/assignment/${itemId}/overrides/${studentId}`,
    body: { points: 5, reason: 'Phúc khảo' },
  },
  {
    method: 'DELETE' as const,
    url: `/api/graded-items/assignment/${itemId}/overrides/${studentId}`,
    body: { reason: 'Nhầm' },
  },
];

describe('who may use the gradebook', () => {
  test('signed out: 401 on every route, My grades included', async () => {
    for (const route of routes())
      expect((await call(f.h, route.method, route.url, undefined, route.body)).statusCode, route.url).toBe(401);
    expect((await call(f.h, 'GET', '/api/grades/mine')).statusCode).toBe(401);
  });

  test('a student and the teacher of another course: 403 on every route', async () => {
    for (const token of [f.tokens.student, f.tokens.otherTeacher])
      for (const route of routes())
        expect((await call(f.h, route.method, route.url, token, route.body)).statusCode, route.url).toBe(403);
  });

  test('a teacher who is not a member of a members-only course: 403', async () => {
    const closed = await f.course({ access: 'members' });
    const closedItem = await f.item(closed);
    expect((await call(f.h, 'GET', `/api/courses/${closed}/gradebook`, f.tokens.otherTeacher)).statusCode).toBe(403);
    expect(
      (await call(f.h, 'PUT', `/api/courses/${closed}/grade-categories`, f.tokens.otherTeacher, { categories: [] }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await call(
          f.h,
          'PUT',
          `/api/graded-items/assignment/${closedItem}/overrides/${studentId}`,
          f.tokens.otherTeacher,
          { points: 1, reason: 'x' },
        )
      ).statusCode,
    ).toBe(403);
  });

  test('My grades is for students: 403 for teachers and admins', async () => {
    expect((await call(f.h, 'GET', '/api/grades/mine', f.tokens.teacher)).statusCode).toBe(403);
    expect((await call(f.h, 'GET', '/api/grades/mine', f.tokens.admin)).statusCode).toBe(403);
  });

  test('an admin reads any gradebook; unknown course, item or a student outside the class: 404', async () => {
    expect((await call(f.h, 'GET', `/api/courses/${courseId}/gradebook`, f.tokens.admin)).statusCode).toBe(200);
    expect((await call(f.h, 'GET', '/api/courses/999999/gradebook', f.tokens.teacher)).statusCode).toBe(404);
    expect((await call(f.h, 'GET', '/api/courses/999999/grade-categories', f.tokens.teacher)).statusCode).toBe(404);
    expect(
      (
        await call(f.h, 'PUT', `/api/graded-items/assignment/999999/overrides/${studentId}`, f.tokens.teacher, {
          points: 1,
          reason: 'x',
        })
      ).statusCode,
    ).toBe(404);
    const outsider = await call(
      f.h,
      'PUT',
      `/api/graded-items/assignment/${itemId}/overrides/${f.students[1]!.id}`,
      f.tokens.teacher,
      { points: 1, reason: 'x' },
    );
    expect(outsider.statusCode).toBe(404);
    expect(
      (await call(f.h, 'GET', `/api/graded-items/exam/${itemId}/overrides/${studentId}`, f.tokens.teacher)).statusCode,
    ).toBe(400);
    const removedNothing = await call(
      f.h,
      'DELETE',
      `/api/graded-items/assignment/${itemId}/overrides/${studentId}`,
      f.tokens.teacher,
      { reason: 'x' },
    );
    expect(removedNothing.statusCode).toBe(404);
  });

  test('a draft assignment is no graded item: 404', async () => {
    const created = await call(f.h, 'POST', `/api/courses/${courseId}/assignments`, f.tokens.teacher, {
      title: 'Nháp',
      allowed_types: ['pdf'],
      max_file_mb: 1,
      due_at: new Date(Date.now() + 86_400_000).toISOString(),
      max_points: 10,
    });
    const draft = created.json().assignment.id as number;
    expect(
      (
        await call(f.h, 'PUT', `/api/graded-items/assignment/${draft}/overrides/${studentId}`, f.tokens.teacher, {
          points: 1,
          reason: 'x',
        })
      ).statusCode,
    ).toBe(404);
  });
});

const fieldOf = (res: { json(): { field?: string; fields?: Record<string, unknown> } }) =>
  String(res.json().field ?? Object.keys(res.json().fields ?? {})[0]).split('.')[0];

describe('bad input: 400 on its field', () => {
  test.each<[string, GradeCategoriesRequest | object]>([
    ['a name left blank', { categories: [{ name: ' ', weight: 10 }] }],
    ['a name too long', { categories: [{ name: 'x'.repeat(101), weight: 10 }] }],
    ['a negative weight', { categories: [{ name: 'Lab', weight: -1 }] }],
    ['a weight over 100', { categories: [{ name: 'Lab', weight: 101 }] }],
    ['a weight to 0.001', { categories: [{ name: 'Lab', weight: 10.005 }] }],
    ['a weight as text', { categories: [{ name: 'Lab', weight: '10' }] }],
    [
      'weights adding up past 100',
      {
        categories: [
          { name: 'Lab', weight: 60 },
          { name: 'Thi', weight: 50 },
        ],
      },
    ],
    [
      'the same name twice',
      {
        categories: [
          { name: 'Lab', weight: 10 },
          { name: 'lab', weight: 10 },
        ],
      },
    ],
    ['more than 20', { categories: Array.from({ length: 21 }, (_, i) => ({ name: `N${i}`, weight: 1 })) }],
    ['no list', {}],
    ['an id that is no number', { categories: [{ id: 'x', name: 'Lab', weight: 10 }] }],
  ])('categories: %s', async (_case, body) => {
    const res = await call(f.h, 'PUT', `/api/courses/${courseId}/grade-categories`, f.tokens.teacher, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(fieldOf(res)).toBe('categories');
  });

  test("categories: another course's category id", async () => {
    const other = await f.course({ studentIds: [] });
    const theirs = (
      await call(f.h, 'PUT', `/api/courses/${other}/grade-categories`, f.tokens.teacher, {
        categories: [{ name: 'Lab', weight: 50 }],
      })
    ).json().categories[0].id as number;
    const res = await call(f.h, 'PUT', `/api/courses/${courseId}/grade-categories`, f.tokens.teacher, {
      categories: [{ id: theirs, name: 'Lab', weight: 50 }],
    });
    expect(res.statusCode).toBe(400);
    expect(fieldOf(res)).toBe('categories');
    const assignment = await call(f.h, 'PUT', `/api/assignments/${itemId}`, f.tokens.teacher, {
      title: 'Lab',
      allowed_types: ['pdf'],
      max_file_mb: 1,
      due_at: new Date(Date.now() + 86_400_000).toISOString(),
      max_points: 10,
      grade_category_id: theirs,
    });
    expect(assignment.statusCode).toBe(400);
    expect(fieldOf(assignment)).toBe('grade_category_id');
  });

  test.each<[string, GradeOverrideRequest | object, string]>([
    ['negative points', { points: -1, reason: 'x' }, 'points'],
    ['points to 0.001', { points: 1.234, reason: 'x' }, 'points'],
    ['points over the item’s maximum', { points: 10.5, reason: 'x' }, 'points'],
    ['points as text', { points: '5', reason: 'x' }, 'points'],
    ['no reason', { points: 5 }, 'reason'],
    ['a blank reason', { points: 5, reason: '  ' }, 'reason'],
    ['a reason too long', { points: 5, reason: 'x'.repeat(501) }, 'reason'],
  ])('override: %s', async (_case, body, field) => {
    const res = await call(
      f.h,
      'PUT',
      `/api/graded-items/assignment/${itemId}/overrides/${studentId}`,
      f.tokens.teacher,
      body,
    );
    expect(res.statusCode, res.body).toBe(400);
    expect(fieldOf(res)).toBe(field);
  });

  test('override removal without a reason', async () => {
    const res = await call(
      f.h,
      'DELETE',
      `/api/graded-items/assignment/${itemId}/overrides/${studentId}`,
      f.tokens.teacher,
      {},
    );
    expect(res.statusCode).toBe(400);
    expect(fieldOf(res)).toBe('reason');
  });

  test.each([
    ['sort', '?sort=points'],
    ['sort', '?sort=assignment:x'],
    ['order', '?order=up'],
    ['filter', '?filter=late'],
    ['page', '?page=0'],
    ['limit', '?limit=101'],
    ['q', `?q=${'x'.repeat(101)}`],
  ])('gradebook query: %s %s', async (field, query) => {
    const res = await call(f.h, 'GET', `/api/courses/${courseId}/gradebook${query}`, f.tokens.teacher);
    expect(res.statusCode, res.body).toBe(400);
    expect(fieldOf(res)).toBe(field);
  });
});
