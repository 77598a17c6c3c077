/** The public entry of the progress module: what other modules use of it (they import nothing else of it). */
export type { CourseProgressService } from './course-progress-service.js';
export { recomputeLesson } from './deliveries.js';
export type { ProgressService } from './service.js';
