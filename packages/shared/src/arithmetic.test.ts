import { describe, expect, test } from 'vitest';
import { progressPercentage, rubricPoints, sumPoints, toHundredths } from './arithmetic.js';

describe('progressPercentage', () => {
  test.each([
    [0, 0, 0],
    [0, 5, 0],
    [1, 2, 50],
    [1, 3, 33],
    [2, 3, 67],
    [1, 8, 13],
    [5, 5, 100],
    [6, 5, 100],
    // Rounding alone would say 0 or 100; neither is true.
    [1, 300, 1],
    [199, 200, 99],
  ])('%i of %i is %i%%', (done, total, expected) => {
    expect(progressPercentage(done, total)).toBe(expected);
  });
});

describe('points', () => {
  test.each([
    [0.333, 0.33],
    [2.006, 2.01],
    [1.1 * 3, 3.3],
    [7, 7],
  ])('%d to 0.01 is %d', (value, expected) => {
    expect(toHundredths(value)).toBe(expected);
  });

  test('adds up to 0.01 without floating-point dust', () => {
    expect(sumPoints([0.1, 0.2])).toBe(0.3);
    expect(sumPoints([1.25, 2.5, 0.01])).toBe(3.76);
    expect(sumPoints([])).toBe(0);
  });
});

describe('rubricPoints', () => {
  const rubric = [
    { levels: [{ points: 0 }, { points: 2.5 }, { points: 5 }] },
    { levels: [{ points: 0.1 }, { points: 0.2 }] },
  ];

  test('adds the chosen levels, none chosen counting 0', () => {
    expect(rubricPoints(rubric, [1, 1])).toBe(2.7);
    expect(rubricPoints(rubric, [null, 0])).toBe(0.1);
    expect(rubricPoints(rubric, [2, null])).toBe(5);
  });

  test('is null when no level is chosen', () => {
    expect(rubricPoints(rubric, [])).toBeNull();
    expect(rubricPoints(rubric, [null, null])).toBeNull();
  });
});
