import { ActionIcon, Indicator } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MenuOnDemand } from '../../../components/menu-on-demand';
import { latestNotificationsQueryOptions } from '../api/notifications';
import { useLiveNotifications } from '../hooks/use-live-notifications';

// The dropdown's code comes after the page's first paint (components/menu-on-demand.tsx).
const loadMenu = () => import('./notification-bell-menu').then((module) => module.NotificationBellMenu);

/**
 * The header bell (docs/product/screens-and-roles.md#header): the unread count (never below 0), a dropdown with the
 * newest notifications (a click marks it read and follows its link) and 'view all'. Live.
 * `onBroadcast` adds 'announcement to everyone' to the dropdown on phones.
 */
export function NotificationBell({ onBroadcast }: { onBroadcast?: () => void }) {
  const { t } = useTranslation();
  const { data } = useQuery(latestNotificationsQueryOptions);
  useLiveNotifications();
  const count = Math.max(0, data?.unread_count ?? 0);
  const button = (
    <ActionIcon variant="default" size="lg" aria-label={t('notifications.bellLabel', { count })}>
      <IconBell size={18} />
    </ActionIcon>
  );
  return (
    <Indicator
      label={count > 99 ? '99+' : count}
      disabled={count === 0}
      size={18}
      offset={5}
      color="red"
      inline
      zIndex={1}
    >
      <MenuOnDemand load={loadMenu} button={button} props={{ count, onBroadcast }} />
    </Indicator>
  );
}
