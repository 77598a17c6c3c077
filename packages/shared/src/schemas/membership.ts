/**
 * Course membership (docs/decisions/023): a course has student members and one or more
 * teachers, and is open to every student or to its members only.
 */
export const COURSE_ACCESS = ['open', 'members'] as const;
export type CourseAccess = (typeof COURSE_ACCESS)[number];

export const COURSE_MEMBER_ROLES = ['student', 'teacher'] as const;
export type CourseMemberRole = (typeof COURSE_MEMBER_ROLES)[number];
