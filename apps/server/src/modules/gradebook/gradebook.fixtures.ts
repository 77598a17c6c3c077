import { eq } from 'drizzle-orm';
import type { AssignmentRequest, GradebookResponse } from '@netclass/shared';
import { assignments } from '../../db/schema/index.js';
import {
  assignmentFixture,
  call,
  validAssignment,
  type AssignmentFixture,
} from '../assignments/assignments.fixtures.js';

/** The assignments' fixture (a course, its teacher, another teacher, an admin, two students), with helpers for a gradebook of a course of its own. */
export type GradebookFixture = AssignmentFixture & {
  /** A new course of the same teacher with `students` as its student members. */
  course(options?: { access?: 'open' | 'members'; studentIds?: number[] }): Promise<number>;
  /** A published assignment of `courseId` (max 10 points unless said). */
  item(courseId: number, overrides?: Partial<AssignmentRequest>): Promise<number>;
  /** Moves an assignment's due date `ms` from now (past when negative). */
  dueIn(id: number, ms: number): Promise<void>;
  grade(id: number, studentId: number, points: number, token?: string): Promise<void>;
  book(courseId: number, query?: string, token?: string): Promise<GradebookResponse>;
};

export async function gradebookFixture(): Promise<GradebookFixture> {
  const f = await assignmentFixture();
  const teacherId = (await f.h.db.query.courses.findFirst({ where: (c, { eq: is }) => is(c.id, f.courseId) }))!
    .teacherId!;
  const categoryId = (await f.h.createCategory()).id;
  const expectOk = (res: { statusCode: number; body: string }, what: string) => {
    if (res.statusCode !== 200 && res.statusCode !== 201) throw new Error(`${what}: ${res.statusCode} ${res.body}`);
  };
  return {
    ...f,
    async course(options = {}) {
      const courseId = (await f.h.createCourse({ categoryId, teacherId, access: options.access ?? 'open' })).id;
      const ids = options.studentIds ?? f.students.map((s) => s.id);
      if (ids.length)
        expectOk(
          await call(f.h, 'POST', `/api/courses/${courseId}/members`, f.tokens.teacher, { user_ids: ids }),
          'members',
        );
      return courseId;
    },
    async item(courseId, overrides = {}) {
      const created = await call(
        f.h,
        'POST',
        `/api/courses/${courseId}/assignments`,
        f.tokens.teacher,
        validAssignment({ rubric: null, ...overrides }),
      );
      expectOk(created, 'create');
      const id = created.json().assignment.id as number;
      expectOk(
        await call(f.h, 'PUT', `/api/assignments/${id}/publication`, f.tokens.teacher, { state: 'published' }),
        'publish',
      );
      return id;
    },
    async dueIn(id, ms) {
      await f.h.db
        .update(assignments)
        .set({ dueAt: new Date(Date.now() + ms) })
        .where(eq(assignments.id, id));
    },
    async grade(id, studentId, points, token = f.tokens.teacher) {
      expectOk(await call(f.h, 'PUT', `/api/assignments/${id}/grades/${studentId}`, token, { points }), 'grade');
    },
    async book(courseId, query = '', token = f.tokens.teacher) {
      const res = await call(f.h, 'GET', `/api/courses/${courseId}/gradebook${query}`, token);
      expectOk(res, 'gradebook');
      return res.json() as GradebookResponse;
    },
  };
}
