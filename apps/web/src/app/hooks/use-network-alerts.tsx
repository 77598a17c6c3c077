import { notifications } from '@mantine/notifications';
import { IconWifiOff } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

const OFFLINE_ID = 'network-offline';

/** Tells the user to check the network while the browser is offline (docs/product/messages.md#errors). */
export function useNetworkAlerts(): void {
  const { t } = useTranslation();
  useEffect(() => {
    const offline = () =>
      notifications.show({
        id: OFFLINE_ID,
        color: 'red',
        autoClose: false,
        icon: <IconWifiOff size={18} />,
        title: t('network.offlineTitle'),
        message: t('errors.network'),
      });
    const online = () => {
      notifications.hide(OFFLINE_ID);
      notifications.show({ color: 'teal', message: t('network.back') });
    };
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
    };
  }, [t]);
}
