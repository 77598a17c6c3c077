import { useQueryClient } from '@tanstack/react-query';
import { usePresenceFeed } from '../../../lib/use-presence-feed';
import { loadedBefore } from '../../../lib/use-socket-connect';
import { applyPresenceBatch, onlineUsersKey } from '../api/online-users';

/**
 * Keeps the online list live from presence batches. `joined` says the presence room is held:
 * the list loads only then, so a user who came online meanwhile (the reader themselves, on
 * a first visit) is in either the list or a batch; pages loaded before a rejoin load again.
 */
export function useLivePresence(): { joined: boolean } {
  const queryClient = useQueryClient();
  return usePresenceFeed(
    (batch) => applyPresenceBatch(queryClient, batch),
    (time) => void queryClient.invalidateQueries({ queryKey: onlineUsersKey, predicate: loadedBefore(time) }),
  );
}
