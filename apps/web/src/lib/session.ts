import { useSyncExternalStore } from 'react';
import { isStaffRole, isStudentRole, ROLES, type Role } from '@netclass/shared';
import { PASSWORD_CHANGE_KEY, ROLE_KEY, TOKEN_KEY } from './storage-keys';

export interface Session {
  token: string;
  role: Role;
  /**
   * The server holds this account to a first password change (its password was set by someone
   * else): the app shows only the change-password screen (docs/decisions/022-first-login-password.md).
   */
  passwordChangeRequired?: boolean;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let snapshot: Session | null | undefined;

const isRole = (value: string | null): value is Role => ROLES.includes(value as Role);

function read(): Session | null {
  const token = localStorage.getItem(TOKEN_KEY);
  const role = localStorage.getItem(ROLE_KEY);
  if (!token || !isRole(role)) return null;
  return { token, role, passwordChangeRequired: localStorage.getItem(PASSWORD_CHANGE_KEY) === 'true' };
}

function changed(): void {
  snapshot = undefined;
  listeners.forEach((listener) => listener());
}

/** The stored session, or null when signed out (a token without a known role counts as none). */
export function getSession(): Session | null {
  if (snapshot === undefined) snapshot = read();
  return snapshot;
}

export function saveSession(session: Session): void {
  localStorage.setItem(TOKEN_KEY, session.token);
  localStorage.setItem(ROLE_KEY, session.role);
  writePasswordChangeRequired(session.passwordChangeRequired ?? false);
  changed();
}

export function clearSession(): void {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(ROLE_KEY);
  localStorage.removeItem(PASSWORD_CHANGE_KEY);
  changed();
}

function writePasswordChangeRequired(required: boolean): void {
  if (required) localStorage.setItem(PASSWORD_CHANGE_KEY, 'true');
  else localStorage.removeItem(PASSWORD_CHANGE_KEY);
}

/**
 * Marks the signed-in session as held to its first password change (the server said so) or
 * released from it (the user changed it). Does nothing while signed out or when unchanged.
 */
export function setPasswordChangeRequired(required: boolean): void {
  const session = getSession();
  if (!session || (session.passwordChangeRequired ?? false) === required) return;
  writePasswordChangeRequired(required);
  changed();
}

function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// Signing out in another tab signs this one out too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === TOKEN_KEY || event.key === ROLE_KEY || event.key === PASSWORD_CHANGE_KEY)
      changed();
  });
}

/** The current session; re-renders when it starts or ends. */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}

/** Where "Home" leads (docs/product/screens-and-roles.md#screens): staff to the admin dashboard, students to theirs, others to login. */
export function homePathFor(role: Role | undefined): string {
  if (role && isStaffRole(role)) return '/admin-dashboard';
  if (role && isStudentRole(role)) return '/dashboard';
  return '/login';
}
