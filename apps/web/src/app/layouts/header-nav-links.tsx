import { ActionIcon, Box, Button, Group } from '@mantine/core';
import { IconDotsVertical } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { MenuOnDemand } from '../../components/menu-on-demand';
import { TooltipOnDemand } from '../../components/tooltip-on-demand';
import { useSession } from '../../lib/session';
import { useWiderThan } from '../../lib/use-wider-than';
import { HEADER_NAV_LINKS } from './header-nav';

// The phone's menu comes after the page's first paint (components/menu-on-demand.tsx).
const loadMenu = () => import('./header-nav-menu').then((module) => module.HeaderNavMenu);

/**
 * The header links: buttons with their names from `xl`, icons with a tooltip from `lg`, a menu
 * below. With five links, search, language, bell and account the named buttons need about
 * 1,400 px, and wrapping them would overflow the 64 px header. Only the variant the width
 * shows is mounted: every signed-in page renders the header first.
 */
export function HeaderNavLinks() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const role = useSession()?.role;
  const links = HEADER_NAV_LINKS.map((link) => ({ ...link, to: link.path(role) }));
  const isActive = (to: string) => pathname === to || pathname.startsWith(`${to}/`);
  const named = useWiderThan('xl');
  const icons = useWiderThan('lg');

  if (named)
    return (
      <Group gap={4} wrap="nowrap" component="nav" aria-label={t('nav.label')}>
        {links.map(({ key, to, icon: Icon }) => (
          <Button
            key={key}
            component={Link}
            to={to}
            variant={isActive(to) ? 'light' : 'subtle'}
            color={isActive(to) ? 'blue' : 'gray'}
            leftSection={<Icon size={16} />}
            size="sm"
          >
            {t(`nav.${key}`)}
          </Button>
        ))}
      </Group>
    );
  if (icons)
    return (
      <Group gap={4} wrap="nowrap" component="nav" aria-label={t('nav.label')}>
        {links.map(({ key, to, icon: Icon }) => (
          <TooltipOnDemand key={key} label={t(`nav.${key}`)}>
            <ActionIcon
              component={Link}
              to={to}
              variant={isActive(to) ? 'light' : 'subtle'}
              color={isActive(to) ? 'blue' : 'gray'}
              size="lg"
              aria-label={t(`nav.${key}`)}
            >
              <Icon size={18} />
            </ActionIcon>
          </TooltipOnDemand>
        ))}
      </Group>
    );
  const button = (
    <ActionIcon variant="default" size="lg" aria-label={t('nav.menu')}>
      <IconDotsVertical size={18} />
    </ActionIcon>
  );
  return (
    <Box component="nav" aria-label={t('nav.label')}>
      <MenuOnDemand load={loadMenu} button={button} props={{ links }} />
    </Box>
  );
}
