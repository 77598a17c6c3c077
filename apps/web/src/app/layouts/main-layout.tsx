import { AppShell, Container } from '@mantine/core';
import { Outlet } from 'react-router';
import { SessionGate } from '../../components/session-gate';
import { SiteFooter } from '../../components/site-footer';
import { mainContentProps, SkipLink } from '../../components/skip-link';
import { SiteHeader } from './site-header';

/** Header, page, footer: the standard layout of SPEC §2 (`/all-notifications` has no footer). */
export function MainLayout({ withFooter = true }: { withFooter?: boolean }) {
  return (
    <AppShell header={{ height: 64 }}>
      <SkipLink />
      <AppShell.Header>
        <SiteHeader />
      </AppShell.Header>
      <AppShell.Main {...mainContentProps} style={{ display: 'flex', flexDirection: 'column' }}>
        {/* At least a window tall: the footer starts below the fold and content arriving later does not push it. */}
        <Container size="lg" py="xl" w="100%" mih="calc(100dvh - var(--app-shell-header-height, 0px))" style={{ flex: 1 }}>
          <Outlet />
        </Container>
        {withFooter && <SiteFooter />}
      </AppShell.Main>
    </AppShell>
  );
}

/** Pages that need a signed-in user. */
export function ProtectedOutlet() {
  return (
    <SessionGate>
      <Outlet />
    </SessionGate>
  );
}
