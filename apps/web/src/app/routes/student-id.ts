import type { Profile, Role } from '@netclass/shared';

/** Whose study progress a page records and shows: a student's own id; null for teachers and admins, and while the profile loads. */
export const studentIdOf = (role: Role | undefined, profile: Profile | undefined): number | null =>
  role === 'student' && profile?.role === 'student' ? profile.id : null;
