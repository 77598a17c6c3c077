import type { ReportStudent } from '@netclass/shared';
import { describe, expect, it } from 'vitest';
import { filterReportStudents, nextSort, sortReportStudents } from './report-sort';

const student = (overrides: Partial<ReportStudent>): ReportStudent => ({
  student_id: 1,
  name: 'X',
  status: 'active',
  progress_percentage: 0,
  completed_lesson_count: 0,
  lesson_percentages: [],
  not_started: true,
  last_activity_at: null,
  ...overrides,
});

const students = [
  student({ student_id: 20210002, name: 'Lê Văn Hùng', progress_percentage: 50, last_activity_at: '2026-09-02T03:00:00.000Z' }),
  student({ student_id: 20210001, name: 'Nguyễn Thị Lan', progress_percentage: 100, last_activity_at: '2026-09-01T03:00:00.000Z' }),
  student({ student_id: 20210003, name: 'Đặng Thu Hà', progress_percentage: 0 }),
  student({ student_id: 20210004, name: 'Ánh Dương', progress_percentage: 50, last_activity_at: '2026-09-03T03:00:00.000Z' }),
];
const ids = (list: readonly ReportStudent[]) => list.map((item) => item.student_id);

describe('sortReportStudents', () => {
  it('sorts by id', () => {
    expect(ids(sortReportStudents(students, { key: 'id', direction: 'asc' }))).toEqual([20210001, 20210002, 20210003, 20210004]);
    expect(ids(sortReportStudents(students, { key: 'id', direction: 'desc' }))).toEqual([20210004, 20210003, 20210002, 20210001]);
  });

  it('sorts names the Vietnamese way (Á with A, Đ after D)', () => {
    expect(sortReportStudents(students, { key: 'name', direction: 'asc' }).map((item) => item.name)).toEqual([
      'Ánh Dương',
      'Đặng Thu Hà',
      'Lê Văn Hùng',
      'Nguyễn Thị Lan',
    ]);
  });

  it('sorts by progress, ties by id', () => {
    expect(ids(sortReportStudents(students, { key: 'progress', direction: 'desc' }))).toEqual([20210001, 20210002, 20210004, 20210003]);
    expect(ids(sortReportStudents(students, { key: 'progress', direction: 'asc' }))).toEqual([20210003, 20210002, 20210004, 20210001]);
  });

  it('sorts by last activity with students never active last either way', () => {
    expect(ids(sortReportStudents(students, { key: 'lastActivity', direction: 'desc' }))).toEqual([20210004, 20210002, 20210001, 20210003]);
    expect(ids(sortReportStudents(students, { key: 'lastActivity', direction: 'asc' }))).toEqual([20210001, 20210002, 20210004, 20210003]);
  });

  it('leaves the given list alone', () => {
    const before = ids(students);
    sortReportStudents(students, { key: 'name', direction: 'asc' });
    expect(ids(students)).toEqual(before);
  });
});

describe('filterReportStudents', () => {
  it('matches the name without accents or case, or the id', () => {
    expect(ids(filterReportStudents(students, 'dang thu'))).toEqual([20210003]);
    expect(ids(filterReportStudents(students, 'HÙNG'))).toEqual([20210002]);
    expect(ids(filterReportStudents(students, '0004'))).toEqual([20210004]);
    expect(filterReportStudents(students, '  ')).toBe(students);
  });
});

describe('nextSort', () => {
  it('flips the same column, and starts a new one ascending (progress and activity highest first)', () => {
    expect(nextSort({ key: 'id', direction: 'asc' }, 'id')).toEqual({ key: 'id', direction: 'desc' });
    expect(nextSort({ key: 'id', direction: 'asc' }, 'name')).toEqual({ key: 'name', direction: 'asc' });
    expect(nextSort({ key: 'id', direction: 'asc' }, 'progress')).toEqual({ key: 'progress', direction: 'desc' });
    expect(nextSort({ key: 'progress', direction: 'desc' }, 'lastActivity')).toEqual({ key: 'lastActivity', direction: 'desc' });
  });
});
