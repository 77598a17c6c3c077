import { Badge, Button, Card, Group, Loader, Progress, Stack, Text, Title } from '@mantine/core';
import { IconCloudOff, IconConfetti, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLessonProgress } from '../hooks/use-lesson-progress';
import { progressMessage } from '../progress-math';

interface Props {
  studentId: number;
  lessonId: number;
  /** The lesson's current materials (undefined while they load). */
  materialIds: readonly number[] | undefined;
}

/**
 * The student's progress in the lesson (docs/product/messages.md#progress-messages): nothing studied yet,
 * 'N% completed (M materials left)', or congratulations at 100, with a bar. A value the
 * server has not confirmed is shown, marked as not saved yet.
 */
export function LessonProgressPanel({ studentId, lessonId, materialIds }: Props) {
  const { t } = useTranslation();
  const { standing, saveState, retry } = useLessonProgress({ studentId, lessonId, materialIds });

  if (!standing) {
    return (
      <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="lesson-progress">
        <Title order={2} fz="lg" id="lesson-progress" mb="sm">
          {t('progress.lesson.title')}
        </Title>
        <Loader size="sm" />
      </Card>
    );
  }

  const message = progressMessage(standing);
  const complete = message.key === 'progress.lesson.complete';
  const text = message.key === 'progress.lesson.partial' ? t(message.key, message.values) : t(message.key);
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="section"
      aria-labelledby="lesson-progress"
      bg={complete ? 'var(--mantine-color-teal-light)' : undefined}
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} fz="lg" id="lesson-progress">
            {t('progress.lesson.title')}
          </Title>
          {saveState === 'unsaved' && (
            <Group gap="xs">
              <Badge color="yellow" variant="light" leftSection={<IconCloudOff size={14} />}>
                {t('progress.lesson.unsaved')}
              </Badge>
              <Button size="compact-xs" variant="subtle" leftSection={<IconRefresh size={14} />} onClick={retry}>
                {t('progress.lesson.retry')}
              </Button>
            </Group>
          )}
        </Group>
        <Group gap="xs" wrap="nowrap" align="center">
          {complete && <IconConfetti size={22} color="var(--mantine-color-teal-7)" aria-hidden />}
          <Text
            fw={complete ? 600 : 500}
            c={complete ? 'var(--mantine-color-teal-light-color)' : undefined}
            role="status"
            data-testid="lesson-progress-message"
          >
            {text}
          </Text>
        </Group>
        <Group gap="sm" wrap="nowrap">
          <Progress
            value={standing.percentage}
            color={complete ? 'teal' : 'blue'}
            size="lg"
            radius="xl"
            style={{ flex: 1 }}
            aria-label={t('progress.lesson.barLabel')}
            striped={saveState === 'unsaved'}
          />
          <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {t('progress.lesson.count', { done: standing.done, total: standing.total })}
          </Text>
        </Group>
        {saveState === 'unsaved' && (
          <Text size="xs" c="dimmed">
            {t('progress.lesson.unsavedHint')}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
