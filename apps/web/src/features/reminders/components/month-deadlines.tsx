import { Anchor, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { DueItem } from '@netclass/shared';
import { IconClockExclamation } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { deadlineKey, deadlineLine, deadlineLink } from '../../../lib/deadline-item';

/**
 * The shown month's deadlines under the calendar, apart from the notes (an icon of their own
 * and a red mark in the grid): each due time (the student's own, with an extension) and a link to the assignment.
 */
export function MonthDeadlines({ deadlines }: { deadlines: DueItem[] }) {
  const { t } = useTranslation();
  if (deadlines.length === 0) return null;
  return (
    <Stack gap={6} mt="sm" component="section" aria-labelledby="month-deadlines" data-testid="month-deadlines">
      <Title order={3} size="h6" id="month-deadlines">
        {t('deadlines.monthTitle')}
      </Title>
      <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {deadlines.map((item) => (
          <DeadlineItem key={deadlineKey(item)} item={item} />
        ))}
      </Stack>
    </Stack>
  );
}

/** One deadline: the assignment's or quiz's link, its time and course (under the calendar, and in a day's dialog). */
export function DeadlineItem({ item }: { item: DueItem }) {
  const { t } = useTranslation();
  return (
    <Group component="li" gap="xs" wrap="nowrap" align="flex-start">
      <ThemeIcon size="sm" color="red" variant="light" aria-hidden>
        <IconClockExclamation size={14} />
      </ThemeIcon>
      <div style={{ minWidth: 0 }}>
        <Anchor component={Link} to={deadlineLink(item)} size="sm" fw={600}>
          {item.title}
        </Anchor>
        <Text size="xs" c="dimmed">
          {deadlineLine(t, item)}
        </Text>
      </div>
    </Group>
  );
}
