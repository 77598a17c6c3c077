import { Text } from '@mantine/core';
import type { QuizReviewSchedule } from '@netclass/shared/quiz-attempts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format-date';

/**
 * The sentence saying when a student sees what (docs/decisions/038): marks after the attempt or
 * later, the answers and solutions after the close time or when the teacher releases them.
 */
export function ReviewScheduleNote({ schedule }: { schedule: QuizReviewSchedule }) {
  const { t } = useTranslation();
  const solutions =
    schedule.answers === 'after_close' || schedule.feedback === 'after_close'
      ? 'after_close'
      : schedule.answers === 'after_attempt' || schedule.feedback === 'after_attempt'
        ? 'after_attempt'
        : 'never';
  const marks = t(`quizAttempt.reviewMarks.${schedule.marks}`);
  const rest =
    solutions === 'after_close'
      ? schedule.solutions_released
        ? t('quizAttempt.reviewSolutions.released')
        : schedule.close_at
          ? t('quizAttempt.reviewSolutions.afterCloseAt', { at: formatDateTime(schedule.close_at) })
          : t('quizAttempt.reviewSolutions.whenReleased')
      : t(`quizAttempt.reviewSolutions.${solutions}`);
  return (
    <Text size="sm" data-testid="review-schedule">
      {marks} {rest}
    </Text>
  );
}
