import type { Role } from './constants.js';

/**
 * The rules that depend on the role alone, written once: the server's policies
 * (apps/server/src/policies) build on them, and the web's permissions hook
 * (apps/web/src/lib/permissions.ts) reads them to show only what the server would allow.
 */
/** Teachers and admins: the staff screens, the to-grade list, the staff texts. */
export const isStaffRole = (role: Role): boolean => role === 'teacher' || role === 'admin';
/** Students: they attempt quizzes, hand in, join courses, record progress and read their own grades. */
export const isStudentRole = (role: string): role is 'student' => role === 'student';
/** Admins: everything, for any teacher (a teacher acts for themselves only). */
export const isAdminRole = (role: string): role is 'admin' => role === 'admin';
/** Teachers: they act for themselves only (their courses, their students' accounts). */
export const isTeacherRole = (role: string): role is 'teacher' => role === 'teacher';
