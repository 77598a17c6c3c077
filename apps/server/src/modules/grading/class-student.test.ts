import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { GRADEBOOK_MESSAGES as M, renderMessage } from '@netclass/shared';
import { call } from '../assignments/assignments.fixtures.js';
import { resultsFixture, type ResultsFixture } from '../quizzes/results/results.fixtures.js';

let f: ResultsFixture;
let courseId: number;
let assignmentId: number;
let quizId: number;
let member: number;
let outsider: number;
beforeAll(async () => {
  f = await resultsFixture();
  // A course whose only student member is the first student; the second is a student of the platform, not of the course.
  [member, outsider] = f.students.map((s) => s.id) as [number, number];
  courseId = await f.course({ studentIds: [member] });
  assignmentId = await f.item(courseId);
  quizId = await f.quiz(courseId);
});
afterAll(async () => {
  await f?.h.close();
});

const due = new Date(Date.now() + 3 * 86_400_000).toISOString();
/** The four things a teacher gives one student of an item, with a valid body each. */
const operations = (studentId: number) => [
  { what: 'a grade', url: `/api/assignments/${assignmentId}/grades/${studentId}`, body: { points: 7 } },
  {
    what: 'an extension',
    url: `/api/assignments/${assignmentId}/extensions/${studentId}`,
    body: { due_at: due, accepts_until: null },
  },
  {
    what: 'extra quiz time',
    url: `/api/quizzes/${quizId}/allowances/${studentId}`,
    body: { extra_seconds: 300, extra_attempts: 0 },
  },
  {
    what: 'a grade override',
    url: `/api/graded-items/assignment/${assignmentId}/overrides/${studentId}`,
    body: { points: 8, reason: 'Phúc khảo' },
  },
];

describe('one rule for who may be given a grade, an extension, extra time or an override: a student of the item’s class', () => {
  test.each(operations(0).map((o, i) => [o.what, i] as const))(
    '%s for a student who is not in the course: 404 "not in the class"',
    async (_what, i) => {
      const operation = operations(outsider)[i]!;
      const refused = await call(f.h, 'PUT', operation.url, f.tokens.teacher, operation.body);
      expect(refused.statusCode).toBe(404);
      expect(refused.json().message).toBe(renderMessage(M.studentNotInClass));
    },
  );

  test.each(operations(0).map((o, i) => [o.what, i] as const))(
    '%s for a teacher’s account or no account: the same 404',
    async (_what, i) => {
      const teacherId = (await f.h.createUser({ role: 'teacher' })).id;
      for (const studentId of [teacherId, 987_654]) {
        const operation = operations(studentId)[i]!;
        const refused = await call(f.h, 'PUT', operation.url, f.tokens.teacher, operation.body);
        expect(refused.statusCode, String(studentId)).toBe(404);
        expect(refused.json().message).toBe(renderMessage(M.studentNotInClass));
      }
    },
  );

  test.each(operations(0).map((o, i) => [o.what, i] as const))(
    '%s for a student member: 200; 401 without a session, 403 for another course’s teacher',
    async (_what, i) => {
      const operation = operations(member)[i]!;
      expect((await call(f.h, 'PUT', operation.url, undefined, operation.body)).statusCode).toBe(401);
      expect((await call(f.h, 'PUT', operation.url, f.tokens.otherTeacher, operation.body)).statusCode).toBe(403);
      expect((await call(f.h, 'PUT', operation.url, f.tokens.student, operation.body)).statusCode).toBe(403);
      const given = await call(f.h, 'PUT', operation.url, f.tokens.teacher, operation.body);
      expect(given.statusCode, given.body).toBe(200);
    },
  );
});
