import { NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import { IconLayoutDashboard } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ADMIN_NAV_GROUPS } from './admin-nav';

const BASE = '/admin-dashboard';

/** Overview link and the collapsible groups of ADMIN_NAV_GROUPS. */
export function AdminSidebar({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();

  return (
    <ScrollArea type="auto" style={{ flex: 1 }}>
      <Stack gap={4}>
        <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" py={6}>
          {t('admin.nav.title')}
        </Text>
        <NavLink
          component={Link}
          to={BASE}
          label={t('admin.nav.overview')}
          leftSection={<IconLayoutDashboard size={18} />}
          active={pathname === BASE || pathname === `${BASE}/`}
          onClick={onNavigate}
        />
        {ADMIN_NAV_GROUPS.map(({ key, title, icon: Icon, links }) => {
          // A group's key is its path section, so its pages beyond the links (e.g. a course's progress report) mark it too.
          const groupActive = pathname.startsWith(`${BASE}/${key}/`);
          return (
            <NavLink
              key={key}
              label={t(title)}
              leftSection={<Icon size={18} />}
              defaultOpened
              childrenOffset={28}
              active={groupActive}
              variant="subtle"
            >
              {links.map((link) => {
                const to = `${BASE}/${link.path}`;
                return (
                  <NavLink
                    key={link.key}
                    component={Link}
                    to={to}
                    label={t(link.label)}
                    active={pathname === to}
                    onClick={onNavigate}
                  />
                );
              })}
            </NavLink>
          );
        })}
      </Stack>
    </ScrollArea>
  );
}
