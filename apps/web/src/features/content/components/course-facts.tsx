import { Group, Text } from '@mantine/core';
import type { Course } from '@netclass/shared';
import { IconCalendar, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format-date';

/** Teacher, start and end of a course (Vietnamese 24-hour, Vietnam time). */
export function CourseFacts({ course }: { course: Course }) {
  const { t } = useTranslation();
  return (
    <Group gap="lg" wrap="wrap">
      <Group gap={6} wrap="nowrap">
        <IconUser size={16} aria-hidden />
        <Text size="sm">
          {t('courses.teacher')}: <b>{course.teacher_name ?? t('courses.noTeacher')}</b>
        </Text>
      </Group>
      <Group gap={6} wrap="nowrap">
        <IconCalendar size={16} aria-hidden />
        <Text size="sm">
          {t('courses.start')}: {formatDateTime(course.start_date)}
        </Text>
      </Group>
      <Group gap={6} wrap="nowrap">
        <IconCalendar size={16} aria-hidden />
        <Text size="sm">
          {t('courses.end')}: {formatDateTime(course.end_date)}
        </Text>
      </Group>
    </Group>
  );
}
