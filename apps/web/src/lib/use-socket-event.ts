import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { ServerEventName, ServerToClientEvents } from '@netclass/shared';
import { getSocket, subscribeSocket } from './socket';

type UntypedListener = (...args: unknown[]) => void;
interface UntypedEmitter {
  on(event: string, listener: UntypedListener): void;
  off(event: string, listener: UntypedListener): void;
}

/**
 * Calls `handler` for every `event` the server sends while the component is mounted,
 * following the connection when it is replaced (new login). Typical handlers write the
 * payload into the TanStack Query cache.
 */
export function useSocketEvent<E extends ServerEventName>(event: E, handler: ServerToClientEvents[E]): void {
  const socket = useSyncExternalStore(subscribeSocket, getSocket, getSocket);
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });

  useEffect(() => {
    if (!socket) return;
    // socket.io's listener type cannot be resolved for a generic event name; this hook's
    // own signature keeps the event and its handler matched.
    const emitter = socket as unknown as UntypedEmitter;
    const listener: UntypedListener = (...args) => (latest.current as UntypedListener)(...args);
    emitter.on(event, listener);
    return () => emitter.off(event, listener);
  }, [socket, event]);
}
