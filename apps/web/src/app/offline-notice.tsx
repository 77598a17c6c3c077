import { IconWifiOff } from '@tabler/icons-react';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './offline-notice.module.css';

function subscribe(changed: () => void): () => void {
  window.addEventListener('online', changed);
  window.addEventListener('offline', changed);
  return () => {
    window.removeEventListener('online', changed);
    window.removeEventListener('offline', changed);
  };
}

/** Whether the browser says it is online. */
export const useBrowserOnline = () =>
  useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );

/**
 * Says the browser is offline, for as long as it is. Plain elements
 * in the first chunk, not a notification: Mantine's notification list is fetched when first
 * used, which cannot happen offline (docs/decisions/035). The live region is always there, so
 * its text is announced when it appears.
 */
export function OfflineNotice() {
  const { t } = useTranslation();
  const online = useBrowserOnline();
  return (
    <div role="status" className={online ? undefined : classes.notice}>
      {!online && (
        <>
          <IconWifiOff size={18} className={classes.icon} aria-hidden />
          <span>
            <strong className={classes.title}>{t('network.offlineTitle')}</strong>
            {t('network.offlineText')}
          </span>
        </>
      )}
    </div>
  );
}
