import { Alert, Badge, Loader, Stack, Text } from '@mantine/core';
import type { Assignment } from '@netclass/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { gradeQueryOptions } from '../api/assignments';
import { FileLinks } from './file-links';

/** A student's released grade: points, the rubric levels chosen, the teacher's comment and feedback file, and whether it was returned for revision. */
export function MyGrade({
  assignment,
  studentId,
}: {
  assignment: Pick<Assignment, 'id' | 'rubric' | 'max_points'>;
  studentId: number;
}) {
  const { t } = useTranslation();
  const { data, error, isPending } = useQuery(gradeQueryOptions(assignment.id, studentId));
  if (isPending) return <Loader size="sm" />;
  if (error) return <Alert color="red">{errorMessage(error, t, t('assignments.loadFailed'))}</Alert>;
  const grade = data.grade;
  if (!grade) return <Text c="dimmed">{t('assignments.grading.none')}</Text>;
  return (
    <Stack gap="xs">
      <Text fw={600} fz="xl">
        {t('assignments.grading.score', { points: grade.points, max: assignment.max_points })}
      </Text>
      {grade.returned && (
        <Badge color="orange" variant="light">
          {t('assignments.grading.returnedBadge')}
        </Badge>
      )}
      {(assignment.rubric ?? []).map((criterion, i) => {
        const level = grade.levels[i];
        const chosen = level === null || level === undefined ? undefined : criterion.levels[level];
        return (
          <Text key={i} size="sm">
            {`${criterion.title}: ${chosen ? `${chosen.label} (${chosen.points})` : '—'}`}
          </Text>
        );
      })}
      {grade.comment && (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {grade.comment}
        </Text>
      )}
      {grade.feedback && (
        <Stack gap={2}>
          <Text size="sm" fw={500}>
            {t('assignments.grading.feedbackFile')}
          </Text>
          <FileLinks files={[grade.feedback]} />
        </Stack>
      )}
    </Stack>
  );
}
