import type { Role } from '@netclass/shared';

/** The signed-in user as every route sees it (`request.user`). */
export interface SessionUser {
  id: number;
  role: Role;
  name: string;
  sessionId: string;
  /** The password was set by someone else: every call but the change itself is refused (plugins/auth.ts). */
  mustChangePassword: boolean;
}
