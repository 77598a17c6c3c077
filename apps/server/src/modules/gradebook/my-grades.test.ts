import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { MyGradesResponse } from '@netclass/shared';
import { call } from '../assignments/assignments.fixtures.js';
import { gradebookFixture, type GradebookFixture } from './gradebook.fixtures.js';

let f: GradebookFixture;
let a: number;
beforeAll(async () => {
  f = await gradebookFixture();
  a = f.students[0]!.id;
});
afterAll(async () => {
  await f?.h.close();
});

const mine = async (token = f.tokens.student) => {
  const res = await call(f.h, 'GET', '/api/grades/mine', token);
  expect(res.statusCode).toBe(200);
  return res.json() as MyGradesResponse;
};
const release = async (id: number) =>
  expect((await call(f.h, 'POST', `/api/assignments/${id}/grades/release`, f.tokens.teacher)).statusCode).toBe(200);

describe('My grades', () => {
  test('never an unreleased grade or override; released ones with their link, the total over them', async () => {
    const course = await f.course({ studentIds: [a] });
    const [released, hidden, overridden] = [
      await f.item(course, { title: 'Lab 1' }),
      await f.item(course, { title: 'Lab 2' }),
      await f.item(course, { title: 'Lab 3' }),
    ];
    await f.grade(released, a, 7);
    await f.grade(hidden, a, 2);
    expect(
      (
        await call(f.h, 'PUT', `/api/graded-items/assignment/${overridden}/overrides/${a}`, f.tokens.teacher, {
          points: 4,
          reason: 'Bù buổi',
        })
      ).statusCode,
    ).toBe(200);
    expect((await mine()).courses.find((c) => c.course.id === course)).toBeUndefined();

    await release(released);
    const [entry] = (await mine()).courses.filter((c) => c.course.id === course);
    expect(entry!.items).toEqual([
      {
        kind: 'assignment',
        id: released,
        title: 'Lab 1',
        max_points: 10,
        points: 7,
        overridden: false,
        link: `/assignment/${released}`,
      },
    ]);
    expect(entry!.total).toEqual({ percentage: 70, scale10: 7 });
    // Nothing of the unreleased items anywhere in the answer.
    expect(JSON.stringify(await mine())).not.toContain('Lab 2');

    await release(overridden);
    const after = (await mine()).courses.find((c) => c.course.id === course)!;
    expect(after.items.map((item) => [item.title, item.points, item.overridden])).toEqual([
      ['Lab 1', 7, false],
      ['Lab 3', 4, true],
    ]);
    expect(after.total).toEqual({ percentage: 55, scale10: 5.5 });
  });

  test('only their own: another student of the course sees their own (none), not the first one’s', async () => {
    const course = await f.course();
    const item = await f.item(course);
    await f.grade(item, a, 9);
    await release(item);
    const theirs = (await mine(f.tokens.otherStudent)).courses.find((c) => c.course.id === course)!;
    expect(theirs.items[0]!.points).toBeNull();
    expect(theirs.total).toEqual({ percentage: null, scale10: null });
  });

  test('a course they left and never handed in to is not listed', async () => {
    const course = await f.course({ studentIds: [a] });
    const item = await f.item(course);
    await f.grade(item, a, 9);
    await release(item);
    expect((await mine()).courses.some((c) => c.course.id === course)).toBe(true);
    expect(
      (await call(f.h, 'DELETE', `/api/courses/${course}/members/${a}`, f.tokens.teacher)).statusCode,
    ).toBeLessThan(300);
    expect((await mine()).courses.some((c) => c.course.id === course)).toBe(false);
  });
});
