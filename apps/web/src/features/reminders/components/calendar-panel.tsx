import { Alert, Button, Card, Divider, Group, Loader, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { DueItem, Reminder } from '@netclass/shared';
import { IconCalendarEvent, IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { useMountedSinceOpened } from '../../../lib/use-dialog-on-demand';
import { monthOf, shiftMonth, todayInVietnam } from '../api/calendar-month';
import { monthDeadlinesQueryOptions } from '../api/deadlines';
import { downloadCalendar, monthRemindersQueryOptions } from '../api/reminders';
import { CalendarFeedButton } from './calendar-feed-button';
import { MonthDeadlines } from './month-deadlines';
import { MonthGrid } from './month-grid';
import { NoteForm } from './note-form';
import { lazyPart } from '../../../components/lazy-part';

// Fetched when a day is first opened (lib/use-dialog-on-demand.ts), not with the dashboard's side column.
const DayNotesModal = lazyPart(() => import('./day-notes-modal').then((module) => ({ default: module.DayNotesModal })));

/**
 * The dashboard calendar with personal notes (docs/product/screens-and-roles.md#student-dashboard): a month, a note
 * form, a day's notes in a modal, an .ics export and a secret address for calendar apps.
 * Notes are each user's own; the month's deadlines (docs/decisions/026) are marked in the
 * grid and listed under it.
 */
export function CalendarPanel({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const today = todayInVietnam();
  const [shown, setShown] = useState(() => monthOf(today));
  const [openDay, setOpenDay] = useState<string | null>(null);
  const dayNotesMounted = useMountedSinceOpened(openDay !== null);
  const [formDate, setFormDate] = useState(today);
  const [exporting, setExporting] = useState(false);
  const noteRef = useRef<HTMLTextAreaElement>(null);
  const month = useQuery(monthRemindersQueryOptions(userId, shown));
  const deadlines = useQuery(monthDeadlinesQueryOptions(shown));

  const byDay = useMemo(() => {
    const map = new Map<string, Reminder[]>();
    for (const reminder of month.data?.reminders ?? [])
      map.set(reminder.schedule_date, [...(map.get(reminder.schedule_date) ?? []), reminder]);
    return map;
  }, [month.data]);
  const noteCounts = useMemo(() => new Map([...byDay].map(([day, notes]) => [day, notes.length])), [byDay]);
  const dueByDay = useMemo(() => {
    const map = new Map<string, DueItem[]>();
    for (const item of deadlines.data?.deadlines ?? []) {
      const day = todayInVietnam(new Date(item.due_at));
      map.set(day, [...(map.get(day) ?? []), item]);
    }
    return map;
  }, [deadlines.data]);
  const dueCounts = useMemo(() => new Map([...dueByDay].map(([day, items]) => [day, items.length])), [dueByDay]);

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
          <Title order={2} size="h4">
            {t('calendar.title')}
          </Title>
          {(month.isFetching || deadlines.isFetching) && <Loader size="xs" />}
        </Group>
        <Group gap="xs">
          <Button
            size="xs"
            variant="default"
            leftSection={<IconDownload size={14} />}
            onClick={() => void exportCalendar()}
            loading={exporting}
          >
            {t('notes.export')}
          </Button>
          <CalendarFeedButton />
        </Group>
      </Group>
      {month.isError && (
        <Alert color="red" variant="light" role="alert" mb="sm">
          {errorMessage(month.error, t, t('notes.loadFailed'))}
        </Alert>
      )}
      {deadlines.isError && (
        <Alert color="red" variant="light" role="alert" mb="sm">
          {errorMessage(deadlines.error, t, t('deadlines.loadFailed'))}
        </Alert>
      )}
      <MonthGrid
        shown={shown}
        today={today}
        noteCounts={noteCounts}
        dueCounts={dueCounts}
        onMonthChange={(by) => setShown((current) => shiftMonth(current, by))}
        onDayClick={(day) => {
          setFormDate(day);
          setOpenDay(day);
        }}
      />
      <MonthDeadlines deadlines={deadlines.data?.deadlines ?? []} />
      <Divider my="md" />
      <NoteForm
        userId={userId}
        date={formDate}
        onDateChange={setFormDate}
        onSaved={(day) => setShown(monthOf(day))}
        noteRef={noteRef}
      />
      {dayNotesMounted && (
        <Suspense fallback={null}>
          <DayNotesModal
            userId={userId}
            day={openDay}
            notes={openDay ? (byDay.get(openDay) ?? []) : []}
            deadlines={openDay ? (dueByDay.get(openDay) ?? []) : []}
            onClose={() => setOpenDay(null)}
            onAddNote={(day) => {
              setFormDate(day);
              setOpenDay(null);
              // After the modal gives the focus back.
              setTimeout(() => noteRef.current?.focus(), 0);
            }}
          />
        </Suspense>
      )}
    </Card>
  );
}
