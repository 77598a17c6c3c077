import { ActionIcon, Alert, Button, Group, Modal, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { TIMINGS, type DueItem, type Reminder } from '@netclass/shared';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkifiedText } from '../../../components/linkified-text';
import { errorMessage } from '../../../lib/error-message';
import { useDialogOnDemand } from '../../../lib/use-dialog-on-demand';
import { formatDay } from '../api/calendar-month';
import { useDeleteReminder } from '../api/reminders';
import { deadlineKey } from '../../../lib/deadline-item';
import { DeadlineItem } from './month-deadlines';

interface Props {
  userId: number;
  /** `YYYY-MM-DD`, or null when closed. */
  day: string | null;
  notes: Reminder[];
  /** The day's deadlines (the red mark in the grid), listed above its notes. */
  deadlines: DueItem[];
  onClose: () => void;
  onAddNote: (day: string) => void;
}

/**
 * A day's deadlines and notes in a modal at most 500 px wide (docs/product/screens-and-roles.md#screens,
 * docs/product/messages.md#constants), each with delete; a delete
 * asks 'Bạn có chắc chắn muốn xóa ghi chú này?' in place first.
 */
export function DayNotesModal({ userId, day, notes, deadlines, onClose, onAddNote }: Props) {
  const { t } = useTranslation();
  const remove = useDeleteReminder(userId);
  const [confirming, setConfirming] = useState<number | null>(null);

  const close = () => {
    setConfirming(null);
    onClose();
  };

  const confirmDelete = (note: Reminder) =>
    remove.mutate(note, {
      onSuccess: () => {
        setConfirming(null);
        notifications.show({ color: 'teal', message: t('notes.deleted') });
      },
      onError: (error) =>
        notifications.show({ color: 'red', message: errorMessage(error, t, t('notes.deleteFailed')) }),
    });

  return (
    <Modal
      {...useDialogOnDemand(day !== null)}
      onClose={close}
      title={day ? t('notes.modalTitle', { date: formatDay(day) }) : ''}
      size={TIMINGS.noteModalMaxWidthPx}
      centered
    >
      <Stack gap="sm">
        {deadlines.length > 0 && (
          <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('deadlines.dayTitle')}>
            {deadlines.map((item) => (
              <DeadlineItem key={deadlineKey(item)} item={item} />
            ))}
          </Stack>
        )}
        {notes.length === 0 && deadlines.length === 0 && <Text c="dimmed">{t('notes.emptyDay')}</Text>}
        {notes.map((note) => (
          <Paper key={note.id} withBorder radius="md" p="sm" data-testid="day-note">
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', flex: 1 }}>
                <LinkifiedText text={note.note} />
              </Text>
              {confirming !== note.id && (
                <Tooltip label={t('notes.delete')}>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    onClick={() => setConfirming(note.id)}
                    aria-label={t('notes.delete')}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Tooltip>
              )}
            </Group>
            {confirming === note.id && (
              <Alert color="red" variant="light" mt="xs" p="xs" role="alertdialog" aria-label={t('notes.deleteTitle')}>
                <Text size="sm">{t('notes.deleteConfirm')}</Text>
                <Group justify="flex-end" gap="xs" mt="xs">
                  <Button size="xs" variant="default" onClick={() => setConfirming(null)} disabled={remove.isPending}>
                    {t('common.cancel')}
                  </Button>
                  <Button size="xs" color="red" onClick={() => confirmDelete(note)} loading={remove.isPending}>
                    {t('common.delete')}
                  </Button>
                </Group>
              </Alert>
            )}
          </Paper>
        ))}
        {day && (
          <Group justify="flex-end">
            <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => onAddNote(day)}>
              {t('notes.addForDay')}
            </Button>
          </Group>
        )}
      </Stack>
    </Modal>
  );
}
