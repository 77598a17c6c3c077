import { useEffect } from 'react';
import { useSession } from '../../lib/session';
import { connectSocket, disconnectSocket } from '../../lib/socket';

/** One socket per signed-in session: it makes the user appear online and carries live events. */
export function useRealtimeConnection(): void {
  const token = useSession()?.token;
  useEffect(() => {
    if (!token) return;
    void connectSocket(token);
    return () => disconnectSocket();
  }, [token]);
}
