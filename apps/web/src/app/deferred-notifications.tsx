import { useNotifications } from '@mantine/notifications';
import { Suspense, useState } from 'react';
import { lazyPart } from '../components/lazy-part';

const Notifications = lazyPart(() => import('./notifications-list'), { floating: true });

/**
 * Mantine's notification list, fetched with the first notification rather than with the
 * first page: `notifications.show` only fills a store, which the list shows once it is here.
 * Offline, it is fetched once the connection is back; if it cannot be had, a "reload" message
 * shows where the notifications would.
 */
export function DeferredNotifications() {
  const { notifications } = useNotifications();
  const [wanted, setWanted] = useState(false);
  if (!wanted && notifications.length > 0) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position="bottom-right" />
    </Suspense>
  );
}
