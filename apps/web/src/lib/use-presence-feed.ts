import type { PresenceBatch } from '@netclass/shared';
import { useSocketConnect } from './use-socket-connect';
import { useSocketEvent } from './use-socket-event';
import { useSocketRoom } from './use-socket-room';

const PRESENCE_ROOM = { room: 'presence' } as const;

/**
 * What a screen that shows who is online needs instead of polling: it holds the presence
 * room while mounted (only its members get `presenceChanged`), `onBatch` applies each batch
 * to the loaded data, and `onReconnect` loads it again after a reconnect (the room is joined
 * again then; batches sent meanwhile were missed).
 */
export function usePresenceFeed(onBatch: (batch: PresenceBatch) => void, onReconnect: () => void): void {
  useSocketRoom(PRESENCE_ROOM);
  useSocketEvent('presenceChanged', onBatch);
  useSocketConnect(onReconnect);
}
