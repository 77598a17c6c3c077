import { describe, expect, test } from 'vitest';
import { gradeEntries } from './grade-import-rows';

describe('gradeEntries', () => {
  test('a header row is skipped, blank rows left out, lines kept', () => {
    expect(gradeEntries([['MSSV', 'Điểm', 'Nhận xét'], ['20210001', '8,5', 'Tốt'], [], ['20210002', '7']])).toEqual([
      { line: 2, student_id: '20210001', points: '8,5', comment: 'Tốt' },
      { line: 4, student_id: '20210002', points: '7', comment: '' },
    ]);
  });

  test('without a header the first row is a grade', () => {
    expect(gradeEntries([['20210001', '9']])).toEqual([{ line: 1, student_id: '20210001', points: '9', comment: '' }]);
  });
});
