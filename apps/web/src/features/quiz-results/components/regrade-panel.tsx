import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import type { QuizRegradeList } from '@netclass/shared';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/format-date';
import { useRegrade } from '../api/quiz-results';

type Changed = QuizRegradeList['questions'][number];

/**
 * "Chấm lại": the bank questions whose key changed after attempts were submitted, each with
 * the attempts it would re-score and a confirmed button; below, the regrades already done.
 */
export function RegradePanel({ quizId, list }: { quizId: number; list: QuizRegradeList }) {
  const { t } = useTranslation();
  const regrade = useRegrade(quizId);
  const nameOf = (question: Changed) =>
    question.title ?? t('quizResults.regrade.untitled', { id: question.question_id });
  const confirm = (question: Changed) =>
    modals.openConfirmModal({
      title: t('quizResults.regrade.confirmTitle'),
      centered: true,
      children: (
        <Text size="sm">
          {t('quizResults.regrade.confirm', {
            name: nameOf(question),
            n: question.attempts,
            version: question.version,
          })}
        </Text>
      ),
      labels: { confirm: t('quizResults.regrade.action'), cancel: t('common.cancel') },
      onConfirm: () =>
        regrade.mutate(question.question_id, {
          onSuccess: (result) =>
            notifications.show({
              color: 'green',
              message: t('quizResults.regrade.done', { n: result.attempts_changed }),
            }),
          onError: (error) =>
            notifications.show({ color: 'red', message: errorMessage(error, t, t('quizResults.regrade.failed')) }),
        }),
    });
  return (
    <Card withBorder component="section" aria-labelledby="quiz-regrade-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="quiz-regrade-title">
          {t('quizResults.regrade.title')}
        </Title>
        {list.questions.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('quizResults.regrade.none')}
          </Text>
        ) : (
          list.questions.map((question) => (
            <Group key={question.question_id} justify="space-between" wrap="wrap" gap="sm">
              <Text size="sm">
                {t('quizResults.regrade.changed', {
                  name: nameOf(question),
                  n: question.attempts,
                  version: question.version,
                })}
              </Text>
              <Button
                size="xs"
                leftSection={<IconRefresh size={14} />}
                onClick={() => confirm(question)}
                loading={regrade.isPending && regrade.variables === question.question_id}
              >
                {t('quizResults.regrade.action')}
              </Button>
            </Group>
          ))
        )}
        {list.history.length > 0 && (
          <Stack gap={2}>
            <Text size="sm" fw={600}>
              {t('quizResults.regrade.history')}
            </Text>
            {list.history.map((entry) => (
              <Text key={entry.id} size="xs" c="dimmed">
                {t('quizResults.regrade.entry', {
                  id: entry.question_id,
                  version: entry.question_version,
                  n: entry.attempts_changed,
                  by: entry.regraded_by?.name ?? '—',
                  at: formatDateTime(entry.regraded_at),
                })}
              </Text>
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
