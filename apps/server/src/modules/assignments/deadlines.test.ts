import { describe, expect, test } from 'vitest';
import { acceptsAt, deadlineFor, isLate, statusOf, studentStatusOf } from './deadlines.js';

const at = (iso: string) => new Date(iso);
const due = at('2026-12-01T10:00:00Z');
const until = at('2026-12-03T10:00:00Z');

describe('deadlines', () => {
  test('without an extension, the assignment’s dates', () => {
    expect(deadlineFor({ dueAt: due, acceptsUntil: until }, null)).toEqual({ dueAt: due, acceptsUntil: until });
  });

  test.each([
    [
      'its own accepted-until',
      { dueAt: at('2026-12-05T00:00:00Z'), acceptsUntil: at('2026-12-06T00:00:00Z') },
      { dueAt: due, acceptsUntil: until },
      at('2026-12-06T00:00:00Z'),
    ],
    [
      'the class’s accepted-until when later than its due date',
      { dueAt: at('2026-12-02T00:00:00Z'), acceptsUntil: null },
      { dueAt: due, acceptsUntil: until },
      until,
    ],
    [
      'its due date when the class’s accepted-until is earlier',
      { dueAt: at('2026-12-05T00:00:00Z'), acceptsUntil: null },
      { dueAt: due, acceptsUntil: until },
      at('2026-12-05T00:00:00Z'),
    ],
    [
      'none when the class has none',
      { dueAt: at('2026-12-05T00:00:00Z'), acceptsUntil: null },
      { dueAt: due, acceptsUntil: null },
      null,
    ],
  ])('an extension closes at %s', (_case, extension, assignment, closes) => {
    expect(deadlineFor(assignment, extension)).toEqual({ dueAt: extension.dueAt, acceptsUntil: closes });
  });

  test('the boundaries: on time at the due instant, accepted at the accepted-until instant', () => {
    const deadline = { dueAt: due, acceptsUntil: until };
    expect(isLate(deadline, due)).toBe(false);
    expect(isLate(deadline, at('2026-12-01T10:00:00.001Z'))).toBe(true);
    expect(acceptsAt(deadline, until)).toBe(true);
    expect(acceptsAt(deadline, at('2026-12-03T10:00:00.001Z'))).toBe(false);
    expect(acceptsAt({ dueAt: due, acceptsUntil: null }, at('2030-01-01T00:00:00Z'))).toBe(true);
  });

  test('status from the latest hand-in', () => {
    const deadline = { dueAt: due, acceptsUntil: null };
    expect(statusOf(deadline, null)).toBe('not_handed_in');
    expect(statusOf(deadline, due)).toBe('handed_in');
    expect(statusOf(deadline, until)).toBe('late');
  });

  test('the student’s status: a released grade, until a version comes after it', () => {
    const deadline = { dueAt: due, acceptsUntil: null };
    const gradedAt = at('2026-12-02T00:00:00Z');
    const before = at('2026-12-01T09:00:00Z');
    expect(studentStatusOf(deadline, before, null)).toBe('handed_in');
    expect(studentStatusOf(deadline, before, { returned: false, gradedAt })).toBe('graded');
    expect(studentStatusOf(deadline, null, { returned: true, gradedAt })).toBe('returned');
    expect(studentStatusOf(deadline, at('2026-12-03T00:00:00Z'), { returned: true, gradedAt })).toBe('late');
  });
});
