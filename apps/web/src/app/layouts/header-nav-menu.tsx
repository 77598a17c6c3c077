import { Menu } from '@mantine/core';
import { cloneElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useHandedOverMenu, type MenuOnArrival } from '../../components/menu-on-demand';
import type { HeaderNavLink } from './header-nav';

/** The header links as a menu, below `lg` (`HeaderNavLinks`), fetched after the page's first paint. */
export const HeaderNavMenu: MenuOnArrival<{ links: (HeaderNavLink & { to: string })[] }> = ({
  button,
  handover,
  links,
}) => {
  const { t } = useTranslation();
  const { menu, target } = useHandedOverMenu(handover);
  return (
    // Not portalled: the links stay inside the navigation landmark.
    <Menu position="bottom-end" shadow="md" width={200} withinPortal={false} {...menu}>
      <Menu.Target>{cloneElement(button, { ref: target })}</Menu.Target>
      <Menu.Dropdown>
        {links.map(({ key, to, icon: Icon }) => (
          <Menu.Item key={key} component={Link} to={to} leftSection={<Icon size={16} />}>
            {t(`nav.${key}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
};
