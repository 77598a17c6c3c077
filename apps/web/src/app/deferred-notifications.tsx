import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';

const Notifications = lazy(() => import('./notifications-list'));

/**
 * Mantine's notification list, fetched with the first notification rather than with the
 * first page: `notifications.show` only fills a store, which the list shows once it is here.
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
