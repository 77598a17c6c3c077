import { AppShell, Burger, Button, Center, Stack, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { SessionGate } from '../../components/session-gate';
import { SiteFooter } from '../../components/site-footer';
import { mainContentProps, SkipLink } from '../../components/skip-link';
import { usePermissions } from '../../lib/permissions';
import { AdminSidebar } from './admin-sidebar';
import { SiteHeader } from './site-header';

/** Students who open an admin address are sent back to their own dashboard; the server refuses their calls anyway. */
function StaffOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  if (usePermissions().canUseStaffArea) return children;
  return (
    <Center mih="50vh">
      <Stack align="center" gap="sm">
        <IconLock size={40} stroke={1.5} />
        <Title order={1} size="h4">
          {t('admin.staffOnly')}
        </Title>
        <Button component={Link} to="/dashboard" variant="light">
          {t('admin.backToDashboard')}
        </Button>
      </Stack>
    </Center>
  );
}

/** Header, collapsible sidebar, page and footer of /admin-dashboard (docs/product/screens-and-roles.md#screens). */
export function AdminLayout() {
  const { t } = useTranslation();
  const [mobileOpened, { toggle: toggleMobile, close: closeMobile }] = useDisclosure(false);
  const [desktopOpened, { toggle: toggleDesktop }] = useDisclosure(true);

  const burgers = (
    <>
      <Burger
        opened={mobileOpened}
        onClick={toggleMobile}
        hiddenFrom="sm"
        size="sm"
        aria-label={t('admin.nav.toggle')}
      />
      <Burger
        opened={desktopOpened}
        onClick={toggleDesktop}
        visibleFrom="sm"
        size="sm"
        aria-label={t('admin.nav.toggle')}
      />
    </>
  );

  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !mobileOpened, desktop: !desktopOpened } }}
    >
      <SkipLink />
      <AppShell.Header>
        <SiteHeader leading={burgers} />
      </AppShell.Header>
      <AppShell.Navbar p="sm" aria-label={t('admin.nav.label')}>
        <AdminSidebar onNavigate={closeMobile} />
      </AppShell.Navbar>
      <AppShell.Main {...mainContentProps} style={{ display: 'flex', flexDirection: 'column' }}>
        <Stack p={{ base: 'md', lg: 'lg' }} style={{ flex: 1 }} maw={1400} w="100%">
          <SessionGate>
            <StaffOnly>
              <Outlet />
            </StaffOnly>
          </SessionGate>
        </Stack>
        <SiteFooter />
      </AppShell.Main>
    </AppShell>
  );
}
