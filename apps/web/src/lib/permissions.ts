import { isAdminRole, isStaffRole, isStudentRole, type Role } from '@netclass/shared';
import { getSession, useSession } from './session';

/**
 * What the viewer may do, by name: the one place the web reads a role. Each ability is the
 * role part of the server's rule of the same meaning (packages/shared/src/role-rules.ts,
 * apps/server/src/policies); the server still checks every call, the web only shows what it
 * would allow. Signed out: nothing.
 */
export interface Permissions {
  /** The admin dashboard and its screens (teachers and admins); students are sent back. */
  canUseStaffArea: boolean;
  /** Views a lesson as staff (the "viewing as" notice); students study it. */
  canPreviewAsStaff: boolean;
  /** A to-grade list of the assignments of the courses one manages (`deadline.toGrade`). */
  canGrade: boolean;
  /** A to-do list of assignments to hand in (`deadline.toDo`). */
  hasToDo: boolean;
  /** Records and reads one's own study progress (`progress.record`). */
  tracksOwnProgress: boolean;
  /** Joins a course with its class code (students only). */
  canJoinCourse: boolean;
  /** "My grades" (`grades.readOwn`). */
  hasOwnGrades: boolean;
  /** Asks a course's teachers a private question (`chat.ask`, for a course one is a student member of). */
  canAskTeachers: boolean;
  /** Creates or copies a course for any teacher (`course.create`); a teacher names only themselves. */
  canChooseAnyTeacher: boolean;
  /** Creates a course taught by themselves only: the teacher is already chosen (a teacher; admins choose any). */
  namesOnlyThemselvesAsTeacher: boolean;
  /** Reads the staff texts at once (the staff part of the translations). */
  needsStaffTexts: boolean;
}

/** The permissions of a role (undefined: signed out). */
export function permissionsOf(role: Role | undefined): Permissions {
  const staff = role !== undefined && isStaffRole(role);
  const student = role !== undefined && isStudentRole(role);
  const admin = role !== undefined && isAdminRole(role);
  return {
    canUseStaffArea: staff,
    canPreviewAsStaff: staff,
    canGrade: staff,
    hasToDo: student,
    tracksOwnProgress: student,
    canJoinCourse: student,
    hasOwnGrades: student,
    canAskTeachers: student,
    canChooseAnyTeacher: admin,
    namesOnlyThemselvesAsTeacher: staff && !admin,
    needsStaffTexts: staff,
  };
}

/** The signed-in viewer's permissions, outside React (route loaders, prefetches). */
export const currentPermissions = (): Permissions => permissionsOf(getSession()?.role);

/** The signed-in viewer's permissions; re-renders when the session starts or ends. */
export function usePermissions(): Permissions {
  return permissionsOf(useSession()?.role);
}
