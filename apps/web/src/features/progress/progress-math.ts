import { progressPercentage } from '@netclass/shared';

/**
 * A lesson's standing computed on the client from its current materials and the ones the
 * student completed: the same rule the server applies (docs/decisions/006-progress.md), so
 * both agree and the page can show a change before the server has answered.
 */
export interface LessonStanding {
  /** Materials of the lesson now. */
  total: number;
  /** Of those, the ones completed. */
  done: number;
  /** Materials still to open. */
  left: number;
  percentage: number;
  isCompleted: boolean;
}

/** Completed ids of materials no longer in the lesson (deleted) do not count. */
export function lessonStanding(materialIds: readonly number[], completedIds: ReadonlySet<number>): LessonStanding {
  const total = materialIds.length;
  const done = materialIds.filter((id) => completedIds.has(id)).length;
  const percentage = progressPercentage(done, total);
  return { total, done, left: total - done, percentage, isCompleted: percentage === 100 };
}

/** Which progress message to show (docs/product/rules.md#states-and-flows): nothing studied, finished, or part way. */
export type ProgressMessage =
  | { key: 'progress.lesson.notStarted' }
  | { key: 'progress.lesson.complete' }
  | { key: 'progress.lesson.partial'; values: { percent: number; left: number } };

export function progressMessage(standing: Pick<LessonStanding, 'percentage' | 'left'>): ProgressMessage {
  if (standing.percentage <= 0) return { key: 'progress.lesson.notStarted' };
  if (standing.percentage >= 100) return { key: 'progress.lesson.complete' };
  return { key: 'progress.lesson.partial', values: { percent: standing.percentage, left: standing.left } };
}
