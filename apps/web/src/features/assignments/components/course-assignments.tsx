import { Alert, Anchor, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconDatabase, IconPlus, IconTable } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PublicationBadge } from '../../../components/publication/publication-badge';
import { errorMessage } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/format-date';
import { courseAssignmentsQueryOptions } from '../api/assignments';
import { HandInStatusBadge } from './status-badge';

/** A course's assignments by due date, each leading to its page; students see their status, teachers the state and a "new" button. */
export function CourseAssignments({ courseId }: { courseId: number }) {
  const { t } = useTranslation();
  const { data, error, isPending } = useQuery(courseAssignmentsQueryOptions(courseId));
  if (isPending) return <Loader size="sm" />;
  if (error) return <Alert color="red">{errorMessage(error, t, t('assignments.loadFailed'))}</Alert>;
  if (!data.assignments.length && !data.can_create) return null;
  return (
    <Stack gap="xs" mt="md" component="section" aria-labelledby={`course-${courseId}-assignments`}>
      <Group justify="space-between">
        <Title order={3} fz="md" id={`course-${courseId}-assignments`}>
          {t('assignments.title')}
        </Title>
        {data.can_create && (
          <Group gap="xs">
            <Button
              component={Link}
              to={`/admin-dashboard/courses/${courseId}/gradebook`}
              size="compact-sm"
              variant="default"
              leftSection={<IconTable size={14} />}
            >
              {t('assignments.gradebook')}
            </Button>
            <Button
              component={Link}
              to={`/course/${courseId}/question-bank`}
              size="compact-sm"
              variant="default"
              leftSection={<IconDatabase size={14} />}
            >
              {t('questionBank.title')}
            </Button>
            <Button
              component={Link}
              to={`/course/${courseId}/assignments/new`}
              size="compact-sm"
              variant="light"
              leftSection={<IconPlus size={14} />}
            >
              {t('assignments.create')}
            </Button>
          </Group>
        )}
      </Group>
      {data.assignments.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('assignments.empty')}
        </Text>
      ) : (
        <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {data.assignments.map((assignment) => (
            <Group key={assignment.id} component="li" justify="space-between" wrap="wrap" gap="xs">
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Anchor component={Link} to={`/assignment/${assignment.id}`} fw={500}>
                  {assignment.title}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {t('assignments.due', { date: formatDateTime(assignment.due_at) })}
                </Text>
              </Stack>
              {assignment.status ? (
                <HandInStatusBadge status={assignment.status} />
              ) : (
                assignment.can_manage && <PublicationBadge item={assignment} />
              )}
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
