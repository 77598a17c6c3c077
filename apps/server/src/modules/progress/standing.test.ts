import { describe, expect, test } from 'vitest';
import { courseStanding, nextLesson } from './standing.js';

describe('courseStanding', () => {
  test('mean over lessons with ready materials; not started counts 0', () => {
    expect(
      courseStanding([
        { readyCount: 3, percentage: 100 },
        { readyCount: 2, percentage: 50 },
        { readyCount: 4, percentage: null },
        { readyCount: 0, percentage: null },
        { readyCount: 0, percentage: 100 },
      ]),
    ).toEqual({ percentage: 50, lessonCount: 3, completedLessonCount: 1 });
  });

  test('no counted lessons is 0; all complete is 100; nearly all is below 100', () => {
    expect(courseStanding([])).toEqual({ percentage: 0, lessonCount: 0, completedLessonCount: 0 });
    expect(courseStanding([{ readyCount: 0, percentage: null }]).percentage).toBe(0);
    expect(
      courseStanding([
        { readyCount: 1, percentage: 100 },
        { readyCount: 2, percentage: 100 },
      ]).percentage,
    ).toBe(100);
    expect(
      courseStanding([
        { readyCount: 1, percentage: 100 },
        { readyCount: 200, percentage: 99 },
      ]).percentage,
    ).toBe(99);
  });
});

describe('nextLesson', () => {
  test('the first counted lesson not at 100, in the given order', () => {
    const lessons = [
      { id: 1, readyCount: 1, percentage: 100 },
      { id: 2, readyCount: 0, percentage: null },
      { id: 3, readyCount: 2, percentage: 50 },
      { id: 4, readyCount: 2, percentage: null },
    ];
    expect(nextLesson(lessons)?.id).toBe(3);
    expect(nextLesson(lessons.slice(0, 2))).toBeUndefined();
  });
});
