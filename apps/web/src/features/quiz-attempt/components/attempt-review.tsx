import { Alert, Button, Card, Group, Stack, Text } from '@mantine/core';
import type { QuizAnswerDraft, QuizAttemptView } from '@netclass/shared/quiz-attempts';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/format-date';
import { AttemptQuestionView } from './attempt-question';
import { ReviewScheduleNote } from './review-schedule-note';

/**
 * A submitted attempt: its points when the quiz shows marks, then each question with the
 * student's answer and what the review may show (right answers, feedback, worked steps).
 * Staff see it too while it is in progress (read-only), with the focus losses and tab switches.
 */
export function AttemptReview({ view }: { view: QuizAttemptView }) {
  const { t } = useTranslation();
  const { attempt } = view;
  const shown = view.questions.some((question) => question.review);
  return (
    <Stack gap="md">
      <Card withBorder padding="md" radius="md">
        <Stack gap={4}>
          <Text fw={600} role="status">
            {attempt.submitted_at === null
              ? t('quizAttempt.inProgress')
              : attempt.points === null
                ? t('quizAttempt.submittedNoMarks')
                : t('quizAttempt.result', { points: attempt.points, max: attempt.max_points })}
          </Text>
          {attempt.submitted_at !== null && (
            <Text size="sm" c="dimmed">
              {t(attempt.submitted_by === 'timer' ? 'quizAttempt.submittedByTimer' : 'quizAttempt.submittedAt', {
                at: formatDateTime(attempt.submitted_at),
              })}
            </Text>
          )}
          {attempt.submitted_at !== null && !view.events && <ReviewScheduleNote schedule={view.review_schedule} />}
          {view.events && (
            <Text size="sm" data-testid="focus-events">
              {t('quizAttempt.focusEvents', { count: view.events.filter((event) => event.kind !== 'visible').length })}
            </Text>
          )}
          <Group mt="xs">
            <Button
              component={Link}
              to={`/quiz/${attempt.quiz_id}`}
              variant="default"
              leftSection={<IconArrowLeft size={16} />}
            >
              {t('quizAttempt.backToQuiz')}
            </Button>
          </Group>
        </Stack>
      </Card>
      {!shown && attempt.submitted_at !== null && <Alert variant="light">{t('quizAttempt.reviewLater')}</Alert>}
      {view.questions.map((question) => (
        <Card
          key={question.position}
          withBorder
          padding="lg"
          radius="md"
          component="section"
          aria-label={t('quizAttempt.questionHeading', { position: question.position })}
        >
          <AttemptQuestionView question={question} answer={(question.answer ?? null) as QuizAnswerDraft | null} />
        </Card>
      ))}
    </Stack>
  );
}
