import { useQueryClient } from '@tanstack/react-query';
import { usePresenceFeed } from '../../../lib/use-presence-feed';
import { loadedBefore } from '../../../lib/use-socket-connect';
import { applyPresenceToUsers, countsKey, usersKey } from '../api/users';

/** Keeps the online column and count live from presence batches; what was loaded before a (re)join loads again. */
export function useLiveUserPresence(): void {
  const queryClient = useQueryClient();
  usePresenceFeed(
    (batch) => applyPresenceToUsers(queryClient, batch),
    (time) => {
      void queryClient.invalidateQueries({ queryKey: usersKey, predicate: loadedBefore(time) });
      void queryClient.invalidateQueries({ queryKey: countsKey, predicate: loadedBefore(time) });
    },
  );
}
