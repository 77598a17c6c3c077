import type { Profile, Role } from '@netclass/shared';
import { permissionsOf } from '../../lib/permissions';

/** Whose study progress a page records and shows: a student's own id; null for teachers and admins, and while the profile loads. */
export const studentIdOf = (role: Role | undefined, profile: Profile | undefined): number | null =>
  permissionsOf(role).tracksOwnProgress && profile && permissionsOf(profile.role).tracksOwnProgress ? profile.id : null;
