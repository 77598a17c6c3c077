/** The public entry of the grading module: what other modules use of it (they import nothing else of it). */
export { inAssignmentClassSql } from './assignment-class.js';
export { requireClassStudent } from './class-student.js';
export { deleteItemOverrides } from './override-service.js';
export { inQuizClassSql, quizGradeSql, quizMarksShownSql } from './quiz-class.js';
