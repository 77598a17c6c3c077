import { clearSession, getSession } from './session';

type SessionEndReason = 'expired' | 'logout';
type Listener = (reason: SessionEndReason) => void;
const listeners = new Set<Listener>();
/** A session that ended before the app listened (the socket opens before the first render): told to the first listener. */
let unheard: SessionEndReason | null = null;

/**
 * Ends the session: clears the token and role and tells the app, which shows the matching
 * message and goes to /login. A second call while already signed out does nothing, so
 * several requests failing with 401 at once give one message.
 */
export function endSession(reason: SessionEndReason): void {
  if (!getSession()) return;
  clearSession();
  if (listeners.size === 0) unheard = reason;
  listeners.forEach((listener) => listener(reason));
}

export function onSessionEnded(listener: Listener): () => void {
  listeners.add(listener);
  if (unheard) {
    const reason = unheard;
    unheard = null;
    listener(reason);
  }
  return () => listeners.delete(listener);
}
