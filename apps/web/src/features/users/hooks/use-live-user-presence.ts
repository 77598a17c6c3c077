import { useQueryClient } from '@tanstack/react-query';
import { usePresenceFeed } from '../../../lib/use-presence-feed';
import { applyPresenceToUsers, refetchUsers } from '../api/users';

/** Keeps the online column and count live from presence batches; loads again after a reconnect. */
export function useLiveUserPresence(): void {
  const queryClient = useQueryClient();
  usePresenceFeed(
    (batch) => applyPresenceToUsers(queryClient, batch),
    () => void refetchUsers(queryClient),
  );
}
