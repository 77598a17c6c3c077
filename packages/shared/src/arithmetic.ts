/**
 * The platform's arithmetic, written once for the server and the web: progress percentages,
 * points to 0.01 and a rubric's chosen points. The server's SQL forms of the same rules are
 * tested against these (apps/server/src/modules/progress/report-pages.test.ts).
 */

/**
 * `done` out of `total` as a whole percentage: rounded, but above 0 once anything is done and
 * below 100 until everything is (1 of 300 is 1, 199 of 200 is 99; so 100 always means
 * complete); 0 when total is 0. Lesson progress (materials) and course progress (lessons) alike.
 */
export function progressPercentage(done: number, total: number): number {
  if (total <= 0 || done <= 0) return 0;
  if (done >= total) return 100;
  return Math.min(99, Math.max(1, Math.round((100 * done) / total)));
}

/** Points rounded to 0.01, what `numeric(7,2)` keeps (a fraction of a question's points, a sum). */
export const toHundredths = (value: number): number => Math.round(value * 100) / 100;

/** Points added up, to 0.01 (each part counted in hundredths, so that 0.1 + 0.2 is 0.3). */
export const sumPoints = (values: readonly number[]): number =>
  Math.round(values.reduce((sum, value) => sum + value * 100, 0)) / 100;

/**
 * The points of the rubric levels chosen (the level's index per criterion; null: none), to
 * 0.01: a grade's default points. Null when no level is chosen; a level the rubric lacks gives 0
 * (the server refuses it before asking).
 */
export function rubricPoints(
  rubric: readonly { levels: readonly { points: number }[] }[],
  levels: readonly (number | null)[],
): number | null {
  if (!levels.some((level) => level !== null)) return null;
  return sumPoints(levels.map((level, i) => (level === null ? 0 : (rubric[i]?.levels[level]?.points ?? 0))));
}
