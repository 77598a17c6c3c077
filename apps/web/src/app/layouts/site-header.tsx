import { Button, Group, Skeleton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Brand } from '../../components/brand';
import { LanguageSwitch } from '../../components/language-switch';
import { useLogout } from '../../features/auth/api/auth';
import { HeaderNotifications } from '../../features/notifications/components/header-notifications';
import { useProfile } from '../../features/profile/api/profile';
import { AccountMenu } from '../../features/profile/components/account-menu';
import { HeaderSearch } from '../../features/search/components/header-search';
import { ApiError } from '../../lib/api-client';
import { homePathFor, useSession } from '../../lib/session';
import { HeaderNavLinks } from './header-nav-links';

/** Product name, navigation, search, language switch and the account menu (docs/product/screens-and-roles.md#header). */
export function SiteHeader({ leading }: { leading?: ReactNode }) {
  const { t } = useTranslation();
  const session = useSession();
  const profile = useProfile();
  const logout = useLogout();
  const { mutate: logoutNow } = logout;

  // A profile the server refuses to give ends the session (docs/product/messages.md#errors). A 401 has already
  // ended it with its own message; a network failure does not end it.
  const refused = profile.error instanceof ApiError && profile.error.status !== 401;
  useEffect(() => {
    if (!refused) return;
    notifications.show({ color: 'red', message: t('errors.profileLoadFailed') });
    logoutNow();
  }, [refused, logoutNow, t]);

  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        {leading}
        <Brand to={homePathFor(session?.role)} nameFrom={session ? 'xs' : undefined} />
      </Group>
      <Group gap="sm" wrap="nowrap">
        <HeaderNavLinks />
        {/* Search and notifications wait for the first password change (the server refuses them until then). */}
        {session && !session.passwordChangeRequired && <HeaderSearch />}
        <LanguageSwitch />
        {session && !session.passwordChangeRequired && (
          <HeaderNotifications canBroadcast={profile.data?.can.broadcast_notifications ?? false} />
        )}
        {!session && (
          <Button component={Link} to="/login" size="sm">
            {t('nav.login')}
          </Button>
        )}
        {session && profile.data && <AccountMenu profile={profile.data} onLogout={() => logoutNow()} />}
        {session && !profile.data && <Skeleton circle height={38} />}
      </Group>
    </Group>
  );
}
