import { ActionIcon, Box, Group, Table, Text, Title, UnstyledButton } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isoDay, monthTitle, monthWeeks, spokenDay, weekdayHeaders, type CalendarMonth } from '../api/calendar-month';
import classes from './month-grid.module.css';

interface Props {
  shown: CalendarMonth;
  /** `YYYY-MM-DD` in Vietnam. */
  today: string;
  /** Notes per `YYYY-MM-DD` day of the shown month. */
  noteCounts: ReadonlyMap<string, number>;
  /** Assignments due per `YYYY-MM-DD` day of the shown month (Vietnam time). */
  dueCounts: ReadonlyMap<string, number>;
  onMonthChange: (by: -1 | 1) => void;
  onDayClick: (day: string) => void;
}

/**
 * One month (docs/product/screens-and-roles.md#student-dashboard): previous/next, the month name and weekday headers
 * in the interface language (CN T2 … T7; Sun Mon … Sat), today highlighted, days with notes
 * marked (an orange dot), days with deadlines marked apart (a red corner); a day opens its notes.
 */
export function MonthGrid({ shown, today, noteCounts, dueCounts, onMonthChange, onDayClick }: Props) {
  const { t, i18n } = useTranslation();
  const language = i18n.language === 'en' ? 'en' : 'vi';
  return (
    <Box>
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <ActionIcon variant="default" onClick={() => onMonthChange(-1)} aria-label={t('calendar.previous')}>
          <IconChevronLeft size={16} />
        </ActionIcon>
        <Title order={3} size="h5" aria-live="polite" data-testid="calendar-month">
          {monthTitle(shown, language)}
        </Title>
        <ActionIcon variant="default" onClick={() => onMonthChange(1)} aria-label={t('calendar.next')}>
          <IconChevronRight size={16} />
        </ActionIcon>
      </Group>
      <Table
        className={classes.grid}
        withRowBorders={false}
        verticalSpacing={2}
        horizontalSpacing={2}
        layout="fixed"
        aria-label={monthTitle(shown, language)}
      >
        <Table.Thead>
          <Table.Tr>
            {weekdayHeaders(language).map((name, column) => (
              <Table.Th key={name} ta="center" c={column === 0 ? 'red' : 'dimmed'} fz="xs" scope="col">
                {name}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {monthWeeks(shown).map((week, row) => (
            <Table.Tr key={row}>
              {week.map((day, column) => {
                if (day === null) return <Table.Td key={column} />;
                const date = isoDay(shown.year, shown.month, day);
                const notes = noteCounts.get(date) ?? 0;
                const due = dueCounts.get(date) ?? 0;
                const label = [
                  spokenDay(date, language),
                  date === today ? t('calendar.today') : null,
                  notes ? t('calendar.notes', { count: notes }) : null,
                  due ? t('calendar.deadlines', { count: due }) : null,
                ]
                  .filter(Boolean)
                  .join(', ');
                return (
                  <Table.Td key={column} ta="center">
                    <UnstyledButton
                      className={classes.day}
                      onClick={() => onDayClick(date)}
                      aria-label={label}
                      aria-current={date === today ? 'date' : undefined}
                      data-today={date === today || undefined}
                      data-has-notes={notes > 0 || undefined}
                      data-has-deadlines={due > 0 || undefined}
                      data-day={date}
                    >
                      <Text span inherit>
                        {day}
                      </Text>
                      {notes > 0 && <span className={classes.mark} aria-hidden />}
                      {due > 0 && <span className={classes.due} aria-hidden />}
                    </UnstyledButton>
                  </Table.Td>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Box>
  );
}
