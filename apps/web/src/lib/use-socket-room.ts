import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { JoinRoomRequest } from '@netclass/shared';
import { getSocket, subscribeSocket } from './socket';

/**
 * Keeps the socket in `room` while the component is mounted (docs/product/rules.md#states-and-flows: the course room when a
 * lesson is opened): joins now if connected, joins again after every reconnect (the server
 * forgets rooms with the old connection), leaves on unmount or when `room` changes. `null`
 * joins nothing. `onJoined` runs each time the server has acknowledged a join: from then on
 * the room's events arrive, so data loaded before it may have missed some. Only one
 * component should hold a given room at a time.
 */
export function useSocketRoom(room: JoinRoomRequest | null, onJoined?: () => void): void {
  const socket = useSyncExternalStore(subscribeSocket, getSocket, getSocket);
  const key = room ? JSON.stringify(room) : null;
  const joined = useRef(onJoined);
  useEffect(() => {
    joined.current = onJoined;
  });

  useEffect(() => {
    if (!socket || !key) return;
    const request = JSON.parse(key) as JoinRoomRequest;
    const join = () =>
      socket.emit('joinRoom', request, (result) => {
        if (result.ok) joined.current?.();
      });
    if (socket.connected) join();
    socket.on('connect', join);
    return () => {
      socket.off('connect', join);
      if (socket.connected) socket.emit('leaveRoom', request);
    };
  }, [socket, key]);
}
