import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DeferredModals } from './deferred-modals';
import { DeferredNotifications } from './deferred-notifications';
import { OfflineNotice } from './offline-notice';
import { cssVariablesResolver, labelledTheme } from './theme';

interface Props {
  queryClient: QueryClient;
  children: ReactNode;
  /** 'test' turns Mantine's transitions and portals off (component tests). */
  env?: 'default' | 'test';
}

/** Theme, server data cache, dialogs and notifications for the whole app (the last two fetched when first used), and the offline notice. */
export function AppProviders({ queryClient, children, env }: Props) {
  const { t } = useTranslation();
  const theme = useMemo(
    () =>
      labelledTheme({
        close: t('common.close'),
        pages: {
          first: t('common.pageControls.first'),
          previous: t('common.pageControls.previous'),
          next: t('common.pageControls.next'),
          last: t('common.pageControls.last'),
        },
        dates: {
          previous: t('common.dateControls.previousMonth'),
          next: t('common.dateControls.nextMonth'),
          confirm: t('common.dateControls.confirm'),
        },
      }),
    [t],
  );
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env={env}>
      <QueryClientProvider client={queryClient}>
        <DeferredModals />
        <DeferredNotifications />
        {children}
        <OfflineNotice />
      </QueryClientProvider>
    </MantineProvider>
  );
}
