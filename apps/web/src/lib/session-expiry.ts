import { clearSession, getSession } from './session';

type SessionEndReason = 'expired' | 'logout';
type Listener = (reason: SessionEndReason) => void;
const listeners = new Set<Listener>();

/**
 * Ends the session: clears the token and role and tells the app, which shows the matching
 * message and goes to /login. A second call while already signed out does nothing, so
 * several requests failing with 401 at once give one message.
 */
export function endSession(reason: SessionEndReason): void {
  if (!getSession()) return;
  clearSession();
  listeners.forEach((listener) => listener(reason));
}

export function onSessionEnded(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
