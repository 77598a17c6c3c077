import type { ReportStudent } from '@netclass/shared';

export type ReportSortKey = 'id' | 'name' | 'progress' | 'lastActivity';
export type SortDirection = 'asc' | 'desc';
export interface ReportSort {
  key: ReportSortKey;
  direction: SortDirection;
}

const byName = new Intl.Collator('vi', { sensitivity: 'base', numeric: true });

/** Compares by `key` ascending; ties by id so the order is stable. Missing activity is not compared here. */
function compare(a: ReportStudent, b: ReportStudent, key: ReportSortKey): number {
  switch (key) {
    case 'id':
      return a.student_id - b.student_id;
    case 'name':
      return byName.compare(a.name, b.name);
    case 'progress':
      return a.progress_percentage - b.progress_percentage;
    case 'lastActivity':
      return Date.parse(a.last_activity_at ?? '') - Date.parse(b.last_activity_at ?? '');
  }
}

/**
 * The report's students in the chosen order (names the Vietnamese way, accents ignored).
 * Students without activity always come last, whichever the direction.
 */
export function sortReportStudents(students: readonly ReportStudent[], { key, direction }: ReportSort): ReportStudent[] {
  const sign = direction === 'asc' ? 1 : -1;
  return [...students].sort((a, b) => {
    if (key === 'lastActivity' && (a.last_activity_at === null || b.last_activity_at === null)) {
      if (a.last_activity_at === b.last_activity_at) return a.student_id - b.student_id;
      return a.last_activity_at === null ? 1 : -1;
    }
    return sign * compare(a, b, key) || a.student_id - b.student_id;
  });
}

/** Students whose name or id contains `query` (case and accents ignored). */
export function filterReportStudents(students: readonly ReportStudent[], query: string): readonly ReportStudent[] {
  const needle = fold(query.trim());
  if (!needle) return students;
  return students.filter((student) => fold(student.name).includes(needle) || String(student.student_id).includes(needle));
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/gi, 'd')
    .toLowerCase();

/** A click on a column: the same column flips its direction, another starts ascending (progress and activity: highest first). */
export function nextSort(current: ReportSort, key: ReportSortKey): ReportSort {
  if (current.key === key) return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { key, direction: key === 'progress' || key === 'lastActivity' ? 'desc' : 'asc' };
}
