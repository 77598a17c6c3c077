/** The public entry of the content module: what other modules use of it (they import nothing else of it). */
export { checkCourseGradeCategory, checkCourseLesson } from './course-links.js';
export type { LessonContent } from './lesson-content.js';
export type { LessonImageService, StagedLessonImage } from './lesson-images.js';
export type { LessonService } from './lesson-service.js';
export { presentLessonDetail } from './presenter.js';
export { presentPublication } from './publication-presenter.js';
export { deleteUnusedFiles } from './stored-files.js';
