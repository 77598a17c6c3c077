import { Group, Menu, Text, UnstyledButton } from '@mantine/core';
import type { Profile } from '@netclass/shared';
import { IconBellCog, IconChevronDown, IconKey, IconLogout, IconReportAnalytics, IconTargetArrow, IconUserEdit } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { UserAvatar } from '../../../components/user-avatar';
import { initialsOf } from '../../../lib/initials';

/** Initials avatar with the account dropdown: practice, a student's grades, edit profile, change password, logout (SPEC §2 Header). */
export function AccountMenu({ profile, onLogout }: { profile: Profile; onLogout: () => void }) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" width={220} shadow="md" withinPortal>
      <Menu.Target>
        {/* The name holds what the button shows (initials, and the name from sm): voice control users say what they see. */}
        <UnstyledButton aria-label={t('account.menu', { initials: initialsOf(profile.name), name: profile.name })}>
          <Group gap={8} wrap="nowrap">
            <UserAvatar name={profile.name} radius="xl" size="md" />
            {/* Keeps the initials apart from the name in the button's text ('NL Nguyễn Thị Lan'); unseen in a flex row. */}
            {' '}
            <Text size="sm" fw={500} visibleFrom="sm" maw={160} truncate>
              {profile.name}
            </Text>
            <IconChevronDown size={14} />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          {profile.name} · {t(`roles.${profile.role}`)}
        </Menu.Label>
        <Menu.Item component={Link} to="/practice" leftSection={<IconTargetArrow size={16} />}>
          {t('account.practice')}
        </Menu.Item>
        {profile.role === 'student' && (
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
}
