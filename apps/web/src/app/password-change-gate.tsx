import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '../lib/session';

/** Where a session held to its first password change may be: the change itself, and the login (to sign in as someone else). */
const OPEN_PATHS = new Set(['/changepassword', '/login']);

/**
 * While the server holds the session to its first password change (lib/session.ts, set from the
 * login answer, the profile or a 403 PASSWORD_CHANGE_REQUIRED), every other address shows the
 * change-password screen instead: the page is not drawn, so its refused calls show nothing
 * (docs/decisions/022-first-login-password.md).
 */
export function PasswordChangeGate({ children }: { children: ReactNode }) {
  const held = useSession()?.passwordChangeRequired ?? false;
  const { pathname } = useLocation();
  if (held && !OPEN_PATHS.has(pathname)) return <Navigate to="/changepassword" replace />;
  return children;
}
