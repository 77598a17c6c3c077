import { Button, Modal, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { extensionFormSchema, type HandInRow } from '@netclass/shared';
import { IconCalendar, IconDeviceFloppy } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppDatesProvider } from '../../../components/app-dates-provider';
import { FormFooter } from '../../../components/form-footer';
import { placeServerError } from '../../../lib/forms/server-errors';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { vietnamWallClock, wallClockToApi } from '../../../lib/format-date';
import { useRemoveExtension, useSetExtension } from '../api/assignments';
import { DateTimeField } from '../../../components/date-time-field';

/** One student's own due and accepted-until dates (Vietnam time), set or taken back by the course's teachers. */
export function ExtensionDialog({
  assignmentId,
  row,
  onClose,
}: {
  assignmentId: number;
  row: HandInRow;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSetExtension(assignmentId);
  const remove = useRemoveExtension(assignmentId);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useSchemaForm(extensionFormSchema, {
    due_at: row.extension ? vietnamWallClock(row.extension.due_at) : null,
    accepts_until: row.extension?.accepts_until ? vietnamWallClock(row.extension.accepts_until) : null,
  });
  const done = () => {
    notifications.show({ color: 'teal', message: t('assignments.handIns.extensionSaved', { name: row.name }) });
    onClose();
  };
  const failed = (error: unknown) =>
    setProblem(placeServerError(form, error, t, { fallback: t('assignments.handIns.extensionFailed') }));
  const submit = form.onSubmit((values) =>
    save.mutate(
      {
        studentId: row.student_id,
        dueAt: wallClockToApi(values.due_at),
        acceptsUntil: values.accepts_until ? wallClockToApi(values.accepts_until) : null,
      },
      { onSuccess: done, onError: failed },
    ),
  );
  const title = t('assignments.handIns.extensionTitle', { name: row.name });

  return (
    <Modal opened onClose={onClose} title={title} centered>
      <AppDatesProvider>
        <form onSubmit={submit} noValidate aria-label={title}>
          <Stack gap="sm">
            <DateTimeField
              label={t('assignments.handIns.extensionDue')}
              description={t('courseForm.timeZoneHint')}
              withAsterisk
              leftSection={<IconCalendar size={16} />}
              data-autofocus
              {...form.getInputProps('due_at')}
            />
            <DateTimeField
              label={t('assignments.handIns.extensionUntil')}
              clearable
              leftSection={<IconCalendar size={16} />}
              {...form.getInputProps('accepts_until')}
            />
            {row.extension && (
              <Button
                variant="subtle"
                color="red"
                style={{ alignSelf: 'flex-start' }}
                loading={remove.isPending}
                onClick={() => remove.mutate(row.student_id, { onSuccess: onClose, onError: failed })}
              >
                {t('assignments.handIns.extensionRemove')}
              </Button>
            )}
            <FormFooter
              error={problem}
              submitLabel={t('assignments.handIns.extensionSave')}
              loading={save.isPending}
              icon={<IconDeviceFloppy size={16} />}
            />
          </Stack>
        </form>
      </AppDatesProvider>
    </Modal>
  );
}
