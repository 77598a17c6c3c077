import { Alert, Card, Stack } from '@mantine/core';
import type { QuizPreview } from '@netclass/shared/quiz-attempts';
import { useTranslation } from 'react-i18next';
import { AttemptQuestionView } from './attempt-question';
import { ReviewScheduleNote } from './review-schedule-note';

/**
 * A teacher's preview of a quiz as a student gets it (docs/decisions/038): the questions drawn
 * as for a new attempt, with the components a student answers in, read-only; nothing is saved
 * and no attempt is recorded.
 */
export function QuizPreviewView({ preview }: { preview: QuizPreview }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Alert color="blue" role="status" title={t('quizAttempt.previewTitle')}>
        {t('quizAttempt.previewNote', { count: preview.questions.length, points: preview.max_points })}
      </Alert>
      <ReviewScheduleNote schedule={preview.review_schedule} />
      {preview.questions.map((question) => (
        <Card
          key={question.position}
          withBorder
          padding="lg"
          radius="md"
          component="section"
          aria-label={t('quizAttempt.questionHeading', { position: question.position })}
        >
          <AttemptQuestionView question={question} answer={null} />
        </Card>
      ))}
    </Stack>
  );
}
