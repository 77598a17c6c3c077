import { describe, expect, it } from 'vitest';
import { lessonStanding, progressMessage } from './progress-math';

describe('lessonStanding', () => {
  it('counts only completed materials that are still in the lesson', () => {
    expect(lessonStanding([1, 2, 3], new Set([1, 9]))).toEqual({
      total: 3,
      done: 1,
      left: 2,
      percentage: 33,
      isCompleted: false,
    });
    expect(lessonStanding([1, 2], new Set([1, 2]))).toMatchObject({ left: 0, percentage: 100, isCompleted: true });
    expect(lessonStanding([], new Set([1]))).toMatchObject({ total: 0, percentage: 0, isCompleted: false });
  });
});

describe('progressMessage (docs/product/rules.md#states-and-flows)', () => {
  it('says nothing was studied at 0, congratulates at 100, else gives the percentage and what is left', () => {
    expect(progressMessage({ percentage: 0, left: 3 })).toEqual({ key: 'progress.lesson.notStarted' });
    expect(progressMessage({ percentage: 100, left: 0 })).toEqual({ key: 'progress.lesson.complete' });
    expect(progressMessage({ percentage: 67, left: 1 })).toEqual({
      key: 'progress.lesson.partial',
      values: { percent: 67, left: 1 },
    });
  });
});
