import { useEffect, useRef, useSyncExternalStore } from 'react';
import { getSocket, subscribeSocket } from './socket';

/**
 * Calls `handler` every time the socket (re)connects while the component is mounted. Events
 * sent while it was away are lost, so a page that lists live data loads it again here
 * (with useSocketRoom, which joins the room again on the same occasion).
 */
export function useSocketConnect(handler: () => void): void {
  const socket = useSyncExternalStore(subscribeSocket, getSocket, getSocket);
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });

  useEffect(() => {
    if (!socket) return;
    const listener = () => latest.current();
    socket.on('connect', listener);
    return () => {
      socket.off('connect', listener);
    };
  }, [socket]);
}
