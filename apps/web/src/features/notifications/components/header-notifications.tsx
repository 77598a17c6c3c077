import { ActionIcon, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconSpeakerphone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { BroadcastModal } from './broadcast-modal';
import { NotificationBell } from './notification-bell';

/**
 * The header's notification corner (SPEC §2 Header): the bell for everyone signed in and, for
 * teachers and admins, 'announcement to everyone': its own button on wider screens, an entry in
 * the bell's dropdown on phones (where the header has no room left).
 */
export function HeaderNotifications({ canBroadcast }: { canBroadcast: boolean }) {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      {canBroadcast && (
        <Tooltip label={t('notifications.broadcast.open')}>
          <ActionIcon variant="default" size="lg" onClick={open} aria-label={t('notifications.broadcast.open')} visibleFrom="sm">
            <IconSpeakerphone size={18} />
          </ActionIcon>
        </Tooltip>
      )}
      <NotificationBell onBroadcast={canBroadcast ? open : undefined} />
      {canBroadcast && <BroadcastModal opened={opened} onClose={close} />}
    </>
  );
}
