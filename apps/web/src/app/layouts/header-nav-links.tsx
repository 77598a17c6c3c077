import { ActionIcon, Box, Button, Group, Menu, Tooltip } from '@mantine/core';
import { IconDotsVertical } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useSession } from '../../lib/session';
import { useWiderThan } from '../../lib/use-wider-than';
import { HEADER_NAV_LINKS } from './header-nav';

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
          <Tooltip key={key} label={t(`nav.${key}`)}>
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
          </Tooltip>
        ))}
      </Group>
    );
  return (
    <Box component="nav" aria-label={t('nav.label')}>
      {/* Not portalled: the links stay inside the navigation landmark. */}
      <Menu position="bottom-end" shadow="md" width={200} withinPortal={false}>
        <Menu.Target>
          <ActionIcon variant="default" size="lg" aria-label={t('nav.menu')}>
            <IconDotsVertical size={18} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {links.map(({ key, to, icon: Icon }) => (
            <Menu.Item key={key} component={Link} to={to} leftSection={<Icon size={16} />}>
              {t(`nav.${key}`)}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
    </Box>
  );
}
