import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Says the connection is back. Being offline is told by the OfflineNotice, which needs no
 * code fetched (docs/decisions/035); by now the notification list can be fetched.
 */
export function useNetworkAlerts(): void {
  const { t } = useTranslation();
  useEffect(() => {
    const online = () => notifications.show({ color: 'teal', message: t('network.back') });
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [t]);
}
