import { Alert, Button, Card, Group, List, Stack, Table } from '@mantine/core';
import type { MyQuizAttempts } from '@netclass/shared/quiz-attempts';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { MarkdownHtml } from '../../../components/markdown/markdown-html';
import { errorMessage } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/format-date';
import { ReviewScheduleNote } from './review-schedule-note';
import { useStartQuizAttempt } from '../api/quiz-attempts';

/** A quiz before an attempt: its description and settings, my attempts (with points when shown), Start or Continue. */
export function QuizIntro({ intro }: { intro: MyQuizAttempts }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const start = useStartQuizAttempt(intro.quiz.id);
  const { quiz } = intro;
  const settings = [
    t('quizAttempt.questions', { count: quiz.question_count }),
    t('quizAttempt.maxPoints', { points: quiz.max_points }),
    quiz.time_limit_seconds === null
      ? t('quizAttempt.noTimeLimit')
      : t('quizAttempt.timeLimit', { count: Math.round(quiz.time_limit_seconds / 60) }),
    quiz.max_attempts === null
      ? t('quizAttempt.unlimitedAttempts')
      : t('quizAttempt.attemptsAllowed', { count: quiz.max_attempts }),
    t(`quizAttempt.grading.${quiz.grading_method}`),
    ...(quiz.open_at ? [t('quizAttempt.opensAt', { at: formatDateTime(quiz.open_at) })] : []),
    ...(quiz.close_at ? [t('quizAttempt.closesAt', { at: formatDateTime(quiz.close_at) })] : []),
  ];
  return (
    <Stack gap="md">
      {quiz.description_html && <MarkdownHtml html={quiz.description_html} data-testid="quiz-description" />}
      <Card withBorder padding="md" radius="md">
        <List size="sm" spacing={4} aria-label={t('quizAttempt.settings')}>
          {settings.map((text) => (
            <List.Item key={text}>{text}</List.Item>
          ))}
        </List>
        <ReviewScheduleNote schedule={quiz.review} />
      </Card>
      {intro.refusal && (
        <Alert variant="light" color="orange">
          {t(`quizAttempt.refusals.${intro.refusal}`)}
        </Alert>
      )}
      {start.error && <Alert color="red">{errorMessage(start.error, t)}</Alert>}
      {(intro.in_progress_id !== null || !intro.refusal) && (
        <Group>
          <Button
            leftSection={<IconPlayerPlay size={16} />}
            loading={start.isPending}
            onClick={() =>
              start.mutate(undefined, { onSuccess: (view) => void navigate(`/quiz-attempt/${view.attempt.id}`) })
            }
          >
            {intro.in_progress_id !== null ? t('quizAttempt.continue') : t('quizAttempt.start')}
          </Button>
        </Group>
      )}
      {intro.attempts.length > 0 && (
        <Table.ScrollContainer minWidth={420}>
          <Table striped aria-label={t('quizAttempt.myAttempts')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('quizAttempt.attempt')}</Table.Th>
                <Table.Th>{t('quizAttempt.started')}</Table.Th>
                <Table.Th>{t('quizAttempt.state')}</Table.Th>
                <Table.Th>{t('quizAttempt.pointsHeader')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {intro.attempts.map((attempt) => (
                <Table.Tr key={attempt.id}>
                  <Table.Td>
                    <Link to={`/quiz-attempt/${attempt.id}`}>
                      {t('quizAttempt.attemptNumber', { number: attempt.number })}
                    </Link>
                  </Table.Td>
                  <Table.Td>{formatDateTime(attempt.started_at)}</Table.Td>
                  <Table.Td>
                    {t(attempt.submitted_at ? 'quizAttempt.stateSubmitted' : 'quizAttempt.stateInProgress')}
                  </Table.Td>
                  <Table.Td>{attempt.points === null ? '—' : `${attempt.points} / ${attempt.max_points}`}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
