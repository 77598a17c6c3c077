import { useQueryClient } from '@tanstack/react-query';
import { usePresenceFeed } from '../../../lib/use-presence-feed';
import { applyPresenceBatch, onlineUsersKey } from '../api/online-users';

/** Keeps the loaded online list live from presence batches; loads it again after a reconnect. */
export function useLivePresence(): void {
  const queryClient = useQueryClient();
  usePresenceFeed(
    (batch) => applyPresenceBatch(queryClient, batch),
    () => void queryClient.invalidateQueries({ queryKey: onlineUsersKey }),
  );
}
