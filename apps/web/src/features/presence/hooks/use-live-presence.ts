import { useQueryClient } from '@tanstack/react-query';
import type { OnlineUser } from '@netclass/shared';
import { useSocketEvent } from '../../../lib/use-socket-event';
import { onlineUsersKey, sortOnlineUsers } from '../api/online-users';

/** Applies `presenceChanged` to the cached online list between two polls. */
export function useLivePresence(): void {
  const queryClient = useQueryClient();
  useSocketEvent('presenceChanged', (change) => {
    queryClient.setQueryData<OnlineUser[]>(onlineUsersKey, (users) => {
      if (!users) return users;
      const others = users.filter((user) => user.id !== change.id);
      return sortOnlineUsers([...others, change]);
    });
  });
}
