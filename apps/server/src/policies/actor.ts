import type { Role } from '@netclass/shared';

/** Who is acting: the signed-in user, as the auth plugin resolved them. */
export interface Actor {
  id: number;
  role: Role;
}
