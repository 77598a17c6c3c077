import { Group, Text, UnstyledButton } from '@mantine/core';
import type { Profile } from '@netclass/shared';
import { IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MenuOnDemand } from '../../../components/menu-on-demand';
import { UserAvatar } from '../../../components/user-avatar';
import { initialsOf } from '../../../lib/initials';

// The dropdown's code comes after the page's first paint (components/menu-on-demand.tsx).
const loadMenu = () => import('./account-menu-items').then((module) => module.AccountMenuItems);

/**
 * Initials avatar with the account dropdown: practice, a student's grades, edit profile, change password, logout
 * (docs/product/screens-and-roles.md#header).
 */
export function AccountMenu({ profile, onLogout }: { profile: Profile; onLogout: () => void }) {
  const { t } = useTranslation();
  const button = (
    // The name holds what the button shows (initials, and the name from sm): voice control users say what they see.
    <UnstyledButton aria-label={t('account.menu', { initials: initialsOf(profile.name), name: profile.name })}>
      <Group gap={8} wrap="nowrap">
        <UserAvatar name={profile.name} radius="xl" size="md" />
        {/* Keeps the initials apart from the name in the button's text ('NL Nguyễn Thị Lan'); unseen in a flex row. */}{' '}
        <Text size="sm" fw={500} visibleFrom="sm" maw={160} truncate>
          {profile.name}
        </Text>
        <IconChevronDown size={14} />
      </Group>
    </UnstyledButton>
  );
  return <MenuOnDemand load={loadMenu} button={button} props={{ profile, onLogout }} />;
}
