import { Modal, Stack } from '@mantine/core';
import { IconCalendarTime } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { vietnamWallClock, wallClockToApi } from '../../lib/format-date';
import { useDialogOnDemand } from '../../lib/use-dialog-on-demand';
import { AppDatesProvider } from '../app-dates-provider';
import { FormFooter } from '../form-footer';
import { DateTimeField } from '../date-time-field';

interface ScheduleProps {
  name: string;
  initial: string | null;
  pending: boolean;
  onClose: () => void;
  onSchedule: (publishAt: string, done: () => void) => void;
}

/** Picks when the item goes out (typed or picked, Asia/Ho_Chi_Minh wall clock); a time already gone is refused with a message. */
export function ScheduleModal({ name, initial, pending, onClose, onSchedule }: ScheduleProps) {
  const { t } = useTranslation();
  const [value, setValue] = useState<string | null>(initial ? vietnamWallClock(initial) : null);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!value) return setProblem(t('publication.timeRequired'));
    // A time already gone is refused, never moved to now: the item would go out at once (the server refuses it too).
    if (value <= vietnamWallClock()) return setProblem(t('publication.timePast'));
    setProblem(null);
    onSchedule(wallClockToApi(value), onClose);
  };

  return (
    <Modal {...useDialogOnDemand(true)} onClose={onClose} title={t('publication.scheduleTitle', { name })} centered>
      <AppDatesProvider>
        <form onSubmit={submit} noValidate aria-label={t('publication.scheduleTitle', { name })}>
          <Stack gap="sm">
            <DateTimeField
              label={t('publication.time')}
              description={t('courseForm.timeZoneHint')}

              value={value}
              onChange={setValue}
              leftSection={<IconCalendarTime size={16} />}
              withAsterisk
              data-autofocus
            />
            <FormFooter
              error={problem}
              submitLabel={t('publication.scheduleSubmit')}
              loading={pending}
              icon={<IconCalendarTime size={16} />}
            />
          </Stack>
        </form>
      </AppDatesProvider>
    </Modal>
  );
}
