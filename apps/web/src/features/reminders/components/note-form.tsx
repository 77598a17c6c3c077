import { Stack, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { TEXT_LIMITS, createReminderSchema } from '@netclass/shared';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useEffect, useId, useState, type ChangeEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { GrowingTextarea } from '../../../components/growing-textarea';
import { COUNTER_BELOW, TextCounter } from '../../../components/text-counter';
import { placeServerError } from '../../../lib/forms/server-errors';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { textStatus } from '../../../lib/text-status';
import { useCreateReminder } from '../api/reminders';
import { FormFooter } from '../../../components/form-footer';

interface Props {
  userId: number;
  /** `YYYY-MM-DD` or ''. */
  date: string;
  onDateChange: (date: string) => void;
  /** After a save: the calendar shows that note's month. */
  onSaved: (date: string) => void;
  noteRef?: Ref<HTMLTextAreaElement>;
}

/** The note form checks what it holds; the note is always the signed-in user's own. */
const noteFormSchema = createReminderSchema.omit({ student_id: true });

/**
 * Date, note and save (docs/product/screens-and-roles.md#screens, docs/product/messages.md#validation): a missing date
 * or a blank note says 'Please choose the date
 * and enter a note' on that field; past its limit, save is disabled and the counter under the
 * note says why. The date is the calendar's too: a day clicked there lands here.
 */
export function NoteForm({ userId, date, onDateChange, onSaved, noteRef }: Props) {
  const { t } = useTranslation();
  const create = useCreateReminder(userId);
  const form = useSchemaForm(noteFormSchema, { schedule_date: date, note: '' });
  const [problem, setProblem] = useState<string | null>(null);
  const counterId = useId();
  const status = textStatus(form.values.note, TEXT_LIMITS.note);
  const blocked = status.block === 'tooLong' || status.block === 'invalid';

  useEffect(() => {
    if (form.getValues().schedule_date !== date) form.setFieldValue('schedule_date', date);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the form's methods are stable; follow the calendar's day only
  }, [date]);

  const dateProps = form.getInputProps('schedule_date');
  const submit = form.onSubmit((values) => {
    if (blocked) return;
    setProblem(null);
    create.mutate(
      { schedule_date: values.schedule_date, note: values.note.trim() },
      {
        onSuccess: (reminder) => {
          notifications.show({ color: 'teal', message: t('notes.saved') });
          form.setFieldValue('note', '');
          onSaved(reminder.schedule_date);
        },
        onError: (error) => setProblem(placeServerError(form, error, t, { fallback: t('notes.saveFailed') })),
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('notes.formTitle')}>
      <Stack gap="sm">
        <Title order={3} size="h5">
          {t('notes.formTitle')}
        </Title>
        <TextInput
          type="date"
          label={t('notes.date')}
          {...dateProps}
          onChange={(event: ChangeEvent<HTMLInputElement>) => {
            dateProps.onChange(event);
            onDateChange(event.currentTarget.value);
          }}
          withAsterisk
        />
        <GrowingTextarea
          ref={noteRef}
          label={t('notes.note')}
          placeholder={t('notes.placeholder')}
          {...form.getInputProps('note')}
          description={<TextCounter id={counterId} status={status} />}
          inputWrapperOrder={COUNTER_BELOW}
          minRows={2}
          maxRows={6}
          withAsterisk
        />
        <FormFooter
          error={problem}
          submitLabel={t('notes.save')}
          loading={create.isPending}
          icon={<IconDeviceFloppy size={16} />}
          disabled={blocked}
          describedBy={counterId}
        />
      </Stack>
    </form>
  );
}
