import { useEffect } from 'react';
import { getSession, useSession, type Session } from '../../lib/session';
import { connectSocket, disconnectSocket } from '../../lib/socket';

/** The token the socket opens with: none while the session is held to its first password change (the server would refuse it). */
const realtimeToken = (session: Session | null): string | undefined =>
  session?.passwordChangeRequired ? undefined : session?.token;

/**
 * Asks for the socket as the app starts, before the first render: the screen's data, read
 * from then on, is not read again on the socket's first connect (lib/use-socket-connect.ts).
 * useRealtimeConnection keeps that same socket.
 */
export function connectAtStart(): void {
  const token = realtimeToken(getSession());
  if (token) void connectSocket(token);
}

/** One socket per signed-in session: it makes the user appear online and carries live events. */
export function useRealtimeConnection(): void {
  const token = realtimeToken(useSession());
  useEffect(() => {
    if (!token) return;
    void connectSocket(token);
    return () => disconnectSocket();
  }, [token]);
}
