import { Modal, Stack } from '@mantine/core';
import { scheduleFormSchema } from '@netclass/shared';
import { IconCalendarTime } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { placeServerError } from '../../lib/forms/server-errors';
import { useSchemaForm } from '../../lib/forms/use-schema-form';
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
  /** Sends the time; `done` once saved, `failed` with the server's refusal (shown in the dialog). */
  onSchedule: (publishAt: string, done: () => void, failed: (error: unknown) => void) => void;
}

/**
 * Picks when the item goes out (typed or picked, Asia/Ho_Chi_Minh wall clock); a time missing
 * (scheduleFormSchema) or already gone is said under the field, the server's refusal too.
 */
export function ScheduleModal({ name, initial, pending, onClose, onSchedule }: ScheduleProps) {
  const { t } = useTranslation();
  const form = useSchemaForm(scheduleFormSchema, { publish_at: initial ? vietnamWallClock(initial) : null });
  const [problem, setProblem] = useState<string | null>(null);

  const submit = form.onSubmit(({ publish_at: value }) => {
    if (!value) return;
    // A time already gone is refused, never moved to now: the item would go out at once (the server refuses it too).
    if (value <= vietnamWallClock()) return form.setFieldError('publish_at', t('publication.timePast'));
    setProblem(null);
    onSchedule(wallClockToApi(value), onClose, (error) =>
      setProblem(placeServerError(form, error, t, { fallback: t('publication.failed') })),
    );
  });

  return (
    <Modal {...useDialogOnDemand(true)} onClose={onClose} title={t('publication.scheduleTitle', { name })} centered>
      <AppDatesProvider>
        <form onSubmit={submit} noValidate aria-label={t('publication.scheduleTitle', { name })}>
          <Stack gap="sm">
            <DateTimeField
              label={t('publication.time')}
              description={t('courseForm.timeZoneHint')}

              {...form.getInputProps('publish_at')}
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
