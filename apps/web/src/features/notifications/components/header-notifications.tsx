import { ActionIcon } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconSpeakerphone } from '@tabler/icons-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { TooltipOnDemand } from '../../../components/tooltip-on-demand';
import { useMountedSinceOpened } from '../../../lib/use-dialog-on-demand';
import { NotificationBell } from './notification-bell';
import { lazyPart } from '../../../components/lazy-part';

// Fetched when first opened (lib/use-dialog-on-demand.ts): every signed-in page shows the header, few of its users broadcast.
const BroadcastModal = lazyPart(() =>
  import('./broadcast-modal').then((module) => ({ default: module.BroadcastModal })),
);

/**
 * The header's notification corner (docs/product/screens-and-roles.md#header): the bell for everyone signed in and, for
 * teachers and admins, 'announcement to everyone': its own button on wider screens, an entry in
 * the bell's dropdown on phones (where the header has no room left).
 */
export function HeaderNotifications({ canBroadcast }: { canBroadcast: boolean }) {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  const broadcastMounted = useMountedSinceOpened(opened);
  return (
    <>
      {canBroadcast && (
        <TooltipOnDemand label={t('notifications.broadcast.open')}>
          <ActionIcon
            variant="default"
            size="lg"
            onClick={open}
            aria-label={t('notifications.broadcast.open')}
            visibleFrom="sm"
          >
            <IconSpeakerphone size={18} />
          </ActionIcon>
        </TooltipOnDemand>
      )}
      <NotificationBell onBroadcast={canBroadcast ? open : undefined} />
      {canBroadcast && broadcastMounted && (
        <Suspense fallback={null}>
          <BroadcastModal opened={opened} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
