import { Container } from '@mantine/core';
import { Outlet } from 'react-router';
import { SessionGate } from '../../components/session-gate';
import { SiteFooter } from '../../components/site-footer';
import { mainContentProps, SkipLink } from '../../components/skip-link';
import classes from './main-layout.module.css';
import { SiteHeader } from './site-header';

/**
 * While a dialog locks the page's scrolling, the scroll lock (react-remove-scroll, with Mantine's
 * Modal) moves elements of this class by the scrollbar's width, so the fixed header does not shift.
 */
const KEPT_CLEAR_OF_SCROLLBAR = 'right-scroll-bar-position';

/** Header, page, footer: the standard layout of docs/product/screens-and-roles.md#screens (`/all-notifications` has no footer). */
export function MainLayout({ withFooter = true }: { withFooter?: boolean }) {
  return (
    <div className={classes.shell}>
      <SkipLink />
      <header className={`${classes.header} ${KEPT_CLEAR_OF_SCROLLBAR}`}>
        <SiteHeader />
      </header>
      <main {...mainContentProps} className={`${mainContentProps.className} ${classes.main}`}>
        {/* At least a window tall: the footer starts below the fold and content arriving later does not push it. */}
        <Container
          size="lg"
          py="xl"
          w="100%"
          mih="calc(100dvh - var(--app-shell-header-height, 0px))"
          style={{ flex: 1 }}
        >
          <Outlet />
        </Container>
        {withFooter && <SiteFooter />}
      </main>
    </div>
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
