import { Alert, Button, Card, Divider, Group, Loader, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Reminder } from '@netclass/shared';
import { IconCalendarEvent, IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { monthOf, shiftMonth, todayInVietnam } from '../api/calendar-month';
import { downloadCalendar, monthRemindersQueryOptions } from '../api/reminders';
import { DayNotesModal } from './day-notes-modal';
import { MonthGrid } from './month-grid';
import { NoteForm } from './note-form';

/**
 * The dashboard calendar with personal notes (SPEC §2 Student dashboard): a month, a note
 * form, a day's notes in a modal, and an .ics export. Notes are each user's own.
 */
export function CalendarPanel({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const today = todayInVietnam();
  const [shown, setShown] = useState(() => monthOf(today));
  const [openDay, setOpenDay] = useState<string | null>(null);
  const [formDate, setFormDate] = useState(today);
  const [exporting, setExporting] = useState(false);
  const noteRef = useRef<HTMLTextAreaElement>(null);
  const month = useQuery(monthRemindersQueryOptions(userId, shown));

  const byDay = useMemo(() => {
    const map = new Map<string, Reminder[]>();
    for (const reminder of month.data?.reminders ?? []) map.set(reminder.schedule_date, [...(map.get(reminder.schedule_date) ?? []), reminder]);
    return map;
  }, [month.data]);
  const noteCounts = useMemo(() => new Map([...byDay].map(([day, notes]) => [day, notes.length])), [byDay]);

  const exportCalendar = async () => {
    setExporting(true);
    try {
      await downloadCalendar(userId);
    } catch (error) {
      notifications.show({ color: 'red', message: errorMessage(error, t, t('notes.exportFailed')) });
    } finally {
      setExporting(false);
    }
  };

  return (
    <Card withBorder radius="md" padding="lg">
      <Group justify="space-between" mb="sm" wrap="wrap" gap="xs">
        <Group gap="xs">
          <IconCalendarEvent size={20} />
          <Title order={2} size="h4">{t('calendar.title')}</Title>
          {month.isFetching && <Loader size="xs" />}
        </Group>
        <Button size="xs" variant="default" leftSection={<IconDownload size={14} />} onClick={() => void exportCalendar()} loading={exporting}>
          {t('notes.export')}
        </Button>
      </Group>
      {month.isError && (
        <Alert color="red" variant="light" role="alert" mb="sm">
          {errorMessage(month.error, t, t('notes.loadFailed'))}
        </Alert>
      )}
      <MonthGrid
        shown={shown}
        today={today}
        noteCounts={noteCounts}
        onMonthChange={(by) => setShown((current) => shiftMonth(current, by))}
        onDayClick={(day) => {
          setFormDate(day);
          setOpenDay(day);
        }}
      />
      <Divider my="md" />
      <NoteForm
        userId={userId}
        date={formDate}
        onDateChange={setFormDate}
        onSaved={(day) => setShown(monthOf(day))}
        noteRef={noteRef}
      />
      <DayNotesModal
        userId={userId}
        day={openDay}
        notes={openDay ? (byDay.get(openDay) ?? []) : []}
        onClose={() => setOpenDay(null)}
        onAddNote={(day) => {
          setFormDate(day);
          setOpenDay(null);
          // After the modal gives the focus back.
          setTimeout(() => noteRef.current?.focus(), 0);
        }}
      />
    </Card>
  );
}
