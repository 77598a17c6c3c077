import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { theme } from './theme';

interface Props {
  queryClient: QueryClient;
  children: ReactNode;
  /** 'test' turns Mantine's transitions and portals off (component tests). */
  env?: 'default' | 'test';
}

/** Theme, server data cache, dialogs and notifications for the whole app. */
export function AppProviders({ queryClient, children, env }: Props) {
  return (
    <MantineProvider theme={theme} env={env}>
      <QueryClientProvider client={queryClient}>
        <ModalsProvider>
          <Notifications position="bottom-right" />
          {children}
        </ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
