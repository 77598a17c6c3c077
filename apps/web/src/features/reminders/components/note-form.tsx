import { Stack, TextInput, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { TEXT_LIMITS } from '@netclass/shared';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useId, useState, type FormEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { COUNTER_BELOW, TextCounter } from '../../../components/text-counter';
import { errorMessage } from '../../../lib/error-message';
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

/**
 * Date, note and save (SPEC §2, §5): a missing date or a blank note says 'Please choose the date
 * and enter a note'; past its limit, save is disabled and the counter under the note says why.
 */
export function NoteForm({ userId, date, onDateChange, onSaved, noteRef }: Props) {
  const { t } = useTranslation();
  const create = useCreateReminder(userId);
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const counterId = useId();
  const status = textStatus(note, TEXT_LIMITS.note);
  const blocked = status.block === 'tooLong' || status.block === 'invalid';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = note.trim();
    if (blocked) return;
    if (!date || !text) return setProblem(t('notes.required'));
    setProblem(null);
    create.mutate(
      { schedule_date: date, note: text },
      {
        onSuccess: (reminder) => {
          notifications.show({ color: 'teal', message: t('notes.saved') });
          setNote('');
          onSaved(reminder.schedule_date);
        },
        onError: (error) => setProblem(errorMessage(error, t, t('notes.saveFailed'))),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('notes.formTitle')}>
      <Stack gap="sm">
        <Title order={3} size="h5">{t('notes.formTitle')}</Title>
        <TextInput type="date" label={t('notes.date')} value={date} onChange={(event) => onDateChange(event.currentTarget.value)} withAsterisk />
        <Textarea
          ref={noteRef}
          label={t('notes.note')}
          placeholder={t('notes.placeholder')}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
          description={<TextCounter id={counterId} status={status} />}
          inputWrapperOrder={COUNTER_BELOW}
          autosize
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
