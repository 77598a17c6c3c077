import { Menu } from '@mantine/core';
import type { Profile } from '@netclass/shared';
import {
  IconBellCog,
  IconKey,
  IconLogout,
  IconReportAnalytics,
  IconTargetArrow,
  IconUserEdit,
} from '@tabler/icons-react';
import { cloneElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useHandedOverMenu, type MenuOnArrival } from '../../../components/menu-on-demand';
import { permissionsOf } from '../../../lib/permissions';

/** The account dropdown (`AccountMenu`), fetched after the page's first paint. */
export const AccountMenuItems: MenuOnArrival<{ profile: Profile; onLogout: () => void }> = ({
  button,
  handover,
  profile,
  onLogout,
}) => {
  const { t } = useTranslation();
  const { menu, target } = useHandedOverMenu(handover);
  return (
    <Menu position="bottom-end" width={220} shadow="md" withinPortal {...menu}>
      <Menu.Target>{cloneElement(button, { ref: target })}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          {profile.name} · {t(`roles.${profile.role}`)}
        </Menu.Label>
        <Menu.Item component={Link} to="/practice" leftSection={<IconTargetArrow size={16} />}>
          {t('account.practice')}
        </Menu.Item>
        {permissionsOf(profile.role).hasOwnGrades && (
          <Menu.Item component={Link} to="/grades" leftSection={<IconReportAnalytics size={16} />}>
            {t('account.myGrades')}
          </Menu.Item>
        )}
        <Menu.Item component={Link} to="/editprofile" leftSection={<IconUserEdit size={16} />}>
          {t('account.editProfile')}
        </Menu.Item>
        <Menu.Item component={Link} to="/changepassword" leftSection={<IconKey size={16} />}>
          {t('account.changePassword')}
        </Menu.Item>
        <Menu.Item component={Link} to="/notification-settings" leftSection={<IconBellCog size={16} />}>
          {t('account.notificationSettings')}
        </Menu.Item>
        <Menu.Divider />
        {/* A menu item takes a theme colour at shade 6 (3.3:1 for red); the theme's red text colour reads. */}
        <Menu.Item color="var(--mantine-color-red-text)" leftSection={<IconLogout size={16} />} onClick={onLogout}>
          {t('account.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
};
