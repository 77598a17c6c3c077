import { useQueryClient } from '@tanstack/react-query';
import type { User } from '@netclass/shared';
import { useSocketEvent } from '../../../lib/use-socket-event';
import { usersKey } from '../api/users';

/** Updates the online column as soon as `presenceChanged` arrives, between two polls. */
export function useLiveUserPresence(): void {
  const queryClient = useQueryClient();
  useSocketEvent('presenceChanged', (change) => {
    queryClient.setQueryData<User[]>(usersKey, (users) =>
      users?.map((user) => (user.id === change.id ? { ...user, isOnline: change.isOnline } : user)),
    );
  });
}
