import { Group, Progress, Text } from '@mantine/core';
import type { CourseProgress } from '@netclass/shared';
import { IconTrophy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** A course's progress for the student: percentage, bar, and a celebration mark at 100 (docs/product/rules.md#states-and-flows). */
export function CourseProgressMark({ progress }: { progress: CourseProgress }) {
  const { t } = useTranslation();
  const done = progress.progress_percentage >= 100;
  return (
    <Group gap="sm" wrap="nowrap" maw={420} data-testid={`course-progress-${progress.course_id}`}>
      <Text size="sm" fw={600} c={done ? 'teal' : undefined} style={{ whiteSpace: 'nowrap' }}>
        {t('progress.course.label', { percent: progress.progress_percentage })}
      </Text>
      <Progress
        value={progress.progress_percentage}
        color={done ? 'teal' : 'blue'}
        size="md"
        radius="xl"
        style={{ flex: 1, minWidth: 80 }}
        aria-label={t('progress.course.barLabel')}
      />
      <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {t('progress.course.lessons', { done: progress.completed_lesson_count, total: progress.lesson_count })}
      </Text>
      {done && (
        <Group gap={4} wrap="nowrap" c="yellow" role="img" aria-label={t('progress.course.celebrate')}>
          <IconTrophy size={18} aria-hidden />
          <span aria-hidden>🎉</span>
        </Group>
      )}
    </Group>
  );
}
