import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { PublicationState, SetPublicationRequest } from '@netclass/shared';
import { IconCalendarTime, IconSend, IconX } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/error-message';
import { useSetPublication, type PublishableKind } from '../../lib/publication';
import { PublicationBadge } from './publication-badge';
import { lazyPart } from '../lazy-part';

/** The date-time picker loads only when a teacher schedules something. */
const ScheduleModal = lazyPart(() => import('./schedule-modal').then((m) => ({ default: m.ScheduleModal })));

interface Props {
  kind: PublishableKind;
  item: { id: number; publication: PublicationState; publish_at: string | null };
  /** The item's title, for the buttons' accessible names and the messages. */
  name: string;
}

/**
 * The state badge and, until the item is published, 'Publish now', 'Schedule' (a date-time in
 * Vietnam time) and, when scheduled, 'Cancel schedule' (back to draft). Publication is one way.
 */
export function PublicationControls({ kind, item, name }: Props) {
  const { t } = useTranslation();
  const setPublication = useSetPublication();
  const [scheduling, setScheduling] = useState(false);

  const change = (request: SetPublicationRequest, done?: () => void, failed?: (error: unknown) => void) =>
    setPublication.mutate(
      { kind, id: item.id, request },
      {
        onSuccess: () => {
          notifications.show({ color: 'teal', message: t(`publication.done.${request.state}`, { name }) });
          done?.();
        },
        onError: (error) =>
          failed
            ? failed(error)
            : notifications.show({ color: 'red', message: errorMessage(error, t, t('publication.failed')) }),
      },
    );

  return (
    <Group gap={6} wrap="wrap">
      <PublicationBadge item={item} />
      {item.publication !== 'published' && (
        <>
          <Button
            size="compact-xs"
            variant="light"
            color="teal"
            leftSection={<IconSend size={12} />}
            loading={setPublication.isPending}
            onClick={() => change({ state: 'published' })}
            aria-label={t('publication.publishNamed', { name })}
          >
            {t('publication.publish')}
          </Button>
          <Button
            size="compact-xs"
            variant="light"
            leftSection={<IconCalendarTime size={12} />}
            onClick={() => setScheduling(true)}
            aria-label={t('publication.scheduleNamed', { name })}
          >
            {t('publication.schedule')}
          </Button>
          {item.publication === 'scheduled' && (
            <Button
              size="compact-xs"
              variant="subtle"
              color="gray"
              leftSection={<IconX size={12} />}
              onClick={() => change({ state: 'draft' })}
              aria-label={t('publication.unscheduleNamed', { name })}
            >
              {t('publication.unschedule')}
            </Button>
          )}
        </>
      )}
      {scheduling && (
        <Suspense fallback={null}>
          <ScheduleModal
            name={name}
            initial={item.publish_at}
            pending={setPublication.isPending}
            onClose={() => setScheduling(false)}
            onSchedule={(publishAt, done, failed) =>
              change({ state: 'scheduled', publish_at: publishAt }, done, failed)
            }
          />
        </Suspense>
      )}
    </Group>
  );
}
