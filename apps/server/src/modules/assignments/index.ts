/** The public entry of the assignments module: what other modules use of it (they import nothing else of it). */
export { visibleCourse, type CourseFacts } from './access.js';
export { effectiveDueSql, effectiveUntilSql } from './deadlines.js';
export { studentFileKeys } from './student-files.js';
