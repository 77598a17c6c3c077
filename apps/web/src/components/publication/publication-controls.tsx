import { Button, Group, Modal, Stack } from '@mantine/core';
import { DatesProvider, DateTimePicker } from '@mantine/dates';
import { notifications } from '@mantine/notifications';
import type { PublicationState, SetPublicationRequest } from '@netclass/shared';
import { IconCalendarTime, IconSend, IconX } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormFooter } from '../form-footer';
import { errorMessage } from '../../lib/error-message';
import { vietnamWallClock, wallClockToApi } from '../../lib/format-date';
import { useSetPublication, type PublishableKind } from '../../lib/publication';
import { PublicationBadge } from './publication-badge';

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

  const change = (request: SetPublicationRequest, done?: () => void) =>
    setPublication.mutate(
      { kind, id: item.id, request },
      {
        onSuccess: () => {
          notifications.show({ color: 'teal', message: t(`publication.done.${request.state}`, { name }) });
          done?.();
        },
        onError: (error) => notifications.show({ color: 'red', message: errorMessage(error, t, t('publication.failed')) }),
      },
    );

  return (
    <Group gap={6} wrap="wrap">
      <PublicationBadge item={item} />
      {item.publication !== 'published' && (
        <>
          <Button size="compact-xs" variant="light" color="teal" leftSection={<IconSend size={12} />} loading={setPublication.isPending} onClick={() => change({ state: 'published' })} aria-label={t('publication.publishNamed', { name })}>
            {t('publication.publish')}
          </Button>
          <Button size="compact-xs" variant="light" leftSection={<IconCalendarTime size={12} />} onClick={() => setScheduling(true)} aria-label={t('publication.scheduleNamed', { name })}>
            {t('publication.schedule')}
          </Button>
          {item.publication === 'scheduled' && (
            <Button size="compact-xs" variant="subtle" color="gray" leftSection={<IconX size={12} />} onClick={() => change({ state: 'draft' })} aria-label={t('publication.unscheduleNamed', { name })}>
              {t('publication.unschedule')}
            </Button>
          )}
        </>
      )}
      {scheduling && (
        <ScheduleModal
          name={name}
          initial={item.publish_at}
          pending={setPublication.isPending}
          onClose={() => setScheduling(false)}
          onSchedule={(publishAt, done) => change({ state: 'scheduled', publish_at: publishAt }, done)}
        />
      )}
    </Group>
  );
}

interface ScheduleProps {
  name: string;
  initial: string | null;
  pending: boolean;
  onClose: () => void;
  onSchedule: (publishAt: string, done: () => void) => void;
}

/** Picks when the item goes out (Mantine DateTimePicker, Asia/Ho_Chi_Minh wall clock). */
function ScheduleModal({ name, initial, pending, onClose, onSchedule }: ScheduleProps) {
  const { t, i18n } = useTranslation();
  const [value, setValue] = useState<string | null>(initial ? vietnamWallClock(initial) : null);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!value) return setProblem(t('publication.timeRequired'));
    setProblem(null);
    onSchedule(wallClockToApi(value), onClose);
  };

  return (
    <Modal opened onClose={onClose} title={t('publication.scheduleTitle', { name })} centered>
      <DatesProvider settings={{ locale: i18n.language === 'en' ? 'en' : 'vi', firstDayOfWeek: 1 }}>
        <form onSubmit={submit} noValidate aria-label={t('publication.scheduleTitle', { name })}>
          <Stack gap="sm">
            <DateTimePicker
              label={t('publication.time')}
              description={t('courseForm.timeZoneHint')}
              valueFormat="DD/MM/YYYY HH:mm"
              value={value}
              onChange={setValue}
              minDate={vietnamWallClock()}
              withSeconds={false}
              leftSection={<IconCalendarTime size={16} />}
              withAsterisk
              data-autofocus
            />
            <FormFooter error={problem} submitLabel={t('publication.scheduleSubmit')} loading={pending} icon={<IconCalendarTime size={16} />} />
          </Stack>
        </form>
      </DatesProvider>
    </Modal>
  );
}
