import { Alert, Badge, Button, Card, EmptyState, Group, Progress, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { StudentCourseProgress } from '@netclass/shared';
import { IconBook2, IconPlayerPlay, IconRotate, IconTrophy } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/format-date';
import { usePermissions } from '../../../lib/permissions';
import { useReloadAfterGap } from '../../../lib/use-socket-connect';
import { useSocketEvent } from '../../../lib/use-socket-event';
import { progressKeys, progressOverviewQueryOptions } from '../api/progress';

/**
 * Student dashboard: 'continue where you left off'. The courses the student has started,
 * most recent first, each with its progress, last activity and a button to the next lesson
 * (or back to the last one once all are done). Staff have no progress: nothing is shown.
 */
export function ContinueLearningPanel() {
  return usePermissions().tracksOwnProgress ? <StudentCourses /> : null;
}

function StudentCourses() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { data, error, isPending } = useQuery(progressOverviewQueryOptions);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: progressKeys.overview });
  useSocketEvent('lessonProgressCreated', refresh);
  useSocketEvent('lessonProgressUpdated', refresh);
  useReloadAfterGap(progressKeys.overview);

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="continue-learning">
      <Title order={2} fz="lg" id="continue-learning" mb="md">
        {t('progress.continue.title')}
      </Title>
      {error && (
        <Alert color="red" variant="light">
          {errorMessage(error, t, t('progress.continue.loadFailed'))}
        </Alert>
      )}
      {/* About the height of what comes, so the panels below do not jump when it does. */}
      {isPending && <Skeleton height={170} radius="md" />}
      {data?.courses.length === 0 && (
        <EmptyState
          icon={<IconBook2 />}
          title={t('progress.continue.empty')}
          description={t('progress.continue.emptyHint')}
          py="md"
        >
          <Button component={Link} to="/study" variant="light" mt="sm">
            {t('progress.continue.browse')}
          </Button>
        </EmptyState>
      )}
      {data && data.courses.length > 0 && (
        <Stack gap="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {data.courses.map((course, index) => (
            <li key={course.course_id}>
              <CourseRow course={course} latest={index === 0} />
            </li>
          ))}
        </Stack>
      )}
    </Card>
  );
}

function CourseRow({ course, latest }: { course: StudentCourseProgress; latest: boolean }) {
  const { t } = useTranslation();
  const done = course.progress_percentage >= 100;
  const target = course.next_lesson ?? course.last_lesson;
  return (
    <Card withBorder radius="md" padding="md" aria-label={course.course_name}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs">
            <Text fw={600}>{course.course_name}</Text>
            {latest && (
              <Badge variant="light" size="sm">
                {t('progress.continue.latest')}
              </Badge>
            )}
            {done && (
              <Badge color="teal" variant="light" size="sm" leftSection={<IconTrophy size={12} />}>
                {t('progress.continue.finished')} 🎉
              </Badge>
            )}
          </Group>
          <Text size="sm" fw={600} c={done ? 'teal' : undefined}>
            {course.progress_percentage}%
          </Text>
        </Group>
        <Progress
          value={course.progress_percentage}
          color={done ? 'teal' : 'blue'}
          radius="xl"
          aria-label={t('progress.continue.barLabel', { name: course.course_name })}
        />
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text size="xs" c="dimmed">
            {t('progress.course.lessons', { done: course.completed_lesson_count, total: course.lesson_count })} ·{' '}
            {t('progress.continue.lastActivity', { time: formatDateTime(course.last_activity_at) })}
          </Text>
          <Button
            component={Link}
            to={`/lesson/${target.id}`}
            size="xs"
            variant={course.next_lesson ? 'filled' : 'light'}
            leftSection={course.next_lesson ? <IconPlayerPlay size={14} /> : <IconRotate size={14} />}
          >
            {course.next_lesson
              ? t('progress.continue.next', { title: course.next_lesson.title })
              : t('progress.continue.review', { title: course.last_lesson.title })}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
