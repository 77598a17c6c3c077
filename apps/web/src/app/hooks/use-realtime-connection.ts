import { useEffect } from 'react';
import { useSession } from '../../lib/session';
import { connectSocket, disconnectSocket } from '../../lib/socket';

/**
 * One socket per signed-in session: it makes the user appear online and carries live events.
 * None while the session is held to its first password change (the server would refuse it).
 */
export function useRealtimeConnection(): void {
  const session = useSession();
  const token = session?.passwordChangeRequired ? undefined : session?.token;
  useEffect(() => {
    if (!token) return;
    void connectSocket(token);
    return () => disconnectSocket();
  }, [token]);
}
