import { useQueryClient, type Query, type QueryKey } from '@tanstack/react-query';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { getSocket, offlineSince, subscribeSocket } from './socket';

/**
 * For `invalidateQueries`: the queries a gap in the events starting at `time` may have made
 * stale: data loaded at or before it, or a load that failed.
 */
export const loadedBefore = (time: number) => (query: Query) =>
  query.state.status === 'error' || (query.state.dataUpdatedAt > 0 && query.state.dataUpdatedAt <= time);

/**
 * Calls `handler(since)` every time the socket (re)connects while the component is mounted.
 * The events sent from `since` (when the socket was asked for, or when it was cut) until
 * now are lost, so a page that lists live data loads again what it read before `since`
 * (`loadedBefore`, or `useReloadAfterGap`): on a first visit, the page's data is usually read
 * after the socket was asked for, and is not fetched twice. Not covered: an event sent
 * between the server's read of data loaded after `since` and the connect
 * (docs/decisions/017-first-visit-loading.md). useSocketRoom joins rooms again on the same
 * occasion.
 */
export function useSocketConnect(handler: (since: number) => void): void {
  const socket = useSyncExternalStore(subscribeSocket, getSocket, getSocket);
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });

  useEffect(() => {
    if (!socket) return;
    const listener = () => latest.current(offlineSince(socket));
    socket.on('connect', listener);
    return () => {
      socket.off('connect', listener);
    };
  }, [socket]);
}

/** Loads the queries under each of `queryKeys` again after a (re)connect, those that may have missed events (`useSocketConnect`). */
export function useReloadAfterGap(...queryKeys: QueryKey[]): void {
  const queryClient = useQueryClient();
  useSocketConnect((since) => {
    for (const queryKey of queryKeys) void queryClient.invalidateQueries({ queryKey, predicate: loadedBefore(since) });
  });
}
