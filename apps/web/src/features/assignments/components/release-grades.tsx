import { Button, Group, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import type { Assignment } from '@netclass/shared';
import { IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/format-date';
import { useReleaseGrades } from '../api/assignments';

/**
 * Releases every grade of the assignment to its students at once, after a confirmation; then
 * says when it was done and what becomes of the grades given after it (released at once,
 * docs/decisions/037).
 */
export function ReleaseGrades({ assignment }: { assignment: Pick<Assignment, 'id' | 'grades_released_at'> }) {
  const { t } = useTranslation();
  const release = useReleaseGrades(assignment.id);
  if (assignment.grades_released_at)
    return (
      <Text size="sm">
        {t('assignments.grading.releasedAt', { date: formatDateTime(assignment.grades_released_at) })}
      </Text>
    );
  const confirm = () =>
    modals.openConfirmModal({
      title: t('assignments.grading.releaseTitle'),
      centered: true,
      children: <Text size="sm">{t('assignments.grading.releaseConfirm')}</Text>,
      labels: { confirm: t('assignments.grading.release'), cancel: t('common.cancel') },
      onConfirm: () =>
        release.mutate(undefined, {
          onSuccess: (result) =>
            notifications.show({ color: 'green', message: t('assignments.grading.released', { n: result.notified }) }),
          onError: (error) =>
            notifications.show({
              color: 'red',
              message: errorMessage(error, t, t('assignments.grading.releaseFailed')),
            }),
        }),
    });
  return (
    <Group>
      <Text size="sm">{t('assignments.grading.beforeRelease')}</Text>
      <Button leftSection={<IconSend size={16} />} onClick={confirm} loading={release.isPending}>
        {t('assignments.grading.release')}
      </Button>
    </Group>
  );
}
