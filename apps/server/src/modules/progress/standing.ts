import { progressPercentage } from '@netclass/shared';
import { sql, type SQL } from 'drizzle-orm';

/**
 * Course-level progress arithmetic for the student pages and the reports. The percentage rule
 * is `progressPercentage` (packages/shared); `shareSql` is the same rule for statements (lesson
 * rows in recompute.ts, the report's pages and exports), and a test holds the two together.
 */

/** `progressPercentage(done, total)` as an SQL integer expression over two numeric expressions. */
export const shareSql = (done: SQL, total: SQL): SQL<number> => sql<number>`(case
  when (${total}) <= 0 or (${done}) <= 0 then 0
  when (${done}) >= (${total}) then 100
  else least(99, greatest(1, round(100.0 * (${done}) / (${total}))))
end)::int`;

/** A lesson as course progress sees it: its ready materials and the student's percentage (null: not started). */
export interface LessonStanding {
  readyCount: number;
  percentage: number | null;
}

/** Only lessons with at least one ready material count. */
export const counts = (lesson: { readyCount: number }) => lesson.readyCount > 0;

export interface CourseStanding {
  percentage: number;
  lessonCount: number;
  completedLessonCount: number;
}

/** Mean of the student's progress over the counted lessons (not started counts 0). */
export function courseStanding(lessons: readonly LessonStanding[]): CourseStanding {
  const percentages = lessons.filter(counts).map((lesson) => lesson.percentage ?? 0);
  const sum = percentages.reduce((total, value) => total + value, 0);
  return {
    percentage: progressPercentage(sum, 100 * percentages.length),
    lessonCount: percentages.length,
    completedLessonCount: percentages.filter((value) => value === 100).length,
  };
}

/** The first counted lesson, in the given order, that is not completed. */
export function nextLesson<L extends LessonStanding>(lessons: readonly L[]): L | undefined {
  return lessons.find((lesson) => counts(lesson) && (lesson.percentage ?? 0) < 100);
}
