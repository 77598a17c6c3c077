import { useState } from 'react';
import type { PresenceBatch } from '@netclass/shared';
import { useSocketEvent } from './use-socket-event';
import { useSocketRoom } from './use-socket-room';

const PRESENCE_ROOM = { room: 'presence' } as const;

/**
 * What a screen that shows who is online needs instead of polling: it holds the presence
 * room while mounted (only its members get `presenceChanged`) and `onBatch` applies each
 * batch to the loaded data. `onJoined(time)` runs whenever the server has acknowledged the
 * room (first, and again after each reconnect): data loaded before `time` may lack batches
 * sent before, so it is loaded again. The answer, `joined`, tells a list that may wait for
 * the room to load only then: one request, and nothing missed in between.
 */
export function usePresenceFeed(
  onBatch: (batch: PresenceBatch) => void,
  onJoined: (time: number) => void,
): { joined: boolean } {
  const [joined, setJoined] = useState(false);
  useSocketRoom(PRESENCE_ROOM, () => {
    setJoined(true);
    onJoined(Date.now());
  });
  useSocketEvent('presenceChanged', onBatch);
  return { joined };
}
